import ListshotGeometry
import ListshotScenes
import ListshotViews

/// What an accessibility audit looks at: the views a frame shows, each with the part of its
/// frame that shows.
struct AuditedScreen {
    /// A view on screen, and the part of its frame on screen and not under a bar.
    struct Entry {
        let view: LayoutReport.ScreenView
        let shown: Rect
    }

    /// Whether the report is a table's, for the owners' names (`row` or `item`).
    let isTable: Bool
    /// Every view audited, the items' first in the layout's order, then the bars'.
    let entries: [Entry]

    /// The views of `report` that a screen of `size` points shows: an item's views clipped to
    /// the part of the list no bar covers, a bar's to the screen. The status bar's are left
    /// out: the system draws it on a device, not the app.
    init(report: LayoutReport, size: Size) {
        isTable = report.rows != nil
        let screen = Rect(origin: .zero, size: size)
        var open = report.listFrame.intersection(screen) ?? Rect(origin: .zero, size: .zero)
        for bar in report.chrome ?? [] where bar.frame.height > 0 {
            switch bar.kind {
            case .statusBar, .navigationBar, .searchBar:
                let top = max(open.minY, bar.frame.maxY)
                open = Rect(x: open.minX, y: top, width: open.width, height: max(0, open.maxY - top))
            case .tabBar, .toolbar:
                open = Rect(x: open.minX, y: open.minY, width: open.width, height: max(0, min(open.maxY, bar.frame.minY) - open.minY))
            }
        }
        entries = report.screenViews.compactMap { view in
            if case .bar(.statusBar) = view.owner { return nil }
            let area: Rect = if case .item = view.owner { open } else { screen }
            guard let shown = Self.shown(view.view.frame, in: area) else { return nil }
            return Entry(view: view, shown: shown)
        }
    }

    /// The part of `frame` inside `area`; a frame of no width or height (a label squeezed
    /// until none of its text fits) shows when its corner lies in `area`.
    private static func shown(_ frame: Rect, in area: Rect) -> Rect? {
        guard frame.width <= 0 || frame.height <= 0 else { return frame.intersection(area) }
        let inside = frame.minX >= area.minX && frame.minX <= area.maxX && frame.minY >= area.minY && frame.minY <= area.maxY
        return inside ? frame : nil
    }
}

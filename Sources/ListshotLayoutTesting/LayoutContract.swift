import ListshotGeometry
import ListshotLayout

/// The layout contract (see `ListLayout`) written out again from its documentation, with
/// none of the library's helpers: no `Rect.intersects`, no `Rect.contains`, no layout code.
/// The conformance suite judges a layout's answers by these.
public enum LayoutContract {
    /// Whether two frames overlap, half-open on both axes; an empty rectangle meets nothing.
    public static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.size.width > 0 && a.size.height > 0 && b.size.width > 0 && b.size.height > 0
            && a.origin.x < b.origin.x + b.size.width && b.origin.x < a.origin.x + a.size.width
            && a.origin.y < b.origin.y + b.size.height && b.origin.y < a.origin.y + a.size.height
    }

    /// Closed on every edge: true also for a frame that only touches the other.
    public static func touchesOrIntersects(_ a: Rect, _ b: Rect) -> Bool {
        a.size.width > 0 && a.size.height > 0 && b.size.width > 0 && b.size.height > 0
            && a.origin.x <= b.origin.x + b.size.width && b.origin.x <= a.origin.x + a.size.width
            && a.origin.y <= b.origin.y + b.size.height && b.origin.y <= a.origin.y + a.size.height
    }

    /// Whether `r` holds `p`: its left and top edges do, its right and bottom ones do not.
    public static func contains(_ r: Rect, _ p: Point) -> Bool {
        p.x >= r.origin.x && p.x < r.origin.x + r.size.width && p.y >= r.origin.y && p.y < r.origin.y + r.size.height
    }

    /// The contract's order: cells by (lap, section, row), then headers by section, then
    /// footers by section.
    public static func ordered(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        func key(_ e: LayoutElement) -> (Int, Int, Int, Int) {
            let kind = e.kind == .cell ? 0 : e.kind == .header ? 1 : 2
            return (kind, e.lap, e.indexPath.section, e.indexPath.row)
        }
        return attributes.sorted { key($0.element) < key($1.element) }
    }

    /// What a viewport shows: every placed frame that meets it, in the contract's order.
    public static func visible(_ places: [LayoutAttributes], in viewport: LayoutViewport) -> [LayoutAttributes] {
        let window = Rect(origin: viewport.origin, size: viewport.size)
        return ordered(places.filter { intersects($0.frame, window) })
    }

    /// The cell under `point`: of the cells whose frame holds it, the one drawn on top (the
    /// highest `zIndex`, then the last in the contract's order), unless a header or footer
    /// in view is over it.
    public static func cell(at point: Point, places: [LayoutAttributes], viewport: LayoutViewport) -> LayoutElement? {
        let window = Rect(origin: viewport.origin, size: viewport.size)
        if places.contains(where: { $0.element.kind != .cell && intersects($0.frame, window) && contains($0.frame, point) }) {
            return nil
        }
        let hits = ordered(places.filter { $0.element.kind == .cell && contains($0.frame, point) })
        return hits.enumerated().max { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }?.element.element
    }

    /// `v` rounded down to the 1/64-point grid.
    public static func floor64(_ v: Double) -> Double { (v * 64).rounded(.down) / 64 }
}

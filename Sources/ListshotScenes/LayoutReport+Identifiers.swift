import ListshotGeometry
import ListshotRaster
import ListshotViews

/// The views a report names by accessibility identifier, where golden-image assertions mask
/// them or judge their pixels by a tolerance of their own.
extension LayoutReport {
    /// One view or cell with an accessibility identifier, where it covers the screen.
    public struct IdentifiedFrame: Hashable, Sendable {
        /// Its `View.accessibilityIdentifier`.
        public var identifier: String
        /// What it covers, in the screen's points: a cell's frame; a view's frame together
        /// with what it draws (text may overflow the view).
        public var frame: Rect

        /// The device pixels ``frame`` touches at `scale` pixels a point: every pixel it
        /// covers even in part, so that a mask hides the anti-aliased edge too.
        public func pixels(scale: Double) -> PixelRect {
            let x0 = (frame.minX * scale).rounded(.down), y0 = (frame.minY * scale).rounded(.down)
            let x1 = (frame.maxX * scale).rounded(.up), y1 = (frame.maxY * scale).rounded(.up)
            // Far off screen (a wheel's unbounded content) stays within Int; the caller clips.
            let limit = Double(1 << 40)
            func int(_ v: Double) -> Int { Int(min(max(v, -limit), limit)) }
            return PixelRect(x: int(x0), y: int(y0), width: int(x1) - int(x0), height: int(y1) - int(y0))
        }
    }

    /// Every cell and view of the report with an accessibility identifier, in the order drawn:
    /// each item's cell before its views, the items before the bars. Empty unless the report
    /// was asked for views.
    public var identifiedFrames: [IdentifiedFrame] {
        let dx = listFrame.minX - contentOffset.x, dy = listFrame.minY - contentOffset.y
        var frames: [IdentifiedFrame] = []
        var views = screenViews[...]
        for item in items {
            if let identifier = item.accessibilityIdentifier {
                frames.append(IdentifiedFrame(identifier: identifier, frame: item.frame.offsetBy(dx: dx, dy: dy)))
            }
            // screenViews lists each item's views in turn: these are the item's.
            let count = item.views?.count ?? 0
            for screen in views.prefix(count) { frames += Self.identified(screen.view, shiftedBy: dx, dy) }
            views = views.dropFirst(count)
        }
        for screen in views { frames += Self.identified(screen.view, shiftedBy: 0, 0) }
        return frames
    }

    /// `view`'s identified frame: its view's frame, which screenViews does not move (it moves
    /// ``VisibleView/frame``), moved by `dx`, `dy`, joined with what it draws.
    private static func identified(_ view: VisibleView, shiftedBy dx: Double, _ dy: Double) -> [IdentifiedFrame] {
        guard let identifier = view.accessibilityIdentifier else { return [] }
        let frame = view.viewFrame.map { covering($0.offsetBy(dx: dx, dy: dy), view.frame) } ?? view.frame
        return [IdentifiedFrame(identifier: identifier, frame: frame)]
    }

    /// The smallest rectangle holding `a` and `b`.
    private static func covering(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    /// The report with every view whose identifier is in `identifiers` reduced to its kind,
    /// its view's frame and its identifier: what a golden stores for a masked view, so that
    /// the stored tree, like the masked pixels, stays the same while its text changes.
    public func masking(_ identifiers: Set<String>) -> LayoutReport {
        guard !identifiers.isEmpty else { return self }
        func masked(_ view: VisibleView) -> VisibleView {
            guard let identifier = view.accessibilityIdentifier, identifiers.contains(identifier) else { return view }
            var bare = VisibleView(kind: view.kind, frame: view.viewFrame ?? view.frame, accessibilityIdentifier: identifier)
            bare.viewFrame = view.viewFrame
            return bare
        }
        var report = self
        report.items = items.map { item in
            var item = item
            item.views = item.views?.map(masked)
            return item
        }
        if rows != nil { report.rows = report.items }
        report.chrome = chrome?.map { bar in
            var bar = bar
            bar.views = bar.views.map(masked)
            return bar
        }
        return report
    }
}

import ListshotGeometry

extension TableLayout {
    /// A row held at a place on screen while estimated heights are replaced by measured
    /// ones: nothing on screen jumps when a measured row above it differs from its estimate.
    public struct Anchor: Equatable, Sendable {
        /// The row held in place.
        public var indexPath: LayoutIndexPath
        /// How far below the viewport's top its top stays.
        public var screenY: Double

        public init(indexPath: LayoutIndexPath, screenY: Double) {
            self.indexPath = indexPath
            self.screenY = screenY
        }
    }

    /// The anchor for a relayout: the first of `rows` (the rows on screen before it, in any
    /// order) still in view in `viewport`, held where it is now; `nil` when none is.
    public func anchor(amongRowsOnScreen rows: some Sequence<LayoutIndexPath>, in viewport: LayoutViewport) -> Anchor? {
        let window = viewport.rect
        guard let row = rows.sorted().first(where: { rectForRow(at: $0).intersects(window) }) else { return nil }
        return Anchor(indexPath: row, screenY: rectForRow(at: row).minY - viewport.origin.y)
    }

    /// The vertical offset that puts `anchor`'s row at its place on screen.
    public func offset(keeping anchor: Anchor) -> Double {
        rectForRow(at: anchor.indexPath).minY - anchor.screenY
    }

    /// The rows in the window `[low, high)` still counted at their estimate, in order.
    public func unmeasuredRows(intersecting low: Double, _ high: Double) -> [LayoutIndexPath] {
        indexPathsForRows(intersecting: low, high).filter { !sections[$0.section].rows.isMeasured(row: $0.row) }
    }
}

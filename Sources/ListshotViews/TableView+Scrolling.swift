import ListshotLayout

extension TableView {
    /// Where `scrollToRow(at:at:)` puts a row in the viewport (UIKit's `ScrollPosition`).
    public typealias ScrollPosition = ListshotLayout.ScrollPosition

    /// Scrolls so that the row at `indexPath` sits at `position`, exactly, in one call —
    /// estimated heights included: the row and the rows around it are measured first and
    /// the offset settles where the row really is. The offset is clamped into
    /// `contentOffsetRange`.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition) {
        layoutIfNeeded()
        for _ in 0..<8 {
            let target = offset(toShow: indexPath, at: position)
            let rect = rectForRow(at: indexPath)
            boundsOrigin.y = target
            layoutCells(anchor: .row(indexPath, screenY: rect.minY - target))
            if abs(contentOffset.y - offset(toShow: indexPath, at: position)) < 1e-9 { break }
        }
    }

    /// The offset, clamped into the scrollable range, that shows the row at `position`.
    func offset(toShow indexPath: IndexPath, at position: ScrollPosition) -> Double {
        tableLayout.offset(toShow: rectForRow(at: indexPath), at: position, in: layoutViewport)
    }
}

import ListshotLayout

extension TableView {
    /// Where `scrollToRow(at:at:)` puts a row in the viewport (UIKit's `ScrollPosition`).
    public enum ScrollPosition: String, Sendable, CaseIterable {
        /// Scroll as little as possible to show the whole row; nothing when it is already shown.
        case none
        /// The row's top at the top of the visible area (below the top inset).
        case top
        /// The row's middle in the middle of the visible area.
        case middle
        /// The row's bottom at the bottom of the visible area (above the bottom inset).
        case bottom
    }

    /// Scrolls so that the row at `indexPath` sits at `position`, exactly, in one call —
    /// estimated heights included: the row and the rows around it are measured first and
    /// the offset settles where the row really is. The offset is clamped into
    /// ``contentOffsetRange``.
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
        let rect = rectForRow(at: indexPath)
        let visibleTop = contentOffset.y + contentInset.top
        let visibleHeight = frame.height - contentInset.top - contentInset.bottom
        let target: Double
        switch position {
        case .top: target = rect.minY - contentInset.top
        case .middle: target = rect.midY - contentInset.top - visibleHeight / 2
        case .bottom: target = rect.maxY - contentInset.top - visibleHeight
        case .none:
            if rect.minY < visibleTop {
                target = rect.minY - contentInset.top
            } else if rect.maxY > visibleTop + visibleHeight {
                target = rect.maxY - contentInset.top - visibleHeight
            } else {
                target = contentOffset.y
            }
        }
        let range = contentOffsetRange
        return min(max(target, range.lowerBound), range.upperBound)
    }
}

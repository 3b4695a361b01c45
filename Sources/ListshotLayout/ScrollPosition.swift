import ListshotGeometry

/// Where a scroll puts an item in the viewport (UIKit's `UITableView.ScrollPosition`),
/// along the layout's scroll axis: on x, `top` is the left edge and `bottom` the right.
public enum ScrollPosition: String, Sendable, CaseIterable {
    /// Scroll as little as possible to show the whole item; nothing when it is already shown.
    case none
    /// The item's leading edge at the start of the visible area (past the leading inset).
    case top
    /// The item's middle in the middle of the visible area.
    case middle
    /// The item's trailing edge at the end of the visible area (before the trailing inset).
    case bottom
}

extension ListLayout {
    /// The offset along ``scrollAxis``, clamped into ``offsetRange(in:)``, that shows
    /// `frame` at `position` in a viewport in this state: the visible area is the viewport
    /// less its insets along the axis.
    public func offset(toShow frame: Rect, at position: ScrollPosition, in viewport: LayoutViewport) -> Double {
        let vertical = scrollAxis == .vertical
        let inset = viewport.contentInset
        let (leading, trailing) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let (minEdge, midPoint, maxEdge) = vertical ? (frame.minY, frame.midY, frame.maxY) : (frame.minX, frame.midX, frame.maxX)
        let offset = viewport.offset(along: scrollAxis)
        let visibleStart = offset + leading
        let visibleLength = viewport.length(along: scrollAxis) - leading - trailing
        let target: Double
        switch position {
        case .top: target = minEdge - leading
        case .middle: target = midPoint - leading - visibleLength / 2
        case .bottom: target = maxEdge - leading - visibleLength
        case .none:
            if minEdge < visibleStart {
                target = minEdge - leading
            } else if maxEdge > visibleStart + visibleLength {
                target = maxEdge - leading - visibleLength
            } else {
                target = offset
            }
        }
        let range = offsetRange(in: viewport)
        return min(max(target, range.lowerBound), range.upperBound)
    }
}

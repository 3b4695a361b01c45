import ListshotGeometry

/// A waterfall (masonry) grid: items of one width in `columns` columns, each item of its
/// own height, each put at the foot of the shortest column so far (the leftmost of those
/// equally short), scrolling vertically. One section, no headers or footers.
///
/// Written only against the public API of this module, as a layout from outside would be;
/// it passes the conformance suite (`ListshotLayoutTesting`).
///
/// ## Formula
/// With width W, N columns and spacing s, a column is `w = ⌊(W − (N − 1)·s) / N⌋₆₄` wide
/// (rounded down to a 64th of a point) and column c starts at `x = c·(w + s)`. Item i, of
/// height hᵢ, goes to the column c with the least height Hc (lowest c on a tie), at
/// `y = Hc` (plus s when the column already holds an item), and Hc becomes y + hᵢ. The
/// content is W wide and as tall as the tallest column.
///
/// ## Visibility
/// The contract's: an item is in view iff its frame intersects the viewport, half-open.
/// Every query looks at every item (a waterfall scene holds hundreds, not millions).
public struct WaterfallLayout: ListLayout {
    /// The width items are laid across.
    public let width: Double
    /// How many columns; at least 1.
    public let columns: Int
    /// The gap between columns, and between items in a column.
    public let spacing: Double
    /// Every item's frame, in order.
    public let frames: [Rect]
    /// The content's size: the width, and the tallest column's height.
    public let contentSize: Size

    /// - Parameters:
    ///   - width: the width items are laid across (the viewport's).
    ///   - columns: how many columns; values below 1 mean 1.
    ///   - itemHeights: each item's height, in order (section 0).
    ///   - spacing: the gap between columns and between items in a column; 0 by default.
    public init(width: Double, columns: Int, itemHeights: [Double], spacing: Double = 0) {
        let n = max(1, columns)
        let columnWidth = max(0, ((width - Double(n - 1) * spacing) / Double(n) * 64).rounded(.down) / 64)
        var heights = Array(repeating: 0.0, count: n)
        var filled = Array(repeating: false, count: n)
        var frames: [Rect] = []
        frames.reserveCapacity(itemHeights.count)
        for height in itemHeights {
            let column = heights.indices.min { (heights[$0], $0) < (heights[$1], $1) }!
            let y = heights[column] + (filled[column] ? spacing : 0)
            frames.append(Rect(x: Double(column) * (columnWidth + spacing), y: y, width: columnWidth, height: height))
            heights[column] = y + height
            filled[column] = true
        }
        self.width = width
        self.columns = n
        self.spacing = spacing
        self.frames = frames
        self.contentSize = Size(width: width, height: heights.max() ?? 0)
    }

    public var scrollAxis: ScrollAxis { .vertical }

    public func layoutAttributes(for element: LayoutElement, in viewport: LayoutViewport) -> LayoutAttributes? {
        guard element.kind == .cell, element.lap == 0, element.indexPath.section == 0, frames.indices.contains(element.indexPath.row)
        else { return nil }
        return LayoutAttributes(element: element, frame: frames[element.indexPath.row])
    }

    public func layoutAttributesForElements(in viewport: LayoutViewport) -> [LayoutAttributes] {
        let window = viewport.rect
        return frames.indices.compactMap { row in
            frames[row].intersects(window) ? LayoutAttributes(element: .cell(LayoutIndexPath(row: row, section: 0)), frame: frames[row]) : nil
        }
    }

    /// The item whose frame holds `point`; items never overlap, so there is at most one.
    public func cell(at point: Point, in viewport: LayoutViewport) -> LayoutElement? {
        frames.firstIndex { !$0.isEmpty && $0.contains(point) }.map { .cell(LayoutIndexPath(row: $0, section: 0)) }
    }

    public func numberOfElements(in viewport: LayoutViewport) -> Int { frames.count }
}

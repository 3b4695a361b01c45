import ListshotGeometry
import ListshotRaster
import ListshotViews

/// A chat bubble: a stack whose rounded background has a tail at one of its bottom corners,
/// as Messages draws the last bubble of a run from one sender (`tail: leading` or
/// `trailing` on a scene file's stack).
final class BubbleView: StackView {
    /// The bottom corner the tail comes out of, on screen.
    enum Side { case left, right }

    /// Where the tail is drawn, the leading side being the right one in a right-to-left
    /// scene; `nil` for none (a bubble that is not the last of its run).
    var tail: CellDesign.TailSide?

    /// How far the tail reaches past the bubble's side, in points.
    static let tailReach = 5.0

    override func draw(in canvas: inout Canvas) {
        super.draw(in: &canvas)
        guard let tail, let color = backgroundColor, frame.height >= 2 * Self.tailReach else { return }
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        let side: Side = (tail == .trailing) == leftToRight ? .right : .left
        canvas.fill(Self.tailPath(in: frame.size, side: side), color: color)
    }

    /// The tail of a bubble of `size`, on its `side`: from the side above the bottom corner,
    /// down and out in a curve to a point `tailReach` past the side on the bottom edge, and
    /// back under the corner into the bubble, which covers the rest of the shape.
    static func tailPath(in size: Size, side: Side) -> Path {
        let w = size.width, h = size.height, reach = tailReach
        // Drawn for the right side, then mirrored for the left.
        func point(_ x: Double, _ y: Double) -> Point { side == .right ? Point(x: x, y: y) : Point(x: w - x, y: y) }
        var path = Path()
        // The side runs straight down into the tail, which bends out to its tip.
        path.move(to: point(w - 0.5, h - 18))
        path.addQuadCurve(to: point(w + reach, h), control: point(w - 0.5, h - 4))
        path.addQuadCurve(to: point(w - 12, h - 3), control: point(w - 3, h + 0.5))
        path.closeSubpath()
        return path
    }
}

/// An axis-aligned rectangle, in points (UIKit's `CGRect`).
///
/// Rectangles are half-open: a rectangle covers `minX ..< maxX` horizontally and
/// `minY ..< maxY` vertically, so two rectangles that only share an edge do not
/// intersect.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(origin: .zero, size: .zero)

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// True when the rectangle covers no area.
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// True when the rectangles share some area; touching edges do not count, and an
    /// empty rectangle (zero width or height) intersects nothing, wherever it lies.
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty
            && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The area both rectangles cover, or `nil` when they share none.
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x0 < x1, y0 < y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when the point lies inside the rectangle (half-open on the far edges).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` on each edge.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.horizontal, height: height - insets.vertical)
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

/// The radius of each corner of a rounded rectangle, in the same units as the rectangle.
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomLeft: Double
    public var bottomRight: Double

    public init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// The same radius on all four corners.
    public init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
    }

    public static let zero = CornerRadii(all: 0)

    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomLeft <= 0 && bottomRight <= 0 }

    /// The radii scaled down together, as CSS does, so that no two corners on one
    /// edge overlap in a `width` × `height` rectangle; negative radii become 0.
    public func fitted(width: Double, height: Double) -> CornerRadii {
        let tl = max(0, topLeft), tr = max(0, topRight), bl = max(0, bottomLeft), br = max(0, bottomRight)
        var factor = 1.0
        for (sum, edge) in [(tl + tr, width), (bl + br, width), (tl + bl, height), (tr + br, height)]
        where sum > edge && sum > 0 {
            factor = min(factor, edge / sum)
        }
        return CornerRadii(topLeft: tl * factor, topRight: tr * factor, bottomLeft: bl * factor, bottomRight: br * factor)
    }

    /// Every radius multiplied by `factor`.
    public func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(
            topLeft: topLeft * factor, topRight: topRight * factor,
            bottomLeft: bottomLeft * factor, bottomRight: bottomRight * factor)
    }
}

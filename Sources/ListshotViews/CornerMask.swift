import ListshotRaster

/// Which corners of a view its ``View/cornerRadius`` rounds (Core Animation's `CACornerMask`,
/// a layer's `maskedCorners`).
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let topLeft = CornerMask(rawValue: 1 << 0)
    public static let topRight = CornerMask(rawValue: 1 << 1)
    public static let bottomLeft = CornerMask(rawValue: 1 << 2)
    public static let bottomRight = CornerMask(rawValue: 1 << 3)
    /// The two top corners: the first row of an inset grouped section.
    public static let top: CornerMask = [.topLeft, .topRight]
    /// The two bottom corners: the last row of an inset grouped section.
    public static let bottom: CornerMask = [.bottomLeft, .bottomRight]
    /// All four corners, the default.
    public static let all: CornerMask = [.top, .bottom]

    /// `radius` on the corners in the mask, 0 on the others.
    public func radii(_ radius: Double) -> CornerRadii {
        CornerRadii(
            topLeft: contains(.topLeft) ? radius : 0, topRight: contains(.topRight) ? radius : 0,
            bottomLeft: contains(.bottomLeft) ? radius : 0, bottomRight: contains(.bottomRight) ? radius : 0)
    }
}

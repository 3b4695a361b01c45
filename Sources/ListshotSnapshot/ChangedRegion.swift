/// The part of a failed check's images that the report zooms into: the bounding box of the
/// counted differences (``ImageDifference/boundingBox``) with a margin of unchanged pixels
/// around it, inside the union canvas (the larger width by the larger height), in pixels.
public struct ChangedRegion: Sendable, Codable, Equatable {
    /// The region's left column.
    public var x: Int
    /// The region's top row.
    public var y: Int
    /// The region's width, at least 1.
    public var width: Int
    /// The region's height, at least 1.
    public var height: Int

    /// The region of columns `x ..< x + width` and rows `y ..< y + height`.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// How many unchanged pixels ``init(_:margin:)`` keeps around the differences by default,
    /// so that a change is seen against what surrounds it.
    public static let defaultMargin = 8

    /// `difference`'s bounding box grown by `margin` pixels on each side and clamped to the
    /// union canvas; `nil` when no counted pixel differs.
    ///
    /// - Parameters:
    ///   - difference: the comparison of the failed check.
    ///   - margin: the unchanged pixels to keep on each side of the differences.
    public init?(_ difference: ImageDifference, margin: Int = ChangedRegion.defaultMargin) {
        guard let box = difference.boundingBox else { return nil }
        let canvasWidth = max(difference.expectedSize.width, difference.actualSize.width)
        let canvasHeight = max(difference.expectedSize.height, difference.actualSize.height)
        let left = max(0, box.x - margin), top = max(0, box.y - margin)
        let right = min(canvasWidth, box.maxX + margin), bottom = min(canvasHeight, box.maxY + margin)
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }
}

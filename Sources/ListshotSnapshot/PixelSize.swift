/// The size of an image in device pixels.
public struct PixelSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The number of pixels: width × height.
    public var area: Int { width * height }

    /// `"780 × 1688 px"`.
    public var description: String { "\(width) × \(height) px" }
}

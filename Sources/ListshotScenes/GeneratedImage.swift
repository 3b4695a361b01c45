import ListshotRaster

/// A picture listshot draws itself instead of reading a PNG, so that a scene file needs no
/// image files: a scene file's `image: {landscape: {hue: 2, width: 120, height: 120}}` or
/// `image: {avatar: {initials: "LS", diameter: 58, color: "#FF3B30"}, scale: 2}`. The same
/// values always give the same pixels, the pixels the built-in scenes draw.
public struct GeneratedImage: Sendable, Hashable {
    /// What is drawn.
    public enum Picture: Sendable, Hashable {
        /// A landscape "photo" of `width` × `height` pixels: a sky gradient, a sun and two
        /// hills, in one of six palettes (`hue` 0…5).
        case landscape(hue: Int, width: Int, height: Int)
        /// A circle `diameter` pixels across in `color`, with white `initials` in Inter SemiBold.
        case avatar(initials: String, diameter: Int, color: Color)
    }

    /// The largest width, height or diameter, in pixels: 4096 (a 4096 × 4096 picture takes
    /// 64 MiB). A larger one is refused.
    public static let maximumSide = 4096
    /// The most pixels the pictures one scene file draws may take together: 64 Mi pixels
    /// (256 MiB), four pictures of the largest size. A file asking for more is refused.
    public static let maximumPixelsPerFile = 1 << 26
    /// The palettes a landscape's hue picks from: `0...5`.
    public static let hues = 0...5

    /// What is drawn.
    public var picture: Picture
    /// Pixels per point, as a PNG's `@2x`: a 120-pixel landscape at scale 2 is 60 points wide.
    public var scale: Double

    /// - Parameters:
    ///   - picture: what is drawn.
    ///   - scale: pixels per point; 1 unless given.
    public init(_ picture: Picture, scale: Double = 1) {
        self.picture = picture
        self.scale = scale
    }

    /// How many pixels the picture has.
    public var pixelCount: Int { pixelSize.width * pixelSize.height }

    /// The picture's width and height in pixels, known before it is drawn.
    public var pixelSize: (width: Int, height: Int) {
        switch picture {
        case let .landscape(_, width, height): return (width, height)
        case let .avatar(_, diameter, _): return (diameter, diameter)
        }
    }

    /// The pixels, drawn now.
    public func draw() -> Framebuffer {
        switch picture {
        case let .landscape(hue, width, height):
            return SyntheticImages.landscape(width: width, height: height, hue: hue)
        case let .avatar(initials, diameter, color):
            return SyntheticImages.avatar(initials: initials, diameter: diameter, color: color)
        }
    }
}

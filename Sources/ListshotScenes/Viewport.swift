import ListshotGeometry
import ListshotRaster
import ListshotStructuredText
import ListshotViews

/// The screen a scene is drawn on: a size in points and a scale in device pixels per point.
public struct Viewport: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var scale: Double

    /// A 390 × 844 pt phone screen at scale 2: 780 × 1688 pixels.
    public static let phone = Viewport(width: 390, height: 844, scale: 2)

    public init(width: Double, height: Double, scale: Double) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// The width in device pixels, rounded to the nearest pixel.
    public var pixelWidth: Int { Int((width * scale).rounded()) }
    /// The height in device pixels, rounded to the nearest pixel.
    public var pixelHeight: Int { Int((height * scale).rounded()) }

    /// The viewport's rectangle in points, at the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }
}

/// What is wrong with a viewport.
public enum ViewportError: Error, Equatable, CustomStringConvertible {
    /// A size or scale is NaN, infinite, zero or negative; `field` is `width`, `height` or `scale`.
    case invalid(field: String, value: Double)
    /// The viewport's pixels would not fit in a framebuffer.
    case tooLarge(pixelWidth: Double, pixelHeight: Double)
    /// The viewport is less than one pixel wide or tall at its scale; `field` is `width` or `height`.
    case lessThanOnePixel(field: String, points: Double, scale: Double)
    /// At `offset`, more than `limit` rows, headers and footers would be in view at once.
    case tooManyItems(count: Int, limit: Int, offset: Double)

    public var description: String {
        switch self {
        case let .invalid(field, value):
            return "\(field) must be a finite number greater than 0, got \(value)"
        case let .lessThanOnePixel(field, points, scale):
            return "\(field) \(NumberText.plain(points)) at scale \(NumberText.plain(scale)) is "
                + "\(NumberText.plain(points * scale)) pixels; the viewport must be at least 1 pixel \(field == "width" ? "wide" : "tall")"
        case let .tooManyItems(count, limit, offset):
            return "at offset \(NumberText.plain(offset)) the viewport would show \(NumberText.grouped(count)) rows, headers and footers "
                + "at once; listshot draws at most \(NumberText.grouped(limit)) (make the rows taller or the viewport shorter)"
        case let .tooLarge(w, h):
            return "the viewport would be \(NumberText.plain(w)) × \(NumberText.plain(h)) pixels, more than a framebuffer holds "
                + "(at most \(Framebuffer.maximumDimension) pixels a side and \(Framebuffer.maximumByteCount >> 20) MiB)"
        }
    }

}

extension Viewport {
    /// Checks that the viewport can be drawn, as ``ValidatedViewport/init(_:)`` does; make
    /// a ``ValidatedViewport`` instead where the checked viewport is passed on.
    ///
    /// - Throws: ``ViewportError`` naming the bad field, before any memory is taken.
    public func validate() throws(ViewportError) {
        _ = try ValidatedViewport(self)
    }
}

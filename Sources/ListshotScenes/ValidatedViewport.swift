import ListshotGeometry
import ListshotRaster

/// A ``Viewport`` that can be drawn: its size and scale are finite and greater than 0, it is
/// at least one pixel wide and tall, and its pixels fit in a framebuffer.
///
/// The throwing initializer is the only way to make one, so a function that takes a
/// `ValidatedViewport` needs no check of its own ("parse, don't validate"): the renderer
/// draws in one without asking again, and a caller checks its viewport once, where it can
/// say what is wrong in its own words.
///
/// ```swift
/// let viewport = try ValidatedViewport(Viewport(width: 390, height: 844, scale: 3))
/// let frame = try SceneRenderer.render(scene, offset: 120, in: viewport)
/// ```
public struct ValidatedViewport: Hashable, Sendable {
    /// The viewport that was checked.
    public let viewport: Viewport

    /// A 390 × 844 pt phone screen at scale 2 (``Viewport/phone``).
    public static let phone: ValidatedViewport = {
        do {
            return try ValidatedViewport(.phone)
        } catch {
            preconditionFailure("the phone viewport is drawable: \(error)")
        }
    }()

    /// Checks that `viewport` can be drawn, before any memory is taken.
    ///
    /// - Parameter viewport: the size in points and the scale to check.
    /// - Throws: ``ViewportError/invalid(field:value:)`` for the first of width, height and
    ///   scale that is NaN, infinite, zero or negative;
    ///   ``ViewportError/lessThanOnePixel(field:points:scale:)`` for a side that rounds to
    ///   no pixel; ``ViewportError/tooLarge(pixelWidth:pixelHeight:)`` for pixels that would
    ///   not fit in a framebuffer.
    public init(_ viewport: Viewport) throws(ViewportError) {
        let (width, height, scale) = (viewport.width, viewport.height, viewport.scale)
        for (field, value) in [("width", width), ("height", height), ("scale", scale)] {
            guard value.isFinite, value > 0 else { throw .invalid(field: field, value: value) }
        }
        let w = (width * scale).rounded(), h = (height * scale).rounded()
        let limit = Double(Framebuffer.maximumDimension)
        guard w >= 1 else { throw .lessThanOnePixel(field: "width", points: width, scale: scale) }
        guard h >= 1 else { throw .lessThanOnePixel(field: "height", points: height, scale: scale) }
        guard w <= limit, h <= limit, w * h * 4 <= Double(Framebuffer.maximumByteCount) else {
            throw .tooLarge(pixelWidth: w, pixelHeight: h)
        }
        self.viewport = viewport
    }

    /// The width in points.
    public var width: Double { viewport.width }
    /// The height in points.
    public var height: Double { viewport.height }
    /// Device pixels per point.
    public var scale: Double { viewport.scale }
    /// The width in device pixels, at least 1.
    public var pixelWidth: Int { viewport.pixelWidth }
    /// The height in device pixels, at least 1.
    public var pixelHeight: Int { viewport.pixelHeight }
    /// The viewport's rectangle in points, at the origin.
    public var bounds: Rect { viewport.bounds }
}

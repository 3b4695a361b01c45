import ListshotGeometry
import ListshotRaster

/// How an image view fits its image into its bounds (UIKit's `UIView.ContentMode`).
public enum ContentMode: String, Sendable, CaseIterable {
    /// Stretches the image to fill the bounds exactly.
    case scaleToFill
    /// Scales the image, keeping its aspect ratio, to fit inside the bounds (letterboxed).
    case scaleAspectFit
    /// Scales the image, keeping its aspect ratio, to cover the bounds (cropped).
    case scaleAspectFill
    /// Draws the image at its natural size, centred.
    case center
}

/// A view that draws an image (UIKit's `UIImageView`).
///
/// Changing ``image`` or ``imageScale`` invalidates the view's intrinsic content size when
/// the size in points changes or the view gains or loses its image (a cell lays out
/// differently with an image), so that the view placing it lays out again; a new image of
/// the same size only redraws, as in UIKit.
open class ImageView: View {
    /// The image's premultiplied pixels; `nil` draws nothing.
    public var image: Framebuffer? {
        didSet {
            if (oldValue == nil) != (image == nil) || Self.naturalSize(of: oldValue, scale: imageScale) != intrinsicContentSize {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// Device pixels per point of the image: an image of 80 px at scale 2 is 40 pt wide.
    public var imageScale: Double = 1 {
        didSet {
            if Self.naturalSize(of: image, scale: oldValue) != intrinsicContentSize { invalidateIntrinsicContentSize() }
        }
    }
    /// How the image fits the bounds.
    public var contentMode: ContentMode = .scaleToFill

    /// An image view showing `image`, which has `imageScale` pixels per point.
    public init(frame: Rect = .zero, image: Framebuffer? = nil, imageScale: Double = 1) {
        self.image = image
        self.imageScale = imageScale
        super.init(frame: frame)
    }

    /// The image's size in points. A subclass that draws an image it does not keep in
    /// ``image`` overrides it with that image's size.
    open var intrinsicContentSize: Size { Self.naturalSize(of: image, scale: imageScale) }

    /// The size in points of `image` at `scale` pixels per point; zero without an image.
    private static func naturalSize(of image: Framebuffer?, scale: Double) -> Size {
        guard let image else { return .zero }
        return Size(width: Double(image.width) / scale, height: Double(image.height) / scale)
    }

    /// The image's size in points, scaled down to `size.width` (keeping its aspect ratio)
    /// when it is wider: a photo in a self-sizing row is as tall as the width allows.
    open override func sizeThatFits(_ size: Size) -> Size {
        let natural = intrinsicContentSize
        guard size.width.isFinite, natural.width > size.width, natural.width > 0 else { return natural }
        return Size(width: size.width, height: natural.height * size.width / natural.width)
    }

    /// Where the image lands in the view's own coordinates under the content mode.
    public func imageRect() -> Rect {
        let natural = intrinsicContentSize
        let bounds = Rect(origin: .zero, size: frame.size)
        guard natural.width > 0, natural.height > 0 else { return bounds }
        let fit = min(bounds.width / natural.width, bounds.height / natural.height)
        let fill = max(bounds.width / natural.width, bounds.height / natural.height)
        let factor: Double
        switch contentMode {
        case .scaleToFill: return bounds
        case .scaleAspectFit: factor = fit
        case .scaleAspectFill: factor = fill
        case .center: factor = 1
        }
        let w = natural.width * factor, h = natural.height * factor
        return Rect(x: (bounds.width - w) / 2, y: (bounds.height - h) / 2, width: w, height: h)
    }

    open override func draw(in canvas: inout Canvas) {
        guard let image else { return }
        canvas.save()
        // Aspect-fill and centre may overflow the bounds; an image view never draws outside them.
        canvas.clip(to: Rect(origin: .zero, size: frame.size))
        canvas.draw(image, in: imageRect())
        canvas.restore()
    }
}

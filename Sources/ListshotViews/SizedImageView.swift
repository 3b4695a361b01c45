import ListshotGeometry
import ListshotRaster

/// An image made each time a view draws it rather than kept: ten thousand rows in view,
/// each with its own 4096-pixel picture, would otherwise keep 64 MiB each.
package protocol OnDemandImage {
    /// The size it is drawn at, in points, before ``SizedImageView/sizeScale``.
    var size: Size { get }
    /// Its premultiplied pixels, made (or fetched from a cache) now.
    func pixels() -> Framebuffer
}

/// An image view that, in a stack, takes a size given from outside rather than its image's,
/// and that can show an ``OnDemandImage`` without keeping its pixels.
package final class SizedImageView: ImageView {
    package var fixedSize: Size?
    /// How much larger than its image's own size the view is (a custom cell's image at a
    /// larger text size); 1 for the image's size.
    package var sizeScale = 1.0 {
        didSet { if sizeScale != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The image shown in place of ``ImageView/image``, drawn when the view draws.
    package private(set) var onDemand: (any OnDemandImage)?

    /// Shows `picture` (none for `nil`) in place of ``ImageView/image``.
    package func show(_ picture: (any OnDemandImage)?) {
        let before = intrinsicContentSize, hadPicture = onDemand != nil
        image = nil
        onDemand = picture
        // As a new image does: the view placing this one lays out again when the size changes.
        if hadPicture != (picture != nil) || before != intrinsicContentSize { invalidateIntrinsicContentSize() }
    }

    override package var intrinsicContentSize: Size {
        let natural = onDemand?.size ?? super.intrinsicContentSize
        return sizeScale == 1 ? natural : Size(width: natural.width * sizeScale, height: natural.height * sizeScale)
    }

    override package func sizeThatFits(_ size: Size) -> Size {
        fixedSize ?? super.sizeThatFits(size)
    }

    override package func draw(in canvas: inout Canvas) {
        guard let onDemand else { return super.draw(in: &canvas) }
        // As ImageView draws its image, which this view does not keep.
        canvas.save()
        canvas.clip(to: Rect(origin: .zero, size: frame.size))
        canvas.draw(onDemand.pixels(), in: imageRect())
        canvas.restore()
    }
}

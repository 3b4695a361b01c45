import ListshotGeometry
import ListshotRaster
import ListshotViews

/// An image view that, in a stack, takes a size given in the scene file rather than its
/// image's, and that shows a picture drawn per row without keeping its pixels.
final class SizedImageView: ImageView {
    var fixedSize: Size?
    /// How much larger than its image's own size the view is (a custom cell's image at a
    /// larger text size, ``CellDesign/Image/sizeScale``); 1 for the image's size.
    var sizeScale = 1.0 {
        didSet { if sizeScale != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The picture this row shows (a custom cell's picture with templates), drawn by
    /// ``pictures`` when the view draws rather than kept in ``image``: ten thousand rows in
    /// view, each with its own 4096-pixel avatar, would otherwise keep 64 MiB each.
    private(set) var picture: GeneratedImage?
    private var pictures: GeneratedImageCache?

    /// Shows `picture` (none for `nil`), drawn by `pictures` when the view draws.
    func show(_ picture: GeneratedImage?, from pictures: GeneratedImageCache) {
        let before = intrinsicContentSize, hadPicture = self.picture != nil
        image = nil
        self.picture = picture
        self.pictures = pictures
        // As a new image does: the view placing this one lays out again when the size changes.
        if hadPicture != (picture != nil) || before != intrinsicContentSize { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: Size {
        let natural: Size
        if let picture {
            let (width, height) = picture.pixelSize
            natural = Size(width: Double(width) / picture.scale, height: Double(height) / picture.scale)
        } else {
            natural = super.intrinsicContentSize
        }
        return sizeScale == 1 ? natural : Size(width: natural.width * sizeScale, height: natural.height * sizeScale)
    }

    override func sizeThatFits(_ size: Size) -> Size {
        fixedSize ?? super.sizeThatFits(size)
    }

    override func draw(in canvas: inout Canvas) {
        guard let picture, let pictures else { return super.draw(in: &canvas) }
        // As ImageView draws its image, which this view does not keep.
        canvas.save()
        canvas.clip(to: Rect(origin: .zero, size: frame.size))
        canvas.draw(pictures.image(picture).framebuffer, in: imageRect())
        canvas.restore()
    }
}

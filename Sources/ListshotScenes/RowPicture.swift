import ListshotGeometry
import ListshotRaster
import ListshotViews

/// A custom cell's picture with templates filled in for its row, drawn from the scene's
/// ``GeneratedImageCache`` each time its view draws (`SizedImageView`).
struct RowPicture: OnDemandImage {
    let picture: GeneratedImage
    let pictures: GeneratedImageCache

    var size: Size {
        let (width, height) = picture.pixelSize
        return Size(width: Double(width) / picture.scale, height: Double(height) / picture.scale)
    }

    func pixels() -> Framebuffer { pictures.image(picture).framebuffer }
}

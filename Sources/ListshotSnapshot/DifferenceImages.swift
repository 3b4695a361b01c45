import ListshotGeometry
import ListshotRaster

/// Pictures of how two images differ, to write beside a failure.
public enum DifferenceImages {
    /// Counted differences.
    static let differingColor = Color(red: 255, green: 0, blue: 0)
    /// Differences ignored as anti-aliasing.
    static let antialiasedColor = Color(red: 255, green: 255, blue: 0)
    /// Pixels outside one of the images.
    static let outsideColor = Color(red: 255, green: 0, blue: 255)
    /// How much of the expected image's contrast an unchanged pixel keeps (pixelmatch's `alpha`).
    static let fadedOpacity = 0.1

    /// The difference as pixelmatch draws it, on the union canvas (the larger width by the
    /// larger height), opaque: pixels within the threshold show the expected image in grey,
    /// faded toward white; counted differences are red, differences ignored as anti-aliasing
    /// yellow, and pixels outside one of the images magenta. The pixels are classified
    /// exactly as ``ImageDifference`` classifies them.
    ///
    /// - Parameters:
    ///   - expected: the golden image.
    ///   - actual: the image under test.
    ///   - tolerance: the colour threshold and anti-aliasing setting (the budget is not used).
    /// - Throws: `FramebufferError` when the union canvas is larger than a framebuffer may
    ///   be (a very wide image against a very tall one).
    public static func diff(
        expected: Framebuffer, actual: Framebuffer, tolerance: SnapshotTolerance = .exact
    ) throws(FramebufferError) -> Framebuffer {
        let classifier = PixelClassifier(expected: expected, actual: actual, tolerance: tolerance)
        var diff = try Framebuffer(width: classifier.canvas.width, height: classifier.canvas.height)
        classifier.forEachPixel { x, y, kind, _ in
            switch kind {
            case .equal:
                let gray = ColorDistance.fadedBrightness(expected.pixels[y * expected.width + x], opacity: fadedOpacity)
                let level = UInt8(min(max(gray.rounded(), 0), 255))
                diff.setColor(Color(red: level, green: level, blue: level), x: x, y: y)
            case .differing:
                diff.setColor(differingColor, x: x, y: y)
            case .antialiased:
                diff.setColor(antialiasedColor, x: x, y: y)
            case .outside:
                diff.setColor(outsideColor, x: x, y: y)
            }
        }
        return diff
    }

    /// The width of the mid-grey gutters between the images of a composite, in pixels.
    public static let gutterWidth = 16
    static let gutterColor = Color(red: 128, green: 128, blue: 128)
    static let backgroundColor = Color(red: 224, green: 224, blue: 224)

    /// Expected, actual and diff side by side, in that order, top-aligned, with 16-pixel
    /// mid-grey gutters between them, on a light grey background that shows below a shorter
    /// image and through transparent pixels. The images may have any sizes.
    ///
    /// - Throws: `FramebufferError` when the composite would be larger than a framebuffer
    ///   may be.
    public static func composite(expected: Framebuffer, actual: Framebuffer, diff: Framebuffer) throws(FramebufferError) -> Framebuffer {
        let images = [expected, actual, diff]
        let width = images.reduce(0) { $0 + $1.width } + 2 * gutterWidth
        let height = images.map(\.height).max()!
        var canvas = Canvas(framebuffer: try Framebuffer(width: width, height: height, color: backgroundColor), scale: 1)
        var x = 0
        for (index, image) in images.enumerated() {
            if index > 0 {
                canvas.fill(Rect(x: Double(x), y: 0, width: Double(gutterWidth), height: Double(height)), color: gutterColor)
                x += gutterWidth
            }
            // A 1:1 draw at whole pixels is an exact source-over copy.
            canvas.draw(image, in: Rect(x: Double(x), y: 0, width: Double(image.width), height: Double(image.height)))
            x += image.width
        }
        return canvas.framebuffer
    }
}

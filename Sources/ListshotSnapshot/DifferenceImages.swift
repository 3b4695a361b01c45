import CListshotSnapshot
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
    ///   - regions: parts classified by tolerances of their own, as ``ImageDifference`` does.
    /// - Throws: `FramebufferError` when the union canvas is larger than a framebuffer may
    ///   be (a very wide image against a very tall one).
    public static func diff(
        expected: Framebuffer, actual: Framebuffer, tolerance: SnapshotTolerance = .exact, regions: [ToleranceRegion] = []
    ) throws(FramebufferError) -> Framebuffer {
        let classifier = PixelClassifier(expected: expected, actual: actual, tolerance: tolerance, regions: regions)
        let style = lssnap_diff_style(
            differing: differingColor.premultipliedPixel, antialiased: antialiasedColor.premultipliedPixel,
            outside: outsideColor.premultipliedPixel, faded_opacity: fadedOpacity)
        return try Framebuffer(width: classifier.canvas.width, height: classifier.canvas.height) { pixels in
            classifier.drawDiff(into: pixels, style: style)
        }
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
        return try Framebuffer(width: width, height: height) { pixels in
            PixelClassifier.withImage(expected) { e in
                PixelClassifier.withImage(actual) { a in
                    PixelClassifier.withImage(diff) { d in
                        let views = [e.pointee, a.pointee, d.pointee]
                        lssnap_side_by_side(
                            views, views.count, Int64(gutterWidth), gutterColor.premultipliedPixel, backgroundColor.premultipliedPixel,
                            pixels.baseAddress, Int64(width), Int64(height))
                    }
                }
            }
        }
    }
}

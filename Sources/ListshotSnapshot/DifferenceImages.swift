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
    static let labelColor = Color(red: 32, green: 32, blue: 32)
    /// The composite's panel labels, in the order of its images.
    static let labels = ["Expected", "Actual", "Diff"]

    /// Expected, actual and diff side by side, in that order, top-aligned under a strip that
    /// labels them ("Expected", "Actual", "Diff"), with 16-pixel mid-grey gutters between
    /// them, on a light grey background that shows below a shorter image and through
    /// transparent pixels. The images may have any sizes; the labels grow with the widest
    /// (two image pixels a font pixel for a 1x frame, four for 2x, six for 3x), and an image
    /// narrower than its label gets a column as wide as the label, so that no label overlaps
    /// an image or another label.
    ///
    /// - Throws: `FramebufferError` when the composite would be larger than a framebuffer
    ///   may be.
    public static func composite(expected: Framebuffer, actual: Framebuffer, diff: Framebuffer) throws(FramebufferError) -> Framebuffer {
        let images = [expected, actual, diff]
        let scale = labelScale(forWidestImage: images.map(\.width).max()!)
        // The label's cells, with a font pixel of background on each side of the text.
        let strip = labelStripHeight(scale: scale)
        let columns = zip(images, labels).map { image, label in
            max(image.width, PanelLabelFont.width(of: label, scale: scale) + 2 * scale)
        }
        let width = columns.reduce(0, +) + 2 * gutterWidth
        let height = strip + images.map(\.height).max()!
        var composite = try Framebuffer(width: width, height: height) { pixels in
            PixelClassifier.withImage(expected) { e in
                PixelClassifier.withImage(actual) { a in
                    PixelClassifier.withImage(diff) { d in
                        let views = [e.pointee, a.pointee, d.pointee]
                        let widths = columns.map(Int64.init)
                        lssnap_side_by_side(
                            views, widths, views.count, Int64(strip), Int64(gutterWidth), gutterColor.premultipliedPixel,
                            backgroundColor.premultipliedPixel, pixels.baseAddress, Int64(width), Int64(height))
                    }
                }
            }
        }
        var x = 0
        for (label, column) in zip(labels, columns) {
            PanelLabelFont.draw(label, x: x + scale, y: 2 * scale, scale: scale, color: labelColor, into: &composite)
            x += column + gutterWidth
        }
        return composite
    }

    /// The size of a font pixel of the composite's labels, in image pixels: 2 up to images
    /// 300 px wide, then one more for each 200 px (a 3× phone screen's 1170 px: 6), so that
    /// a composite shrunk to fit a screen still has labels one can read.
    static func labelScale(forWidestImage width: Int) -> Int {
        max(2, (width + 100) / 200)
    }

    /// The height of the strip of labels above the images: the font's cell with two font
    /// pixels above it and two below.
    static func labelStripHeight(scale: Int) -> Int {
        (PanelLabelFont.cellHeight + 4) * scale
    }
}

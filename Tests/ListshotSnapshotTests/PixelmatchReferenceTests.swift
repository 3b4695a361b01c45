import ListshotRaster
import ListshotSnapshot
import Testing

/// Counts on real image pairs against pixelmatch's.
///
/// The fixtures are bands of listshot frames: `demo-120.png` and `cells-0.png` are the top
/// 400 and 600 rows of the goldens `demo-offset-120.png` and `cells-top.png`;
/// `demo-120.25.png` and `cells-0.75.png` the same rows of `listshot render demo --offset
/// 120.25` and `listshot render cells --offset 0.75` (half and one and a half pixels
/// lower: edges and glyphs land elsewhere); `typography.png` is the top 460 rows of
/// `typography.png`, and `typography-shifted.png` the same moved one pixel right (column 0
/// repeated). They were cut with Pillow, and the reference figures were produced by the
/// Python port of pixelmatch (PyPI `pixelmatch` 0.4.0, the algorithm of mapbox/pixelmatch
/// 5–7) on the same files:
///
///     pixelmatch(a, b, out, threshold=t, includeAA=include_aa)
///
/// counting its red pixels (and their bounding box) and its yellow ones (anti-aliasing).
/// `includeAA=False`, pixelmatch's default, is `ignoresAntialiasing: true`. The images are
/// opaque, where listshot's distance is pixelmatch's exactly.
@Suite struct PixelmatchReferenceTests {
    struct Reference: Sendable, CustomTestStringConvertible {
        let expected: String, actual: String
        let threshold: Double, ignoresAntialiasing: Bool
        let differing: Int, antialiased: Int
        let box: PixelRect?

        init(_ pair: (String, String), _ threshold: Double, _ ignoresAntialiasing: Bool, differing: Int, antialiased: Int, box: (Int, Int, Int, Int)?) {
            (expected, actual) = pair
            self.threshold = threshold
            self.ignoresAntialiasing = ignoresAntialiasing
            self.differing = differing
            self.antialiased = antialiased
            self.box = box.map { PixelRect(x: $0.0, y: $0.1, width: $0.2, height: $0.3) }
        }

        var testDescription: String { "\(actual), threshold \(threshold), ignoring AA: \(ignoresAntialiasing)" }
    }

    static let demo = ("demo-120.png", "demo-120.25.png")
    static let cells = ("cells-0.png", "cells-0.75.png")
    static let typography = ("typography.png", "typography-shifted.png")

    /// The demo moved half a pixel: only rows' top and bottom edges change, never flagged as
    /// anti-aliasing (an edge pixel has equal neighbours along its row), and none by more than 0.1.
    static let references: [Reference] = [
        // pair, threshold, ignores anti-aliasing, and pixelmatch's counts and red bounding box (x, y, width, height)
        Reference(demo, 0, false, differing: 3900, antialiased: 0, box: (0, 79, 780, 321)),
        Reference(demo, 0, true, differing: 3900, antialiased: 0, box: (0, 79, 780, 321)),
        Reference(demo, 0.1, false, differing: 0, antialiased: 0, box: nil),
        Reference(demo, 0.1, true, differing: 0, antialiased: 0, box: nil),
        Reference(cells, 0, false, differing: 20563, antialiased: 0, box: (0, 37, 780, 563)),
        Reference(cells, 0, true, differing: 9682, antialiased: 10881, box: (0, 38, 780, 562)),
        Reference(cells, 0.1, false, differing: 14258, antialiased: 0, box: (32, 37, 748, 563)),
        Reference(cells, 0.1, true, differing: 7333, antialiased: 6925, box: (32, 38, 748, 562)),
        Reference(typography, 0, false, differing: 24153, antialiased: 0, box: (33, 25, 649, 417)),
        Reference(typography, 0, true, differing: 5024, antialiased: 19129, box: (34, 26, 647, 414)),
        Reference(typography, 0.1, false, differing: 16752, antialiased: 0, box: (33, 25, 649, 417)),
        Reference(typography, 0.1, true, differing: 2917, antialiased: 13835, box: (34, 26, 647, 414)),
    ]

    @Test(arguments: references)
    func countsAsPixelmatchDoes(_ reference: Reference) throws {
        let tolerance = SnapshotTolerance(colorThreshold: reference.threshold, ignoresAntialiasing: reference.ignoresAntialiasing)
        let expected = try fixture(reference.expected), actual = try fixture(reference.actual)
        let difference = ImageDifference(expected: expected, actual: actual, tolerance: tolerance)
        #expect(difference.differingPixels == reference.differing)
        #expect(difference.antialiasedPixels == reference.antialiased)
        #expect(difference.boundingBox == reference.box)
        // The diff image paints exactly those pixels red and yellow.
        let diff = try DifferenceImages.diff(expected: expected, actual: actual, tolerance: tolerance)
        var red = 0, yellow = 0
        for pixel in diff.pixels {
            switch UInt32(littleEndian: pixel) {
            case 0xFF00_00FF: red += 1
            case 0xFF00_FFFF: yellow += 1
            default: break
            }
        }
        #expect(red == reference.differing && yellow == reference.antialiased)
    }
}

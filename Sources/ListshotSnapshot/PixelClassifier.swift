import CListshotSnapshot
import ListshotRaster

/// Classifies the pixels of two images on their union canvas (the larger width by the
/// larger height), top-left aligned: the one definition behind both the verdict
/// (``ImageDifference``) and the picture of it (``DifferenceImages/diff(expected:actual:tolerance:regions:)``).
///
/// A pixel inside both images is equal (its colour distance within the threshold),
/// differing (farther apart: counted), or anti-aliasing (farther apart, but anti-aliasing
/// in one of the images, when the tolerance ignores anti-aliasing: reported, not counted);
/// one outside either image differs, at distance 1. The colour distance is pixelmatch's
/// (``ColorDistance``) and so is the anti-aliasing detector; both run, pixel by pixel, in
/// `CListshotSnapshot` (`lssnap_compare`), which keeps a failing frame's comparison and diff
/// to milliseconds in the debug builds tests run in.
struct PixelClassifier {
    let expected: Framebuffer
    let actual: Framebuffer
    /// The union canvas.
    let canvas: PixelSize
    private let rule: lssnap_rule
    /// The regions judged by tolerances of their own, in the order given.
    let regions: [ToleranceRegion]

    /// A classifier for `tolerance`'s threshold and anti-aliasing setting; a threshold
    /// outside 0…1 is clamped into it, and NaN read as 0 (``SnapshotTolerance/validate()``
    /// refuses both).
    ///
    /// `regions` (at most ``ToleranceRegion/maximumCount``) are judged by their own
    /// tolerances, later ones over earlier ones where they overlap.
    init(expected: Framebuffer, actual: Framebuffer, tolerance: SnapshotTolerance, regions: [ToleranceRegion] = []) {
        precondition(regions.count <= ToleranceRegion.maximumCount, "at most \(ToleranceRegion.maximumCount) tolerance regions")
        self.expected = expected
        self.actual = actual
        canvas = PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        rule = Self.rule(tolerance)
        self.regions = regions
    }

    /// `tolerance`'s threshold and anti-aliasing setting as the C code reads them.
    private static func rule(_ tolerance: SnapshotTolerance) -> lssnap_rule {
        let threshold = tolerance.colorThreshold.isNaN ? 0 : min(max(tolerance.colorThreshold, 0), 1)
        return lssnap_rule(
            counted_delta: ColorDistance.countedDelta(threshold: threshold), ignores_antialiasing: tolerance.ignoresAntialiasing ? 1 : 0)
    }

    /// Each shared pixel's zone: 0 for the rest, k for `regions[k - 1]`, the later region
    /// where two overlap.
    private func zoneMap() -> [UInt8] {
        let size = shared
        var map = [UInt8](repeating: 0, count: size.area)
        let bounds = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        map.withUnsafeMutableBufferPointer { map in
            for (index, region) in regions.enumerated() {
                for rect in region.rects {
                    let part = rect.intersection(bounds)
                    guard !part.isEmpty else { continue }
                    for y in part.y..<part.maxY {
                        let start = y * size.width + part.x
                        UnsafeMutableBufferPointer(rebasing: map[start..<start + part.width]).update(repeating: UInt8(index + 1))
                    }
                }
            }
        }
        return map
    }

    /// Whether the images have the same size and the same premultiplied pixels.
    var imagesAreIdentical: Bool { expected == actual }

    /// The part of the canvas inside both images: the smaller width by the smaller height.
    var shared: PixelSize {
        PixelSize(width: min(expected.width, actual.width), height: min(expected.height, actual.height))
    }

    /// The pixels outside one of the images (all differing): how many, and the box around
    /// them; `nil` when the images have the same size. Counted, not visited, so that a
    /// 32768 × 1 image against a 1 × 32768 one costs its 1 shared pixel, not the canvas's 2³⁰.
    var outside: (count: Int, box: PixelRect)? {
        let inside = shared
        guard canvas != inside else { return nil }
        // The columns right of the shared part span every row, the rows below it every
        // column: the box starts at the shared part's edge only when just one side differs.
        let minX = inside.height == canvas.height ? inside.width : 0
        let minY = inside.width == canvas.width ? inside.height : 0
        return (canvas.area - inside.area,
                PixelRect(x: minX, y: minY, width: canvas.width - minX, height: canvas.height - minY))
    }

    /// What the pixels inside both images (``shared``) come to: the counted and the
    /// anti-aliasing ones, the box around the counted ones, and the largest colour delta.
    func sharedCounts() -> lssnap_counts {
        run(diff: nil, style: nil).counts
    }

    /// ``sharedCounts()`` and each region's pixels and counts, in ``regions``' order.
    func sharedCountsByRegion() -> (counts: lssnap_counts, regions: [ImageDifference.RegionDifference]) {
        let (counts, zones) = run(diff: nil, style: nil)
        return (counts, regions.enumerated().map { index, region in
            let zone = zones[index + 1]
            return ImageDifference.RegionDifference(
                name: region.name, tolerance: region.tolerance, differingPixels: zone.differing,
                antialiasedPixels: zone.antialiased, comparedPixels: zone.compared)
        })
    }

    /// Writes every pixel of the canvas into `diff` (canvas-sized) in `style`'s colours.
    func drawDiff(into diff: UnsafeMutableBufferPointer<UInt32>, style: lssnap_diff_style) {
        precondition(diff.count == canvas.area)
        withUnsafePointer(to: style) { _ = run(diff: diff.baseAddress, style: $0) }
    }

    /// The C walk over the pixels; with regions, also each zone's pixels and counts (zone 0,
    /// the rest, first).
    private func run(
        diff: UnsafeMutablePointer<UInt32>?, style: UnsafePointer<lssnap_diff_style>?
    ) -> (counts: lssnap_counts, zones: [(compared: Int, differing: Int, antialiased: Int)]) {
        var counts = lssnap_counts()
        var rule = rule
        guard !regions.isEmpty else {
            Self.withImage(expected) { e in
                Self.withImage(actual) { a in lssnap_compare(e, a, &rule, &counts, diff, style) }
            }
            return (counts, [])
        }
        let map = zoneMap()
        let rules = [rule] + regions.map { Self.rule($0.tolerance) }
        let count = rules.count
        var compared = [Int64](repeating: 0, count: count), differing = compared, antialiased = compared
        map.withUnsafeBufferPointer { map in
            rules.withUnsafeBufferPointer { rules in
                compared.withUnsafeMutableBufferPointer { compared in
                    differing.withUnsafeMutableBufferPointer { differing in
                        antialiased.withUnsafeMutableBufferPointer { antialiased in
                            var zones = lssnap_zones(
                                map: map.baseAddress, rules: rules.baseAddress, count: count, compared: compared.baseAddress,
                                differing: differing.baseAddress, antialiased: antialiased.baseAddress)
                            Self.withImage(expected) { e in
                                Self.withImage(actual) { a in lssnap_compare_zoned(e, a, &rule, &zones, &counts, diff, style) }
                            }
                        }
                    }
                }
            }
        }
        return (counts, (0..<count).map { (Int(compared[$0]), Int(differing[$0]), Int(antialiased[$0])) })
    }

    /// `image` as the C code reads it, for the duration of `body`.
    static func withImage<R>(_ image: Framebuffer, _ body: (UnsafePointer<lssnap_image>) -> R) -> R {
        image.pixels.withUnsafeBufferPointer { pixels in
            var view = lssnap_image(pixels: pixels.baseAddress, width: Int64(image.width), height: Int64(image.height))
            return withUnsafePointer(to: &view, body)
        }
    }
}

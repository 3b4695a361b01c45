import CListshotSnapshot
import ListshotRaster

/// The comparison of two decoded images, pixel by pixel.
///
/// One definition drives both the verdict and the diff image
/// (``DifferenceImages/diff(expected:actual:tolerance:regions:)``). A pixel's colour distance is
/// pixelmatch's YIQ delta normalised to 0…1 (`√(delta / 35215)`), so it is compared
/// directly with ``SnapshotTolerance/colorThreshold``. It is computed on the premultiplied
/// pixels composited over white and over black, taking the larger: a distance of 0 means
/// identical premultiplied pixels, and a change of transparency counts.
///
/// Images of different sizes are compared on their union canvas (the larger width by the
/// larger height), top-left aligned; a pixel outside either image differs, at distance 1.
///
/// ```swift
/// let difference = ImageDifference(expected: golden, actual: frame, tolerance: tolerance)
/// if !difference.matches(tolerance) { print(difference.summary) }
/// ```
public struct ImageDifference: Sendable, Equatable {
    /// The expected image's size.
    public let expectedSize: PixelSize
    /// The actual image's size.
    public let actualSize: PixelSize
    /// The tolerance the pixels were classified with; ``summary`` states its budget.
    public let tolerance: SnapshotTolerance
    /// The pixels counted against the budget: farther apart than the threshold, not
    /// anti-aliasing when that is ignored, or outside one of the images.
    public let differingPixels: Int
    /// The pixels farther apart than the threshold that were classified as anti-aliasing and
    /// not counted; 0 unless the tolerance ignores anti-aliasing.
    public let antialiasedPixels: Int
    /// The pixels of the union canvas: the larger width times the larger height.
    public let comparedPixels: Int
    /// The largest colour distance of any pixel, 0…1 (1 when the sizes differ).
    public let maximumDistance: Double
    /// The smallest rectangle holding every counted differing pixel; `nil` when none differs.
    public let boundingBox: PixelRect?
    /// How each region judged by a tolerance of its own compared, in the order given; empty
    /// without regions. ``differingPixels`` and ``antialiasedPixels`` count theirs too.
    public let regions: [RegionDifference]

    /// Compares `actual` with `expected`.
    ///
    /// - Parameters:
    ///   - expected: the golden image.
    ///   - actual: the image under test.
    ///   - tolerance: its colour threshold and anti-aliasing setting decide which pixels
    ///     count; its budget is what ``matches(_:)`` and ``summary`` use by default.
    ///   - regions: parts of the images judged by tolerances of their own (see
    ///     ``ToleranceRegion``); `tolerance` judges the rest. At most
    ///     ``ToleranceRegion/maximumCount``.
    public init(expected: Framebuffer, actual: Framebuffer, tolerance: SnapshotTolerance = .exact, regions: [ToleranceRegion] = []) {
        let classifier = PixelClassifier(expected: expected, actual: actual, tolerance: tolerance, regions: regions)
        expectedSize = PixelSize(width: expected.width, height: expected.height)
        actualSize = PixelSize(width: actual.width, height: actual.height)
        self.tolerance = tolerance
        comparedPixels = classifier.canvas.area
        var differing = 0, antialiased = 0, largestDelta = 0.0
        var box = (minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
        var regionDifferences = regions.map {
            RegionDifference(name: $0.name, tolerance: $0.tolerance, differingPixels: 0, antialiasedPixels: 0, comparedPixels: 0)
        }
        // The usual case, identical pixels, in one pass over both arrays.
        if !classifier.imagesAreIdentical {
            let shared: lssnap_counts
            if regions.isEmpty {
                shared = classifier.sharedCounts()
            } else {
                (shared, regionDifferences) = classifier.sharedCountsByRegion()
            }
            differing = Int(shared.differing)
            antialiased = Int(shared.antialiased)
            largestDelta = shared.largest_delta
            box = (Int(shared.min_x), Int(shared.min_y), Int(shared.max_x), Int(shared.max_y))  // min > max when none differs
            if let outside = classifier.outside {
                largestDelta = ColorDistance.maximumDelta
                differing += outside.count
                box = (min(box.minX, outside.box.x), min(box.minY, outside.box.y),
                       max(box.maxX, outside.box.x + outside.box.width - 1), max(box.maxY, outside.box.y + outside.box.height - 1))
            }
        }
        differingPixels = differing
        antialiasedPixels = antialiased
        self.regions = regionDifferences
        maximumDistance = ColorDistance.distance(delta: largestDelta)
        boundingBox = differing == 0
            ? nil : PixelRect(x: box.minX, y: box.minY, width: box.maxX - box.minX + 1, height: box.maxY - box.minY + 1)
    }

    /// Whether both images have the same size.
    public var sizesMatch: Bool { expectedSize == actualSize }

    /// Whether the images match: the same size, no more differing pixels outside the
    /// ``regions`` than `tolerance`'s budget allows of the pixels there, and each region
    /// within its own. (Only the budget is read: which pixels differ was decided with the
    /// tolerance given to ``init(expected:actual:tolerance:regions:)``.)
    public func matches(_ tolerance: SnapshotTolerance) -> Bool {
        sizesMatch && tolerance.differingPixels.allows(restDifferingPixels, of: restComparedPixels) && regions.allSatisfy(\.matches)
    }

    /// The counted pixels outside every region.
    var restDifferingPixels: Int { regions.reduce(differingPixels) { $0 - $1.differingPixels } }

    /// The pixels outside every region.
    var restComparedPixels: Int { regions.reduce(comparedPixels) { $0 - $1.comparedPixels } }
}

import ListshotRaster

/// What one pixel of the compared canvas is. The one definition behind both the verdict
/// (``ImageDifference``) and the picture of it (``DifferenceImages/diff(expected:actual:tolerance:)``).
enum PixelClass: Equatable {
    /// In both images, with a colour distance within the threshold.
    case equal
    /// In both images, farther apart than the threshold: counted.
    case differing
    /// Farther apart than the threshold, but anti-aliasing in one of the images, and the
    /// tolerance ignores anti-aliasing: reported, not counted.
    case antialiased
    /// Outside one of the images (they differ in size): counted, at distance 1.
    case outside
}

/// Classifies the pixels of two images on their union canvas (the larger width by the
/// larger height), top-left aligned.
struct PixelClassifier {
    let expected: Framebuffer
    let actual: Framebuffer
    /// The union canvas.
    let canvas: PixelSize
    /// Deltas above this count (pixelmatch's `maxDelta`).
    private let countedDelta: Double
    private let detectsAntialiasing: Bool

    /// A classifier for `tolerance`'s threshold and anti-aliasing setting; a threshold
    /// outside 0…1 is clamped into it, and NaN read as 0 (``SnapshotTolerance/validate()``
    /// refuses both).
    init(expected: Framebuffer, actual: Framebuffer, tolerance: SnapshotTolerance) {
        self.expected = expected
        self.actual = actual
        canvas = PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        let threshold = tolerance.colorThreshold.isNaN ? 0 : min(max(tolerance.colorThreshold, 0), 1)
        countedDelta = ColorDistance.countedDelta(threshold: threshold)
        detectsAntialiasing = tolerance.ignoresAntialiasing
    }

    /// Whether the images have the same size and the same premultiplied pixels.
    var imagesAreIdentical: Bool { expected == actual }

    /// The part of the canvas inside both images: the smaller width by the smaller height.
    var shared: PixelSize {
        PixelSize(width: min(expected.width, actual.width), height: min(expected.height, actual.height))
    }

    /// The pixels outside one of the images (all ``PixelClass/outside``): how many, and the
    /// box around them; `nil` when the images have the same size. Counted, not visited, so
    /// that a 32768 × 1 image against a 1 × 32768 one costs its 1 shared pixel, not the
    /// canvas's 2³⁰.
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

    /// Calls `body` with every pixel inside both images (``shared``), row by row: its
    /// column, row, class (never ``PixelClass/outside``) and colour delta.
    func forEachSharedPixel(_ body: (_ x: Int, _ y: Int, _ kind: PixelClass, _ delta: Double) -> Void) {
        let inside = shared
        for y in 0..<inside.height {
            for x in 0..<inside.width {
                let (kind, delta) = classify(x: x, y: y)
                body(x, y, kind, delta)
            }
        }
    }

    /// Calls `body` with every pixel of the canvas, row by row: its column, row, class and
    /// colour delta (0…``ColorDistance/maximumDelta``; the maximum for ``PixelClass/outside``).
    func forEachPixel(_ body: (_ x: Int, _ y: Int, _ kind: PixelClass, _ delta: Double) -> Void) {
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let (kind, delta) = classify(x: x, y: y)
                body(x, y, kind, delta)
            }
        }
    }

    /// The class and colour delta of the pixel at `x`, `y`.
    func classify(x: Int, y: Int) -> (PixelClass, Double) {
        guard x < expected.width, y < expected.height, x < actual.width, y < actual.height else {
            return (.outside, ColorDistance.maximumDelta)
        }
        let e = expected.pixels[y * expected.width + x], a = actual.pixels[y * actual.width + x]
        if e == a { return (.equal, 0) }
        let delta = ColorDistance.delta(e, a)
        guard delta > countedDelta else { return (.equal, delta) }
        if detectsAntialiasing,
            AntialiasingDetector.isAntialiased(x: x, y: y, in: expected, comparedWith: actual)
                || AntialiasingDetector.isAntialiased(x: x, y: y, in: actual, comparedWith: expected)
        {
            return (.antialiased, delta)
        }
        return (.differing, delta)
    }
}

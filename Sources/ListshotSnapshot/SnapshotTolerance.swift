/// How different an image may be from its golden and still match. Exact by default.
///
/// Two knobs, named apart: how far one pixel's colour may move before it counts as
/// differing (``colorThreshold``, with ``ignoresAntialiasing``), and how many differing
/// pixels are allowed (``differingPixels``).
///
/// ```swift
/// // Colours may move by up to 0.1 (pixelmatch's default); at most 0.1 % of pixels may differ.
/// let tolerance = SnapshotTolerance(colorThreshold: 0.1, differingPixels: .ratio(0.001))
/// ```
public struct SnapshotTolerance: Sendable, Equatable {
    /// Per-pixel colour distance threshold, 0…1 (pixelmatch's `threshold`): a pixel differs
    /// when its distance (see ``ImageDifference``) is greater than this. 0, the default,
    /// counts every change, however small.
    public var colorThreshold: Double
    /// When true, differing pixels that pixelmatch's anti-aliasing detector classifies as
    /// anti-aliasing are not counted: ``ImageDifference/antialiasedPixels`` reports them,
    /// and the diff image draws them yellow.
    public var ignoresAntialiasing: Bool
    /// How many differing pixels are allowed; `.count(0)`, none, by default.
    public var differingPixels: PixelBudget

    /// A tolerance; with no arguments, ``exact``.
    ///
    /// - Parameters:
    ///   - colorThreshold: how far a pixel's colour may move and still count as equal, 0…1.
    ///   - ignoresAntialiasing: whether anti-aliased pixels that differ are left uncounted.
    ///   - differingPixels: how many pixels may differ, as a count or a ratio.
    public init(colorThreshold: Double = 0, ignoresAntialiasing: Bool = false, differingPixels: PixelBudget = .count(0)) {
        self.colorThreshold = colorThreshold
        self.ignoresAntialiasing = ignoresAntialiasing
        self.differingPixels = differingPixels
    }

    /// Every pixel identical.
    public static let exact = SnapshotTolerance()

    /// Checks that every value is in range.
    ///
    /// - Throws: ``SnapshotToleranceError`` naming the field: a threshold outside 0…1, a
    ///   negative count, a ratio outside 0…1, or NaN.
    public func validate() throws(SnapshotToleranceError) {
        guard (0...1).contains(colorThreshold) else { throw .colorThresholdOutOfRange(colorThreshold) }
        switch differingPixels {
        case let .count(count):
            guard count >= 0 else { throw .negativePixelCount(count) }
        case let .ratio(ratio):
            guard (0...1).contains(ratio) else { throw .pixelRatioOutOfRange(ratio) }
        }
    }
}

import ListshotRaster

/// Part of an image judged by a tolerance of its own: the pixels of the views a test names
/// (`assertSnapshot(…, tolerances: ["avatar": .ratio(0.01)])`), wherever they are in this frame.
///
/// Its pixels are classified by its tolerance's threshold and anti-aliasing setting and
/// counted against its budget, as a share of its own pixels; the rest of the image is judged
/// by the check's tolerance. Where regions overlap, the one given later wins.
///
/// ```swift
/// let avatar = ToleranceRegion(name: "avatar", tolerance: .ratio(0.01), rects: [PixelRect(x: 32, y: 20, width: 80, height: 80)])
/// let difference = ImageDifference(expected: golden, actual: frame, tolerance: .exact, regions: [avatar])
/// ```
public struct ToleranceRegion: Sendable, Equatable {
    /// What the region is, for messages: the views' accessibility identifier.
    public var name: String
    /// How its pixels are judged.
    public var tolerance: SnapshotTolerance
    /// The pixels it covers, in the image; parts outside it are ignored.
    public var rects: [PixelRect]

    /// A region named `name` covering `rects`, judged by `tolerance`.
    public init(name: String, tolerance: SnapshotTolerance, rects: [PixelRect]) {
        self.name = name
        self.tolerance = tolerance
        self.rects = rects
    }

    /// The most regions one comparison takes: the zone of a pixel is a byte.
    public static let maximumCount = 254
}

extension ImageDifference {
    /// How one ``ToleranceRegion`` compared.
    public struct RegionDifference: Sendable, Equatable {
        /// The region's name.
        public let name: String
        /// Its tolerance.
        public let tolerance: SnapshotTolerance
        /// Its pixels counted against its budget.
        public let differingPixels: Int
        /// Its pixels set apart as anti-aliasing.
        public let antialiasedPixels: Int
        /// Its pixels inside both images (those later regions did not take).
        public let comparedPixels: Int

        /// Whether its differing pixels are within its budget.
        public var matches: Bool { tolerance.differingPixels.allows(differingPixels, of: comparedPixels) }
    }
}

/// The row filter the encoder applies before compression (PNG filter method 0).
public enum PNGFilter: Sendable, Equatable, CaseIterable {
    /// No filtering.
    case none
    /// Each byte minus the one a pixel to the left: fast, and good for UI screenshots.
    case sub
    /// Each byte minus the one above.
    case up
    /// Each byte minus the mean of left and above.
    case average
    /// Each byte minus the Paeth predictor of left, above and above-left.
    case paeth
    /// libpng picks the best filter for each row: slowest, usually smallest.
    case adaptive
}

/// How ``PNGEncoder`` compresses.
public struct PNGEncodingOptions: Sendable, Equatable {
    /// zlib compression level, 0 (store) … 9 (smallest); 6 by default.
    /// Levels outside 0…9 make encoding throw ``PNGError/Kind/invalidArgument``.
    public var compressionLevel: Int
    /// The row filter; `.none` by default: on table frames (large flat areas, text) it was
    /// both faster and smaller than `.sub` (contacts at offset 600, level 6: 45 ms and
    /// 128 KB against 50 ms and 178 KB).
    public var filter: PNGFilter

    /// Options with the given level and filter.
    public init(compressionLevel: Int = 6, filter: PNGFilter = .none) {
        self.compressionLevel = compressionLevel
        self.filter = filter
    }
}

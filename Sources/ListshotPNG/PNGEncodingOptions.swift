/// The row filter the encoder applies before compression (PNG filter method 0).
public enum PNGFilter: Sendable, Equatable, CaseIterable {
    /// No filtering: the default, and on UI frames both the fastest and the smallest.
    case none
    /// Each byte minus the one a pixel to the left.
    case sub
    /// Each byte minus the one above.
    case up
    /// Each byte minus the mean of left and above.
    case average
    /// Each byte minus the Paeth predictor of left, above and above-left.
    case paeth
    /// For each row, the filter whose output has the smallest sum of absolute (signed)
    /// bytes, the PNG specification's heuristic: slowest; smaller on photographs.
    case adaptive
}

/// How ``PNGEncoder`` compresses.
public struct PNGEncodingOptions: Sendable, Equatable {
    /// The compression levels there are.
    static let levels = 0...12

    /// libdeflate's compression level, 0 (store) … 12 (smallest, slowest); 2 by default.
    /// Levels outside 0…12 make encoding throw ``PNGError/Kind/invalidArgument``.
    ///
    /// On the 60 `contacts` frames (780 × 1688, opaque) level 2 was as fast as level 1 and
    /// smaller than levels 1, 3 and 4 (140.6 KB a frame); level 6 is 5 % smaller for 1.25×
    /// the time.
    public var compressionLevel: Int
    /// The row filter; `.none` by default: on table frames (large flat areas, text) it was
    /// both faster and smaller than the others (`contacts` at zlib level 6: 132.8 KB a frame
    /// unfiltered, 165–175 KB with `.sub`, `.up`, `.paeth` or `.adaptive`).
    public var filter: PNGFilter

    /// Options with the given level and filter.
    public init(compressionLevel: Int = 2, filter: PNGFilter = .none) {
        self.compressionLevel = compressionLevel
        self.filter = filter
    }
}

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

/// Which compressor takes which rows: speed against file size.
///
/// Two compressors write one zlib stream: ISA-L's level 1 (SIMD, about 9× faster than
/// libdeflate) takes the top rows, libdeflate at ``PNGEncodingOptions/compressionLevel``
/// (17 % smaller output than ISA-L's on UI frames) the bottom ones. The split depends only
/// on the image's height, so the bytes never depend on the machine's core count.
///
/// On the 60 `contacts` frames (780 × 1688, one core, `listshot bench`, 2026-11-27):
///
/// | compression | ms a frame | KB a frame | files ÷ Pillow's |
/// |---|---|---|---|
/// | `.fast` | 0.9 | 164.7 | 1.16 |
/// | `.balanced` (default) | 2.5 | 158.9 | 1.12 |
/// | `.small` | 5.5 | 140.6 | 0.99 |
///
/// Files no larger than Pillow's need libdeflate for all but about 1 row in 20: its
/// output is the smaller one, and its time is the larger share of every split.
public enum PNGCompression: Sendable, Equatable, CaseIterable {
    /// ISA-L for every row: the fastest.
    case fast
    /// ISA-L for the top three quarters of the rows, libdeflate for the bottom quarter.
    case balanced
    /// libdeflate for every row: the smallest files, and the same bytes on every CPU (ISA-L
    /// picks its code for the CPU it runs on).
    case small

    /// Eighths of the rows libdeflate compresses.
    var thoroughEighths: Int {
        switch self {
        case .fast: 0
        case .balanced: 2
        case .small: 8
        }
    }
}

/// How ``PNGEncoder`` compresses.
public struct PNGEncodingOptions: Sendable, Equatable {
    /// The compression levels there are.
    static let levels = 0...12

    /// Which compressor takes which rows; `.balanced` by default.
    public var compression: PNGCompression
    /// libdeflate's compression level for the rows it takes (see ``compression``),
    /// 0 (store) … 12 (smallest, slowest); 2 by default. Levels outside 0…12 make encoding
    /// throw ``PNGError/Kind/invalidArgument``.
    ///
    /// On the 60 `contacts` frames (780 × 1688, opaque) level 2 was as fast as level 1 and
    /// smaller than levels 1, 3 and 4 (140.6 KB a frame); level 6 is 5 % smaller for 1.25×
    /// the time.
    public var compressionLevel: Int
    /// The row filter; `.none` by default: on table frames (large flat areas, text) it was
    /// both faster and smaller than the others (`contacts` at zlib level 6: 132.8 KB a frame
    /// unfiltered, 165–175 KB with `.sub`, `.up`, `.paeth` or `.adaptive`; with libdeflate at
    /// level 2: 140.6 KB unfiltered, 174–181 KB with `.sub` or `.up`, 170 KB `.adaptive`; with
    /// ISA-L: 164.7 KB unfiltered, 193–205 KB filtered).
    public var filter: PNGFilter
    /// Text chunks written after the IHDR, in this order, as uncompressed iTXt (see
    /// ``PNGTextEntry``); none by default. Keywords the PNG specification does not allow
    /// make encoding throw ``PNGError/Kind/invalidArgument`` naming the keyword.
    public var text: [PNGTextEntry]

    /// Options with the given compression, level, filter and text.
    public init(
        compression: PNGCompression = .balanced, compressionLevel: Int = 2, filter: PNGFilter = .none,
        text: [PNGTextEntry] = []
    ) {
        self.compression = compression
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.text = text
    }
}

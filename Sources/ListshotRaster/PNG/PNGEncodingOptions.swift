import CListshotPNG

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

/// Which compressor writes the image data: speed against file size.
///
/// `.balanced`, the default, is listshot's own DEFLATE matcher for rendered screens (plain C,
/// `lspng_screen_deflate.c`): it tries the matches screens are made of first — the same
/// bytes one row up, and runs of one pixel — then a small hash chain for text, and splits
/// the stream into blocks where new Huffman tables pay off. `.fast` is ISA-L's level 1
/// (SIMD), `.small` libdeflate at ``PNGEncodingOptions/compressionLevel``.
///
/// On the 60 `contacts` frames (780 × 1688 RGB, one core; CPU time of the compression
/// alone, best of 5, 2026-11-29; files ÷ Pillow's 8,505,299 bytes):
///
/// | compression | ms a frame | KB a frame | files ÷ Pillow's |
/// |---|---|---|---|
/// | `.fast` | 1.3 | 164.7 | 1.16 |
/// | `.balanced` (default) | 2.4–2.6 | 137.9 | 0.97 |
/// | `.small` | 8.5 | 140.6 | 0.99 |
///
/// (The `.balanced` it replaced, ISA-L for the top three quarters of the rows and
/// libdeflate for the rest, took 3.2 ms for 158.9 KB, 1.12× Pillow's; the matcher's first
/// version, with a hash chain of 6, 3.1 ms for 136.6 KB, 0.96×.)
public enum PNGCompression: Sendable, Equatable, CaseIterable {
    /// ISA-L's level 1 for every row: the fastest, the largest files. ISA-L picks its code
    /// for the CPU it runs on, so the bytes may differ from one CPU to another.
    case fast
    /// The screen matcher: files about the size of Pillow's at a fraction of libdeflate's
    /// time, the same bytes on every CPU.
    case balanced
    /// libdeflate for every row: the smallest files at level 2 and above, the same bytes on
    /// every CPU; the goldens use it.
    case small

    /// The C encoder's compressor for this case.
    var compressor: lspng_compressor {
        switch self {
        case .fast: LSPNG_COMPRESSOR_FAST
        case .balanced: LSPNG_COMPRESSOR_SCREEN
        case .small: LSPNG_COMPRESSOR_SMALL
        }
    }
}

/// How ``PNGEncoder`` compresses.
public struct PNGEncodingOptions: Sendable, Equatable {
    /// The compression levels there are.
    static let levels = 0...12

    /// Which compressor writes the image data; `.balanced` by default.
    public var compression: PNGCompression
    /// libdeflate's compression level, used by ``PNGCompression/small``, 0 (store) … 12
    /// (smallest, slowest); 2 by default. Levels outside 0…12 make encoding
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

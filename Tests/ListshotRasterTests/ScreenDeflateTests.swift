import ListshotRaster
import Testing

/// The screen matcher (`.balanced`, `lspng_screen_deflate.c`) on the inputs that stress
/// a DEFLATE writer: each file is read back by libpng, whose zlib inflates it, so every
/// stream is checked by an inflater that is not ours.
@Suite struct ScreenDeflateTests {
    static let options = PNGEncodingOptions(compression: .balanced)

    /// Encodes `frame` with the screen matcher and `filter`, and expects libpng to read
    /// back the same pixels.
    static func expectRoundTrip(_ frame: Framebuffer, filter: PNGFilter = .none, _ what: String,
                                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let png = try PNGEncoder.encode(frame, options: .init(compression: .balanced, filter: filter))
        #expect(try PNGDecoder.decode(png) == frame, "\(what), filter \(filter)", sourceLocation: sourceLocation)
    }

    /// An opaque frame whose RGB scanline bytes (after each row's filter byte) are `bytes`
    /// read in order, `width` pixels a row; the last row is padded with zeros.
    static func opaqueFrame(width: Int, bytes: [UInt8]) throws -> Framebuffer {
        let height = max(1, (bytes.count + width * 3 - 1) / (width * 3))
        return try framebuffer(width: width, height: height) { x, y in
            let i = (y * width + x) * 3
            func byte(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
            return (byte(i), byte(i + 1), byte(i + 2), 255)
        }
    }

    /// Bytes from a fixed linear congruential generator: the same in every run.
    static func randomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test(arguments: PngSuiteTests.validNames)
    func everyPngSuiteImageRoundTrips(name: String) throws {
        let frame = try PNGDecoder.decode(contentsOf: suitePath(name))
        for filter in [PNGFilter.none, .paeth] {
            try Self.expectRoundTrip(frame, filter: filter, name)
        }
    }

    @Test func randomBytesRoundTrip() throws {
        for (width, height, seed) in [(1, 1, 1), (7, 5, 2), (100, 100, 3), (1000, 300, 4)] as [(Int, Int, UInt64)] {
            let frame = try Self.opaqueFrame(width: width, bytes: Self.randomBytes(width * height * 3, seed: seed))
            try Self.expectRoundTrip(frame, "\(width) × \(height) random RGB")
        }
        let translucent = try CompressionTests.noise(width: 300, height: 100, opaque: false)
        try Self.expectRoundTrip(translucent, "300 × 100 random RGBA")
    }

    /// Opaque black unfiltered is all zero bytes, filter bytes included; transparent black
    /// is zero RGBA.
    @Test func allZeroRoundTrips() throws {
        for (width, height) in [(1, 1), (3, 1), (1, 300), (780, 200), (4000, 40)] {
            let opaque = try Framebuffer(width: width, height: height, color: .black)
            try Self.expectRoundTrip(opaque, "\(width) × \(height) opaque black")
            let clear = try Framebuffer(width: width, height: height, color: .clear)
            try Self.expectRoundTrip(clear, "\(width) × \(height) transparent")
        }
    }

    /// A byte run of every length from 1 to 300, each of its own value and ended by a
    /// different byte, at two row widths (so runs also cross rows and lie one above the
    /// other), and as pixel runs of 1…300 pixels of one colour.
    @Test func runsOfEveryLengthRoundTrip() throws {
        var bytes: [UInt8] = []
        for length in 1...300 {
            bytes += Array(repeating: UInt8(1 + length % 250), count: length)
            bytes.append(0)
        }
        for width in [150, 1001] {
            try Self.expectRoundTrip(try Self.opaqueFrame(width: width, bytes: bytes), "byte runs, \(width) wide")
        }
        let pixelRuns = try framebuffer(width: 301, height: 300) { x, y in
            x <= y ? (UInt8(y % 256), 40, 200, 255) : (UInt8(x % 7), UInt8(y % 5), 9, 255)
        }
        try Self.expectRoundTrip(pixelRuns, "pixel runs")
        let translucentRuns = try framebuffer(width: 301, height: 300) { x, y in
            x <= y ? (10, 20, 30, 128) : (0, 0, 0, UInt8(x * y % 256))
        }
        try Self.expectRoundTrip(translucentRuns, "translucent pixel runs")
    }

    /// Every row equal to the row above (distance = the row's size), and rows repeating
    /// every second and third row.
    @Test func rowsLikeTheRowAboveRoundTrip() throws {
        let rows = (0..<3).map { Self.randomBytes(500 * 3, seed: 10 + UInt64($0)) }
        for period in 1...3 {
            let bytes = (0..<120).flatMap { rows[$0 % period] }
            try Self.expectRoundTrip(try Self.opaqueFrame(width: 500, bytes: bytes), "rows repeating every \(period)")
        }
        // Each row the one above with one byte changed somewhere.
        var row = Self.randomBytes(640 * 3, seed: 20)
        var bytes: [UInt8] = []
        for y in 0..<200 {
            row[(y * 7919) % row.count] &+= 1
            bytes += row
        }
        try Self.expectRoundTrip(try Self.opaqueFrame(width: 640, bytes: bytes), "rows with one byte changed")
    }

    @Test func tinyImagesRoundTrip() throws {
        for (width, height) in [(1, 1), (1, 2), (2, 1), (2, 2), (3, 1)] {
            for (r, g, b, a) in [(0, 0, 0, 255), (255, 255, 255, 255), (1, 2, 3, 255), (10, 0, 5, 20), (0, 0, 0, 0)] as [(UInt8, UInt8, UInt8, UInt8)] {
                let frame = try framebuffer(width: width, height: height) { x, y in
                    x == 0 && y == 0 ? (r, g, b, a) : (b, r, g, max(a, 255 - UInt8(y)))
                }
                for filter in PNGFilter.allCases {
                    try Self.expectRoundTrip(frame, filter: filter, "\(width) × \(height) (\(r), \(g), \(b), \(a))")
                }
            }
        }
    }

    /// Rows longer than DEFLATE's 32 KB window: the row above is out of reach and must
    /// never be referred to, however alike the rows are. 8,192 RGBA pixels make a
    /// scanline of 32,769 bytes, one more than the window; 8,191 one within it.
    @Test func rowsLongerThanTheWindowRoundTrip() throws {
        for width in [8191, 8192, 8193] {
            let row = Self.randomBytes(width, seed: UInt64(width))
            let frame = try framebuffer(width: width, height: 4) { x, _ in
                let v = row[x]
                return (v / 2, v / 3, v / 4, v | 128)
            }
            try Self.expectRoundTrip(frame, "\(width) RGBA pixels a row, rows alike")
        }
        let wide = Self.randomBytes(11_000 * 3, seed: 30)
        let bytes = wide + wide + Array(wide.reversed()) + wide
        try Self.expectRoundTrip(try Self.opaqueFrame(width: 11_000, bytes: bytes), "11,000 RGB pixels a row, rows alike")
    }

    /// More tokens than one block holds (65,536), in each kind of block: dynamic (a
    /// screen-like frame with much small detail), stored (noise) and a mix of both.
    @Test func imagesLargerThanABlockRoundTrip() throws {
        let detailed = try framebuffer(width: 900, height: 700) { x, y in
            // "Text": short marks every few pixels, different on every line of 20 rows.
            let line = y / 20
            let ink = (x * 31 + line * 17) % 11 < 3 && y % 20 < 14 && (x + y * 3) % 5 != 0
            return ink ? (UInt8((x + line) % 64), UInt8((x * line) % 64), 70, 255) : (250, 250, 252, 255)
        }
        try Self.expectRoundTrip(detailed, "900 × 700 of small detail")
        let noise = try CompressionTests.noise(width: 600, height: 300, opaque: true)
        try Self.expectRoundTrip(noise, "600 × 300 noise")
        let mixed = try framebuffer(width: 600, height: 600) { x, y in
            if y < 300 { return noise.pixel(x: x, y: y) }
            return y % 40 < 20 ? (255, 255, 255, 255) : (UInt8(x % 3), 0, 0, 255)
        }
        try Self.expectRoundTrip(mixed, "noise over flat rows")
    }

    /// The same pixels give the same bytes from any encoder, fresh or reused after other
    /// images (the matcher's tables are reset, never read uninitialised).
    @Test func theBytesDependOnThePixelsAlone() throws {
        let frame = try EncoderShapeTests.pattern(width: 300, height: 200, opaque: true)
        let first = try PNGEncoder.encode(frame, options: Self.options)
        let reused = try PNGEncoder(options: Self.options)
        var png: [UInt8] = []
        try reused.encode(try CompressionTests.noise(width: 300, height: 200, opaque: true), into: &png)
        try reused.encode(try Framebuffer(width: 17, height: 3, color: .black), into: &png)
        try reused.encode(frame, into: &png)
        #expect(png == first)
    }
}

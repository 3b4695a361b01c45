import CListshotTestSupport
import Testing

@testable import ListshotRaster

/// The encoder's bytes depend on the frame and the options only, never on what the stack
/// held before the call.
///
/// ISA-L's `isal_deflate_init` sets some fields of the stream and not others (`hist_bits`,
/// the window: 0 means 32 KB, 1…15 a window of 2^n bytes). When the stream lived on the
/// stack uninitialized, it took whatever value was there, so a frame came out now and then
/// with other, still valid, bytes: under load, in a killed-and-rerun docs build, and once
/// in the determinism script. The encoder now zeroes its stream before each use
/// (`compress_fast` in `lspng_deflate.c`); each test fills the stack with a pattern, as
/// earlier calls may leave it, then encodes, so that no byte of the output can come from
/// memory the encoder did not set.
@Suite struct EncoderStackTests {
    /// Stack patterns, as 16-bit words: zero, a word that a 2^8-byte window reads as its
    /// size, and two others.
    static let patterns: [UInt16] = [0x0000, 0x0008, 0x0001, 0xFFFF]

    /// Rows that repeat every 4 rows (2,404 bytes apart), as a list's rows do: matches a
    /// short window cannot reach.
    static func frame() throws -> Framebuffer {
        try framebuffer(width: 200, height: 64) { x, y in
            let row = y % 4
            return (UInt8((x * 7 + row * 40) & 0xFF), UInt8((x ^ row) & 0xFF), UInt8((x * row) & 0xFF), 255)
        }
    }

    /// `encode` after the stack was filled with `pattern`.
    static func encode(after pattern: UInt16, _ body: () throws -> [UInt8]) rethrows -> [UInt8] {
        lstest_fill_stack(pattern, 512 * 1024)
        return try body()
    }

    /// Each file, one per pattern, is the first one.
    static func expectTheSame(_ files: [[UInt8]], sourceLocation: SourceLocation = #_sourceLocation) {
        for (pattern, file) in zip(patterns, files) {
            let same = file == files[0]
            #expect(same, "stack filled with 0x\(String(pattern, radix: 16)): \(file.count) bytes, not \(files[0].count)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [PNGCompression.fast, .balanced, .small])
    func theBytesDoNotDependOnTheStack(compression: PNGCompression) throws {
        let frame = try Self.frame()
        let options = PNGEncodingOptions(compression: compression)
        let files = try Self.patterns.map { pattern in
            try Self.encode(after: pattern) { try PNGEncoder.encode(frame, options: options) }
        }
        Self.expectTheSame(files)
        #expect(try PNGDecoder.decode(files[0]) == frame)
    }

    @Test func anAnimationsBytesDoNotDependOnTheStack() throws {
        let frames = [try Self.frame(), try framebuffer(width: 200, height: 64) { x, y in (UInt8(x & 0xFF), UInt8(y), 9, 255) }]
        let delays = [APNGDelay(numerator: 1, denominator: 30), APNGDelay(numerator: 1, denominator: 30)]
        let files = try Self.patterns.map { pattern in
            try Self.encode(after: pattern) { try APNGEncoder.encode(frames: frames, delays: delays) }
        }
        Self.expectTheSame(files)
    }
}

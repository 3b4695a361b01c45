import CListshotPNG
import Testing

@testable import ListshotRaster

/// Opaque rows go through SSSE3's byte shuffle where the CPU has it (lspng_scanlines.c), 16
/// pixels at a time with the rest one by one: the bytes must be those of the plain C, and a
/// translucent pixel anywhere, in a shuffled group or in the rest, must still make the file
/// RGBA. (Off x86-64 both encoders below run the plain C.)
@Suite struct OpaqueRowsTests {
    /// Widths around the 16-pixel groups: none, one, and one with a rest of each size.
    static let widths = [1, 5, 15, 16, 17, 31, 32, 33, 47, 63, 64, 65, 780]

    /// Two encoders of `compression`: the default one, and one kept to plain C.
    static func encoders(_ compression: PNGCompression) throws -> (simd: PNGEncoder, plain: PNGEncoder) {
        let options = PNGEncodingOptions(compression: compression)
        let plain = try PNGEncoder(options: options)
        lspng_encoder_use_simd(plain.encoder, 0)
        return (try PNGEncoder(options: options), plain)
    }

    /// Opaque pixels that differ in every channel from their neighbours.
    static func opaqueFrame(width: Int, height: Int) throws -> Framebuffer {
        try framebuffer(width: width, height: height) { x, y in
            (UInt8((x * 37 + y * 11) & 0xFF), UInt8((x * 101 + y * 7 + 3) & 0xFF), UInt8((x * y + 200) & 0xFF), 255)
        }
    }

    @Test(arguments: widths)
    func theShuffleWritesThePlainBytes(width: Int) throws {
        let frame = try Self.opaqueFrame(width: width, height: 9)
        for compression in PNGCompression.allCases {
            let (simd, plain) = try Self.encoders(compression)
            var shuffled: [UInt8] = [], copied: [UInt8] = []
            try simd.encode(frame, into: &shuffled)
            try plain.encode(frame, into: &copied)
            #expect(shuffled == copied, "width \(width), \(compression)")
            #expect(shuffled[25] == 2, "an opaque frame is RGB")
            #expect(try PNGDecoder.decode(shuffled) == frame)
        }
    }

    @Test(arguments: [16, 37])
    func aTranslucentPixelAnywhereMakesTheFileRGBA(width: Int) throws {
        let (simd, plain) = try Self.encoders(.balanced)
        for y in 0..<3 {
            for x in 0..<width {
                let frame = try framebuffer(width: width, height: 3) { px, py in
                    px == x && py == y ? (10, 20, 30, 254) : (UInt8(px), UInt8(py), 40, 255)
                }
                var shuffled: [UInt8] = [], copied: [UInt8] = []
                try simd.encode(frame, into: &shuffled)
                try plain.encode(frame, into: &copied)
                #expect(shuffled == copied, "translucent pixel at \(x), \(y)")
                #expect(shuffled[25] == 6, "translucent pixel at \(x), \(y): RGBA")
                #expect(try PNGDecoder.decode(shuffled) == frame, "translucent pixel at \(x), \(y)")
            }
        }
    }
}

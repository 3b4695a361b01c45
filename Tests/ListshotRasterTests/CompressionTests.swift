import Testing

@testable import ListshotRaster

/// The three compressions (ISA-L, the screen matcher, libdeflate): every one writes a zlib
/// stream that libpng decodes to the same pixels, on every shape.
@Suite struct CompressionTests {
    /// Noise no compressor can shrink: each must fall back to stored blocks within the room
    /// the encoder reserves.
    static func noise(width: Int, height: Int, opaque: Bool) throws -> Framebuffer {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return try framebuffer(width: width, height: height) { _, _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let bits = state >> 24
            let a = opaque ? 255 : Int(bits >> 24 & 0xFF)
            return (UInt8(Int(bits & 0xFF) % (a + 1)), UInt8(Int(bits >> 8 & 0xFF) % (a + 1)),
                    UInt8(Int(bits >> 16 & 0xFF) % (a + 1)), UInt8(a))
        }
    }

    @Test(arguments: PNGCompression.allCases)
    func everyShapeRoundTrips(compression: PNGCompression) throws {
        for (width, height) in EncoderShapeTests.sizes + [(97, 8), (97, 9), (64, 1000)] {
            for opaque in [true, false] {
                let frame = try EncoderShapeTests.pattern(width: width, height: height, opaque: opaque)
                let png = try PNGEncoder.encode(frame, options: .init(compression: compression))
                #expect(try PNGDecoder.decode(png) == frame, "\(width) × \(height), opaque \(opaque)")
            }
        }
    }

    @Test(arguments: PNGCompression.allCases, [PNGFilter.none, .sub, .paeth, .adaptive])
    func everyFilterRoundTrips(compression: PNGCompression, filter: PNGFilter) throws {
        let frame = try RoundTripTests.translucentFrame()
        let png = try PNGEncoder.encode(frame, options: .init(compression: compression, filter: filter))
        #expect(try PNGDecoder.decode(png) == frame)
    }

    /// 1.5 MB of noise in each part of the stream, opaque and translucent.
    @Test(arguments: PNGCompression.allCases)
    func incompressibleFramesRoundTrip(compression: PNGCompression) throws {
        for opaque in [true, false] {
            let frame = try Self.noise(width: 512, height: 800, opaque: opaque)
            let png = try PNGEncoder.encode(frame, options: .init(compression: compression))
            #expect(try PNGDecoder.decode(png) == frame, "opaque \(opaque)")
            #expect(png.count > 512 * 800 * (opaque ? 3 : 4) * 9 / 10, "noise does not shrink")
        }
    }

    /// `.small` is libdeflate's zlib stream alone (its level-2 header, 78 5E); for ISA-L's
    /// and the screen matcher's raw DEFLATE the encoder writes the header of the fastest
    /// level (78 01). The bytes repeat.
    @Test func theStreamsHeaderSaysWhoBeganIt() throws {
        let frame = try RoundTripTests.opaqueFrame()
        for (compression, header) in [(PNGCompression.fast, [0x78, 0x01]), (.balanced, [0x78, 0x01]), (.small, [0x78, 0x5E])] {
            let png = try PNGEncoder.encode(frame, options: .init(compression: compression))
            // Signature (8), IHDR (25), the IDAT's length and type (8).
            #expect(Array(png[41..<43]) == header.map(UInt8.init), "\(compression)")
            #expect(try PNGEncoder.encode(frame, options: .init(compression: compression)) == png)
        }
    }

    @Test func theDefaultIsBalanced() {
        #expect(PNGEncodingOptions().compression == .balanced)
    }

    @Test func eachCompressionWritesDifferentBytesForTheSamePixels() throws {
        let frame = try EncoderShapeTests.pattern(width: 300, height: 200, opaque: true)
        let files = try PNGCompression.allCases.map { try PNGEncoder.encode(frame, options: .init(compression: $0)) }
        #expect(Set(files).count == 3)
        for png in files { #expect(try PNGDecoder.decode(png) == frame) }
    }
}

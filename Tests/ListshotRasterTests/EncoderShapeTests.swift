import Testing

@testable import ListshotRaster

/// Odd sizes and mixed opacity: every file decodes to the framebuffer it was made from.
@Suite struct EncoderShapeTests {
    /// 1 × 1, single rows and columns, sizes that are not multiples of the 4-pixel copy,
    /// and a row wider than any frame.
    static let sizes: [(width: Int, height: Int)] = [(1, 1), (1, 7), (7, 1), (1, 300), (300, 1), (3, 2), (5, 5), (4099, 3)]

    /// A framebuffer of `width` × `height` whose pixels are opaque, or translucent with
    /// every alpha (c ≤ a, as the rasterizer makes them).
    static func pattern(width: Int, height: Int, opaque: Bool) throws -> Framebuffer {
        try framebuffer(width: width, height: height) { x, y in
            let a = opaque ? 255 : (x * 31 + y * 17) & 0xFF
            return (UInt8((x * 7 + y) % (a + 1)), UInt8((x ^ y) % (a + 1)), UInt8((x * y + 3) % (a + 1)), UInt8(a))
        }
    }

    @Test(arguments: sizes.indices)
    func opaqueShapesRoundTripAsRGB(index: Int) throws {
        let (width, height) = Self.sizes[index]
        let frame = try Self.pattern(width: width, height: height, opaque: true)
        let png = try PNGEncoder.encode(frame)
        #expect(png[25] == 2, "colour type 2 (RGB)")
        #expect(try PNGDecoder.decode(png) == frame)
    }

    @Test(arguments: sizes.indices)
    func translucentShapesRoundTripAsRGBA(index: Int) throws {
        let (width, height) = Self.sizes[index]
        let frame = try Self.pattern(width: width, height: height, opaque: false)
        let png = try PNGEncoder.encode(frame)
        #expect(png[25] == 6, "colour type 6 (RGBA)")
        #expect(try PNGDecoder.decode(png) == frame)
    }

    @Test(arguments: PNGFilter.allCases)
    func everyFilterOnEveryShape(filter: PNGFilter) throws {
        for (width, height) in Self.sizes {
            for opaque in [true, false] {
                let frame = try Self.pattern(width: width, height: height, opaque: opaque)
                let png = try PNGEncoder.encode(frame, options: .init(filter: filter))
                #expect(try PNGDecoder.decode(png) == frame, "\(width) × \(height), opaque: \(opaque)")
            }
        }
    }

    /// One translucent pixel anywhere, even the last one, makes the file RGBA.
    @Test(arguments: [(0, 0), (40, 0), (0, 20), (40, 20)])
    func oneTranslucentPixelMakesRGBA(x: Int, y: Int) throws {
        var frame = try Self.pattern(width: 41, height: 21, opaque: true)
        frame.setColor(Color(red: 10, green: 20, blue: 30, alpha: 254), x: x, y: y)
        let png = try PNGEncoder.encode(frame)
        #expect(png[25] == 6)
        #expect(try PNGDecoder.decode(png) == frame)
    }

    /// The header says what the framebuffer is: its size, 8 bits, no interlacing.
    @Test func headerFields() throws {
        let png = try PNGEncoder.encode(try Self.pattern(width: 300, height: 7, opaque: true))
        #expect(Array(png[8..<16]) == [0, 0, 0, 13] + Array("IHDR".utf8))
        #expect(Array(png[16..<24]) == bigEndian(300) + bigEndian(7))
        #expect(Array(png[24..<29]) == [8, 2, 0, 0, 0])
        #expect(Array(png.suffix(12)) == chunk("IEND", []))
        #expect(chunkTypes(png) == ["IHDR", "IDAT", "IEND"])
    }
}

import Testing

@testable import ListshotRaster

@Suite("Encoding")
struct RoundTripTests {
    /// Opaque: a deterministic pattern that uses every channel value.
    static func opaqueFrame() throws -> Framebuffer {
        try framebuffer(width: 97, height: 61) { x, y in
            (UInt8((x * 7 + y * 13) & 0xFF), UInt8((x * y) & 0xFF), UInt8((255 - x * 3 + y) & 0xFF), 255)
        }
    }

    /// Translucent: column = a colour value, row = alpha, so every alpha 0…255 appears
    /// with many premultiplied values c ≤ a.
    static func translucentFrame() throws -> Framebuffer {
        try framebuffer(width: 256, height: 256) { x, a in
            let r = min(x, a), g = a == 0 ? 0 : (x * 7) % (a + 1), b = a - min(x, a)
            return (UInt8(r), UInt8(g), UInt8(b), UInt8(a))
        }
    }

    @Test func opaqueRoundTripIsExactAndWritesRGB() throws {
        let frame = try Self.opaqueFrame()
        #expect(frame.isOpaque)
        let png = try PNGEncoder.encode(frame)
        #expect(Array(png.prefix(8)) == pngSignature)
        #expect(png[24] == 8, "bit depth")
        #expect(png[25] == 2, "colour type 2 (RGB) for an opaque framebuffer")
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded.width == 97 && decoded.height == 61)
        #expect(decoded == frame)
    }

    @Test func translucentRoundTripIsExactAndWritesRGBA() throws {
        let frame = try Self.translucentFrame()
        #expect(!frame.isOpaque)
        let png = try PNGEncoder.encode(frame)
        #expect(png[25] == 6, "colour type 6 (RGBA) for a translucent framebuffer")
        let decoded = try PNGDecoder.decode(png)
        #expect(decoded == frame)
        #expect(decoded.pixel(x: 200, y: 0) == (0, 0, 0, 0))
        #expect(decoded.pixel(x: 10, y: 128) == (10, 70, 118, 128))
    }

    @Test func onlyCriticalChunksAreWritten() throws {
        let png = try PNGEncoder.encode(try Self.translucentFrame())
        let types = chunkTypes(png)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
    }

    @Test func encodingIsDeterministic() throws {
        for frame in [try Self.opaqueFrame(), try Self.translucentFrame()] {
            let first = try PNGEncoder.encode(frame)
            let second = try PNGEncoder.encode(frame)
            #expect(first == second)
        }
    }

    @Test(arguments: PNGFilter.allCases, [0, 1, 2, 6, 12])
    func everyFilterAndLevelRoundTrips(filter: PNGFilter, level: Int) throws {
        let frame = try Self.translucentFrame()
        let png = try PNGEncoder.encode(frame, options: .init(compressionLevel: level, filter: filter))
        #expect(try PNGDecoder.decode(png) == frame)
    }

    @Test func levelAndFilterChangeTheOutput() throws {
        let frame = try Self.opaqueFrame()
        let stored = try PNGEncoder.encode(frame, options: .init(compressionLevel: 0, filter: .none))
        let best = try PNGEncoder.encode(frame, options: .init(compressionLevel: 12, filter: .adaptive))
        #expect(stored.count > 97 * 61 * 3, "level 0 stores the raw rows")
        #expect(best.count < stored.count)
    }

    @Test func defaultsAreLevel2AndNoFilter() {
        let options = PNGEncodingOptions()
        #expect(options.compressionLevel == 2)
        #expect(options.filter == .none)
    }

    @Test(arguments: [-1, 13, Int.max])
    func compressionLevelOutsideRangeThrows(level: Int) throws {
        let error = #expect(throws: PNGError.self) {
            try PNGEncoder.encode(try Self.opaqueFrame(), options: .init(compressionLevel: level))
        }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.description == "PNG: compression level \(level) is outside 0…12")
    }

    @Test func onePixelFramebuffers() throws {
        for pixel: (UInt8, UInt8, UInt8, UInt8) in [(0, 0, 0, 0), (255, 255, 255, 255), (1, 0, 1, 1), (3, 2, 1, 4)] {
            let frame = try framebuffer(width: 1, height: 1) { _, _ in pixel }
            #expect(try PNGDecoder.decode(try PNGEncoder.encode(frame)) == frame)
        }
    }

    /// Every (colour, alpha) pair, in each channel: the encoder stores c × 255 / a rounded
    /// to nearest, at most 255, and 0, 0, 0, 0 for a = 0.
    @Test func unpremultiplyIsExactlyRounded() throws {
        let frame = try framebuffer(width: 256, height: 256) { c, a in
            (UInt8(c), UInt8(255 - c), UInt8((c * 7) & 0xFF), UInt8(a))
        }
        let png = try PNGEncoder.encode(frame)
        #expect(png[25] == 6)
        let stored = try LibPNG.decode(png) { rgba, _, _ in Array(UnsafeBufferPointer(start: rgba, count: 256 * 256 * 4)) }.0
        func straight(_ c: Int, _ a: Int) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
        var mismatches: [String] = []
        for a in 0...255 {
            for c in 0...255 {
                let expected = [straight(c, a), straight(255 - c, a), straight((c * 7) & 0xFF, a), UInt8(a)]
                let i = (a * 256 + c) * 4
                if Array(stored[i..<i + 4]) != expected { mismatches.append("c \(c) a \(a)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) pixels differ, the first: \(mismatches.prefix(3))")
    }

    @Test func premultiplyIsExactlyRounded() {
        var bytes: [UInt8] = []
        for a in 0...255 {
            for c in 0...255 { bytes += [UInt8(c), UInt8(255 - c), UInt8(c / 2), UInt8(a)] }
        }
        let pixels = bytes.withUnsafeBufferPointer {
            Premultiply.premultiplied(straightRGBA: $0.baseAddress!, count: 65_536)
        }
        func div255(_ x: Int) -> Int { (x + 127) / 255 }  // x / 255 rounded; exact for x ≤ 65_025
        var mismatches = 0
        for a in 0...255 {
            for c in 0...255 {
                let v = UInt32(littleEndian: pixels[a * 256 + c])
                let expected = UInt32(div255(c * a)) | UInt32(div255((255 - c) * a)) << 8
                    | UInt32(div255(c / 2 * a)) << 16 | UInt32(a) << 24
                if v != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// Every premultiplied value the rasterizer can hold (c ≤ a) survives un-premultiplying.
    @Test func straightThenPremultipliedIsIdentity() throws {
        var pixels: [UInt32] = []
        for a in 0...255 {
            for c in 0...a { pixels.append((UInt32(c) | UInt32(a - c) << 8 | UInt32(c / 3) << 16 | UInt32(a) << 24).littleEndian) }
        }
        pixels += [UInt32](repeating: 0, count: 256 - pixels.count % 256)
        let frame = try Framebuffer(width: 256, height: pixels.count / 256, premultipliedPixels: pixels)
        #expect(try PNGDecoder.decode(try PNGEncoder.encode(frame)) == frame)
    }
}

import ListshotRaster
import ListshotTestSupport
import Testing

@Suite("PngSuite")
struct PngSuiteTests {
    static let validNames = pngSuiteReference.keys.sorted()

    /// PngSuite's naming: `sNN…` are NN × NN; the pHYs tests cdf/cdh/cds are 8 × 32,
    /// 32 × 8 and 8 × 8; everything else is 32 × 32.
    static func expectedSize(_ name: String) -> (width: Int, height: Int) {
        let chars = Array(name)
        if chars[0] == "s", let n = Int(String(chars[1...2])) { return (n, n) }
        switch name.prefix(3) {
        case "cdf": return (8, 32)
        case "cdh": return (32, 8)
        case "cds": return (8, 8)
        default: return (32, 32)
        }
    }

    @Test func fixturesArePresent() {
        #expect(suiteFiles(corrupt: false) == Self.validNames, "every valid file has a reference, and vice versa")
        #expect(suiteFiles(corrupt: true).count == 14)
        #expect(exists(suitePath("LICENSE")))
        #expect(exists(suitePath("PngSuite.README")))
    }

    @Test(arguments: validNames)
    func validFileDecodesToReferencePixels(name: String) throws {
        let frame = try PNGDecoder.decode(contentsOf: suitePath(name))
        let size = Self.expectedSize(name)
        #expect(frame.width == size.width && frame.height == size.height)
        let reference = try #require(pngSuiteReference[name])
        #expect(frame.width == reference.width && frame.height == reference.height)
        #expect(digest(frame) == reference.digest, "pixels differ from the reference decoding")
    }

    /// Every interlaced file `????i…` decodes to the same pixels as its `????n…` twin.
    static let interlacedPairs: [(String, String)] = validNames.compactMap { name in
        var chars = Array(name)
        guard chars[3] == "i" else { return nil }
        chars[3] = "n"
        let twin = String(chars)
        return pngSuiteReference[twin] == nil ? nil : (name, twin)
    }

    @Test func interlacedPairsWereFound() {
        // basi* (15) and s01i…s40i (18).
        #expect(Self.interlacedPairs.count == 33)
    }

    @Test(arguments: interlacedPairs)
    func interlacedMatchesNonInterlaced(interlaced: String, plain: String) throws {
        let a = try PNGDecoder.decode(contentsOf: suitePath(interlaced))
        let b = try PNGDecoder.decode(contentsOf: suitePath(plain))
        #expect(a == b)
    }

    /// Files that store the same picture differently: split IDATs, compression levels,
    /// suggested palettes, background chunks, 16-bit rounded to 8, chunk orderings.
    @Test(arguments: [
        ("basn0g16.png", ["oi1n0g16.png", "oi2n0g16.png", "oi4n0g16.png", "oi9n0g16.png"]),
        ("basn2c16.png", ["oi1n2c16.png", "oi9n2c16.png", "pp0n2c16.png", "ps2n2c16.png", "z00n2c08.png", "z09n2c08.png"]),
        ("basn4a08.png", ["bgai4a08.png", "bgbn4a08.png"]),
        ("basn6a16.png", ["bgan6a16.png", "bgyn6a16.png"]),
        ("basn3p04.png", ["ch1n3p04.png"]),
        ("cm0n0g04.png", ["cm7n0g04.png", "cm9n0g04.png", "ct0n0g04.png", "ctzn0g04.png"]),
    ])
    func sameImageStoredDifferently(reference: String, others: [String]) throws {
        let expected = try PNGDecoder.decode(contentsOf: suitePath(reference))
        for other in others {
            #expect(try PNGDecoder.decode(contentsOf: suitePath(other)) == expected, "\(other)")
        }
    }

    /// Premultiplied (r, g, b, a) at a few pixels, worked out independently.
    @Test(arguments: [
        ("basn0g01.png", 0, 0, [255, 255, 255, 255]),  // 1-bit grey: top-left is white
        ("basn0g01.png", 31, 0, [0, 0, 0, 255]),
        ("basn0g02.png", 9, 0, [170, 170, 170, 255]),  // 2-bit grey 2 → 170
        ("basn0g16.png", 15, 0, [134, 134, 134, 255]),  // 34 560 scaled is 134 (truncating would give 135)
        ("basn2c16.png", 3, 0, [230, 255, 0, 255]),  // 59 193 → 230 (not 231)
        ("basn3p08.png", 10, 20, [255, 255, 68, 255]),
        ("basn4a08.png", 16, 8, [97, 97, 97, 131]),  // grey+alpha, premultiplied
        ("basn6a16.png", 10, 5, [62, 82, 0, 82]),
        ("tbbn3p08.png", 0, 0, [0, 0, 0, 0]),  // palette tRNS → transparent
        ("tbbn3p08.png", 16, 16, [158, 158, 158, 255]),
        ("tbrn2c08.png", 0, 0, [0, 0, 0, 0]),  // RGB tRNS
        ("tbwn0g16.png", 0, 0, [0, 0, 0, 0]),  // 16-bit grey tRNS
        ("tm3n3p02.png", 31, 31, [0, 0, 255, 255]),
    ])
    func spotPixels(name: String, x: Int, y: Int, expected: [Int]) throws {
        let frame = try PNGDecoder.decode(contentsOf: suitePath(name))
        let p = frame.pixel(x: x, y: y)
        #expect([Int(p.r), Int(p.g), Int(p.b), Int(p.a)] == expected)
    }

    /// gAMA, sRGB and cHRM change nothing: the stored samples are returned as they are.
    @Test func gammaAndColourChunksAreIgnored() throws {
        let frame = try RoundTripTests.translucentFrame()
        let png = try PNGEncoder.encode(frame)
        let chrm = [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap { bigEndian(UInt32($0)) }
        for extra in [
            chunk("gAMA", bigEndian(100_000)), chunk("gAMA", bigEndian(20_000)),
            chunk("sRGB", [0]) + chunk("gAMA", bigEndian(45_455)) + chunk("cHRM", chrm),
        ] {
            let tagged = Array(png[..<33]) + extra + Array(png[33...])
            #expect(chunkTypes(tagged).count > 3)
            #expect(try PNGDecoder.decode(tagged) == frame)
        }
    }
}

import Testing
@testable import ListshotText

/// Issue 21, item 6: a letter with ten thousand combining marks took a second a row, because
/// HarfBuzz's work on one cluster grows with the square of its marks and texts over 1 KiB were
/// shaped again for every row. A cluster is now shaped with its first
/// ``ClusterLimit/maximumScalars`` scalars, and texts up to 64 KiB are cached. Work is counted
/// through ``ShapingMeter`` (what HarfBuzz was handed), never timed.
@Suite struct CombiningMarkTests {
    /// Arabic beh and 9,999 fathas: one grapheme cluster of 10,000 scalars, 20,000 UTF-8 bytes.
    static let arabic = "\u{0628}" + String(repeating: "\u{064E}", count: 9_999)
    /// Hebrew alef and 9,999 qamatses.
    static let hebrew = "\u{05D0}" + String(repeating: "\u{05B8}", count: 9_999)

    static func layout(_ text: String) throws -> TextLayout {
        TextLayout(text: text, font: try Font.bundled(size: 17), width: 300, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    }

    /// HarfBuzz is handed at most 32 scalars of a cluster, whatever its length; the glyphs
    /// still point into the whole text, so what follows the cluster keeps its offsets.
    @Test(arguments: [arabic, hebrew])
    func aClusterIsShapedWithItsFirst32Scalars(_ marked: String) throws {
        let text = marked + " abc"
        let meter = ShapingMeter()
        let layout = try ShapingMeter.$current.withValue(meter) { try Self.layout(text) }
        // A base and 31 marks are 64 bytes; " abc", "…" and the line breaker's tries add a few.
        #expect(meter.bytes < 1_000, "HarfBuzz shaped \(meter.bytes) bytes")
        #expect(layout.lines.count == 1 && layout.lines[0].text == text)
        let glyphs = layout.lines[0].shaped.glyphs
        #expect(glyphs.count == ClusterLimit.maximumScalars + 4)  // the cluster, space, a, b, c
        let c = try #require(glyphs.max { $0.cluster < $1.cluster })
        #expect(c.cluster == text.utf8.count - 1)
        // Right to left: the marked letter is the rightmost glyphs.
        #expect(glyphs.suffix(ClusterLimit.maximumScalars).allSatisfy { $0.cluster == 0 })
    }

    /// A cluster of 32 scalars or fewer is shaped whole, as before: the limit changes nothing
    /// a reader could tell apart.
    @Test func aShortClusterIsShapedWhole() throws {
        let font = try Font.bundled(size: 17)
        let text = "\u{0628}" + String(repeating: "\u{064E}", count: ClusterLimit.maximumScalars - 1)
        #expect(ClusterLimit.cut(text) == nil)
        #expect(Shaper.shape(text, font: font).glyphs.count == ClusterLimit.maximumScalars)
        let longer = text + "\u{064E}"
        #expect(ClusterLimit.cut(longer)?.text == text)
        #expect(Shaper.shape(longer, font: font).glyphs == Shaper.shape(text, font: font).glyphs)
    }

    /// A hundred rows of the same long text shape it once: the shaping cache keeps texts up
    /// to 64 KiB (it kept only 1 KiB before, so each row shaped 20,000 bytes again).
    @Test func aLongTextIsShapedOnceForManyRows() throws {
        let text = "\u{0628}\u{0629}" + String(repeating: "\u{064E}", count: 9_000)  // not the other tests' text
        let meter = ShapingMeter()
        // A cache of the test's own: tests running at once fill and empty the shared one.
        try Shaper.$taskCache.withValue(ShapeCache()) {
            try ShapingMeter.$current.withValue(meter) {
                _ = try Self.layout(text)
                let first = meter.calls
                #expect(first > 0)
                for _ in 0..<100 { _ = try Self.layout(text) }
                #expect(meter.calls == first, "\(meter.calls - first) shapings for 100 more rows")
            }
        }
    }

    /// The cache holds long texts, is bounded by bytes as well as entries, and a hit gives
    /// the same glyphs as a miss.
    @Test func theShapeCacheIsBoundedByBytes() throws {
        let font = try Font.bundled(size: 17)
        let cache = ShapeCache()
        var calls = 0
        let glyphs = [ShapedGlyph](repeating: ShapedGlyph(glyph: 1, advance: 10), count: 1_000)
        let shape = { () -> [(FontFace, [ShapedGlyph])] in
            calls += 1
            return [(font.face, glyphs)]
        }
        let long = String(repeating: "x", count: 20_000)
        _ = cache.runs(of: long, in: font.face, shape: shape)
        _ = cache.runs(of: long, in: font.face, shape: shape)
        #expect(calls == 1)
        let cost = ShapeCache.cost(text: long, levels: [], runs: [(font.face, glyphs)])
        #expect(cache.bytes == cost)
        // Entries of `cost` bytes: the cache never holds more than its budget.
        for index in 0..<(ShapeCache.maximumBytes / cost + 10) {
            _ = cache.runs(of: long + "\(index)", in: font.face, shape: shape)
            #expect(cache.bytes <= ShapeCache.maximumBytes)
        }
        #expect(cache.count < ShapeCache.maximumBytes / cost + 10)
        // A hit is the miss's result.
        Shaper.cache.removeAll()
        let miss = Shaper.shape(Self.arabic, font: font, direction: .natural)
        let hit = Shaper.shape(Self.arabic, font: font, direction: .natural)
        #expect(miss == hit)
    }
}

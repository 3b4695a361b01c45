import Testing
@testable import ListshotText

@Suite struct FontMetricsTests {
    @Test func metricsMatchTheFontsOwnTables() throws {
        let font = try Font.bundled(.regular, size: 17)
        // Read head and hhea straight from the file, independently of FreeType.
        let tables = try OpenTypeTables(path: font.face.path)
        let unitsPerEm = Double(tables.uint16("head", 18))
        let ascender = Double(tables.int16("hhea", 4))
        let descender = Double(tables.int16("hhea", 6))
        let lineGap = Double(tables.int16("hhea", 8))
        #expect(font.face.unitsPerEm == Int(unitsPerEm))
        #expect(abs(font.ascender - ascender * 17 / unitsPerEm) < 1e-9)
        #expect(abs(font.descender - descender * 17 / unitsPerEm) < 1e-9)
        #expect(abs(font.lineHeight - (ascender - descender + lineGap) * 17 / unitsPerEm) < 1e-9)
        // And they are what a 17 pt Inter should look like.
        #expect(font.ascender > 15 && font.ascender < 18)
        #expect(font.descender < -3 && font.descender > -6)
        #expect(font.lineHeight >= font.ascender - font.descender)
    }

    @Test func metricsScaleWithSize() throws {
        let small = try Font.bundled(size: 10), large = try Font.bundled(size: 30)
        #expect(abs(large.ascender - 3 * small.ascender) < 1e-9)
        #expect(abs(large.lineHeight - 3 * small.lineHeight) < 1e-9)
        #expect(abs(large.width(of: "Hello") - 3 * small.width(of: "Hello")) < 1e-9)
    }

    @Test func widthIsAdditive() throws {
        let font = try Font.bundled(size: 17)
        let parts = ["Hola", " ", "mundo", "0123", "WAVE", "¿qué?"]
        let whole = font.width(of: parts.joined())
        let sum = parts.map(font.width(of:)).reduce(0, +)
        #expect(abs(whole - sum) < 1e-9)
        #expect(font.width(of: "") == 0)
        #expect(font.width(of: "WWW") > font.width(of: "iii"))
        #expect(font.width(of: "W") > 0)
    }

    @Test func widthMatchesAdvancesFromTheFont() throws {
        // hmtx advance of the glyph FreeType maps "H" to, read from the file.
        let font = try Font.bundled(size: 20)
        let line = Shaper.shape("HH", font: font)
        #expect(line.glyphs.count == 2)
        let tables = try OpenTypeTables(path: font.face.path)
        let glyph = Int(line.glyphs[0].glyph)
        let metrics = tables.uint16("hhea", 34)  // numberOfHMetrics
        let advance = tables.uint16("hmtx", 4 * min(glyph, metrics - 1))
        #expect(Int(line.glyphs[0].advance) == advance)
        #expect(abs(font.width(of: "HH") - 2 * Double(advance) * 20 / Double(font.face.unitsPerEm)) < 1e-9)
    }

    @Test func semiboldIsWider() throws {
        let regular = try Font.bundled(.regular, size: 17), semibold = try Font.bundled(.semibold, size: 17)
        #expect(semibold.width(of: "Hola mundo") > regular.width(of: "Hola mundo"))
        #expect(regular != semibold)
        #expect(regular == (try Font.bundled(size: 17)))
        #expect(regular != (try Font.bundled(size: 18)))
    }

    @Test func missingCharactersBecomeNotdef() throws {
        let font = try Font.bundled(size: 17)
        // No bundled font, fallbacks included, has an unassigned code point.
        let line = Shaper.shape("a\u{0378}b", font: font)
        #expect(line.glyphs.map(\.glyph).contains(0))
        #expect(line.glyphs.count == 3)
        #expect(font.width(of: "\u{0378}") > 0)
    }

    @Test func invisibleCharactersAreDropped() throws {
        let font = try Font.bundled(size: 17)
        // A control character and a zero-width joiner the font lacks add no glyph.
        #expect(Shaper.shape("a\u{7}b", font: font).glyphs.count == 2)
        #expect(font.width(of: "a\u{7}b") == font.width(of: "ab"))
    }
}

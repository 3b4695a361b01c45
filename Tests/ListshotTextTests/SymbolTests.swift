import ListshotText
import Testing

/// Issue 34: the icon font's names, from the codepoints file shipped beside it.
@Suite struct SymbolTests {
    @Test func namesGiveTheirCodePoints() throws {
        #expect(try Symbol(named: "wifi")?.scalar == Unicode.Scalar(0xE63E))
        #expect(try Symbol(named: "settings")?.scalar == Unicode.Scalar(0xE8B8))
        #expect(try Symbol(named: "wif") == nil)
        #expect(try Symbol(named: "") == nil)
    }

    /// Every name the file lists is drawn by the font itself: no fallback, no missing glyph.
    @Test func everyNameHasAGlyphInTheIconFont() throws {
        let names = try Symbol.allNames()
        #expect(names.count > 2000 && names.first == "10k")
        let font = try Symbol.font(size: 22)
        let missing = try names.filter { name in
            let symbol = try #require(try Symbol(named: name))
            let line = Shaper.shape(String(Character(symbol.scalar)), font: font)
            return !(line.runs.count == 1 && line.runs[0].font == font && line.glyphs.allSatisfy { $0.glyph != 0 })
        }
        #expect(missing == [])
    }
}

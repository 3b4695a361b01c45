import Testing
@testable import ListshotText

/// Issue 12: a line's ascent and descent are the largest of the fonts on it, so lines with
/// CJK or emoji are not clipped; a line in its own font is exactly as before.
@Suite struct LineHeightTests {
    @Test func aLineInItsOwnFontIsTheFontsLineHeight() throws {
        let font = try Font.bundled(size: 17)
        let layout = TextLayout(text: "Hello, world", font: font)
        #expect(layout.lines[0].shaped.ascender == font.ascender)
        #expect(layout.lines[0].shaped.descender == font.descender)
        #expect(layout.lines[0].baseline == font.ascender)
        #expect(layout.size.height == font.lineHeight)
    }

    /// Droid Sans Fallback reaches higher (1.043 em) and lower (−0.266 em) than Inter
    /// (0.969, −0.241): the line grows by both differences and its baseline moves down by the first.
    @Test func aLineWithCJKTakesDroidSansFallbacksAscentAndDescent() throws {
        let font = try Font.bundled(size: 20)
        let droid = try Font.bundled(.droidSansFallback, size: 20)
        let line = TextLayout(text: "Zoë, 中文", font: font).lines[0]
        #expect(line.shaped.ascender == droid.ascender)
        #expect(line.shaped.descender == droid.descender)
        #expect(droid.ascender > font.ascender && droid.descender < font.descender)
        let expected = font.lineHeight + (droid.ascender - font.ascender) + (font.descender - droid.descender)
        #expect(line.shaped.lineHeight == expected)
        #expect(line.baseline == droid.ascender)
    }

    /// Noto Color Emoji's descender (−0.244 em) is below Inter's; its ascender (0.928 em) is not above.
    @Test func aLineWithEmojiTakesTheEmojiFontsDescent() throws {
        let font = try Font.bundled(size: 17)
        let emoji = try Font.bundled(.notoColorEmoji, size: 17)
        let shaped = Shaper.shape("ok 😀", font: font)
        #expect(shaped.ascender == font.ascender)
        #expect(shaped.descender == emoji.descender)
        #expect(emoji.descender == -500 * 17 / 2048.0 && emoji.ascender == 1900 * 17 / 2048.0)
    }

    /// Each line's box is its own height; boxes follow one another `lineSpacing` apart.
    @Test func linesStackByTheirOwnHeights() throws {
        let font = try Font.bundled(size: 20)
        let layout = TextLayout(text: "Ab\n中文\nAb", font: font, lineSpacing: 6)
        let tall = layout.lines[1].shaped
        let up = tall.ascender - font.ascender, down = font.descender - tall.descender
        #expect(layout.lines.map(\.baseline) == [
            font.ascender,
            font.ascender + (font.lineHeight + 6) + up,
            font.ascender + 2 * (font.lineHeight + 6) + (up + down),
        ])
        #expect(layout.size.height == 3 * font.lineHeight + 2 * 6 + (up + down))
    }
}

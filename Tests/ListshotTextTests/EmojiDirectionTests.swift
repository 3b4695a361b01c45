import Testing
@testable import ListshotText

/// Issue 12 with bidi: emoji in a right-to-left line are still one glyph per sequence from
/// the emoji face, placed in the line's visual order.
@Suite struct EmojiDirectionTests {
    /// The glyph `hb-shape` gives `sequence` in Noto Color Emoji (one, for a sequence it has).
    static func referenceGlyph(_ sequence: String) throws -> UInt32 {
        let output = try HBShapeTool.shape(sequence, fontPath: BundledFonts.path(for: .notoColorEmoji))
        let glyphs = output.dropFirst().dropLast().split(separator: "|")
        #expect(glyphs.count == 1, "\(sequence): \(output)")
        return try #require(UInt32(glyphs[0].prefix { $0 != "=" }))
    }

    /// "שלום ❤️ 👋🏽 👨‍👩‍👧‍👦" is right to left (its first strong character is Hebrew): read
    /// from the left, the family, the waving hand, the heart (VS16: the emoji, not DejaVu's
    /// text heart), then the Hebrew word.
    @Test func emojiInAHebrewLineComeInVisualOrder() throws {
        let font = try Font.bundled(size: 17)
        let emoji = try FontFace.bundled(.notoColorEmoji)
        let line = Shaper.shape("שלום \u{2764}\u{FE0F} 👋🏽 👨\u{200D}👩\u{200D}👧\u{200D}👦", font: font)
        let emojiGlyphs = line.runs.filter { $0.font.face == emoji }.flatMap(\.glyphs).map(\.glyph)
        let family = try Self.referenceGlyph("👨\u{200D}👩\u{200D}👧\u{200D}👦")
        let wave = try Self.referenceGlyph("👋🏽")
        let heart = try Self.referenceGlyph("\u{2764}\u{FE0F}")
        #expect(emojiGlyphs == [family, wave, heart])
        #expect(line.runs.last?.font.face.familyName == "DejaVu Sans", "the Hebrew word is at the right")
    }
}

import ListshotTestSupport
import Testing
@testable import ListshotText

/// Issue 12: emoji sequences come out as one glyph each, from the colour emoji face,
/// exactly as HarfBuzz's own `hb-shape` sets them in that font.
@Suite struct EmojiShapingTests {
    /// A ZWJ family, a skin tone, a ZWJ sequence with a skin tone, two flags, two keycaps, a
    /// heart with VS16, a subdivision flag (tags) and a plain emoji.
    static let sequences: [(name: String, text: String)] = [
        ("ZWJ family", "👨\u{200D}👩\u{200D}👧\u{200D}👦"),
        ("skin tone", "👋🏽"),
        ("ZWJ with a skin tone", "👩🏾\u{200D}💻"),
        ("two flags", "🇫🇷🇯🇵"),
        ("two keycaps", "1\u{FE0F}\u{20E3}#\u{FE0F}\u{20E3}"),
        ("heart with VS16", "\u{2764}\u{FE0F}"),
        ("Scotland's flag", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"),
        ("grinning face", "😀"),
    ]

    /// `line`'s glyphs as `hb-shape --no-glyph-names --utf8-clusters` prints them.
    static func hbShapeFormat(_ glyphs: [ShapedGlyph]) -> String {
        "[" + glyphs.map { glyph in
            var text = "\(glyph.glyph)=\(glyph.cluster)"
            if glyph.offset != 0 || glyph.yOffset != 0 { text += "@\(glyph.offset),\(glyph.yOffset)" }
            return text + "+\(glyph.advance)"
        }.joined(separator: "|") + "]"
    }

    @Test func eachSequenceIsOneGlyphOfTheEmojiFaceAsHBShapeSetsIt() throws {
        let font = try Font.bundled(.regular, size: 17)
        let emoji = try FontFace.bundled(.notoColorEmoji)
        for (name, text) in Self.sequences {
            let line = Shaper.shape(text, font: font)
            #expect(line.runs.map(\.font.face) == [emoji], "\(name): one run in Noto Color Emoji")
            let expected = try HBShapeTool.shape(text, fontPath: BundledFonts.path(for: .notoColorEmoji))
            #expect(Self.hbShapeFormat(line.glyphs) == expected, "\(name): \(text)")
            let clusters = text.count
            #expect(line.glyphs.count == clusters, "\(name): one glyph per grapheme cluster")
        }
    }

    /// Within Latin text the emoji are runs of their own, shaped with the whole line as
    /// context, and still HarfBuzz's glyphs.
    @Test func emojiInsideLatinTextAreRunsOfTheEmojiFace() throws {
        let font = try Font.bundled(.regular, size: 17)
        let emoji = try FontFace.bundled(.notoColorEmoji)
        let line = Shaper.shape("Hi 👋🏽, 🇫🇷!", font: font)
        #expect(line.runs.map(\.font.face) == [font.face, emoji, font.face, emoji, font.face])
        let emojiPath = try BundledFonts.path(for: .notoColorEmoji)
        #expect(Self.hbShapeFormat(line.runs[1].glyphs) == (try HBShapeTool.shape("👋🏽", fontPath: emojiPath)).shifted(by: 3))
        #expect(Self.hbShapeFormat(line.runs[3].glyphs) == (try HBShapeTool.shape("🇫🇷", fontPath: emojiPath)).shifted(by: 13))
    }

    /// VS16 asks for the emoji, VS15 for text; a character shown as text by default (❤,
    /// which Inter has) stays in the font, one shown as emoji by default (😀) never does.
    @Test func presentationFollowsTheVariationSelectors() throws {
        let font = try Font.bundled(.regular, size: 17)
        let emoji = try FontFace.bundled(.notoColorEmoji)
        func faces(_ text: String) -> [String] { Shaper.shape(text, font: font).runs.map(\.font.face.familyName) }
        #expect(faces("\u{2764}\u{FE0F}") == [emoji.familyName])
        #expect(faces("\u{2764}") == ["Inter"])
        #expect(faces("\u{2764}\u{FE0E}") == ["Inter"])
        #expect(faces("©\u{FE0F}") == [emoji.familyName])
        #expect(faces("😀\u{FE0E}") != [emoji.familyName])
        #expect(faces("a😀") == ["Inter", emoji.familyName])
    }

    @Test func theEmojiFaceIsTheLastFallbackAndHasOneColourStrike() throws {
        #expect(BundledFont.fallbacks.last == .notoColorEmoji)
        #expect(FontFace.bundledFallbacks.last == (try FontFace.bundled(.notoColorEmoji)))
        let face = try FontFace.bundled(.notoColorEmoji)
        #expect(face.familyName == "Noto Color Emoji")
        #expect(face.colorStrike == ColorStrike(index: 0, pixelsPerEm: 109))
        #expect(try FontFace.bundled(.regular).colorStrike == nil)
    }
}

extension String {
    /// `hb-shape` output with every cluster moved by `bytes`: a run shaped on its own
    /// compared with the same run inside a longer line.
    func shifted(by bytes: Int) -> String {
        var result = "", number = "", inCluster = false
        for character in self {
            if inCluster, character.isNumber { number.append(character); continue }
            if inCluster { result += String(Int(number)! + bytes); number = ""; inCluster = false }
            result.append(character)
            if character == "=" { inCluster = true }
        }
        return result
    }
}

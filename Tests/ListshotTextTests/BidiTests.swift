import Testing
@testable import ListshotText

/// Issue 12: bidirectional text. Levels and visual order come from GNU FriBidi and are
/// compared with the `fribidi` tool's; each run is shaped by HarfBuzz in its own direction
/// and compared with `hb-shape`'s glyphs, clusters and positions for the same run, with the
/// same text around it.
@Suite(.enabled(if: ReferenceTools.available, "needs the fribidi and hb-shape tools (libfribidi-bin, libharfbuzz-bin)"))
struct BidiTests {
    /// A tricky string, its base direction, and its runs in visual order (left to right):
    /// each a unique piece of the text, whether HarfBuzz sets it right to left, and its face.
    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var direction: WritingDirection = .natural
        var runs: [(piece: String, rightToLeft: Bool, face: BundledFont)]
        var testDescription: String { "\(text) (\(direction))" }
    }

    static let cases: [Case] = [
        // Mixed Latin and Hebrew, a number after the Hebrew: "123" is level 2 inside the
        // right-to-left run, so it is left of the Hebrew word.
        Case(text: "abc שלום 123", runs: [("abc ", false, .dejaVuSans), ("123", false, .dejaVuSans), ("שלום ", true, .dejaVuSans)]),
        // Numbers inside Arabic: European digits after Arabic letters are Arabic numbers (W2),
        // the full stop between them too (W4); left to right inside a right-to-left line.
        Case(text: "السعر 25.50 دولار", runs: [(" دولار", true, .dejaVuSans), ("25.50", false, .dejaVuSans), ("السعر ", true, .dejaVuSans)]),
        // Arabic-Indic digits.
        Case(text: "عدد ١٢٣ كتب", runs: [(" كتب", true, .dejaVuSans), ("١٢٣", false, .dejaVuSans), ("عدد ", true, .dejaVuSans)]),
        // Parentheses in Hebrew: one right-to-left run; HarfBuzz mirrors the brackets.
        Case(text: "שלום (עולם) טוב", runs: [("שלום (עולם) טוב", true, .dejaVuSans)]),
        // Hebrew in parentheses in a left-to-right line: the brackets go with the Latin (N0).
        Case(text: "see (שלום) now", runs: [("see (", false, .dejaVuSans), ("שלום", true, .dejaVuSans), (") now", false, .dejaVuSans)]),
        // A Latin word in a Hebrew sentence; the "!" at the end stays at the sentence's end (left).
        Case(text: "אני אוהב Swift מאוד!", runs: [(" מאוד!", true, .dejaVuSans), ("Swift", false, .dejaVuSans), ("אני אוהב ", true, .dejaVuSans)]),
        // Combining marks: Hebrew points, and a Latin acute accent before Hebrew.
        Case(text: "שָׁלוֹם עוֹלָם", runs: [("שָׁלוֹם עוֹלָם", true, .dejaVuSans)]),
        Case(text: "cafe\u{301} קפה", runs: [("cafe\u{301} ", false, .dejaVuSans), ("קפה", true, .dejaVuSans)]),
        // Arabic vowel marks (harakat, shadda) on joined letters.
        Case(text: "مُحَمَّد", runs: [("مُحَمَّد", true, .dejaVuSans)]),
        // A Hebrew line that starts with a number in parentheses: the brackets go with the
        // Hebrew (N0), the number reads left to right between them.
        Case(text: "(123) שלום", runs: [(") שלום", true, .dejaVuSans), ("123", false, .dejaVuSans), ("(", true, .dejaVuSans)]),
        // A price in Hebrew: the dollar sign joins the number (W5), the colon the Hebrew.
        Case(text: "מחיר: $5.99 (כולל)", runs: [(" (כולל)", true, .dejaVuSans), ("$5.99", false, .dejaVuSans), ("מחיר: ", true, .dejaVuSans)]),
        // Arabic joining: initial, medial and final forms, and the lam-alef ligature.
        Case(text: "مرحبا بالعالم", runs: [("مرحبا بالعالم", true, .dejaVuSans)]),
        // A Latin line forced right to left: the trailing "!" goes to the left.
        Case(text: "Hello, world!", direction: .rightToLeft, runs: [("!", true, .dejaVuSans), ("Hello, world", false, .dejaVuSans)]),
        // Inter lacks Hebrew: the Hebrew run comes from DejaVu Sans.
        Case(text: "abc שלום", runs: [("abc ", false, .regular), ("שלום", true, .dejaVuSans)]),
    ]

    @Test(arguments: cases)
    func levelsAndVisualOrderAreFriBidis(_ sample: Case) throws {
        let reference = try ReferenceTools.fribidi(sample.text, direction: sample.direction)
        let bidi = Bidi(Array(sample.text.unicodeScalars), direction: sample.direction)
        #expect(bidi.levels.map(Int.init) == reference.levels)
        // The tool keeps combining marks after their base (FriBidi's REORDER_NSM); listshot
        // leaves marks to HarfBuzz, which places them in their run: compare the rest.
        let scalars = Array(sample.text.unicodeScalars)
        func bases(_ order: [Int]) -> [Int] { order.filter { scalars[$0].properties.generalCategory != .nonspacingMark } }
        #expect(bases(Bidi.visualOrder(bidi.levels)) == bases(reference.visual))
    }

    @Test(arguments: cases)
    func runsAreHarfBuzzsInTheirOwnDirection(_ sample: Case) throws {
        let first = sample.runs.contains { $0.face == .regular } ? BundledFont.regular : .dejaVuSans
        let font = Font(face: try FontFace.bundled(first), size: 17)
        let line = Shaper.shape(sample.text, font: font, direction: sample.direction)
        var expected: [ReferenceTools.Glyph] = []
        for run in sample.runs {
            let utf8 = Array(sample.text.utf8), piece = Array(run.piece.utf8)
            let start = try #require((0...(utf8.count - piece.count)).first { Array(utf8[$0..<($0 + piece.count)]) == piece })
            expected += try ReferenceTools.hbShape(
                sample.text, range: start..<(start + piece.count), rightToLeft: run.rightToLeft,
                font: try BundledFonts.path(for: run.face))
        }
        #expect(line.glyphs.map(ReferenceTools.Glyph.init) == expected)
        #expect(Set(line.runs.map(\.font.face.familyName)) == Set(try sample.runs.map { try FontFace.bundled($0.face).familyName }))
        #expect(!line.glyphs.contains { $0.glyph == 0 })
    }

    @Test func aLineTakesItsLevelsFromTheWholeParagraph() throws {
        // In the paragraph the comma is between Hebrew and a number, so right to left (N1)
        // and at the left of the Hebrew word; resolved on the first line alone it would be
        // between Hebrew and the line's end, left to right, at the word's right.
        let font = try Font.bundled(.regular, size: 17)
        let text = "abc שלום, 123 def"
        let layout = TextLayout(text: text, font: font, width: font.width(of: "abc שלום,") + 1)
        #expect(layout.lines.map(\.text) == ["abc שלום,", "123 def"])
        var scalarAt: [Int: Int] = [:], offset = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            scalarAt[offset] = index
            offset += String(scalar).utf8.count
        }
        let first = layout.lines[0].shaped.glyphs.map { scalarAt[$0.cluster]! }
        let reference = try ReferenceTools.fribidi(text, direction: .natural).visual.filter { $0 < 9 }
        #expect(first == reference)
        #expect(first == [0, 1, 2, 3, 8, 7, 6, 5, 4])
    }

    @Test func arabicJoinsWithContextualForms() throws {
        // "بببب": initial, medial, medial, final: three different glyphs of one letter.
        let font = Font(face: try FontFace.bundled(.dejaVuSans), size: 17)
        let glyphs = Shaper.shape("بببب", font: font).glyphs
        #expect(Set(glyphs.map(\.glyph)).count == 3, "\(glyphs)")
        #expect(glyphs.map(\.cluster) == [6, 4, 2, 0])
    }

    @Test func latinShapesAsBeforeInBothDirectionsOfItsOwn() throws {
        let font = try Font.bundled(.regular, size: 17)
        let text = "The quick brown fox (jumps) over 12.5 lazy dogs!"
        #expect(Shaper.shape(text, font: font, direction: .leftToRight) == Shaper.shape(text, font: font))
        #expect(Shaper.bidi(of: text, direction: .natural) == nil)
        #expect(Shaper.bidi(of: text, direction: .leftToRight) == nil)
        #expect(Shaper.shape(text, font: font).runs.count == 1)
    }

    @Test func paragraphDirectionComesFromTheFirstStrongCharacter() {
        #expect(Bidi.resolve(.natural, of: "123 שלום abc") == .rightToLeft)
        #expect(Bidi.resolve(.natural, of: "123 abc שלום") == .leftToRight)
        #expect(Bidi.resolve(.natural, of: "123 ...") == .leftToRight)
        #expect(Bidi.resolve(.natural, of: "") == .leftToRight)
        #expect(Bidi.resolve(.leftToRight, of: "שלום") == .leftToRight)
        #expect(Bidi.resolve(.rightToLeft, of: "abc") == .rightToLeft)
    }
}

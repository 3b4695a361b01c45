import ListshotScenes
import ListshotTesting
import ListshotText
import ListshotViews
import Testing

/// Issue 12: mixed-direction lines as a reader of Hebrew and Arabic sees them (Inter for
/// Latin, DejaVu Sans for Hebrew and Arabic).
@Suite struct BidiGoldenTests {
    /// Each line's text, alignment, lines and mode.
    static let samples: [(text: String, alignment: TextAlignment, lines: Int, mode: LineBreakMode)] = [
        ("שלום עולם! זה טקסט בעברית.", .right, 1, .byTruncatingTail),
        ("مرحبا بالعالم، هذا نص عربي.", .right, 1, .byTruncatingTail),
        ("The word שלום means peace (and hello).", .left, 1, .byTruncatingTail),
        ("אני כותב ב-Swift 6.3 כל יום (גם בשבת).", .right, 1, .byTruncatingTail),
        ("السعر 25.50 دولار، الخصم ١٠٪ (اليوم فقط)", .right, 1, .byTruncatingTail),
        ("שָׁלוֹם עוֹלָם · café קפה", .right, 1, .byTruncatingTail),
        ("זוהי שורה ארוכה מאוד שנחתכת בסוף עם שלוש נקודות כי אין מקום", .right, 1, .byTruncatingTail),
        ("هذه فقرة طويلة تلتف على سطرين لأن العرض لا يكفي لكل الكلمات فيها", .right, 2, .byWordWrapping),
    ]

    @Test func mixedDirectionLines() throws {
        let font = try Font.bundled(.regular, size: 17)
        let labels = Self.samples.map { sample in
            TextGoldenTests.label(sample.text, font, lines: sample.lines, mode: sample.mode, alignment: sample.alignment)
        }
        let view = TextGoldenTests.strip(labels)
        view.layoutIfNeeded()
        let layouts = labels.map { $0.textLayout(width: $0.frame.width, numberOfLines: $0.numberOfLines)! }
        #expect(layouts.map { $0.lines.map(\.isRightToLeft) } == [[true], [true], [false], [true], [true], [true], [true], [true, true]])
        #expect(layouts[6].lines[0].text.hasSuffix("…"))
        #expect(layouts.allSatisfy { $0.lines.allSatisfy { $0.shaped.glyphs.allSatisfy { $0.glyph != 0 } } })
        assertSnapshot(of: try view.renderImage(scale: 2), named: "text-bidi")
    }
}

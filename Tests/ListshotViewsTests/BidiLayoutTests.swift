import Dispatch
import ListshotFiles
import Testing
import ListshotViews
@testable import ListshotText

/// Issue 12: lines of mixed-direction text. Lines are broken in logical order, each is then
/// reordered on its own in its paragraph's direction, and "…" goes at the logical end.
@Suite struct BidiLayoutTests {
    static let hebrew = "שלום עולם זה משפט ארוך מאוד בעברית עם הרבה מילים"

    /// The UTF-8 clusters of the leftmost and the rightmost glyph of `line`.
    func ends(_ line: TextLayout.Line) -> [Int] {
        [line.shaped.glyphs.first!.cluster, line.shaped.glyphs.last!.cluster]
    }

    @Test func tailTruncationPutsTheEllipsisAtTheLeftOfARightToLeftLine() throws {
        let font = try Font.bundled(.regular, size: 17)
        let layout = TextLayout(text: Self.hebrew, font: font, width: 120, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        let line = try #require(layout.lines.first)
        #expect(line.text.hasSuffix("…") && Self.hebrew.hasPrefix(String(line.text.dropLast()).trimmingCharacters()))
        // Leftmost: the ellipsis (the line's last character); rightmost: the first letter.
        #expect([line.isRightToLeft ? 1 : 0] + ends(line) == [1, line.text.utf8.count - 3, 0])
        #expect(line.width <= 120)
    }

    @Test func headTruncationPutsTheEllipsisAtTheRight() throws {
        let font = try Font.bundled(.regular, size: 17)
        let layout = TextLayout(text: Self.hebrew, font: font, width: 120, numberOfLines: 1, lineBreakMode: .byTruncatingHead)
        let line = try #require(layout.lines.first)
        #expect(line.text.hasPrefix("…") && Self.hebrew.hasSuffix(String(line.text.dropFirst())))
        // Leftmost: the text's last letter; rightmost: the ellipsis at offset 0.
        #expect(ends(line) == [line.text.utf8.count - 2, 0])
    }

    /// `.natural` in a `TextLayout` (no view, so no user interface direction) puts each line
    /// at the start of its paragraph: the right of a Hebrew paragraph, the left of a Latin one.
    @Test func naturalAlignmentTakesEachParagraphsDirection() throws {
        let font = try Font.bundled(.regular, size: 17)
        let layout = TextLayout(text: "שלום\nHello\nمرحبا بكم", font: font, width: 200, numberOfLines: 0, alignment: .natural)
        #expect(layout.lines.map(\.isRightToLeft) == [true, false, true])
        #expect(layout.lines.map { $0.x + $0.width == 200 } == [true, false, true])
        #expect(layout.lines[1].x == 0)
        let ltr = TextLayout(text: "שלום", font: font, width: 200, alignment: .natural, baseWritingDirection: .leftToRight)
        #expect(ltr.lines[0].x == 0)
    }

    @Test func linesBreakInLogicalOrderAndEachReadsRightToLeft() throws {
        let font = try Font.bundled(.regular, size: 17)
        let layout = TextLayout(text: Self.hebrew, font: font, width: 150)
        #expect(layout.lines.count > 2)
        #expect(layout.lines.map(\.text).joined(separator: " ") == Self.hebrew)
        for line in layout.lines {
            #expect(line.isRightToLeft && ends(line) == [line.text.utf8.count - 2, 0], "\(line.text)")
        }
    }

    @Test func theParagraphNotTheLineDecidesTheDirection() throws {
        let font = try Font.bundled(.regular, size: 17)
        let text = "שלום world again!"
        let width = font.width(of: "שלום world") + 1
        let natural = TextLayout(text: text, font: font, width: width)
        #expect(natural.lines.map(\.text) == ["שלום world", "again!"])
        // The second line is all Latin but its paragraph is Hebrew: "!" is at its left.
        #expect(natural.lines.map(\.isRightToLeft) == [true, true])
        #expect(ends(natural.lines[1]) == [5, 4])
        let forced = TextLayout(text: text, font: font, width: width, baseWritingDirection: .leftToRight)
        #expect(forced.lines.map(\.isRightToLeft) == [false, false])
        #expect(ends(forced.lines[1]) == [0, 5])
    }

    @Test func latinLaysOutAsBefore() throws {
        let font = try Font.bundled(.regular, size: 17)
        let text = "The quick brown fox jumps over the lazy dog. (Twice!)"
        let natural = TextLayout(text: text, font: font, width: 150, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        let ltr = TextLayout(
            text: text, font: font, width: 150, numberOfLines: 2, lineBreakMode: .byTruncatingTail,
            baseWritingDirection: .leftToRight)
        #expect(natural.lines == ltr.lines)
        #expect(natural.lines.map { $0.shaped } == natural.lines.map { Shaper.shape($0.text, font: font) })
    }

    @Test func mixedDirectionTextShapesTheSameOnEveryThread() throws {
        let font = try Font.bundled(.regular, size: 17)
        let texts = ["abc שלום 123", "السعر 25.50 دولار", "שלום (עולם) טוב", "مرحبا بالعالم", Self.hebrew]
        let serial = texts.map { TextLayout(text: $0, font: font, width: 120, numberOfLines: 2, lineBreakMode: .byTruncatingTail) }
        Shaper.cache.removeAll()
        let results = Lock<[[TextLayout]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let layouts = texts.map { TextLayout(text: $0, font: font, width: 120, numberOfLines: 2, lineBreakMode: .byTruncatingTail) }
            results.withLock { $0.append(layouts) }
        }
        #expect(results.withLock { $0 } == [[TextLayout]](repeating: serial, count: 8))
    }

    @Test func labelPassesItsDirectionOn() throws {
        let label = Label()
        label.text = "Hello!"
        label.baseWritingDirection = .rightToLeft
        let line = try #require(label.textLayout(width: nil, numberOfLines: 1)?.lines.first)
        #expect([line.isRightToLeft ? 1 : 0] + ends(line) == [1, 5, 4])
    }
}

extension String {
    /// Without spaces at the end.
    fileprivate func trimmingCharacters() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

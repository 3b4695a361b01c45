import ListshotGeometry
import ListshotRaster
import ListshotTestSupport
import Testing
@testable import ListshotText

/// The shared seeded generator (SplitMix64), so the random tests replay the same cases.
typealias SeededRandom = SplitMix64

@Suite struct TextLayoutTests {
    static let fox = "The quick brown fox jumps over the lazy dog"

    func layout(
        _ text: String, width: Double?, lines: Int = 0, mode: LineBreakMode = .byWordWrapping,
        alignment: TextAlignment = .left, spacing: Double = 0, size: Double = 17
    ) throws -> TextLayout {
        TextLayout(
            text: text, font: try Font.bundled(size: size), width: width, numberOfLines: lines,
            lineBreakMode: mode, alignment: alignment, lineSpacing: spacing)
    }

    // MARK: Breaking

    @Test func wrapsAtSpaces() throws {
        let font = try Font.bundled(size: 17)
        // Exactly the width of "The quick brown": the line fits to the last bit.
        let exact = try layout(Self.fox, width: font.width(of: "The quick brown"))
        #expect(exact.lines.map(\.text) == ["The quick brown", "fox jumps over", "the lazy dog"])
        #expect(!exact.isTruncated)
        // A hair narrower and "brown" moves down.
        let narrower = try layout(Self.fox, width: font.width(of: "The quick brown") - 0.01)
        #expect(narrower.lines.first?.text == "The quick")
    }

    @Test func trailingSpacesHang() throws {
        let font = try Font.bundled(size: 17)
        let layout = try layout("aaa     aaa", width: font.width(of: "aaa"))
        #expect(layout.lines.map(\.text) == ["aaa", "aaa"])
        #expect(layout.lines[0].width == font.width(of: "aaa"))
        // Leading spaces of a paragraph are kept.
        #expect(try self.layout("  ab", width: 500).lines.map(\.text) == ["  ab"])
    }

    @Test func longWordIsBrokenBetweenCharacters() throws {
        let font = try Font.bundled(size: 17)
        let word = "Supercalifragilisticexpialidocious"
        let width = font.width(of: "Supercali")
        let layout = try layout("to " + word + " now", width: width)
        // The long word starts a line of its own, is cut between letters, then wrapping goes on.
        #expect(layout.lines.first?.text == "to")
        #expect(layout.lines.dropFirst().map(\.text).joined().hasPrefix(word))
        #expect(layout.lines[1].text == "Supercali")
        for line in layout.lines { #expect(line.width <= width) }
        #expect(layout.lines.map(\.text).joined(separator: " ").replacingOccurrences(of: " ", with: "")
            == ("to" + word + "now"))
    }

    @Test func graphemeClustersAreNeverSplit() throws {
        // "e" + combining acute, a flag and a family emoji: each one cluster.
        let text = "e\u{301}e\u{301}e\u{301}🇪🇸👨‍👩‍👧e\u{301}e\u{301}"
        let layout = try layout(text, width: 1)
        #expect(layout.lines.count == text.count)
        #expect(layout.lines.map(\.text) == text.map { String($0) })
    }

    @Test func hyphensAllowBreaks() throws {
        let font = try Font.bundled(size: 17)
        let layout = try layout("a well-known fact", width: font.width(of: "a well-known") - 0.01)
        #expect(layout.lines.map(\.text) == ["a well-", "known fact"])
        // A minus sign before a digit is not a break.
        let minus = try self.layout("x -5-3", width: font.width(of: "x -5-"))
        #expect(minus.lines.map(\.text) == ["x", "-5-3"])
    }

    @Test func lineTerminatorsForceBreaks() throws {
        #expect(try layout("a\nb", width: nil).lines.map(\.text) == ["a", "b"])
        #expect(try layout("a\n\nb", width: 500).lines.map(\.text) == ["a", "", "b"])
        #expect(try layout("a\r\nb\rc\u{2028}d", width: 500).lines.map(\.text) == ["a", "b", "c", "d"])
        // A terminator at the very end starts no line; empty text has none.
        #expect(try layout("a\n", width: 500).lines.map(\.text) == ["a"])
        #expect(try layout("\n", width: 500).lines.map(\.text) == [""])
        let empty = try layout("", width: 500)
        #expect(empty.lines.isEmpty && empty.size == .zero)
    }

    @Test func withoutAWidthOnlyTerminatorsBreak() throws {
        let font = try Font.bundled(size: 17)
        let layout = try layout(Self.fox + "\nsecond", width: nil)
        #expect(layout.lines.map(\.text) == [Self.fox, "second"])
        #expect(layout.size.width == font.width(of: Self.fox))
    }

    @Test func charWrappingBreaksAnywhere() throws {
        let font = try Font.bundled(size: 17)
        let width = font.width(of: "The quick bro")
        let layout = try layout(Self.fox, width: width, mode: .byCharWrapping)
        #expect(layout.lines[0].text == "The quick bro")
        #expect(layout.lines[1].text.hasPrefix("wn fox"))
        #expect(layout.lines.map(\.text).joined().filter { $0 != " " } == Self.fox.filter { $0 != " " })
        for line in layout.lines { #expect(line.width <= width) }
    }

    @Test func cjkBreaksBetweenIdeographsButNotBeforeClosingPunctuation() throws {
        let font = try Font.bundled(size: 17)
        let each = font.width(of: "中")
        // Room for three ideographs a line.
        let layout = try layout("中文字符测试文本", width: 3 * each)
        #expect(layout.lines.map(\.text) == ["中文字", "符测试", "文本"])
        // "。" may not start a line: it pulls the ideograph before it along.
        let punctuated = try self.layout("中文字。测试", width: 3 * each)
        #expect(punctuated.lines.map(\.text) == ["中文", "字。测", "试"])
        // Latin next to CJK: a break is allowed between them.
        let mixed = try self.layout("abc中文", width: font.width(of: "abc中"))
        #expect(mixed.lines.map(\.text) == ["abc中", "文"])
    }

    // MARK: Lines and truncation

    @Test func numberOfLinesLimitsTheLines() throws {
        let font = try Font.bundled(size: 17)
        let width = font.width(of: "The quick brown")
        let all = try layout(Self.fox, width: width)
        #expect(all.lines.count == 3)
        let two = try layout(Self.fox, width: width, lines: 2)
        #expect(two.lines.map(\.text) == ["The quick brown", "fox jumps over"])
        #expect(two.isTruncated)
        #expect(two.size.height == 2 * font.lineHeight)
        let enough = try layout(Self.fox, width: width, lines: 3)
        #expect(!enough.isTruncated && enough.lines.count == 3)
        #expect(try layout("a\nb\nc", width: nil, lines: 2).lines.map(\.text) == ["a", "b"])
    }

    /// Every mode on one line, 130 pt wide, and on two lines, with the exact strings.
    @Test func truncationModes() throws {
        let font = try Font.bundled(size: 17)
        let width = font.width(of: "The quick brown fox")
        func shown(_ mode: LineBreakMode, lines: Int = 1) throws -> [String] {
            let layout = try layout(Self.fox, width: width, lines: lines, mode: mode)
            for line in layout.lines { #expect(line.width <= width, "\(mode): \(line.text)") }
            #expect(layout.isTruncated)
            return layout.lines.map(\.text)
        }
        #expect(try shown(.byWordWrapping) == ["The quick brown fox"])
        #expect(try shown(.byCharWrapping) == ["The quick brown fox"])
        #expect(try shown(.byClipping) == ["The quick brown fox"])
        #expect(try shown(.byTruncatingTail) == ["The quick brown f…"])
        #expect(try shown(.byTruncatingHead) == ["…over the lazy dog"])
        #expect(try shown(.byTruncatingMiddle) == ["The quic…lazy dog"])
        // Two lines: the first wraps as usual, the mode applies to the second.
        #expect(try shown(.byTruncatingTail, lines: 2) == ["The quick brown fox", "jumps over the laz…"])
        #expect(try shown(.byTruncatingHead, lines: 2) == ["The quick brown fox", "…over the lazy dog"])
        #expect(try shown(.byTruncatingMiddle, lines: 2) == ["The quick brown fox", "jumps ov…lazy dog"])
        #expect(try shown(.byClipping, lines: 2) == ["The quick brown fox", "jumps over the lazy"])
    }

    /// Each truncating mode keeps the most text that fits, checked against a brute-force search.
    @Test func truncationKeepsAsMuchAsFits() throws {
        let font = try Font.bundled(size: 17)
        let text = Array(Self.fox)
        for width in stride(from: 20.0, through: 300, by: 7.5) {
            func fits(_ s: String) -> Bool { font.width(of: s) <= width }
            let tail = try layout(Self.fox, width: width, lines: 1, mode: .byTruncatingTail).lines[0].text
            let head = try layout(Self.fox, width: width, lines: 1, mode: .byTruncatingHead).lines[0].text
            let clip = try layout(Self.fox, width: width, lines: 1, mode: .byClipping).lines[0].text
            let bestTail = (0...text.count).last { fits(String(text[..<$0]).trimmingSpaces(leading: false) + "…") }
            let bestHead = (0...text.count).last { fits("…" + String(text[(text.count - $0)...]).trimmingSpaces(leading: true)) }
            let bestClip = (0...text.count).last { fits(String(text[..<$0]).trimmingSpaces(leading: false)) }
            if fits(Self.fox) {
                #expect(tail == Self.fox && head == Self.fox && clip == Self.fox)
                continue
            }
            #expect(tail == String(text[..<bestTail!]).trimmingSpaces(leading: false) + "…", "tail at \(width)")
            #expect(head == "…" + String(text[(text.count - bestHead!)...]).trimmingSpaces(leading: true), "head at \(width)")
            #expect(clip == String(text[..<bestClip!]).trimmingSpaces(leading: false), "clip at \(width)")
            let middle = try layout(Self.fox, width: width, lines: 1, mode: .byTruncatingMiddle).lines[0].text
            #expect(fits(middle) && middle.contains("…"))
            let parts = middle.split(separator: "…", omittingEmptySubsequences: false)
            #expect(parts.count == 2 && Self.fox.hasPrefix(parts[0]) && Self.fox.hasSuffix(parts[1]))
        }
    }

    @Test func truncationTooNarrowForTheEllipsisIsEmpty() throws {
        let layout = try layout(Self.fox, width: 3, lines: 1, mode: .byTruncatingTail)
        #expect(layout.lines.map(\.text) == [""])
        #expect(layout.isTruncated)
    }

    @Test func truncationAcrossParagraphs() throws {
        // The last paragraph fits but another follows: tail truncation marks it.
        #expect(try layout("one\ntwo\nthree", width: 500, lines: 2, mode: .byTruncatingTail).lines.map(\.text)
            == ["one", "two…"])
        // Head and middle read the rest, terminators as spaces.
        #expect(try layout("one\ntwo\nthree", width: 500, lines: 2, mode: .byTruncatingHead).lines.map(\.text)
            == ["one", "two three"])
        // Without a width.
        #expect(try layout("one\ntwo\nthree", width: nil, lines: 1, mode: .byTruncatingTail).lines.map(\.text) == ["one…"])
        #expect(try layout("one\ntwo\nthree", width: nil, lines: 1, mode: .byTruncatingHead).lines.map(\.text) == ["…three"])
        #expect(try layout("one\ntwo\nthree", width: nil, lines: 1, mode: .byTruncatingMiddle).lines.map(\.text) == ["one…three"])
    }

    // MARK: Geometry

    @Test func sizeAndBaselines() throws {
        let font = try Font.bundled(size: 17)
        let width = font.width(of: "The quick brown")
        let layout = try layout(Self.fox, width: width, spacing: 4)
        #expect(layout.lines.count == 3)
        #expect(layout.size.height == 3 * font.lineHeight + 2 * 4)
        #expect(layout.size.width == layout.lines.map(\.width).max())
        #expect(layout.size.width == font.width(of: "The quick brown"))
        for (index, line) in layout.lines.enumerated() {
            #expect(line.baseline == font.ascender + Double(index) * (font.lineHeight + 4))
        }
    }

    @Test func alignmentOffsets() throws {
        let font = try Font.bundled(size: 17)
        let text = "The quick brown fox"
        let width = 300.0
        let lineWidth = font.width(of: text)
        #expect(try layout(text, width: width, alignment: .left).lines[0].x == 0)
        #expect(try layout(text, width: width, alignment: .center).lines[0].x == (width - lineWidth) / 2)
        #expect(try layout(text, width: width, alignment: .right).lines[0].x == width - lineWidth)
        // Without a width, lines align within the widest.
        let free = try layout("a\nbbbbbb", width: nil, alignment: .right)
        #expect(free.lines[1].x == 0)
        #expect(free.lines[0].x == free.size.width - font.width(of: "a"))
    }

    @Test func badInputsAreTamed() throws {
        #expect(try layout(Self.fox, width: .nan).lines.count == 1)
        #expect(try layout(Self.fox, width: .infinity).lines.count == 1)
        // No room at all: a cluster a line, the spaces hanging after them.
        #expect(try layout(Self.fox, width: -5).lines.map(\.text) == Self.fox.filter { $0 != " " }.map { String($0) })
        #expect(try layout("  ab", width: 0).lines.map(\.text) == ["  a", "b"])
        #expect(try layout(Self.fox, width: 100, lines: -3).numberOfLines == 0)
        #expect(try layout(Self.fox, width: 100, spacing: .nan).lineSpacing == 0)
    }

    // MARK: Properties

    /// Random text at random widths: lines never exceed the width (unless one cluster alone
    /// does), and unlimited word wrapping loses no text.
    @Test func noLineIsWiderThanTheWidth() throws {
        let font = try Font.bundled(size: 15)
        let pieces = ["a", "b", "quick", "W", "fi", "—", "-", " ", " ", "  ", "\t", "中", "文", "。", "é", "e\u{301}",
            "(", ")", "1", "Straße", "AV", "\n", "ΑΒΓ", "ж", "🇪🇸", "…", ",", "well-known"]
        var random = SeededRandom(seed: 0x5EED)
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let width = Double.random(in: 0...220, using: &random).rounded() / 2
            let lines = Int.random(in: 0...3, using: &random)
            let mode = LineBreakMode.allCases.randomElement(using: &random)!
            let layout = TextLayout(text: text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode)
            for line in layout.lines where line.width > width + 1e-6 * max(1, width) {
                #expect(line.text.trimmingSpaces(leading: true).count == 1, "\(line.text.debugDescription) is \(line.width) wide at \(width): \(text.debugDescription) \(mode)")
            }
            if lines > 0 { #expect(layout.lines.count <= lines) }
            if lines == 0, mode == .byWordWrapping || mode == .byCharWrapping {
                #expect(!layout.isTruncated)
                let kept = layout.lines.map(\.text).joined().filter { !BreakClass($0).isSpace }
                let original = text.filter { !BreakClass($0).isSpace && !$0.isNewline }
                #expect(kept == original, "lost text: \(text.debugDescription)")
            }
            #expect(layout == TextLayout(text: text, font: font, width: width, numberOfLines: lines, lineBreakMode: mode))
        }
    }

    @Test func drawsEveryLine() throws {
        let font = try Font.bundled(size: 17)
        let layout = try layout(Self.fox, width: 120)
        var canvas = try makeCanvas(width: 300, height: 200, scale: 2)
        canvas.draw(layout, at: Point(x: 10, y: 10), color: .white)
        // The same as drawing each line by hand.
        var byHand = try makeCanvas(width: 300, height: 200, scale: 2)
        for (index, line) in layout.lines.enumerated() {
            byHand.drawText(line.text, font: font, at: Point(x: 10, y: 10 + font.ascender + Double(index) * font.lineHeight), color: .white)
        }
        expectIdentical(canvas.framebuffer, byHand.framebuffer, "a layout against its lines")
        // Ink stays in the layout's box (a pixel of anti-aliasing to spare).
        let changed = changedPixels(try Framebuffer(width: 300, height: 200, color: .black), canvas.framebuffer)
        #expect(changed.count > 300)
        #expect(changed.allSatisfy {
            Double($0.x) >= 20 - 1 && Double($0.x) <= (10 + layout.size.width) * 2 + 1
                && Double($0.y) >= 20 - 1 && Double($0.y) <= (10 + layout.size.height) * 2 + 1
        })
    }
}

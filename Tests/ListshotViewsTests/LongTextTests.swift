import ListshotGeometry
import ListshotRaster
import ListshotViews
import Testing
@testable import ListshotText

/// Issue 13, "time is bounded": a layout with a line limit reads only the clusters its
/// lines can show (``TextLayout/clusterBudget(lines:width:font:)``), and a label in short
/// bounds lays out only the lines that fit, so ten thousand characters cost what a line
/// costs. What shows is the same as with the whole text.
@Suite struct LongTextTests {
    /// Over 10,000 characters of words, a little different all along, so a cut shows.
    static let long: String = (0..<1700).map { "w\($0 % 97)rd" + ($0 % 7 == 0 ? "," : "") }.joined(separator: " ")

    static func line(_ text: String, _ mode: LineBreakMode, lines: Int = 1, width: Double = 300) throws -> [String] {
        let layout = TextLayout(text: text, font: try Font.bundled(.regular, size: 17), width: width, numberOfLines: lines, lineBreakMode: mode)
        return layout.lines.map(\.text)
    }

    /// The text is far longer than the budget, and the shown lines are those of a piece of it
    /// that is longer than the lines but shorter than the budget (never cut).
    @Test func aLongTextShowsWhatItsShownPartShows() throws {
        let text = Self.long
        #expect(text.count > 10_000)
        let budget = TextLayout.clusterBudget(lines: 3, width: 300, font: try Font.bundled(.regular, size: 17))
        #expect(budget < 1_000)
        let start = String(text.prefix(300)), end = String(text.suffix(300))
        #expect(try Self.line(text, .byTruncatingTail) == Self.line(start, .byTruncatingTail))
        #expect(try Self.line(text, .byTruncatingTail).first?.hasSuffix("…") == true)
        #expect(try Self.line(text, .byClipping) == Self.line(start, .byClipping))
        #expect(try Self.line(text, .byWordWrapping, lines: 3) == Self.line(start, .byWordWrapping, lines: 3))
        #expect(try Self.line(text, .byTruncatingTail, lines: 3) == Self.line(start + " more", .byTruncatingTail, lines: 3))
        #expect(try Self.line(text, .byTruncatingHead) == Self.line(end, .byTruncatingHead))
        #expect(try Self.line(text, .byTruncatingMiddle) == Self.line(start + " " + end, .byTruncatingMiddle))
        // Right to left, the same.
        let hebrew = String(repeating: "שלום עולם זה משפט ארוך ", count: 600)
        #expect(try Self.line(hebrew, .byTruncatingTail) == Self.line(String(hebrew.prefix(300)), .byTruncatingTail))
    }

    /// Text that is mostly invisible is cut at the budget: ten thousand word joiners before
    /// a word leave the word out, and the line ends with "…" (the one case where the budget
    /// shows; without it every such label would read all ten thousand).
    @Test func invisibleTextEndsAtTheBudget() throws {
        let text = String(repeating: "\u{2060}", count: 10_000) + "Hello"
        let lines = try Self.line(text, .byTruncatingTail)
        #expect(lines.count == 1)
        #expect(lines[0].hasSuffix("…") && !lines[0].contains("Hello"))
        // Unlimited lines read everything.
        #expect(try Self.line(text, .byWordWrapping, lines: 0).joined().contains("Hello"))
    }

    /// Breaking spaces hang at a line's end and are not counted: a word after ten thousand
    /// spaces still starts the next line (found by the text fuzz target).
    @Test func hangingSpacesDoNotUseTheBudget() throws {
        let text = "Hello" + String(repeating: " ", count: 10_000) + "world and more"
        #expect(try Self.line(text, .byWordWrapping, lines: 2).map { String($0.prefix { $0 != " " }) } == ["Hello", "world"])
        #expect(try Self.line(text, .byTruncatingTail, lines: 2).last == "world and more")
    }

    /// A label whose bounds hold two lines draws the same pixels for a long text as for the
    /// part of it that shows, with no line limit of its own.
    @Test func aLabelInShortBoundsDrawsWhatFits() throws {
        func draw(_ text: String) throws -> Framebuffer {
            let label = Label(frame: Rect(x: 0, y: 0, width: 300, height: 44))
            label.numberOfLines = 0
            label.text = text
            return try label.renderImage(scale: 2, background: .white)
        }
        let shown = try draw(String(Self.long.prefix(400)))
        #expect(shown != (try Framebuffer(width: 600, height: 88, color: .white)))
        #expect(try draw(Self.long) == shown)
    }
}

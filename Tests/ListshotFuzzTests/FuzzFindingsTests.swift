import ListshotText
import Testing

/// What fuzzing found, fixed, each as an ordinary test beside its input in
/// `Tests/Fuzz/regressions/` (which FuzzCorpusTests replays through the fuzz targets).
@Suite struct FuzzFindingsTests {
    /// `TextLayout` with a line limit read a budget of clusters that counted breaking
    /// spaces, though they hang at a line's end and take none of its width: "a", 300
    /// spaces, "b" in two lines 40 points wide showed "a" alone and said it was truncated
    /// (Tests/Fuzz/regressions/text/hanging-spaces-*). The budget no longer counts them.
    @Test func hangingSpacesDoNotCountAgainstTheLineLimitsBudget() throws {
        let font = try Font.bundled(.regular, size: 17)
        let text = "a" + String(repeating: " ", count: 300) + "b"
        let unlimited = TextLayout(text: text, font: font, width: 40)
        #expect(unlimited.lines.map(\.text) == ["a", "b"])
        let limited = TextLayout(text: text, font: font, width: 40, numberOfLines: 2)
        #expect(limited.lines.map(\.text) == ["a", "b"])
        #expect(!limited.isTruncated)
    }
}

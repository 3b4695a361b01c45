import ListshotText
import Testing

/// What fuzzing found that is not fixed yet, as known issues: each test fails once the
/// issue is gone (Swift Testing reports a known issue that no longer happens), which is
/// the moment to turn it into an ordinary test and drop the fuzz target's exemption.
@Suite struct KnownFuzzFindingsTests {
    /// `TextLayout` with a line limit reads a budget of clusters that counts breaking
    /// spaces, though they hang at a line's end and take none of its width: "a", 300
    /// spaces, "b" in two lines 40 points wide shows "a" alone and says it is truncated,
    /// where without the limit it is "a" and "b" (Tests/Fuzz/regressions/text/hanging-spaces-*).
    @Test func hangingSpacesCountAgainstTheLineLimitsBudget() throws {
        let font = try Font.bundled(.regular, size: 17)
        let text = "a" + String(repeating: " ", count: 300) + "b"
        let unlimited = TextLayout(text: text, font: font, width: 40)
        #expect(unlimited.lines.map(\.text) == ["a", "b"])
        let limited = TextLayout(text: text, font: font, width: 40, numberOfLines: 2)
        withKnownIssue("TextLayout's cluster budget counts hanging spaces") {
            #expect(limited.lines.map(\.text) == ["a", "b"])
            #expect(!limited.isTruncated)
        }
    }
}

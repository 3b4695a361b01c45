import ListshotTestSupport
import Testing

/// The README's and the golden-image tests article's Swift snippets are code this target
/// compiles, with the imports they show and the upcoming feature MemberImportVisibility on.
@Suite struct SnippetSourceTests {
    static let files = ["FeedTests.swift", "ContactsTests.swift", "ContactsSnapshotTests.swift", "EngineTests.swift"]

    /// Every line of the README's two snippets (less comments) is a line of this target.
    @Test func everyLineOfTheREADMEsSnippetsIsCompiledHere() throws {
        let snippets = try SwiftSnippets(page: "README.md")
        #expect(snippets.blocks.count == 2, "the golden-image test and the engine")
        let missing = snippets.linesMissing(from: try SwiftSnippets.sources(Self.files, besides: #filePath))
        #expect(missing == [], "the README's lines that are no line of \(Self.files)")
    }

    /// Every line of the golden-image tests article's test snippets (less comments) is a line
    /// of this target; its manifest lines (`.package`, `.testTarget`) are no test code.
    @Test func everyLineOfTheArticlesTestSnippetsIsCompiledHere() throws {
        let snippets = try SwiftSnippets(page: "Sources/ListshotTesting/ListshotTesting.docc/GoldenImageTests.md")
        let tests = SwiftSnippets(blocks: snippets.blocks.filter { !$0.hasPrefix(".package(") })
        #expect(tests.blocks.count == 3, "ListshotTesting's test, its tolerance, swift-snapshot-testing's test")
        let missing = tests.linesMissing(from: try SwiftSnippets.sources(Self.files, besides: #filePath))
        #expect(missing == [], "the article's lines that are no line of \(Self.files)")
    }
}

import ListshotTestSupport
import Testing

/// The Swift snippets of the README and of ListshotTesting's DocC catalog are code this
/// target compiles, with the imports they show and the upcoming feature
/// MemberImportVisibility on.
@Suite struct SnippetSourceTests {
    static let files = ["FeedTests.swift", "ContactsTests.swift", "ContactsSnapshotTests.swift", "EngineTests.swift"]

    /// Every line of a page's test snippets (less comments) is a line of this target's
    /// files; its manifest lines (`.package(…)`, `.testTarget(…)`) are no test code.
    @Test(arguments: [
        ("README.md", 2),  // the golden-image test, the engine
        ("Sources/ListshotTesting/ListshotTesting.docc/GoldenImageTests.md", 6),  // the test, its traits, its tolerance, its audit, masks, swift-snapshot-testing's
        ("Sources/ListshotTesting/ListshotTesting.docc/ListshotTesting.md", 1),  // the overview's test
    ])
    func everyLineOfAPagesSnippetsIsCompiledHere(page: String, snippetCount: Int) throws {
        let snippets = SwiftSnippets(blocks: try SwiftSnippets(page: page).blocks.filter { !$0.hasPrefix(".package(") })
        #expect(snippets.blocks.count == snippetCount)
        let missing = snippets.linesMissing(from: try SwiftSnippets.sources(Self.files, besides: #filePath))
        #expect(missing == [], "the lines of \(page)'s snippets that are no line of \(Self.files)")
    }
}

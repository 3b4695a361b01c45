import ListshotTestSupport
import Testing

/// The Tables and collections article's examples are the code `LibraryExampleTests` runs.
@Suite struct LibraryExampleSourceTests {
    /// Every line of the article's Swift examples (less its comments) is a line of LibraryExampleTests.swift,
    /// so an example changed in one place and not the other fails here.
    @Test func everyLineOfTheArticlesExamplesIsALineOfLibraryExampleTests() throws {
        let snippets = try SwiftSnippets(page: "Sources/ListshotViews/ListshotViews.docc/TablesAndCollections.md")
        #expect(snippets.blocks.count == 4, "the article's four examples")
        for line in snippets.linesMissing(from: try SwiftSnippets.sources(["LibraryExampleTests.swift"], besides: #filePath)) {
            Issue.record("the article's line is not in LibraryExampleTests.swift: \(line)")
        }
    }
}

import Foundation
import Testing

/// The Tables and collections article's examples are the code `LibraryExampleTests` runs.
@Suite struct LibraryExampleSourceTests {
    /// Every line of the article's Swift examples (less its comments) is a line of LibraryExampleTests.swift,
    /// so an example changed in one place and not the other fails here.
    @Test func everyLineOfTheArticlesExamplesIsALineOfLibraryExampleTests() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/ListshotViews/ListshotViews.docc/TablesAndCollections.md"), encoding: .utf8)
        let blocks = article.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        #expect(blocks.count == 2, "the article's two examples")
        func trimmed(_ line: Substring) -> String {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            return code.trimmingCharacters(in: .whitespaces)
        }
        let ours = Set(try String(contentsOf: here.deletingLastPathComponent().appendingPathComponent("LibraryExampleTests.swift"), encoding: .utf8).split(separator: "\n").map(trimmed))
        for line in blocks.joined(separator: "\n").split(separator: "\n").map(trimmed) where !line.isEmpty {
            if !ours.contains(line) { Issue.record("the article's line is not in LibraryExampleTests.swift: \(line)") }
        }
    }
}

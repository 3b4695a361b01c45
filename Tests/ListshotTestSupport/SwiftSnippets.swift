import Foundation

/// The Swift snippets of a Markdown page (the README, a DocC article) and the check that
/// keeps them compiling as written: each of their lines is a line of the test sources that
/// compile them, so a snippet changed in one place and not the other fails.
public struct SwiftSnippets: Sendable {
    /// The page's ```` ```swift ```` blocks, in order, without their fences.
    public let blocks: [String]

    /// The snippets of `markdown`.
    public init(markdown: String) {
        blocks = markdown.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
    }

    /// These snippets (some of a page's).
    public init(blocks: [String]) {
        self.blocks = blocks
    }

    /// The snippets of the page at `path` in the repository (`README.md`).
    public init(page path: String) throws {
        self.init(markdown: try String(contentsOfFile: RepositoryPaths.root + "/" + path, encoding: .utf8))
    }

    /// The lines of the snippets, without their comments and indentation, that are no line
    /// of `sources` (the contents of the files that compile them), in the snippets' order.
    public func linesMissing(from sources: [String]) -> [String] {
        let compiled = Set(sources.flatMap { $0.split(separator: "\n").map(Self.code) })
        return blocks.flatMap { $0.split(separator: "\n").map(Self.code) }.filter { !$0.isEmpty && !compiled.contains($0) }
    }

    /// A line less its `//` comment and the spaces around it.
    private static func code(_ line: Substring) -> String {
        let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
        return code.trimmingCharacters(in: .whitespaces)
    }

    /// The contents of the test target's files `names`, in the folder of `filePath` (pass `#filePath`).
    public static func sources(_ names: [String], besides filePath: String) throws -> [String] {
        let folder = filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return try names.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
    }
}

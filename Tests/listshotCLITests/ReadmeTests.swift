import Foundation
import ListshotTestSupport
import Testing

/// The README stays a page a newcomer reads in minutes (issue 23, item 7): at most 300 lines,
/// the three uses on its first screen, its first command the one `.ci/run` runs, and every
/// image and file it links to present.
@Suite struct ReadmeTests {
    static func readme() throws -> String {
        try String(contentsOfFile: RepositoryPaths.root + "/README.md", encoding: .utf8)
    }

    @Test func isAtMost300LinesWithTheThreeUsesOnItsFirstScreen() throws {
        let readme = try Self.readme()
        let lineCount = readme.filter { $0 == "\n" }.count  // as `wc -l` counts
        #expect(lineCount <= 300, "the README has \(lineCount) lines")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        let firstScreen = lines.prefix(40).joined(separator: "\n")
        for use in ["listshot render --offset 120", "assertSnapshot(", "listshot docs "] {
            #expect(firstScreen.contains(use), "the first 40 lines do not show \(use)")
        }
    }

    /// The README's first command is the one `.ci/run` runs, byte for byte, and its second
    /// is `swift test`, which `.ci/run` runs too.
    @Test func itsTwoCommandsAreTheOnesCIRuns() throws {
        let readme = try Self.readme()
        let ci = try String(contentsOfFile: RepositoryPaths.root + "/.ci/run", encoding: .utf8)
        let setUp = try #require(ci.split(separator: "\n").first { $0.hasPrefix("dpkg -s ") })
        #expect(readme.contains("```sh\n\(setUp)\n```"))
        #expect(readme.contains("```sh\nswift test\n```"))
        #expect(ci.split(separator: "\n").contains("swift test"))
    }

    /// Every image and every relative link of the README names a file or folder of the repository.
    @Test func itsImagesAndLinksExist() throws {
        let readme = try Self.readme()
        let regex = try NSRegularExpression(pattern: #"\]\(([^)#: ]+)\)"#)
        let targets = regex.matches(in: readme, range: NSRange(readme.startIndex..., in: readme)).map {
            String(readme[Range($0.range(at: 1), in: readme)!])
        }
        #expect(targets.count > 20, "\(targets)")
        for target in targets {
            #expect(FileManager.default.fileExists(atPath: RepositoryPaths.root + "/" + target), "the README names \(target), which does not exist")
        }
    }
}

import Foundation
import Testing

/// Issue 35, item 5: `listshot snapshots report --format junit|github|markdown` prints the
/// last run's checks for CI from the logs in the artifacts folder.
@Suite struct SnapshotsReportCommandTests {
    static let log = #"""
        {"started": 1, "checks": 2, "failures": [{"test": "FeedTests/scrolling()", "golden": "Snapshots/FeedTests/scrolling.feed.600@2x.png",
          "summary": "12 of 100 pixels differ (allowed: 0)", "actual": "FeedTests/a.png", "sourceLocation": "Tests/FeedTests/F.swift:42"}],
         "passes": [{"test": "FeedTests/scrolling()", "golden": "Snapshots/FeedTests/scrolling.feed.0@2x.png", "sourceLocation": "Tests/FeedTests/F.swift:42"}]}
        """#

    /// A package folder whose artifacts hold one run's log.
    static func package() throws -> String {
        let dir = try CommandLineTool.temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/.build/listshot/artifacts/failures", withIntermediateDirectories: true)
        try log.write(toFile: dir + "/.build/listshot/artifacts/failures/run1-7.json", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func eachFormatPrintsTheRunsChecks() throws {
        let dir = try Self.package()
        let github = try CommandLineTool.run(["snapshots", "report", "--format", "github"], in: dir)
        #expect(github.status == 0, "\(github.stderr)")
        #expect(github.stdout == """
            ::error file=Tests/FeedTests/F.swift,line=42,title=Snapshot changed%3A FeedTests/scrolling()::Snapshots/FeedTests/scrolling.feed.600@2x.png: 12 of 100 pixels differ (allowed: 0)%0Aactual: .build/listshot/artifacts/FeedTests/a.png
            ::notice title=listshot snapshots::2 checks: 1 passed, 1 failed

            """)
        let markdown = try CommandLineTool.run(["snapshots", "report", "--format", "markdown"], in: dir)
        #expect(markdown.status == 0 && markdown.stdout.hasPrefix("### listshot snapshots: 1 of 2 failed\n"), "\(markdown.stdout)")
        // -o writes the file, and nothing to standard output.
        let junit = try CommandLineTool.run(["snapshots", "report", "--format", "junit", "-o", "snapshots.xml"], in: dir)
        #expect(junit.status == 0 && junit.stdout.isEmpty, "\(junit.stderr)")
        let xml = try String(contentsOfFile: dir + "/snapshots.xml", encoding: .utf8)
        #expect(xml.contains(#"<testsuites tests="2" failures="1">"#) && xml.contains(#"<testcase classname="FeedTests" name="scrolling() Snapshots/FeedTests/scrolling.feed.0@2x.png" file="Tests/FeedTests/F.swift" line="42"/>"#))
    }

    @Test func withoutARunItSaysWhatToDo() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["snapshots", "report", "--format", "junit"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "Error: no artifacts folder at ./.build/listshot/artifacts: run the tests first (swift test); "
            + "if they ran with LISTSHOT_ARTIFACTS, set it here too or pass --artifacts\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func anUnknownFormatNamesTheChoices() throws {
        let result = try CommandLineTool.run(["snapshots", "report", "--format", "xml"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'junit', 'github' or 'markdown'.\n"), "\(result.stderr)")
    }
}

import Foundation
import ListshotRaster
import Testing

@testable import ListshotTesting

/// The line printed at exit for a report with failures: for the failures that failed their
/// tests, not for those a test expected (as listshot's own tests expect theirs).
@Suite struct ExitLineTests {
    /// Failures recorded inside `withKnownIssue` are in the report, and not announced at exit.
    @Test func failuresATestExpectedAreNotAnnounced() throws {
        let picture = try image(), changed = try image(pixel: (3, 4, Color(red: 255, green: 255, blue: 255)))
        let result = try recordedIssues { _, _ in
            #expect(!check(picture, named: "badge"), "recorded")
            #expect(!check(changed, named: "badge"), "differs")
        }
        #expect(result.messages.count == 2)
        #expect(FailureLog.unexpectedFailures(artifactsDirectory: result.artifacts, run: TestRun.id) == 0)
        let page = try String(contentsOfFile: result.artifacts + "/index.html", encoding: .utf8)
        #expect(page.contains(#"<p class="count">2 snapshot failures</p>"#), "the report shows them")
    }

    /// One line for each report with failures that failed their tests, in the order of the folders.
    @Test func theLinesCountTheFailuresThatFailedTheirTests() {
        #expect(FailureLog.exitLines(unexpectedFailures: [("/b", 1), ("/a", 2), ("/c", 0)]) == [
            "listshot: 2 snapshot failures; report: /a/index.html",
            "listshot: 1 snapshot failure; report: /b/index.html",
        ])
    }
}

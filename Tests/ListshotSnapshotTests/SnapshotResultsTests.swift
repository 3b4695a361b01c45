import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import ListshotSnapshot
import Testing

/// Issue 35, item 5: a run's snapshot checks in the formats CI systems read.
@Suite struct SnapshotResultsTests {
    static let failure = SnapshotFailure(
        test: "FeedTests/scrolling()", sourceLocation: "Tests/FeedTests/FeedTests.swift:42",
        golden: "Snapshots/FeedTests/scrolling.feed.600@2x.png", summary: "1,204 of 1,316,640 pixels differ (allowed: 0)",
        expected: "FeedTests/e.png", actual: "FeedTests/a.png", diff: "FeedTests/d.png", offset: 600)
    static let pass = SnapshotPass(test: "SettingsTests/settings()", sourceLocation: "Tests/SettingsTests/S.swift:9", golden: "Snapshots/S/settings.png")

    static let results = SnapshotResults(
        logs: [SnapshotProcessLog(started: 1, checks: 2, failures: [failure], passes: [pass])], artifactsFolder: ".build/listshot/artifacts")

    @Test func junitHasATestcaseAGoldenAndTheFailuresPaths() throws {
        #expect(Self.results.junitXML() == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites tests="2" failures="1">
              <testsuite name="listshot snapshots" tests="2" failures="1">
                <testcase classname="FeedTests" name="scrolling() Snapshots/FeedTests/scrolling.feed.600@2x.png" file="Tests/FeedTests/FeedTests.swift" line="42">
                  <failure message="1,204 of 1,316,640 pixels differ (allowed: 0)" type="snapshot">1,204 of 1,316,640 pixels differ (allowed: 0)
            golden: Snapshots/FeedTests/scrolling.feed.600@2x.png
            expected: .build/listshot/artifacts/FeedTests/e.png
            actual: .build/listshot/artifacts/FeedTests/a.png
            diff: .build/listshot/artifacts/FeedTests/d.png</failure>
                </testcase>
                <testcase classname="SettingsTests" name="settings() Snapshots/S/settings.png" file="Tests/SettingsTests/S.swift" line="9"/>
              </testsuite>
            </testsuites>

            """)
    }

    /// Markup and control characters in a test's name or a summary leave the XML well formed.
    @Test func junitEscapesWhatXMLCannotHold() throws {
        var odd = Self.failure
        odd.test = "A<&>\"'/b\u{1}c()"
        odd.summary = "no golden at <x> & \u{7}"
        let xml = SnapshotResults(logs: [SnapshotProcessLog(started: 1, checks: 1, failures: [odd])], artifactsFolder: "a").junitXML()
        #expect(xml.contains(#"classname="A&lt;&amp;&gt;&quot;&#39;" name="bc() Snapshots"#))
        #expect(xml.contains(#"message="no golden at &lt;x&gt; &amp; ""#))
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    @Test func githubAnnotatesTheChecksLineAndCounts() {
        #expect(Self.results.githubCommands() == """
            ::error file=Tests/FeedTests/FeedTests.swift,line=42,title=Snapshot changed%3A FeedTests/scrolling()::Snapshots/FeedTests/scrolling.feed.600@2x.png: 1,204 of 1,316,640 pixels differ (allowed: 0)%0Aactual: .build/listshot/artifacts/FeedTests/a.png%0Adiff: .build/listshot/artifacts/FeedTests/d.png
            ::notice title=listshot snapshots::2 checks: 1 passed, 1 failed

            """)
        #expect(SnapshotResults.property("a,b:c%\nd") == "a%2Cb%3Ac%25%0Ad")
    }

    @Test func markdownTablesTheFailures() {
        #expect(Self.results.markdownSummary() == """
            ### listshot snapshots: 1 of 2 failed

            | test | golden | what changed | images |
            |---|---|---|---|
            | `FeedTests/scrolling()` | `Snapshots/FeedTests/scrolling.feed.600@2x.png` | 1,204 of 1,316,640 pixels differ (allowed: 0) | actual: `.build/listshot/artifacts/FeedTests/a.png`<br>diff: `.build/listshot/artifacts/FeedTests/d.png` |

            1 passed. Look at the report (`index.html` in `.build/listshot/artifacts`), then `listshot snapshots accept` what is right.

            """)
        let passing = SnapshotResults(logs: [SnapshotProcessLog(started: 1, checks: 1, failures: [], passes: [Self.pass])], artifactsFolder: "a")
        #expect(passing.markdownSummary() == "### listshot snapshots: all 1 passed\n\n1 check against the goldens, none changed.\n")
        #expect(SnapshotResults.cell("a|b`c\nd") == "a\\|b'c<br>d")
    }

    @Test func theLastRunIsReadFromTheArtifactsFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("results-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: SnapshotResults.LoadError.noArtifacts(folder: folder)) { try SnapshotResults.lastRun(in: folder, naming: "a") }
        try FileManager.default.createDirectory(atPath: folder + "/failures", withIntermediateDirectories: true)
        #expect(throws: SnapshotResults.LoadError.noRun(folder: folder + "/failures")) { try SnapshotResults.lastRun(in: folder, naming: "a") }
        let log = SnapshotProcessLog(started: 1, checks: 2, failures: [Self.failure], passes: [Self.pass])
        try JSONEncoder().encode(log).write(to: URL(fileURLWithPath: folder + "/failures/run7-12.json"))
        let results = try SnapshotResults.lastRun(in: folder, naming: ".build/listshot/artifacts")
        #expect(results == Self.results)
        #expect("\(SnapshotResults.LoadError.noRun(folder: "f"))" == "no test run is logged in f: run the tests first (swift test)")
    }
}

/// Issue 35, item 3: what changed in the view tree comes before the pixel counts in every format.
@Suite struct SnapshotResultsViewChangesTests {
    static let results: SnapshotResults = {
        var failure = SnapshotResultsTests.failure
        failure.viewChanges = ViewTreeChanges(lines: [#"row 0.2 label: "Alan Turing" → "Alan Kay""#, "row 0.3 moved 2 pt down"])
        var pixelOnly = SnapshotResultsTests.failure
        pixelOnly.golden = "Snapshots/FeedTests/scrolling.feed.0@2x.png"
        pixelOnly.viewChanges = ViewTreeChanges(lines: [])
        return SnapshotResults(logs: [SnapshotProcessLog(started: 1, checks: 2, failures: [failure, pixelOnly])], artifactsFolder: "a")
    }()

    @Test func junitsMessageListsTheTreesChangesFirst() {
        let xml = Self.results.junitXML()
        #expect(xml.contains(#"<failure message="row 0.2 label: &quot;Alan Turing&quot; → &quot;Alan Kay&quot;; row 0.3 moved 2 pt down; 1,204 of 1,316,640 pixels differ (allowed: 0)" type="snapshot">row 0.2 label: &quot;Alan Turing&quot; → &quot;Alan Kay&quot;"#))
        #expect(xml.contains(#"<failure message="The view tree is the same: only the drawing changed (an engine or drawing change); 1,204 of"#))
    }

    @Test func githubAndMarkdownListThemToo() {
        #expect(Self.results.githubCommands().contains(
            "::Snapshots/FeedTests/scrolling.feed.600@2x.png: row 0.2 label: \"Alan Turing\" → \"Alan Kay\"%0Arow 0.3 moved 2 pt down%0A1,204 of 1,316,640 pixels differ (allowed: 0)"))
        #expect(Self.results.markdownSummary().contains(
            "| row 0.2 label: \"Alan Turing\" → \"Alan Kay\"<br>row 0.3 moved 2 pt down<br>1,204 of 1,316,640 pixels differ (allowed: 0) |"))
    }

    @Test func theReportListsThemAboveTheSummary() {
        let article = SnapshotReport.article(for: Self.results.failures[0].failure!, number: 1, test: "t")
        #expect(article.contains("""
            <ul class="view-changes">
            <li>row 0.2 label: &quot;Alan Turing&quot; → &quot;Alan Kay&quot;</li>
            <li>row 0.3 moved 2 pt down</li>
            </ul>
            <p class="summary">1,204 of 1,316,640 pixels differ (allowed: 0)</p>
            """))
        let pixelOnly = SnapshotReport.article(for: Self.results.failures[1].failure!, number: 2, test: "t")
        #expect(pixelOnly.contains(#"<p class="view-changes">The view tree is the same: only the drawing changed (an engine or drawing change).</p>"#))
    }
}

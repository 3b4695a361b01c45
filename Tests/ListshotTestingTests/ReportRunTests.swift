import Foundation
import ListshotPNG
import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import Testing

@testable import ListshotTesting

/// The HTML report is this run's: rewritten at a run's first check, so that a run in which
/// everything passes no longer shows an earlier run's failures (whose images are gone).
@Suite struct ReportRunTests {
    /// The `src` and `href` targets of `page` other than in-page anchors, percent-decoded.
    static func links(in page: String) -> [String] {
        var links: [String] = []
        for attribute in ["src=\"", "href=\""] {
            var rest = page[...]
            while let start = rest.range(of: attribute) {
                rest = rest[start.upperBound...]
                let value = String(rest.prefix { $0 != "\"" })
                if !value.hasPrefix("#") { links.append(value.removingPercentEncoding ?? value) }
            }
        }
        return links
    }

    /// The checks of one run made through the assertions' own path, with `run` as its id.
    static func check(_ picture: Framebuffer, run: String, function: StaticString = #function) throws -> Bool {
        let site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column, function: function)
        let settings = try #require(SnapshotSettings(record: nil, snapshotDirectory: nil, tolerance: .exact, site: site, run: run))
        return settings.check(picture, golden: GoldenName(fileID: #fileID, function: "\(function)", name: "badge"))
    }

    @Test func aPassingRunRewritesTheReportOfAnEarlierRunsFailures() throws {
        let expected = try image(), changed = try image(pixel: (2, 3, Color(red: 0, green: 0, blue: 0)))
        var afterFailure = "", afterPass = ""
        let result = try recordedIssues { snapshots, artifacts in
            let golden = snapshots + "/ReportRunTests/aPassingRunRewritesTheReportOfAnEarlierRunsFailures.badge.png"
            try FileManager.default.createDirectory(atPath: snapshots + "/ReportRunTests", withIntermediateDirectories: true)
            try PNGEncoder.write(expected, to: golden)
            #expect(try !Self.check(changed, run: "11-1"), "the earlier run fails")
            afterFailure = try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8)
            #expect(try Self.check(expected, run: "22-2"), "the later run passes")
            afterPass = try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8)
        }
        #expect(result.messages.count == 1, "only the earlier run's mismatch")
        let folder = "ReportRunTests/aPassingRunRewritesTheReportOfAnEarlierRunsFailures.badge"
        #expect(afterFailure.contains(#"<p class="count">1 snapshot failure</p>"#))
        #expect(Self.links(in: afterFailure).sorted() == [
            "\(folder)/actual.png", "\(folder)/actual.png", "\(folder)/actual.png",
            "\(folder)/composite.png", "\(folder)/diff.png", "\(folder)/diff.png",
            "\(folder)/expected.png", "\(folder)/expected.png", "\(folder)/expected.png",
        ])
        #expect(!exists(result.artifacts + "/" + folder), "the passing check removed the failure's images")

        // The later run's page: no failure, no image, the count and the run.
        #expect(afterPass.contains("<title>listshot snapshot report</title>"))
        #expect(afterPass.contains(#"<p class="count passed">No snapshot failed</p>"#))
        let runLine = try #require(afterPass.split(separator: "\n").first { $0.hasPrefix(#"<p class="run">"#) })
        #expect(runLine.wholeMatch(of: /<p class="run">Run started \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC; 1 check<\/p>/) != nil, "\(runLine)")
        #expect(afterPass.contains(
            #"<main>"# + "\n" + #"<p class="none-failed">No snapshot failed in this run: every check matched its golden.</p>"# + "\n</main>"))
        #expect(!afterPass.contains("<section"))
        #expect(!afterPass.contains("aPassingRunRewritesTheReportOfAnEarlierRunsFailures"), "the earlier failure is gone")
        #expect(Self.links(in: afterPass).isEmpty, "no image links, dangling or not")
        #expect(listFolder(result.artifacts + "/failures") == [".lock", "22-2-\(getpid()).json"], "the earlier run's file removed")
    }

    @Test func theReportCountsEveryProcessOfTheRunAndLinksOnlyImagesThatExist() throws {
        let picture = try image()
        var page = ""
        let result = try recordedIssues { snapshots, artifacts in
            // Another process of the same run, and one of an earlier run.
            try FileManager.default.createDirectory(atPath: artifacts + "/failures", withIntermediateDirectories: true)
            let other = SnapshotFailure(
                test: "Other/test()", sourceLocation: "Other.swift:1", golden: "/g.png", summary: "no golden", actual: "other/actual.png")
            try FileManager.default.createDirectory(atPath: artifacts + "/other", withIntermediateDirectories: true)
            try PNGEncoder.write(picture, to: artifacts + "/other/actual.png")
            let encoder = JSONEncoder()
            try encoder.encode(FailureLog.ProcessRecord(started: 0, checks: 3, failures: [other]))
                .write(to: URL(fileURLWithPath: artifacts + "/failures/33-3-1.json"))
            try encoder.encode(FailureLog.ProcessRecord(started: 0, checks: 9, failures: [other]))
                .write(to: URL(fileURLWithPath: artifacts + "/failures/30-3-1.json"))
            #expect(try !Self.check(picture, run: "33-3"), "recorded: a failure")
            page = try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8)
        }
        #expect(result.messages.count == 1)
        #expect(page.contains(#"<p class="count">2 snapshot failures</p>"#))
        #expect(page.contains(#"<p class="run">Run started 1970-01-01 00:00:00 UTC; 4 checks</p>"#), "3 there, 1 here; the earliest start")
        #expect(page.components(separatedBy: "<section").count == 3)
        let links = Self.links(in: page)
        #expect(!links.isEmpty)
        for link in links {
            #expect(exists(link.hasPrefix("/") ? link : result.artifacts + "/" + link), "\(link)")
        }
        #expect(listFolder(result.artifacts + "/failures") == [".lock", "33-3-1.json", "33-3-\(getpid()).json"])
    }
}

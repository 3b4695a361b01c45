import Foundation
import ListshotFiles
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
    static func check(_ picture: Framebuffer, run: String, record: RecordMode? = nil, function: StaticString = #function) throws -> Bool {
        let site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column, function: function)
        let settings = try #require(SnapshotSettings(record: record, snapshotDirectory: nil, tolerance: .exact, site: site, run: run))
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
        // The images, the slider and the zoomed crops: every one inside the artifacts folder.
        #expect(Self.links(in: afterFailure).sorted() == [
            "\(folder)/actual.png", "\(folder)/actual.png", "\(folder)/actual.png", "\(folder)/actual.png",
            "\(folder)/composite.png", "\(folder)/diff.png", "\(folder)/diff.png", "\(folder)/diff.png",
            "\(folder)/expected.png", "\(folder)/expected.png", "\(folder)/expected.png", "\(folder)/expected.png",
        ])
        #expect(afterFailure.contains(#"<p class="accept">"#) && afterFailure.contains(#"<figure class="zoom">"#))
        #expect(!exists(result.artifacts + "/" + folder), "the passing check removed the failure's images")

        // The later run's page: no failure, no image, the count and the run.
        #expect(afterPass.contains("<title>listshot snapshot report</title>"))
        #expect(afterPass.contains(#"<p class="count passed">No snapshot failed</p>"#))
        let runLine = try #require(afterPass.split(separator: "\n").first { $0.hasPrefix(#"<p class="run">"#) })
        #expect(runLine.wholeMatch(of: /<p class="run">Run started \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC; 1 check<\/p>/) != nil, "\(runLine)")
        #expect(afterPass.contains(
            #"<main>"# + "\n" + #"<p class="none-failed">No snapshot failed in this run: every check matched its golden.</p>"# + "\n"
                + #"<details class="passed-assertions"><summary>1 assertion passed (1 check)</summary>"#))
        #expect(!afterPass.contains("<section"))
        #expect(afterPass.components(separatedBy: "aPassingRunRewritesTheReportOfAnEarlierRunsFailures").count == 3,
            "the earlier failure is gone: only the pass's test and golden")
        #expect(Self.links(in: afterPass).isEmpty, "no image links, dangling or not")
        #expect(listFolder(result.artifacts + "/failures") == [".lock", "22-2-\(getpid()).json"], "the earlier run's file removed")
    }

    /// A golden recorded, then checked again in the same run and matched (a retried test):
    /// the pass leaves the images the run's failure shows, so the report's links still work.
    /// A failure of an earlier run is still cleared by a pass.
    @Test func aPassAfterTheSameRunsFailureKeepsItsImages() throws {
        let picture = try image()
        var page = "", missing: [String] = []
        let result = try recordedIssues { snapshots, artifacts in
            #expect(try !Self.check(picture, run: "55-5"), "recorded: a failure")
            #expect(try Self.check(picture, run: "55-5"), "the same image again: a pass")
            page = try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8)
            missing = Self.links(in: page).filter { !exists(artifacts + "/" + $0) }
            #expect(try !Self.check(try image(pixel: (1, 1, Color(red: 0, green: 0, blue: 0))), run: "66-6"), "a later run's mismatch")
            #expect(try Self.check(picture, run: "77-7"), "a still later run's pass")
        }
        #expect(result.messages.count == 2)
        #expect(page.contains(#"<p class="count">1 snapshot failure</p>"#))
        let links = Self.links(in: page)
        #expect(links == Array(repeating: "ReportRunTests/aPassAfterTheSameRunsFailureKeepsItsImages.badge/actual.png", count: 2), "the image and its link")
        #expect(missing.isEmpty, "the page links to images that are gone")
        #expect(!exists(result.artifacts + "/ReportRunTests/aPassAfterTheSameRunsFailureKeepsItsImages.badge"), "an earlier run's images are removed")
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

    /// A run's log holds its passes (test, line, golden, offset) as well as its failures; the
    /// golden is named from the package's folder, a mismatch carries the provenance a
    /// recording writes and the changed region, and a golden just recorded is shown from a
    /// copy inside the artifacts folder, not from the snapshot folder. Accepting the
    /// mismatch writes the golden recording would.
    @Test func theLogHoldsPassesAndEveryImageStaysInsideTheArtifactsFolder() throws {
        let root = PackageRoot.of(filePath: #filePath)
        let snapshots = root + "/.build/listshot-tests/" + UUID().uuidString, artifacts = makeTemporaryFolder()
        defer { removeTree(snapshots); removeTree(artifacts) }
        let expected = try image(), changed = try image(pixel: (2, 3, Color(red: 0, green: 0, blue: 0)))
        let goldenName = "ReportRunTests/theLogHoldsPassesAndEveryImageStaysInsideTheArtifactsFolder.badge.png"
        let golden = snapshots + "/" + goldenName, shownGolden = String(golden.dropFirst(root.count + 1))
        var logs: [[SnapshotProcessLog]] = [], pages: [String] = [], copied = false
        var accepted: (changes: [String], bytes: [UInt8]) = ([], []), recordedBytes: [UInt8] = [1]
        withSnapshots(snapshotDirectory: snapshots, artifactsDirectory: artifacts) {
            withKnownIssue(isIntermittent: true) {
                for (picture, run) in [(expected, "41-1"), (expected, "42-2"), (changed, "43-3")] {
                    _ = try Self.check(picture, run: run)
                    logs.append(try SnapshotProcessLog.logs(of: run, in: artifacts + "/failures"))
                    pages.append(try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8))
                    // The next check rewrites the golden's artifacts folder: compare the copy now.
                    if let actual = logs.last?.first?.failures.first?.actual, logs.count == 1 {
                        copied = try FileReader.readAll(artifacts + "/" + actual) == FileReader.readAll(golden)
                    }
                }
                // Accepting the mismatch's actual image writes what recording it writes.
                var changes: [String] = []
                // The snapshot folder is set in code, so accept is told it (as `--snapshots` does).
                try SnapshotAcceptance.accept(artifactsDirectory: artifacts, packageRoot: root, snapshotFolders: [snapshots]) {
                    changes.append("\($0)")
                }
                accepted = (changes, try FileReader.readAll(golden))
                _ = try Self.check(changed, run: "44-4", record: .all)
                recordedBytes = try FileReader.readAll(golden)
            }
        }
        // Recorded: the page shows a copy of the new golden, inside the artifacts folder.
        let recorded = try #require(logs[0].first?.failures.first)
        #expect(recorded.golden == shownGolden)
        #expect(recorded.actual == "ReportRunTests/theLogHoldsPassesAndEveryImageStaysInsideTheArtifactsFolder.badge/actual.png")
        #expect(recorded.provenance == nil, "a golden just recorded has nothing to accept")
        #expect(copied, "the new golden's bytes")
        #expect(Self.links(in: pages[0]).allSatisfy { !$0.hasPrefix("/") && !$0.contains("..") }, "\(Self.links(in: pages[0]))")

        // Passed (the log is written at a failure or at exit, so read this process's state).
        #expect(logs[1].first?.passes == [
            SnapshotPass(
                test: "ListshotTestingTests/ReportRunTests.swift theLogHoldsPassesAndEveryImageStaysInsideTheArtifactsFolder()",
                sourceLocation: recorded.sourceLocation, golden: shownGolden)
        ])
        #expect(pages[1].contains("<li>Image: <code>\(shownGolden)</code></li>"))

        // A mismatch: what accepting its actual image needs, and nothing outside the folder.
        let mismatch = try #require(logs[2].first?.failures.first)
        #expect(mismatch.provenance == SnapshotProvenance(text: try PNGDecoder.text(contentsOf: golden)), "as recorded")
        #expect(mismatch.provenance?.name == "badge")
        #expect(mismatch.changedRegion == ChangedRegion(x: 0, y: 0, width: 11, height: 12))
        for link in Self.links(in: pages[2]) {
            #expect(!link.hasPrefix("/") && exists(artifacts + "/" + link), "\(link)")
        }
        #expect(!pages[2].contains(root), "no absolute path of this machine")
        #expect(accepted.changes == ["updated " + shownGolden])
        #expect(accepted.bytes == recordedBytes, "accepted as LISTSHOT_RECORD=all would record it")
    }
}

import Foundation
import ListshotSnapshot
@testable import ListshotTesting
import ListshotTestSupport
import Testing

/// The report is rewritten after the 1st, 2nd, 4th, 8th … failure of a process, and after
/// any failure a second or more after the last rewrite: a run of many failures costs about
/// N log N, where rewriting the page on every failure would cost N².
/// The failures are recorded as expected: no test reported them, so they are not the run's
/// and the exit line does not announce them.
@Suite struct ReportRewriteTests {
    static func failure(_ number: Int) -> SnapshotFailure {
        SnapshotFailure(
            test: "ManyTests/test\(number)()", sourceLocation: "Tests/ManyTests/ManyTests.swift:\(number)",
            golden: "Snapshots/ManyTests/test\(number).frame.png", summary: "12 of 100 pixels differ (allowed: 0)")
    }

    /// How many failures the page in `folder` shows.
    static func shown(in folder: String) throws -> Int {
        let page = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
        return page.components(separatedBy: "<section").count - 1
    }

    @Test func failuresInQuickSuccessionRewriteThePageAtPowersOfTwoAndAfterASecond() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let run = "rewrite-\(UUID().uuidString)"
        var shown: [Int] = []
        for number in 1...9 {
            FailureLog.record(.failed(Self.failure(number)), expected: true, artifactsDirectory: folder, run: run)
            shown.append(try Self.shown(in: folder))
        }
        #expect(shown == [1, 2, 2, 4, 4, 4, 4, 8, 8])
        // A failure a second after the last rewrite is shown at once.
        Thread.sleep(forTimeInterval: FailureLog.rewriteInterval + 0.05)
        FailureLog.record(.failed(Self.failure(10)), expected: true, artifactsDirectory: folder, run: run)
        #expect(try Self.shown(in: folder) == 10)
        // A pass rewrites nothing (only a process's first check does).
        FailureLog.record(.passed(SnapshotPass(test: "ManyTests/ok()", sourceLocation: "Tests/ManyTests/ManyTests.swift:99", golden: "Snapshots/ManyTests/ok.png")), artifactsDirectory: folder, run: run)
        #expect(try Self.shown(in: folder) == 10)
    }

    /// Prints what 800 failures in one process cost the report (no limit asserted: machines differ).
    @Test func theCostOfManyFailuresIsPrinted() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let run = "cost-\(UUID().uuidString)"
        let start = Date()
        for number in 1...800 { FailureLog.record(.failed(Self.failure(number)), expected: true, artifactsDirectory: folder, run: run) }
        print("ReportRewriteTests: 800 failures cost the report \(Int(Date().timeIntervalSince(start) * 1000)) ms")
        #expect(try Self.shown(in: folder) >= 512)
    }
}

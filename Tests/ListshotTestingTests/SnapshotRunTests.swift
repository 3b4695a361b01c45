import Foundation
import ListshotSnapshot
import ListshotTestSupport
import Testing

@testable import ListshotTesting

/// One run state for the process (issue 36, item 7): the golden claims, the failure log and
/// the goldens used are parts of one `SnapshotRun`; a new value starts empty, claims and
/// failures are kept by test run, and every task of the process sees the shared one.
@Suite struct SnapshotRunTests {
    private static func site(line: UInt) -> CallSite {
        CallSite(fileID: #fileID, filePath: #filePath, line: line, column: 1, function: #function)
    }

    @Test func aNewRunStateStartsEmptyAndKeepsClaimsByTestRun() {
        var state = SnapshotRun()
        let first = Self.site(line: 1), second = Self.site(line: 2)
        #expect(state.claims.claim("/g.png", in: "a", for: first, image: 1, test: "t", imagesMayDiffer: false) == nil)
        #expect(state.claims.claim("/g.png", in: "a", for: second, image: 1, test: "t", imagesMayDiffer: false) == .otherSite(first))
        #expect(state.claims.claim("/g.png", in: "b", for: second, image: 1, test: "t", imagesMayDiffer: false) == nil, "another run's")
        #expect(state.testRun.use("/p/Snapshots/g.png", packageRoot: "/p") == ["/p/Snapshots/g.png"])
        #expect(state.testRun.use("/p/Snapshots/g.png", packageRoot: "/p") == nil, "already used")
        let fresh = SnapshotRun()
        #expect(fresh.testRun.used.isEmpty)
        var freshClaims = fresh.claims
        #expect(freshClaims.claim("/g.png", in: "a", for: second, image: 1, test: "t", imagesMayDiffer: false) == nil)
    }

    @Test func everyTaskOfTheProcessSharesTheRunState() async throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let run = "SnapshotRunTests-\(UUID().uuidString)", golden = folder + "/Snapshots/T/g.png"
        let first = Self.site(line: 1), second = Self.site(line: 2)
        #expect(GoldenClaims.claim(golden, in: run, for: first, image: 1, test: "t") == nil)
        let conflict = await Task.detached { GoldenClaims.claim(golden, in: run, for: second, image: 1, test: "t") }.value
        #expect(conflict == .otherSite(first), "a claim made in one task holds in another")

        let failure = SnapshotFailure(test: "T/t()", sourceLocation: "T.swift:1", golden: "Snapshots/T/g.png", summary: "differs")
        await Task.detached { FailureLog.record(.failed(failure), expected: true, artifactsDirectory: folder, run: run) }.value
        #expect(FailureLog.hasFailure(of: "Snapshots/T/g.png", artifactsDirectory: folder, run: run))
        #expect(!FailureLog.hasFailure(of: "Snapshots/T/g.png", artifactsDirectory: folder, run: run + "-other"), "another run's")
        #expect(FailureLog.unexpectedFailures(artifactsDirectory: folder, run: run) == 0, "an expected failure")

        await Task.detached { TestRun.recordUse(of: golden, packageRoot: folder) }.value
        #expect(SnapshotRun.shared.withLock { $0.testRun.used[folder] } == [golden])
        let file = try String(contentsOfFile: folder + "/.build/listshot/runs/\(TestRun.id)-\(getpid()).txt", encoding: .utf8)
        #expect(file.contains(golden))
    }
}

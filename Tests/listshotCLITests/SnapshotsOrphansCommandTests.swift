import Foundation
import ListshotSnapshot
import Testing

/// `listshot snapshots orphans`: the goldens the last full test run did not use.
@Suite struct SnapshotsOrphansCommandTests {
    /// A package folder with goldens `a` (used), `b` and `sub/c` (not), and the run records given.
    static func package(runs: [SnapshotRunRecord]) throws -> String {
        let root = try CommandLineTool.temporaryFolder()
        for path in ["Snapshots/T/a.png", "Snapshots/T/b.png", "Snapshots/T/sub/c.png", "Snapshots/notes.txt"] {
            try FileManager.default.createDirectory(
                atPath: (root + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: root + "/" + path, contents: Data([1]))
        }
        try FileManager.default.createDirectory(atPath: root + "/.build/listshot/runs", withIntermediateDirectories: true)
        for (index, run) in runs.enumerated() {
            let path = root + "/.build/listshot/runs/\(run.run)-\(run.process).txt"
            let text = run.text.replacingOccurrences(of: "ROOT", with: root)
            _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
            // Later records are newer.
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(index))], ofItemAtPath: path)
        }
        return root
    }

    static func record(_ run: String, _ process: Int, filtered: Bool = false, _ used: [String]) -> SnapshotRunRecord {
        SnapshotRunRecord(run: run, process: process, filtered: filtered, used: Set(used.map { "ROOT/Snapshots/" + $0 }))
    }

    @Test func theGoldensNoAssertionUsedInTheLastRunAreListed() throws {
        // The newest run had two processes (XCTest and Swift Testing); an older one used b.
        let root = try Self.package(runs: [
            Self.record("100-1", 5, ["T/b.png"]),
            Self.record("200-7", 8, []),
            Self.record("200-7", 9, ["T/a.png"]),
        ])
        let result = try CommandLineTool.run(["snapshots", "orphans"], in: root)
        #expect(result.status == 1)
        #expect(result.stdout == "T/b.png\nT/sub/c.png\n")
        #expect(result.stderr == "listshot: 2 goldens in ./Snapshots not used by the last full test run\n")
    }

    @Test func noOrphansExitsZero() throws {
        let root = try Self.package(runs: [Self.record("300-1", 2, ["T/a.png", "T/b.png", "T/sub/c.png"])])
        let result = try CommandLineTool.run(["snapshots", "orphans", "--package", root], in: "/")
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "listshot: every golden in \(root)/Snapshots was used by the last full test run\n")
    }

    @Test func aFilteredRunIsNotJudged() throws {
        let root = try Self.package(runs: [
            Self.record("400-1", 2, ["T/a.png", "T/b.png", "T/sub/c.png"]),
            Self.record("500-1", 3, filtered: true, ["T/a.png"]),
        ])
        let result = try CommandLineTool.run(["snapshots", "orphans"], in: root)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: the last test run (500-1) ran only some tests (--filter, --skip or named tests), "
            + "so a golden it did not use may still be used by a test it skipped; run the whole test suite (swift test), then ask again\n")
    }

    @Test func noRecordedRunIsNotJudged() throws {
        let root = try Self.package(runs: [])
        let result = try CommandLineTool.run(["snapshots", "orphans"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "Error: no test run is recorded in \(root)/.build/listshot/runs; run the whole test suite (swift test) first\n")
    }

    @Test func aMissingSnapshotFolderIsNamed() throws {
        let root = try Self.package(runs: [Self.record("600-1", 2, [])])
        let result = try CommandLineTool.run(["snapshots", "orphans", "--snapshots", "Goldens"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "Error: no snapshot folder at \(root)/Goldens\n")
    }

    @Test func aRecordReadsBackWhatItWrote() {
        let record = SnapshotRunRecord(run: "12-34", process: 56, filtered: true, used: ["/a/b.png", "/a/c d.png"])
        #expect(SnapshotRunRecord(text: record.text) == record)
        #expect(record.text == "run 12-34\nprocess 56\nfiltered\nused /a/b.png\nused /a/c d.png\n")
        #expect(SnapshotRunRecord(text: "run x\nprocess y\nfull\n") == nil)
    }
}

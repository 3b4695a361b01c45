import Foundation
import ListshotSnapshot
import Testing

/// `listshot snapshots orphans`: the goldens the last full test run did not use.
@Suite struct SnapshotsOrphansCommandTests {
    /// A package folder with goldens `a` (used), `b` and `sub/c` (not), `b`'s view tree beside
    /// it (no golden itself), and the run records given.
    static func package(runs: [SnapshotRunRecord]) throws -> String {
        let root = try CommandLineTool.temporaryFolder()
        for path in ["Snapshots/T/a.png", "Snapshots/T/b.png", "Snapshots/T/b.views.json", "Snapshots/T/sub/c.png", "Snapshots/notes.txt"] {
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

    /// The records of the processes `swift test` ARGUMENTS starts (as Swift 6.3 starts them:
    /// the Swift Testing process with swift test's arguments and `--testing-library
    /// swift-testing`; under `--parallel` one XCTest process a test, given its name), each
    /// judging as `ListshotTesting` does (`TestSelection.partial(process:parent:)`).
    static func records(_ run: String, swiftTest arguments: [String]) -> [SnapshotRunRecord] {
        let parent = ["/opt/swift/usr/bin/swift-test"] + arguments
        let processes: [(own: [String], used: [String])] =
            (arguments.contains("--parallel")
                ? [(["T.X/testA"], ["T/a.png"]), (["T.X/testB"], ["T/b.png"])] : [([], ["T/a.png", "T/b.png"])])
            + [(arguments + ["--testing-library", "swift-testing"], ["T/sub/c.png"])]
        return processes.enumerated().map { index, process in
            let selection = TestSelection.partial(process: process.own, parent: parent)
            return SnapshotRunRecord(
                run: run, process: 10 + index, filtered: selection != nil, selection: selection,
                used: Set(process.used.map { "ROOT/Snapshots/" + $0 }))
        }
    }

    /// A run of every test, with flags that take no value or options with one, is judged
    /// (issue 24 item 2: after `swift test --parallel` orphans said the run was filtered).
    @Test(arguments: [
        ["--parallel"], ["--parallel", "--num-workers", "2"], ["--enable-swift-testing", "--parallel"],
        ["--disable-xctest"], ["--enable-xctest", "--disable-swift-testing", "--skip-build", "-v"],
        ["-c", "debug", "--xunit-output", "out.xml", "--attachments-path", "Attachments"],
    ])
    func aFullRunIsJudgedWhateverItsFlags(_ arguments: [String]) throws {
        let root = try Self.package(runs: Self.records("700-1", swiftTest: arguments))
        let result = try CommandLineTool.run(["snapshots", "orphans"], in: root)
        #expect(result.status == 0, "swift test \(arguments.joined(separator: " "))")
        #expect(result.stdout == "")
        #expect(result.stderr == "listshot: every golden in ./Snapshots was used by the last full test run\n")
    }

    /// A run that `--filter` or `--skip` chose tests for is not judged, and the message says
    /// which arguments chose them.
    @Test(arguments: [
        (["--filter", "Feed"], "--filter Feed"), (["--filter=Feed", "--parallel"], "--filter=Feed"),
        (["--parallel", "--skip", "Slow"], "--skip Slow"), (["--skip=Slow", "--enable-swift-testing"], "--skip=Slow"),
        (["--disable-xctest", "--filter", "A", "--skip", "B"], "--filter A --skip B"),
    ])
    func aRunOfSomeTestsIsNotJudgedNamingWhatChoseThem(_ arguments: [String], _ selection: String) throws {
        let root = try Self.package(runs: Self.records("800-1", swiftTest: arguments))
        let result = try CommandLineTool.run(["snapshots", "orphans"], in: root)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "Error: the last test run (800-1) ran only some tests (\(selection)), "
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
        let chosen = SnapshotRunRecord(run: "12-34", process: 56, filtered: true, selection: "--filter a b", used: ["/a/b.png"])
        #expect(SnapshotRunRecord(text: chosen.text) == chosen)
        #expect(chosen.text == "run 12-34\nprocess 56\nfiltered by --filter a b\nused /a/b.png\n")
        #expect(SnapshotRunRecord(run: "1-2", process: 3, filtered: false, selection: "x", used: []).text == "run 1-2\nprocess 3\nfull\n")
        #expect(SnapshotRunRecord(text: "run x\nprocess y\nfull\n") == nil)
    }
}

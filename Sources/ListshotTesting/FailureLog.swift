#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListshotFiles
import ListshotSnapshot

/// The checks and failures of this test run, and the HTML report of them (`index.html` in
/// the artifacts folder), rewritten at the first check of each process, after failures and
/// when the process ends, so that it is this run's whenever the run stops: a run in which
/// nothing failed says so, instead of leaving an older run's failures (whose images a
/// passing check has removed) on the page.
///
/// A rewrite reads and writes every failure so far, so rewriting after each one would cost
/// a run of N failures N². It is rewritten after the 1st, 2nd, 4th, 8th … failure, and after
/// any failure a second or more after the last rewrite: while failures come fast the page is
/// at most a second behind, and always whole at the end.
///
/// The processes of one `swift test` share the report: each keeps its checks and failures
/// in `failures/<run>-<pid>.json`, and the report shows every file of the current run; at a
/// process's first check, files of earlier runs are removed. Writes are serialised by a lock
/// file (`failures/.lock`), and every file is written atomically (`AtomicFile`). When a
/// process that had failures ends, the report's path is printed, unless every failure in
/// it was one its test expected (recorded inside `withKnownIssue`): those are in the report,
/// but are not the run's failures.
///
/// A value holds one process's checks and failures and its rewrite schedule
/// (``SnapshotRun/failureLog``); the static members record and write in this process's run state.
struct FailureLog {
    /// One process's part of a run, as its file holds it.
    typealias ProcessRecord = SnapshotProcessLog

    /// What one check found: a pass or a failure, each with where it was made.
    enum Check {
        case passed(SnapshotPass)
        case failed(SnapshotFailure)
    }

    private struct Key: Hashable {
        let folder: String
        let run: String
    }

    /// Each report's checks and failures in this process.
    private var records: [Key: ProcessRecord] = [:]
    /// For each report, how many of this process's failures it showed when last written, and when.
    private var written: [Key: (failures: Int, at: Date)] = [:]
    /// For each report, how many of this process's failures failed their test (not expected).
    private var unexpected: [Key: Int] = [:]
    /// Whether the handler that rewrites the reports at exit is registered (once a process).
    private var exitHandlerRegistered = false

    /// The longest a failure waits for the report to be rewritten, unless the process ends first.
    static let rewriteInterval: TimeInterval = 1

    /// Held while this process writes, so that its files are written in the order of its
    /// checks. It guards no state (``SnapshotRun`` holds that) but the order of the disk
    /// writes, apart from the run state's lock so that no check waits for the disk.
    private static let writing = Lock(())

    /// The page's title.
    static let title = "listshot snapshot report"

    /// Adds a check made with `artifactsDirectory` in `run`, passed or failed. The first
    /// check of the run in this process starts the report (earlier runs' files removed, the
    /// page rewritten); a failure rewrites it. An `expected` failure (its test expected it:
    /// Swift Testing matched its issue as known) is in the report but not announced at exit.
    static func record(_ check: Check, expected: Bool = false, artifactsDirectory: String, run: String = TestRun.id) {
        let key = Key(folder: artifactsDirectory, run: run)
        let (first, rewrite) = SnapshotRun.shared.withLock { $0.failureLog.add(check, expected: expected, to: key, at: Date()) }
        guard rewrite else { return }
        write(key, removingEarlierRuns: first, creatingFolder: true)
        if first { writeAtExit() }
    }

    /// Adds `check` to the report `key` at `now`; returns whether it is the report's first
    /// check in this process, and whether the report is due a rewrite (its first check, its
    /// failures doubled since the last, or a new failure a ``rewriteInterval`` after it).
    private mutating func add(_ check: Check, expected: Bool, to key: Key, at now: Date) -> (first: Bool, rewrite: Bool) {
        let first = records[key] == nil
        var record = records[key] ?? ProcessRecord(started: now.timeIntervalSince1970, checks: 0, failures: [])
        record.checks += 1
        switch check {
        case let .passed(pass): record.passes.append(pass)
        case let .failed(failure):
            record.failures.append(failure)
            if !expected { unexpected[key, default: 0] += 1 }
        }
        records[key] = record
        let last = written[key] ?? (failures: 0, at: .distantPast)
        let failures = record.failures.count
        let rewrite = first
            || (failures > last.failures && (failures >= 2 * last.failures || now.timeIntervalSince(last.at) >= Self.rewriteInterval))
        if rewrite { written[key] = (failures, now) }
        return (first, rewrite)
    }

    /// How many of this process's failures with `artifactsDirectory` in `run` failed their
    /// test: those the exit line counts.
    static func unexpectedFailures(artifactsDirectory: String, run: String) -> Int {
        SnapshotRun.shared.withLock { $0.failureLog.unexpected[Key(folder: artifactsDirectory, run: run)] ?? 0 }
    }

    /// The lines printed at exit: for each artifacts folder (sorted) with failures that
    /// failed their test, how many and where the report is.
    static func exitLines(unexpectedFailures: [(artifactsDirectory: String, count: Int)]) -> [String] {
        unexpectedFailures.filter { $0.count > 0 }.sorted { $0.artifactsDirectory < $1.artifactsDirectory }.map { folder, count in
            "listshot: \(count) snapshot failure\(count == 1 ? "" : "s"); report: \(folder)/index.html"
        }
    }

    /// Whether this process has a failure of `golden` (as the report names it) in `run`.
    static func hasFailure(of golden: String, artifactsDirectory: String, run: String) -> Bool {
        SnapshotRun.shared.withLock {
            $0.failureLog.records[Key(folder: artifactsDirectory, run: run)]?.failures.contains { $0.golden == golden } ?? false
        }
    }

    /// Writes this process's file for `key` and the report of every file of its run.
    private static func write(_ key: Key, removingEarlierRuns: Bool, creatingFolder: Bool) {
        writing.withLock { _ in
            let folder = key.folder + "/" + SnapshotProcessLog.folderName
            do {
                if !creatingFolder, !FileManager.default.fileExists(atPath: key.folder) { return }
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try withFileLock(folder + "/.lock") {
                    if removingEarlierRuns { removeEarlierRuns(of: key.run, in: folder) }
                    guard let record = SnapshotRun.shared.withLock({ $0.failureLog.records[key] }) else { return }
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                    try AtomicFile.write(Array(try encoder.encode(record)), to: folder + "/\(key.run)-\(getpid()).json")
                    let all = try SnapshotProcessLog.logs(of: key.run, in: folder)
                    let run = SnapshotReport.Run(
                        started: all.map(\.started).min().map { Date(timeIntervalSince1970: $0) },
                        checks: all.reduce(0) { $0 + $1.checks })
                    _ = try SnapshotReport.write(
                        failures: all.flatMap(\.failures), passes: all.flatMap(\.passes), title: title, run: run, to: key.folder)
                }
            } catch {
                FileHandle.standardError.write(Data("listshot: could not write the snapshot report in \(key.folder): \(error)\n".utf8))
            }
        }
    }

    private static func removeEarlierRuns(of run: String, in folder: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasSuffix(".json") && !name.hasPrefix(run + "-") {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// Runs `body` holding an exclusive `flock` on the file at `path` (made if missing), so
    /// that the processes of a run write the report one at a time.
    private static func withFileLock(_ path: String, _ body: () throws -> Void) throws {
        let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return try body() }  // no lock file: write unlocked
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        try body()
    }

    /// At exit, rewrites each report with this process's final count of checks (unless its
    /// folder is gone), and prints the path of each report this process added failures to
    /// that failed their test.
    private static func writeAtExit() {
        let first = SnapshotRun.shared.withLock { run -> Bool in
            defer { run.failureLog.exitHandlerRegistered = true }
            return !run.failureLog.exitHandlerRegistered
        }
        guard first else { return }
        atexit {
            let (records, unexpected) = SnapshotRun.shared.withLock { ($0.failureLog.records, $0.failureLog.unexpected) }
            for key in records.keys.sorted(by: { ($0.folder, $0.run) < ($1.folder, $1.run) }) {
                FailureLog.write(key, removingEarlierRuns: false, creatingFolder: false)
            }
            for line in FailureLog.exitLines(unexpectedFailures: unexpected.map { ($0.key.folder, $0.value) }) {
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
        }
    }
}

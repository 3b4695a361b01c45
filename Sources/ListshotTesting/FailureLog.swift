#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListshotFiles
import ListshotLock
import ListshotSnapshot

/// The failures of this test run, and the HTML report of them (`index.html` in the
/// artifacts folder), rewritten after every failure so that it is complete whenever the run
/// stops. The processes of one `swift test` share the report: each keeps its failures in
/// `failures/<run>-<pid>.json`, and the report shows every file of the current run; files of
/// earlier runs are removed. When the process ends, the report's path is printed.
enum FailureLog {
    private struct State {
        var failures: [String: [SnapshotFailure]] = [:]  // by artifacts folder
        var announced: Set<String> = []
    }

    private static let state = Lock(State())

    /// Adds `failure` to the report in `artifactsDirectory` and rewrites it.
    static func add(_ failure: SnapshotFailure, artifactsDirectory: String) {
        let (failures, first) = state.withLock { state -> ([SnapshotFailure], Bool) in
            state.failures[artifactsDirectory, default: []].append(failure)
            let first = state.announced.insert(artifactsDirectory).inserted
            return (state.failures[artifactsDirectory] ?? [], first)
        }
        let folder = artifactsDirectory + "/failures"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if first { removeEarlierRuns(in: folder) }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = try encoder.encode(failures)
            try AtomicFile.write(Array(data), to: folder + "/\(TestRun.id)-\(getpid()).json")
            let all = try runFailures(in: folder)
            _ = try SnapshotReport.write(failures: all, title: "listshot snapshot failures", to: artifactsDirectory)
        } catch {
            FileHandle.standardError.write(Data("listshot: could not write the snapshot report in \(artifactsDirectory): \(error)\n".utf8))
        }
        if first { announceAtExit() }
    }

    /// The failures of every process of this run, in a stable order.
    private static func runFailures(in folder: String) throws -> [SnapshotFailure] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasPrefix(TestRun.id + "-") && $0.hasSuffix(".json") }.sorted()
        return try names.flatMap { name in
            try JSONDecoder().decode([SnapshotFailure].self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
        }
    }

    private static func removeEarlierRuns(in folder: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasSuffix(".json") && !name.hasPrefix(TestRun.id + "-") {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// The report folders this process wrote to, for the message at exit.
    static var reportFolders: [String] { state.withLock { $0.announced.sorted() } }

    private static let registered = Lock(false)

    private static func announceAtExit() {
        let first = registered.withLock { registered -> Bool in
            defer { registered = true }
            return !registered
        }
        guard first else { return }
        atexit {
            for folder in FailureLog.reportFolders {
                let count = FailureLog.state.withLock { $0.failures[folder]?.count ?? 0 }
                let line = "listshot: \(count) snapshot failure\(count == 1 ? "" : "s"); report: \(folder)/index.html\n"
                FileHandle.standardError.write(Data(line.utf8))
            }
        }
    }
}

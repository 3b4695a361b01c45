#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListshotFiles
import ListshotSnapshot

/// One run of a package's tests, as `swift test` makes it: an XCTest process and a Swift
/// Testing process, both children of the same `swift-test` process. Each process records
/// the goldens its assertions used, and whether it ran every test, in a file of its own
/// under `.build/listshot/runs/` of the package: `listshot snapshots orphans` reads the
/// newest run's files.
///
/// A value holds the goldens one process used (``SnapshotRun/testRun``); the static members
/// name this run and record a use in this process's run state.
struct TestRun {
    /// `<parent pid>-<parent start time>`: the same for the processes of one `swift test`.
    static let id: String = {
        let parent = getppid()
        let stat = (try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8)) ?? ""
        // Field 22 (start time) counts from the field after the command's closing parenthesis.
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        let start = fields.count > 19 ? String(fields[19]) : "0"
        return "\(parent)-\(start)"
    }()

    /// The arguments that chose only some tests for this process, or `nil` when it runs
    /// every test: those of the `swift test` that started it (its parent) when there is one,
    /// else its own (``TestSelection/partial(process:parent:)``). Not the XCTest process's own
    /// under `swift test --parallel`: swift test gives each test's process that test's name.
    static let selection: String? = {
        let parent = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(getppid())/cmdline")))
            .map { $0.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) } }
            .map { $0.last == "" ? Array($0.dropLast()) : $0 }
        return TestSelection.partial(process: Array(CommandLine.arguments.dropFirst()), parent: parent)
    }()

    /// The goldens used, by the package's folder.
    private(set) var used: [String: Set<String>] = [:]

    /// Records that an assertion used the golden at `path`, in the package at `root`, in this
    /// process's run state (``SnapshotRun``), and writes the package's file of this process
    /// when the golden is new to it.
    static func recordUse(of path: String, packageRoot root: String) {
        let golden = URL(fileURLWithPath: path).standardizedFileURL.path
        let goldens = SnapshotRun.shared.withLock { $0.testRun.use(golden, packageRoot: root) }
        guard let goldens else { return }
        let folder = root + "/.build/listshot/runs"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let record = SnapshotRunRecord(run: id, process: Int(getpid()), filtered: selection != nil, selection: selection, used: goldens)
        try? AtomicFile.write(Array(record.text.utf8), to: folder + "/\(id)-\(getpid()).txt")
    }

    /// Adds `golden` to the goldens used in the package at `root`; returns them all when it
    /// was not among them, `nil` when it was.
    mutating func use(_ golden: String, packageRoot root: String) -> Set<String>? {
        guard used[root, default: []].insert(golden).inserted else { return nil }
        return used[root]
    }
}

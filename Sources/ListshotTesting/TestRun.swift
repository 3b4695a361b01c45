#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListshotFiles
import ListshotSnapshot
import ListshotLock

/// One run of a package's tests, as `swift test` makes it: an XCTest process and a Swift
/// Testing process, both children of the same `swift-test` process. Each process records
/// the goldens its assertions used, and whether it ran every test, in a file of its own
/// under `.build/listshot/runs/` of the package: `listshot snapshots orphans` reads the
/// newest run's files.
enum TestRun {
    /// `<parent pid>-<parent start time>`: the same for the processes of one `swift test`.
    static let id: String = {
        let parent = getppid()
        let stat = (try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8)) ?? ""
        // Field 22 (start time) counts from the field after the command's closing parenthesis.
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        let start = fields.count > 19 ? String(fields[19]) : "0"
        return "\(parent)-\(start)"
    }()

    /// Whether this process was asked to run only some tests: `swift test --filter` or
    /// `--skip` give the Swift Testing process those flags, and the XCTest process the
    /// names of the tests to run.
    static let isFiltered: Bool = {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains(where: { $0 == "--filter" || $0 == "--skip" || $0.hasPrefix("--filter=") || $0.hasPrefix("--skip=") }) {
            return true
        }
        // XCTest: any argument that is not a flag or a flag's value names tests to run.
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument.hasPrefix("--") { skipNext = !argument.contains("=") && flagsWithValues.contains(argument); continue }
            return true
        }
        return false
    }()

    /// Flags of the test runners that take a value.
    private static let flagsWithValues: Set<String> = [
        "--testing-library", "--xunit-output", "--event-stream-output-path", "--event-stream-version",
        "--attachments-path", "--repetitions", "--repeat-until", "--experimental-event-stream-version",
        "--configuration-path", "--parallel", "--num-workers",
    ]

    private static let used = Lock<[String: Set<String>]>([:])

    /// Records that an assertion used the golden at `golden`, in the package at `root`.
    static func recordUse(of path: String, packageRoot root: String) {
        let golden = URL(fileURLWithPath: path).standardizedFileURL.path
        let goldens = used.withLock { used -> Set<String>? in
            guard used[root, default: []].insert(golden).inserted else { return nil }
            return used[root]
        }
        guard let goldens else { return }
        let folder = root + "/.build/listshot/runs"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let record = SnapshotRunRecord(run: id, process: Int(getpid()), filtered: isFiltered, used: goldens)
        try? AtomicFile.write(Array(record.text.utf8), to: folder + "/\(id)-\(getpid()).txt")
    }
}

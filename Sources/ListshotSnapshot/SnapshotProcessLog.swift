import Foundation

/// One test process's part of a run: the checks its assertions made, passed and failed, as
/// `ListshotTesting` keeps them in `<artifacts>/failures/<run>-<pid>.json` for the report and
/// for `listshot snapshots accept`.
public struct SnapshotProcessLog: Sendable, Codable, Equatable {
    /// When the process's first check was made, in seconds since 1970.
    public var started: Double
    /// How many checks the process made, passed and failed.
    public var checks: Int
    /// The failed checks, in the order they were made.
    public var failures: [SnapshotFailure]
    /// The passed checks, in the order they were made (empty in files of older listshots).
    public var passes: [SnapshotPass]

    /// A process's log.
    ///
    /// - Parameters:
    ///   - started: when its first check was made, in seconds since 1970.
    ///   - checks: how many checks it made.
    ///   - failures: its failed checks.
    ///   - passes: its passed checks.
    public init(started: Double, checks: Int, failures: [SnapshotFailure], passes: [SnapshotPass] = []) {
        self.started = started
        self.checks = checks
        self.failures = failures
        self.passes = passes
    }

    private enum CodingKeys: String, CodingKey {
        case started, checks, failures, passes
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        started = try container.decode(Double.self, forKey: .started)
        checks = try container.decode(Int.self, forKey: .checks)
        failures = try container.decode([SnapshotFailure].self, forKey: .failures)
        passes = try container.decodeIfPresent([SnapshotPass].self, forKey: .passes) ?? []
    }

    /// The folder under the artifacts folder that holds the logs: `failures`.
    public static let folderName = "failures"

    /// The logs of every process of `run` in `folder` (`<artifacts>/failures`), in the order
    /// of their file names.
    ///
    /// - Throws: when the folder cannot be listed or a log cannot be read or decoded.
    public static func logs(of run: String, in folder: String) throws -> [SnapshotProcessLog] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasPrefix(run + "-") && $0.hasSuffix(".json") }.sorted()
        return try names.map { name in
            try JSONDecoder().decode(SnapshotProcessLog.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
        }
    }

    /// The run of the newest log in `folder` (a file `<run>-<pid>.json`), or `nil` when
    /// there is none (or no folder).
    public static func newestRun(in folder: String) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var newest: (run: String, modified: Date)?
        for name in names where name.hasSuffix(".json") {
            guard let dash = name.dropLast(5).lastIndex(of: "-"),
                let modified = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + name))?[.modificationDate] as? Date
            else { continue }
            if newest.map({ modified > $0.modified }) ?? true { newest = (String(name[..<dash]), modified) }
        }
        return newest?.run
    }
}

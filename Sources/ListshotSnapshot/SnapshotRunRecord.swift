import Foundation

/// What one test process of a run recorded: the goldens its assertions used, and whether it
/// ran every test. `ListshotTesting` writes one a process into
/// `<package>/.build/listshot/runs/`; ``SnapshotRunRecord/orphans(snapshotDirectory:runsDirectory:)``
/// reads the newest run's.
public struct SnapshotRunRecord: Sendable, Equatable {
    /// The run: the same for the processes of one `swift test`.
    public var run: String
    /// The process's id.
    public var process: Int
    /// Whether the process ran only some tests (`--filter`, `--skip`, named tests).
    public var filtered: Bool
    /// The arguments that chose its tests, when it ran only some and said which
    /// (``TestSelection/partial(process:parent:)``): `--filter Feed`.
    public var selection: String?
    /// The goldens' absolute paths.
    public var used: Set<String>

    public init(run: String, process: Int, filtered: Bool, selection: String? = nil, used: Set<String>) {
        self.run = run
        self.process = process
        self.filtered = filtered
        self.selection = filtered ? selection : nil
        self.used = used
    }

    /// The file's text: `run ID`, `process PID`, `full`, `filtered` or `filtered by
    /// ARGUMENTS`, then `used PATH` lines.
    public var text: String {
        let scope = filtered ? "filtered" + (selection.map { " by " + $0.replacingOccurrences(of: "\n", with: " ") } ?? "") : "full"
        return (["run \(run)", "process \(process)", scope] + used.sorted().map { "used \($0)" })
            .joined(separator: "\n") + "\n"
    }

    /// A record read from `text`; `nil` when it is not one.
    public init?(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.count >= 3, lines[0].hasPrefix("run "), lines[1].hasPrefix("process "),
            let process = Int(lines[1].dropFirst(8)),
            lines[2] == "full" || lines[2] == "filtered" || lines[2].hasPrefix("filtered by ")
        else { return nil }
        var used: Set<String> = []
        for line in lines.dropFirst(3) {
            guard line.hasPrefix("used ") else { return nil }
            used.insert(String(line.dropFirst(5)))
        }
        let selection = lines[2].hasPrefix("filtered by ") ? String(lines[2].dropFirst(12)) : nil
        self.init(
            run: String(lines[0].dropFirst(4)), process: process, filtered: lines[2] != "full", selection: selection, used: used)
    }

    /// Why orphans cannot be judged.
    public enum OrphanError: Error, Equatable, CustomStringConvertible {
        /// No run was recorded in the folder.
        case noRun(runsDirectory: String)
        /// The newest run ran only some tests, chosen by `selection` when a process said so.
        case partialRun(run: String, selection: String?)
        /// The goldens' folder does not exist.
        case noSnapshots(String)

        public var description: String {
            switch self {
            case let .noRun(folder):
                "no test run is recorded in \(folder); run the whole test suite (swift test) first"
            case let .partialRun(run, selection):
                "the last test run (\(run)) ran only some tests (\(selection ?? "--filter, --skip or named tests")), so a golden it did "
                    + "not use may still be used by a test it skipped; run the whole test suite (swift test), then ask again"
            case let .noSnapshots(folder):
                "no snapshot folder at \(folder)"
            }
        }
    }

    /// The goldens (`.png` files under `snapshotDirectory`, as paths relative to it, sorted)
    /// that no assertion used in the newest run recorded in `runsDirectory`.
    ///
    /// - Throws: ``OrphanError`` when there is no run, when the newest run was filtered, or
    ///   when `snapshotDirectory` does not exist.
    public static func orphans(snapshotDirectory: String, runsDirectory: String) throws(OrphanError) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: snapshotDirectory, isDirectory: &isFolder), isFolder.boolValue else {
            throw .noSnapshots(snapshotDirectory)
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: runsDirectory)) ?? []
        var records: [(record: SnapshotRunRecord, modified: Date)] = []
        for name in names where name.hasSuffix(".txt") {
            let path = runsDirectory + "/" + name
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), let record = SnapshotRunRecord(text: text),
                let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            else { continue }
            records.append((record, modified))
        }
        guard let newest = records.max(by: { $0.modified < $1.modified })?.record.run else {
            throw .noRun(runsDirectory: runsDirectory)
        }
        let run = records.map(\.record).filter { $0.run == newest }
        if let partial = run.filter(\.filtered).min(by: { $0.process < $1.process }) {
            throw .partialRun(run: newest, selection: partial.selection)
        }
        let used = run.reduce(into: Set<String>()) { $0.formUnion($1.used) }
        let root = URL(fileURLWithPath: snapshotDirectory).standardizedFileURL.path
        var orphans: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".png"), !used.contains(root + "/" + relative) else { continue }
            orphans.append(relative)
        }
        return orphans.sorted()
    }
}

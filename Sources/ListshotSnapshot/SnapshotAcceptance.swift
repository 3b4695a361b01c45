import Foundation
import ListshotFiles
import ListshotPNG

/// Makes the last test run's actual images the goldens, without running the tests again:
/// what `listshot snapshots accept` does.
///
/// The run is the newest one logged in `<artifacts>/failures/` (``SnapshotProcessLog``). A
/// failure can be accepted when its actual image is in the artifacts folder and the log
/// holds the golden's provenance (``SnapshotFailure/isAcceptable``): a mismatch, or a
/// missing golden under record mode `never`. Each golden is written as recording it would
/// write it, the same bytes: its pixels with the provenance as text, with the goldens'
/// compression, atomically (`AtomicFile`). Every chosen image is read before any golden is
/// written, so a damaged one stops the command with no golden changed.
public enum SnapshotAcceptance {
    /// One golden written.
    public struct Change: Sendable, Equatable, CustomStringConvertible {
        /// Whether a golden was there before.
        public enum Kind: String, Sendable {
            /// There was no golden (record mode `never` had refused to write one).
            case added
            /// The golden was replaced.
            case updated
        }

        /// Whether the golden is new.
        public var kind: Kind
        /// The golden's path as the run named it: relative to the package when inside it.
        public var golden: String

        /// `updated Snapshots/FeedTests/scrolling.feed.600@2x.png`.
        public var description: String { "\(kind.rawValue) \(golden)" }
    }

    /// Why nothing was accepted.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// The artifacts folder does not exist.
        case noArtifacts(folder: String)
        /// No run is logged in the artifacts folder.
        case noRun(folder: String)
        /// A log of the run could not be read.
        case unreadableLog(folder: String, message: String)
        /// The run had `failures` failures, none of which can be accepted.
        case nothingToAccept(run: String, failures: Int)
        /// No failure that can be accepted matches the filters; `candidates` are those
        /// that can (test and golden).
        case filterMatchedNothing(filters: [String], candidates: [String])
        /// Every chosen golden already holds its actual image.
        case alreadyAccepted(run: String, count: Int)
        /// An actual image could not be read.
        case unreadableImage(path: String, message: String)
        /// A golden could not be written.
        case cannotWrite(golden: String, message: String)

        public var description: String {
            switch self {
            case let .noArtifacts(folder):
                return "no artifacts folder at \(folder): run the tests first (swift test); "
                    + "if they ran with LISTSHOT_ARTIFACTS, set it here too or pass --artifacts"
            case let .noRun(folder):
                return "no test run is logged in \(folder): run the tests first (swift test)"
            case let .unreadableLog(folder, message):
                return "the last test run's log in \(folder) cannot be read: \(message)"
            case let .nothingToAccept(run, 0):
                return "nothing to accept: no snapshot failed in the last test run (\(run))"
            case let .nothingToAccept(run, failures):
                return "nothing to accept: none of the \(failures) snapshot failure\(failures == 1 ? "" : "s") of the last "
                    + "test run (\(run)) left an image to accept (a golden recorded, unreadable or not checked); see its report"
            case let .filterMatchedNothing(filters, candidates):
                let asked = filters.map { "--filter \($0)" }.joined(separator: " ")
                return "\(asked) matches no failure of the last test run that can be accepted; "
                    + "a filter is part of a test's name or of a golden's path, one of:\n"
                    + candidates.map { "  " + $0 }.joined(separator: "\n")
            case let .alreadyAccepted(run, count):
                return "nothing to accept: \(count == 1 ? "the golden already holds its" : "the \(count) goldens already hold their") "
                    + "actual image\(count == 1 ? "" : "s") of the last test run (\(run))"
            case let .unreadableImage(path, message):
                return "cannot read the actual image \(path): \(message); no golden was changed"
            case let .cannotWrite(golden, message):
                return "cannot write the golden \(golden): \(message)"
            }
        }
    }

    /// Whether `failure` is chosen by `filters`: no filter, or one that is part of its test's
    /// name (`FeedTests/FeedTests.swift scrolling()`) or of its golden's path
    /// (`Snapshots/FeedTests/scrolling.feed.600@2x.png`).
    public static func matches(_ failure: SnapshotFailure, filters: [String]) -> Bool {
        filters.isEmpty || filters.contains { failure.test.contains($0) || failure.golden.contains($0) }
    }

    /// Writes the actual images of the last run's failures that `filters` choose as their
    /// goldens, calling `changed` after each golden written, in the run's order. A golden
    /// that already holds its actual image is left alone.
    ///
    /// - Parameters:
    ///   - artifactsDirectory: the artifacts folder the tests wrote to.
    ///   - packageRoot: the package's folder, against which the goldens' relative paths are resolved.
    ///   - filters: parts of a test's name or a golden's path; empty for every failure.
    ///   - changed: told of each golden written.
    /// - Throws: ``Problem`` when nothing was accepted, or a golden could not be written.
    public static func accept(
        artifactsDirectory: String, packageRoot: String, filters: [String] = [], changed: (Change) -> Void
    ) throws(Problem) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: artifactsDirectory, isDirectory: &isFolder), isFolder.boolValue else {
            throw .noArtifacts(folder: artifactsDirectory)
        }
        let logs = artifactsDirectory + "/" + SnapshotProcessLog.folderName
        guard let run = SnapshotProcessLog.newestRun(in: logs) else { throw .noRun(folder: logs) }
        let failures: [SnapshotFailure]
        do {
            failures = try SnapshotProcessLog.logs(of: run, in: logs).flatMap(\.failures)
        } catch {
            throw .unreadableLog(folder: logs, message: "\(error)")
        }
        var seen: Set<String> = []
        let acceptable = failures.filter { $0.isAcceptable && seen.insert($0.golden).inserted }
        guard !acceptable.isEmpty else { throw .nothingToAccept(run: run, failures: failures.count) }
        let chosen = acceptable.filter { matches($0, filters: filters) }
        guard !chosen.isEmpty else {
            throw .filterMatchedNothing(filters: filters, candidates: acceptable.map { "\($0.test)  \($0.golden)" })
        }
        let goldens = try chosen.map { failure throws(Problem) in (failure, try goldenBytes(of: failure, in: artifactsDirectory)) }
        var written = 0
        for (failure, bytes) in goldens {
            let path = PackageRoot.resolve(failure.golden, in: packageRoot)
            let existing = try? FileReader.readAll(path)
            if existing == bytes { continue }
            do {
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFile.write(bytes, to: path)
            } catch {
                throw .cannotWrite(golden: path, message: "\(error)")
            }
            written += 1
            changed(Change(kind: existing == nil ? .added : .updated, golden: failure.golden))
        }
        if written == 0 { throw .alreadyAccepted(run: run, count: chosen.count) }
    }

    /// The golden file recording `failure`'s actual image would write.
    private static func goldenBytes(of failure: SnapshotFailure, in artifactsDirectory: String) throws(Problem) -> [UInt8] {
        guard let actual = failure.actual, let provenance = failure.provenance else { return [] }
        let path = PackageRoot.resolve(actual, in: artifactsDirectory)
        do {
            return try PNGEncoder.encode(PNGDecoder.decode(contentsOf: path), options: GoldenStore.goldenOptions(provenance))
        } catch {
            throw .unreadableImage(path: path, message: error.message)
        }
    }
}

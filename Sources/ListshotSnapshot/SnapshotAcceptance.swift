import Foundation
import ListshotFiles
import ListshotRaster
import ListshotStructuredText

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
        /// The view tree beside an actual image could not be read.
        case unreadableViewTree(path: String, message: String)
        /// Chosen failures name a golden or an actual image that accept will not touch
        /// (``Refusal``): nothing was written. `snapshotFolders` are the folders goldens may
        /// be written in, as configured.
        case refused([Refusal], snapshotFolders: [String])

        public var description: String {
            switch self {
            case let .noArtifacts(folder):
                return "\(SnapshotProcessLog.LastRunError.noArtifacts(folder: folder))"
            case let .noRun(folder):
                return "\(SnapshotProcessLog.LastRunError.noRun(folder: folder))"
            case let .unreadableLog(folder, message):
                return "\(SnapshotProcessLog.LastRunError.unreadableLog(folder: folder, message: message))"
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
            case let .unreadableViewTree(path, message):
                return "cannot read the view tree \(path): \(message); no golden was changed"
            case let .cannotWrite(golden, message):
                return "cannot write the golden \(golden): \(message)"
            case let .refused(refusals, folders):
                let count = refusals.count == 1 ? "a chosen failure names" : "\(refusals.count) chosen failures name"
                return "\(count) a file that accept does not write or read; no golden was changed:\n"
                    + refusals.map { "  \($0)\n" }.joined()
                    + "accept writes goldens only inside the snapshot folder\(folders.count == 1 ? "" : "s") "
                    + folders.joined(separator: ", ")
                    + " (snapshotDirectory in listshot-snapshots.yaml, LISTSHOT_SNAPSHOTS or --snapshots name "
                    + "\(folders.count == 1 ? "it" : "them")) and reads actual images only inside the artifacts folder"
            }
        }
    }

    /// A failure whose golden or actual image accept will not touch, and why.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// The log that holds the failure: `500-1-77.json`.
        public var log: String
        /// The failure's place in that log, from 1.
        public var index: Int
        /// The failure's test.
        public var test: String
        /// What is wrong: `golden "../victim.txt": outside the snapshot folder`.
        public var reason: String

        /// `500-1-77.json, failure 1 (T/T.swift one()): golden "../victim.txt": has a ".." part`.
        public var description: String { "\(log), failure \(index) (\(test)): \(reason)" }
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
    /// The log is not trusted: a golden is written only when its path, with every link
    /// followed, is inside one of `snapshotFolders`, has no `..` part, ends in `.png` and is
    /// not there yet or a regular file; an actual image is read only from inside the
    /// artifacts folder. Every chosen failure is checked, and every actual image read,
    /// before any golden is written: one refused failure changes nothing.
    ///
    /// - Parameters:
    ///   - artifactsDirectory: the artifacts folder the tests wrote to.
    ///   - packageRoot: the package's folder, against which the goldens' relative paths are resolved.
    ///   - snapshotFolders: the folders goldens may be written in, relative to `packageRoot`
    ///     or absolute, as configured (`listshot snapshots accept` takes them from `--snapshots`,
    ///     `LISTSHOT_SNAPSHOTS` and `listshot-snapshots.yaml`).
    ///   - filters: parts of a test's name or a golden's path; empty for every failure.
    ///   - changed: told of each golden written.
    /// - Throws: ``Problem`` when nothing was accepted, or a golden could not be written.
    public static func accept(
        artifactsDirectory: String, packageRoot: String, snapshotFolders: [String] = [defaultSnapshotFolder],
        filters: [String] = [], changed: (Change) -> Void
    ) throws(Problem) {
        let run: String, files: [(name: String, log: SnapshotProcessLog)]
        do {
            (run, files) = try SnapshotProcessLog.lastRun(in: artifactsDirectory)
        } catch {
            switch error {
            case let .noArtifacts(folder): throw .noArtifacts(folder: folder)
            case let .noRun(folder): throw .noRun(folder: folder)
            case let .unreadableLog(folder, message): throw .unreadableLog(folder: folder, message: message)
            }
        }
        let failures = files.flatMap { file in
            file.log.failures.enumerated().map { LoggedFailure(failure: $1, log: file.name, index: $0 + 1) }
        }
        var seen: Set<String> = []
        let acceptable = failures.filter { $0.failure.isAcceptable && seen.insert($0.failure.golden).inserted }
        guard !acceptable.isEmpty else { throw .nothingToAccept(run: run, failures: failures.count) }
        let chosen = acceptable.filter { matches($0.failure, filters: filters) }
        guard !chosen.isEmpty else {
            throw .filterMatchedNothing(filters: filters, candidates: acceptable.map { "\($0.failure.test)  \($0.failure.golden)" })
        }
        let folders = snapshotFolders.map { PackageRoot.resolve($0, in: packageRoot) }
        var places: [(failure: SnapshotFailure, golden: String, actual: String, views: String?)] = []
        var refusals: [Refusal] = []
        for logged in chosen {
            do {
                let golden = try goldenPath(of: logged, packageRoot: packageRoot, snapshotFolders: folders)
                let actual = try actualPath(of: logged, artifactsDirectory: artifactsDirectory)
                places.append((logged.failure, golden, actual, try actualViewsPath(of: logged, artifactsDirectory: artifactsDirectory)))
            } catch {
                refusals.append(error)
            }
        }
        if !refusals.isEmpty { throw .refused(refusals, snapshotFolders: snapshotFolders) }
        let goldens = try places.map { place throws(Problem) in
            (place, try goldenBytes(of: place.failure, actualImage: place.actual), try place.views.map { path throws(Problem) in try viewTreeBytes(at: path) })
        }
        var written = 0
        for (place, bytes, views) in goldens {
            let path = place.golden, tree = ViewTreeFile.path(forGolden: path)
            // Read only a golden of the same size, and no more than its size: it may have grown.
            let existingSize = FileReader.regularFileSize(at: path)
            if existingSize == bytes.count, (try? FileReader.readAll(path, limit: bytes.count, regularFileOnly: true)) == bytes,
                ViewTreeFile.read(forGolden: path) == views
            {
                continue
            }
            do {
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try AtomicFile.write(bytes, to: path)
                // The golden's view tree moves with it; one left from before no longer describes it.
                if let views {
                    try AtomicFile.write(views, to: tree)
                } else if FileManager.default.fileExists(atPath: tree) {
                    try FileManager.default.removeItem(atPath: tree)
                }
            } catch {
                throw .cannotWrite(golden: path, message: "\(error)")
            }
            written += 1
            changed(Change(kind: existingSize == nil ? .added : .updated, golden: place.failure.golden))
        }
        if written == 0 { throw .alreadyAccepted(run: run, count: chosen.count) }
    }

    /// The folder goldens are kept in when nothing names another: `Snapshots`.
    public static let defaultSnapshotFolder = "Snapshots"

    /// The folders the package's goldens may be in, relative to `packageRoot` or absolute:
    /// `configured` (`--snapshots`) when given, else `LISTSHOT_SNAPSHOTS` when set, else
    /// `listshot-snapshots.yaml`'s `snapshotDirectory` (``defaultSnapshotFolder`` when it has
    /// none) and each of its targets' — where the tests write them, but for a folder set in
    /// a test's code, which `configured` must name.
    package static func snapshotFolders(
        packageRoot: String, configured: [String], environment: [String: String], defaults: SnapshotDefaults?
    ) -> [String] {
        if !configured.isEmpty { return configured }
        if let folder = environment[SnapshotDefaults.snapshotsVariable], !folder.isEmpty { return [folder] }
        var folders = [defaults?.package.snapshotDirectory ?? defaultSnapshotFolder]
        for (_, target) in (defaults?.targets ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let folder = target.snapshotDirectory, !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// A failure as its log holds it: the log's file name and its place there, for messages.
    package struct LoggedFailure {
        package var failure: SnapshotFailure
        package var log: String
        package var index: Int

        package init(failure: SnapshotFailure, log: String, index: Int) {
            self.failure = failure
            self.log = log
            self.index = index
        }

        func refusal(_ reason: String) -> Refusal {
            Refusal(log: log, index: index, test: failure.test, reason: reason)
        }
    }

    /// Where `logged`'s golden is written: its path resolved against the package, when it is
    /// one accept may write.
    package static func goldenPath(of logged: LoggedFailure, packageRoot: String, snapshotFolders: [String]) throws(Refusal) -> String {
        let golden = logged.failure.golden
        let named = "golden " + MessageText.quoted(golden, limit: 200)
        if let problem = nameProblem(golden) { throw logged.refusal(named + " " + problem) }
        guard golden.hasSuffix(".png") else { throw logged.refusal(named + " is not a PNG file's name (a golden's ends in .png)") }
        let path = PackageRoot.resolve(golden, in: packageRoot)
        let verdicts = snapshotFolders.map { FolderContainment.check(path, in: $0) }
        if !verdicts.contains(.inside) {
            for case let .unresolvable(reason) in verdicts { throw logged.refusal(named + " cannot be followed: " + reason) }
            for case let .outside(resolved) in verdicts { throw logged.refusal(named + " leads to \(resolved), outside the snapshot folder") }
            throw logged.refusal(named + ": no snapshot folder is given")
        }
        if let kind = FileReader.nonRegularKind(at: path) { throw logged.refusal(named + " is not a regular file (it is \(kind))") }
        return path
    }

    /// Where `logged`'s actual image is read: inside the artifacts folder.
    package static func actualPath(of logged: LoggedFailure, artifactsDirectory: String) throws(Refusal) -> String {
        let actual = logged.failure.actual ?? ""
        let named = "actual image " + MessageText.quoted(actual, limit: 200)
        if let problem = nameProblem(actual) { throw logged.refusal(named + " " + problem) }
        let path = PackageRoot.resolve(actual, in: artifactsDirectory)
        switch FolderContainment.check(path, in: artifactsDirectory) {
        case .inside: return path
        case let .outside(resolved): throw logged.refusal(named + " leads to \(resolved), outside the artifacts folder")
        case let .unresolvable(reason): throw logged.refusal(named + " cannot be followed: " + reason)
        }
    }

    /// Where `logged`'s view tree is read, when it has one: inside the artifacts folder, as
    /// its actual image is.
    package static func actualViewsPath(of logged: LoggedFailure, artifactsDirectory: String) throws(Refusal) -> String? {
        guard let views = logged.failure.actualViews else { return nil }
        var stripped = logged
        stripped.failure.actual = views
        do {
            return try actualPath(of: stripped, artifactsDirectory: artifactsDirectory)
        } catch {
            throw logged.refusal(error.reason.replacingOccurrences(of: "actual image ", with: "view tree "))
        }
    }

    /// The view tree at `path`, as it is kept beside a golden.
    private static func viewTreeBytes(at path: String) throws(Problem) -> [UInt8] {
        do {
            return try FileReader.readAll(path, limit: ViewTreeFile.maximumSize, regularFileOnly: true)
        } catch {
            throw .unreadableViewTree(path: path, message: "\(error)")
        }
    }

    /// What makes `name` no name of a file in a folder, whatever the folder: a `..` part or a NUL.
    private static func nameProblem(_ name: String) -> String? {
        if name.unicodeScalars.contains("\0") { return "has a NUL character" }
        if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") { return "has a \"..\" part" }
        return nil
    }

    /// The golden file recording `failure`'s actual image would write.
    private static func goldenBytes(of failure: SnapshotFailure, actualImage path: String) throws(Problem) -> [UInt8] {
        guard let provenance = failure.provenance else { return [] }
        do {
            return try PNGEncoder.encode(PNGDecoder.decode(contentsOf: path), options: GoldenStore.goldenOptions(provenance))
        } catch {
            throw .unreadableImage(path: path, message: error.message)
        }
    }
}

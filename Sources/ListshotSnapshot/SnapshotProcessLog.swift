import Foundation
import ListshotFiles

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

    /// The most bytes a log may have: 64 MiB, some hundred thousand checks. A larger file,
    /// or one that is not a regular file (a FIFO, `/dev/zero`), is refused before it is read.
    public static let maximumFileSize = 64 << 20

    /// The logs of every process of `run` in `folder` (`<artifacts>/failures`), in the order
    /// of their file names.
    ///
    /// - Throws: when the folder cannot be listed or a log cannot be read or decoded.
    public static func logs(of run: String, in folder: String) throws -> [SnapshotProcessLog] {
        try files(of: run, in: folder).map(\.log)
    }

    /// ``logs(of:in:)`` with each log's file name, for messages that name the file.
    ///
    /// - Throws: ``ReadError`` naming the folder or the file and the problem.
    package static func files(of run: String, in folder: String) throws(ReadError) -> [(name: String, log: SnapshotProcessLog)] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.hasPrefix(run + "-") && $0.hasSuffix(".json") }.sorted()
        } catch {
            throw ReadError(description: "\(folder): cannot list the folder")
        }
        var files: [(name: String, log: SnapshotProcessLog)] = []
        for name in names {
            let bytes: [UInt8]
            do {
                bytes = try FileReader.readAll(folder + "/" + name, limit: maximumFileSize, regularFileOnly: true)
            } catch {
                throw ReadError(description: "\(name): \(error.message)")
            }
            files.append((name, try parse(bytes, name: name)))
        }
        return files
    }

    /// The log in `bytes`, a file's JSON; `name` names it in the error.
    ///
    /// - Throws: ``ReadError``: `"500-1-77.json: not valid JSON"`,
    ///   `"500-1-77.json: failures[0].golden: missing"`.
    public static func parse(_ bytes: [UInt8], name: String) throws(ReadError) -> SnapshotProcessLog {
        do {
            return try JSONDecoder().decode(SnapshotProcessLog.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw ReadError(description: "\(name): \(Self.describe(error))")
        } catch {
            throw ReadError(description: "\(name): not a failure log of listshot")
        }
    }

    /// A log that cannot be read: its ``description`` names the file and the problem.
    public struct ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        /// `"500-1-77.json: not a regular file (it is a character device)"`.
        public var description: String

        /// The error whose message is `description`.
        public init(description: String) {
            self.description = description
        }
    }

    /// A decoding error in a few words, with the key path it is at.
    private static func describe(_ error: DecodingError) -> String {
        func at(_ path: [any CodingKey]) -> String {
            let text = path.reduce("") { text, key in
                key.intValue.map { text + "[\($0)]" } ?? (text.isEmpty ? key.stringValue : text + "." + key.stringValue)
            }
            return text.isEmpty ? "" : text + ": "
        }
        switch error {
        case let .dataCorrupted(context) where context.codingPath.isEmpty:
            return "not valid JSON"
        case let .dataCorrupted(context):
            return at(context.codingPath) + "not a value a failure log holds"
        case let .keyNotFound(key, context):
            return at(context.codingPath + [key]) + "missing"
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            return at(context.codingPath) + "expected \(typeName(type))"
        @unknown default:
            return "not a failure log of listshot"
        }
    }

    /// "a number", "a text", … for a type a log decodes.
    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a text"
        case is Bool.Type: "true or false"
        // A keyed container is asked for as a `Dictionary`, itself a `Collection`.
        default: "\(type)".hasPrefix("Dictionary") || !(type is any Collection.Type) ? "an object" : "a list"
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

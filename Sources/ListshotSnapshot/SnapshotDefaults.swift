import Foundation
import ListshotFiles
import ListshotRaster
import ListshotStructuredText

/// A package's defaults for its snapshot assertions, set once for every test target in
/// `listshot-snapshots.yaml` at the package's root, with a section per test target:
///
/// ```yaml
/// record: missing
/// audit: warn                  # off, warn or fail: the accessibility audit of each frame
/// tolerance:
///   colorThreshold: 0.1
///   ignoresAntialiasing: true
///   differingPixels: 20        # or differingRatio: 0.001
/// maskColor: "#FF00FF"         # what masked views are painted in
/// targets:
///   FeedTests:                 # a test target, by its module's name
///     tolerance: {differingRatio: 0.002}
///     audit: fail
/// ```
///
/// A target's value wins over the package's; the environment (`LISTSHOT_RECORD`,
/// `LISTSHOT_SNAPSHOTS`, `LISTSHOT_ARTIFACTS`) wins over the file, a trait or
/// `withSnapshots` over the environment, and the assertion's own arguments over everything.
package struct SnapshotDefaults: Equatable {
    /// The file's name, at the package's root.
    package static let fileName = "listshot-snapshots.yaml"
    /// The environment variable naming the goldens' folder, over the file's.
    package static let snapshotsVariable = "LISTSHOT_SNAPSHOTS"

    /// The package-wide values.
    package var package: SnapshotConfiguration
    /// Each target's values, by module name.
    package var targets: [String: SnapshotConfiguration]

    /// Defaults of `package` values and `targets`' sections.
    package init(package: SnapshotConfiguration, targets: [String: SnapshotConfiguration]) {
        self.package = package
        self.targets = targets
    }

    /// The values for the test target `module`: its section's over the package's.
    package func configuration(forTarget module: String) -> SnapshotConfiguration {
        targets[module].map(package.overridden(by:)) ?? package
    }

    /// The keys of the file and of a target's section, in the order the documentation lists them.
    private static let keys = ["record", "tolerance", "snapshotDirectory", "artifactsDirectory", "audit", "maskColor"]
    private static let toleranceKeys = ["colorThreshold", "ignoresAntialiasing", "differingPixels", "differingRatio"]

    /// Reads the file's text; `path` names it in errors.
    ///
    /// - Throws: ``SnapshotDefaultsError`` naming the file, the key path and the problem.
    package static func parse(_ bytes: [UInt8], path: String) throws(SnapshotDefaultsError) -> SnapshotDefaults {
        let empty = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).allSatisfy {
            let line = $0.trimmingCharacters(in: .whitespaces)
            return line.isEmpty || line.hasPrefix("#")
        }
        if empty { return SnapshotDefaults(package: SnapshotConfiguration(), targets: [:]) }  // nothing set yet
        let document: JSONValue
        do {
            document = try StructuredText.parse(bytes, path: path, format: .yaml)
        } catch {
            throw SnapshotDefaultsError(description: error.description)
        }
        let fail = { (keyPath: String, message: String) in SnapshotDefaultsError(file: path, keyPath: keyPath, message: message) }
        guard case let .object(top) = document else { throw fail("", "expected an object of defaults, got \(MessageText.describe(document))") }
        var sectionKeys = top
        sectionKeys["targets"] = nil
        if let (key, message) = MessageText.unknownKey(in: top, allowed: keys + ["targets"], of: "the file") {
            throw fail(key, message)
        }
        var defaults = SnapshotDefaults(package: try section(sectionKeys, at: "", file: path), targets: [:])
        switch top["targets"] {
        case nil:
            break
        case let .object(targets)?:
            for (name, value) in targets.sorted(by: { $0.key < $1.key }) {
                guard case let .object(members) = value else {
                    throw fail("targets.\(name)", "expected an object of a test target's defaults, got \(MessageText.describe(value))")
                }
                defaults.targets[name] = try section(members, at: "targets.\(name).", file: path)
            }
        case let value?:
            throw fail("targets", "expected an object of test targets by module name, got \(MessageText.describe(value))")
        }
        return defaults
    }

    /// One section's values; `prefix` is its key path with a trailing dot, or empty.
    private static func section(_ members: [String: JSONValue], at prefix: String, file: String) throws(SnapshotDefaultsError) -> SnapshotConfiguration {
        let fail = { (key: String, message: String) in SnapshotDefaultsError(file: file, keyPath: prefix + key, message: message) }
        if let (key, message) = MessageText.unknownKey(in: members, allowed: keys, of: prefix.isEmpty ? "the file" : "a target") {
            throw fail(key, message)
        }
        var configuration = SnapshotConfiguration()
        if let value = members["record"] {
            let modes = RecordMode.allCases.map { MessageText.quoted($0.rawValue) }.joined(separator: ", ")
            guard case let .string(name) = value, let mode = RecordMode(rawValue: name) else {
                throw fail("record", "expected one of \(modes), got \(MessageText.describe(value))")
            }
            configuration.record = mode
            configuration.recordOrigin = .defaultsFile(file: fileName, keyPath: prefix + "record")
        }
        if let value = members["audit"] {
            let modes = AuditMode.allCases.map { MessageText.quoted($0.rawValue) }.joined(separator: ", ")
            guard case let .string(name) = value, let mode = AuditMode(rawValue: name) else {
                throw fail("audit", "expected one of \(modes), got \(MessageText.describe(value))")
            }
            configuration.audit = mode
        }
        if let value = members["tolerance"] {
            configuration.tolerance = try tolerance(value, at: prefix + "tolerance", file: file)
        }
        if let value = members["maskColor"] {
            guard case let .string(text) = value, text.hasPrefix("#"), let color = Color(hex: text) else {
                throw fail("maskColor", "expected a colour as \"#RRGGBB\" (or #RGB, #RRGGBBAA), got \(MessageText.describe(value))")
            }
            configuration.maskColor = color
        }
        for key in ["snapshotDirectory", "artifactsDirectory"] {
            guard let value = members[key] else { continue }
            guard case let .string(folder) = value, !folder.isEmpty else {
                throw fail(key, "expected a folder, relative to the package's or absolute, got \(MessageText.describe(value))")
            }
            if key == "snapshotDirectory" { configuration.snapshotDirectory = folder } else { configuration.artifactsDirectory = folder }
        }
        return configuration
    }

    private static func tolerance(_ value: JSONValue, at keyPath: String, file: String) throws(SnapshotDefaultsError) -> SnapshotTolerance {
        let fail = { (key: String, message: String) in SnapshotDefaultsError(file: file, keyPath: keyPath + key, message: message) }
        guard case let .object(members) = value else {
            throw fail("", "expected an object of \(toleranceKeys.map(MessageText.quoted).joined(separator: ", ")), got \(MessageText.describe(value))")
        }
        if let (key, message) = MessageText.unknownKey(in: members, allowed: toleranceKeys, of: "a tolerance") {
            throw fail("." + key, message)
        }
        var tolerance = SnapshotTolerance()
        if let value = members["colorThreshold"] {
            guard case let .number(number) = value, (0...1).contains(number) else {
                throw fail(".colorThreshold", "expected a number from 0 to 1, got \(MessageText.describe(value))")
            }
            tolerance.colorThreshold = number
        }
        if let value = members["ignoresAntialiasing"] {
            guard case let .bool(flag) = value else { throw fail(".ignoresAntialiasing", "expected true or false, got \(MessageText.describe(value))") }
            tolerance.ignoresAntialiasing = flag
        }
        switch (members["differingPixels"], members["differingRatio"]) {
        case (_?, _?):
            throw fail("", "give differingPixels (a count) or differingRatio (a fraction), not both")
        case let (value?, nil):
            guard case let .number(number) = value, number >= 0, number == number.rounded(), number < 1e15 else {
                throw fail(".differingPixels", "expected a whole number of pixels, 0 or more, got \(MessageText.describe(value))")
            }
            tolerance.differingPixels = .count(Int(number))
        case let (nil, value?):
            guard case let .number(number) = value, (0...1).contains(number) else {
                throw fail(".differingRatio", "expected a fraction of the pixels from 0 to 1, got \(MessageText.describe(value))")
            }
            tolerance.differingPixels = .ratio(number)
        case (nil, nil):
            break
        }
        return tolerance
    }

    /// The defaults of the package at `root`: `nil` when it has no file. Each package's file is
    /// read once a process.
    package static func load(packageRoot root: String) throws(SnapshotDefaultsError) -> SnapshotDefaults? {
        if let cached = cache.withLock({ $0[root] }) { return try cached.get() }
        let result = Result { () throws(SnapshotDefaultsError) -> SnapshotDefaults? in
            let path = root + "/" + fileName
            guard FileManager.default.fileExists(atPath: path) else { return nil }
            let bytes: [UInt8]
            do {
                bytes = try FileReader.readAll(path, limit: 1 << 20, regularFileOnly: true)
            } catch {
                throw SnapshotDefaultsError(file: path, keyPath: "", message: "cannot read it: \(error)")
            }
            return try parse(bytes, path: path)
        }
        cache.withLock { $0[root] = result }
        return try result.get()
    }

    private static let cache = Lock<[String: Result<SnapshotDefaults?, SnapshotDefaultsError>]>([:])
}

/// Why `listshot-snapshots.yaml` cannot be used: `FILE: KEY.PATH: problem`.
package struct SnapshotDefaultsError: Error, Equatable, CustomStringConvertible {
    package let description: String

    package init(description: String) {
        self.description = description
    }

    package init(file: String, keyPath: String, message: String) {
        description = keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath): \(message)"
    }
}

import ListshotFiles
import ListshotStructuredText

/// What each output of a docs build was made from, and what was written: kept in
/// ``DocsManifest/stateFileName`` in the output folder, so that the next build makes only
/// what changed, or what was altered since.
///
/// The records are kept by manifest (its path from the folder), so that manifests sharing an output
/// folder keep each other's: a build replaces only its own manifest's records.
///
/// ```json
/// {"listshotDocsState": 2, "manifests": {"../images.yaml": {
///   "contacts-0.png": {"inputs": "9f86d0…", "output": "2c26b4…", "stamp": "2049:1835:7321:1764201600.5:1764201600.5"}}}}
/// ```
public struct DocsState: Sendable, Equatable {
    /// What one output was made from and what was written.
    public struct Record: Sendable, Equatable {
        /// The SHA-256 of the image's inputs (``DocsInputs/digest(of:)``).
        public var inputs: String
        /// The SHA-256 of the file written: an output whose bytes differ was altered since.
        public var output: String
        /// The file's `OutputStamp` when it was written: while it is the same, the file is
        /// not read to compare its bytes.
        public var stamp: String

        public init(inputs: String, output: String, stamp: String = "") {
            self.inputs = inputs
            self.output = output
            self.stamp = stamp
        }
    }

    /// Every manifest's records, by the manifest's key (``key(ofManifest:folder:)``), then by
    /// output path in the output folder.
    public var manifests: [String: [String: Record]] = [:]

    public init(manifests: [String: [String: Record]] = [:]) {
        self.manifests = manifests
    }

    /// The state file of `folder`.
    public static func path(in folder: String) -> String {
        DocsManifest.join(folder, DocsManifest.stateFileName)
    }

    /// What the state of `folder` calls the manifest at `path`: its path relative to the
    /// folder, both with links and `..` resolved (`../images.yaml`), so that every spelling of
    /// one manifest has one record, and a copy of a project (another checkout, a CI machine)
    /// the same state file. A folder that does not exist yet is resolved as far as it exists.
    public static func key(ofManifest path: String, folder: String) -> String {
        let file = resolved(path).split(separator: "/")
        let base = resolved(folder).split(separator: "/")
        let common = zip(file, base).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: base.count - common) + file[common...].map(String.init)).joined(separator: "/")
    }

    /// `path` as an absolute path with links, `.` and `..` resolved, as far as it exists.
    private static func resolved(_ path: String) -> String {
        if let real = DocsOutputCheck.realPath(path) { return real }
        let parent = DocsManifest.folder(of: path), name = String(path.split(separator: "/").last ?? "")
        guard parent != path, !name.isEmpty else { return path }
        let base = resolved(parent)
        switch name {
        case ".": return base
        case "..": return DocsManifest.folder(of: base)
        default: return base.hasSuffix("/") ? base + name : base + "/" + name
        }
    }

    /// The state recorded in `folder`; empty when there is none, or when it cannot be read
    /// (every image is then made again, which is always safe).
    public static func load(folder: String) -> DocsState {
        guard let bytes = try? FileReader.readAll(path(in: folder), limit: DocsManifest.maximumFileSize * 64, regularFileOnly: true),
            let value = try? StructuredText.parse(bytes, path: path(in: folder)),
            case let .object(root) = value, root["listshotDocsState"] == .number(2),
            case let .object(manifests)? = root["manifests"]
        else { return DocsState() }
        var state = DocsState()
        for (manifest, outputs) in manifests {
            guard case let .object(outputs) = outputs else { continue }
            var records: [String: Record] = [:]
            for (name, record) in outputs {
                guard case let .object(fields) = record, case let .string(inputs)? = fields["inputs"],
                    case let .string(output)? = fields["output"]
                else { continue }
                records[name] = Record(inputs: inputs, output: output, stamp: fields["stamp"]?.stringValue ?? "")
            }
            state.manifests[manifest] = records
        }
        return state
    }

    /// Writes the state into `folder` atomically (a temporary file renamed into place).
    public func write(folder: String) throws(FileError) {
        func quoted(_ text: String) -> String { MessageText.quoted(text, limit: .max) }
        let blocks = manifests.keys.sorted().map { manifest in
            let records = manifests[manifest]!
            let lines = records.keys.sorted().map { name in
                let record = records[name]!
                return "      \(quoted(name)): {\"inputs\": \(quoted(record.inputs)), \"output\": \(quoted(record.output)), \"stamp\": \(quoted(record.stamp))}"
            }
            return "    \(quoted(manifest)): {\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "    }"
        }
        let text = "{\n  \"listshotDocsState\": 2,\n  \"manifests\": {\n" + blocks.joined(separator: ",\n")
            + (blocks.isEmpty ? "" : "\n") + "  }\n}\n"
        try AtomicFile.write(Array(text.utf8), to: Self.path(in: folder))
    }
}

import ListshotFiles
import ListshotScenes

/// What each output of a docs build was made from: a digest of its inputs by output name,
/// kept in ``DocsManifest/stateFileName`` in the output folder, so that the next build
/// makes only what changed.
///
/// ```json
/// {"listshotDocsState": 1, "outputs": {"contacts-0.png": "9f86d0…", "people-dark.png": "2c26b4…"}}
/// ```
public struct DocsState: Sendable, Equatable {
    /// The digest of each output's inputs, by its path in the output folder.
    public var digests: [String: String] = [:]

    public init(digests: [String: String] = [:]) {
        self.digests = digests
    }

    /// The state file of `folder`.
    public static func path(in folder: String) -> String {
        DocsManifest.join(folder, DocsManifest.stateFileName)
    }

    /// The state recorded in `folder`; empty when there is none, or when it cannot be read
    /// (every image is then made again, which is always safe).
    public static func load(folder: String) -> DocsState {
        guard let bytes = try? FileReader.readAll(path(in: folder), limit: DocsManifest.maximumFileSize * 16, regularFileOnly: true),
            let value = try? StructuredText.parse(bytes, path: path(in: folder)),
            case let .object(root) = value, root["listshotDocsState"] == .number(1),
            case let .object(outputs)? = root["outputs"]
        else { return DocsState() }
        var state = DocsState()
        for (name, digest) in outputs {
            if case let .string(hex) = digest { state.digests[name] = hex }
        }
        return state
    }

    /// Writes the state into `folder` atomically (a temporary file renamed into place).
    public func write(folder: String) throws(FileError) {
        let lines = digests.keys.sorted().map { "    \(MessageText.quoted($0, limit: .max)): \(MessageText.quoted(digests[$0]!, limit: .max))" }
        let text = "{\n  \"listshotDocsState\": 1,\n  \"outputs\": {\n" + lines.joined(separator: ",\n")
            + (lines.isEmpty ? "" : "\n") + "  }\n}\n"
        try AtomicFile.write(Array(text.utf8), to: Self.path(in: folder))
    }
}

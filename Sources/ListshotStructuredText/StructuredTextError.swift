/// Why a JSON or YAML file could not be read into what its reader needs (a scene file, a
/// docs manifest, `listshot-snapshots.yaml`): it names the file, and for a value that is not
/// what the reader needs, the key path to it.
///
/// The ``description`` is the message to show, e.g.
/// - `scene.json: cannot read file: No such file or directory`
/// - `scene.json: not valid JSON (line 4, column 12): unexpected ","`
/// - `scene.yaml: not valid YAML (line 3, column 7): mapping values are not allowed in this context`
/// - `scene.json: sections[1].rows[3].height: expected a number ≥ 0 or "automatic", got -5`
public struct StructuredTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Equatable, Sendable {
        /// The file could not be read; `code` is the system's `errno`.
        case unreadable(code: Int32)
        /// The bytes are not JSON. The position (1-based; the column counts code points)
        /// is `nil` when the JSON parser does not say where.
        case notJSON(line: Int?, column: Int?)
        /// The bytes are not YAML (for a `.yaml` or `.yml` file). The position is 1-based,
        /// the column counting code points; `nil` when the YAML parser does not say where.
        case notYAML(line: Int?, column: Int?)
        /// The JSON or YAML is not a scene: ``StructuredTextError/keyPath`` says where.
        case invalidScene
    }

    /// The file, as it was named when loading (or the name passed to `SceneFile.parse(_:name:)`).
    public var file: String
    /// What kind of problem it is.
    public var kind: Kind
    /// Where in the document the bad value is, e.g. `sections[1].rows[3].height`; empty
    /// for the whole document and for errors that are not about one value.
    public var keyPath: String
    /// What is wrong, without the file and key path.
    public var message: String

    public init(file: String, kind: Kind, keyPath: String = "", message: String) {
        self.file = file
        self.kind = kind
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        switch kind {
        case let .notJSON(line?, column?):
            return "\(file): not valid JSON (line \(line), column \(column)): \(message)"
        case .notJSON:
            return "\(file): not valid JSON: \(message)"
        case let .notYAML(line?, column?):
            return "\(file): not valid YAML (line \(line), column \(column)): \(message)"
        case .notYAML:
            return "\(file): not valid YAML: \(message)"
        case .unreadable, .invalidScene:
            return keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath): \(message)"
        }
    }
}

import ListshotStructuredText

/// Why a docs manifest cannot be built from: it names the manifest file and, for a value
/// that is not what a manifest takes, the key path to it, e.g.
/// - `docs.json: images[2].kind: expected one of "frame", "frames", "strip", "animation", got "film"`
/// - `docs.json: images[0].offsets: the step must be greater than 0, got 0`
/// - `docs.json: not valid JSON (line 4, column 12): unexpected ","`
public struct DocsManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The whole message, file first.
    public let description: String

    /// A problem with the value at `keyPath` (empty for the whole manifest) of `file`.
    public init(file: String, keyPath: String, message: String) {
        description = keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath): \(message)"
    }

    /// The manifest could not be read or parsed; the parser's message names the file.
    public init(_ error: StructuredTextError) {
        description = error.description
    }
}

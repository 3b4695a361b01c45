/// Reads JSON and YAML documents into one value tree, so that scene files, manifests and
/// anything else listshot reads check their values the same way whichever format they use.
public enum StructuredText {
    /// The formats listshot reads.
    public enum Format: String, Sendable, CaseIterable {
        /// Strict JSON (RFC 8259), read by `JSONParser`.
        case json
        /// YAML 1.2 (its core schema), read with Yams.
        case yaml

        /// The format of a file: YAML for a name ending in `.yaml` or `.yml`, JSON for `.json`;
        /// for any other name, JSON when the first character that is not white space is `{`
        /// or `[`, and YAML otherwise.
        ///
        /// - Parameters:
        ///   - path: the file's name or path.
        ///   - bytes: its contents, looked at only when the name does not decide.
        public static func of(path: String, bytes: [UInt8]) -> Format {
            let name = path.lowercased()
            if name.hasSuffix(".yaml") || name.hasSuffix(".yml") { return .yaml }
            if name.hasSuffix(".json") { return .json }
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            let first = bytes[start...].first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .json : .yaml
        }
    }

    /// Parses a JSON or YAML document, choosing the format from the path (``Format/of(path:bytes:)``).
    ///
    /// - Parameters:
    ///   - bytes: the document, UTF-8.
    ///   - path: the file's path; errors name it as written here.
    /// - Throws: ``StructuredTextError`` of kind `.notJSON` or `.notYAML`, with the line and column
    ///   of the problem where the parser says where.
    public static func parse(_ bytes: [UInt8], path: String) throws(StructuredTextError) -> JSONValue {
        try parse(bytes, path: path, format: Format.of(path: path, bytes: bytes))
    }

    /// Parses a document in the given format.
    ///
    /// - Parameters:
    ///   - bytes: the document, UTF-8.
    ///   - path: the file's path; errors name it as written here.
    ///   - format: how to read it.
    /// - Throws: ``StructuredTextError`` of kind `.notJSON` or `.notYAML`.
    public static func parse(_ bytes: [UInt8], path: String, format: Format) throws(StructuredTextError) -> JSONValue {
        switch format {
        case .json: return try JSONValue.parse(bytes, file: path)
        case .yaml: return try YAMLReader.parse(bytes, file: path)
        }
    }
}

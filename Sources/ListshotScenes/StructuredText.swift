/// Reads a structured document — a scene file, a docs manifest — into one value tree.
///
/// Until YAML support lands this reads JSON only, through ``JSONParser``.
public enum StructuredText {
    /// Parses `bytes`, naming `path` in errors.
    ///
    /// - Throws: ``SceneFileError`` of kind `.notJSON` with the line and column of the problem.
    public static func parse(_ bytes: [UInt8], path: String) throws(SceneFileError) -> JSONValue {
        try JSONValue.parse(bytes, file: path)
    }
}

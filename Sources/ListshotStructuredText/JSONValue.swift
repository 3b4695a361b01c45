/// A value as a scene file holds it, in JSON or YAML, with booleans kept apart from numbers
/// so that `true` is not taken for a row height. ``StructuredText/parse(_:path:)`` makes one
/// from either format.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// How the value reads in a message: `-5`, `"tall"`, `true`, `null`, `a list`, `an object`.
    /// A long string is cut short (``JSONPath/quoted(_:limit:)``), so a message stays readable
    /// even when the file holds megabytes where a style name belongs.
    package var shortDescription: String {
        switch self {
        case .null: return "null"
        case let .bool(value): return String(value)
        case let .number(value): return NumberText.plain(value)
        case let .string(value): return JSONPath.quoted(value)
        case .array: return "a list"
        case .object: return "an object"
        }
    }
}

extension JSONValue {
    /// Parses a scene file's bytes as strict JSON (RFC 8259) with ``JSONParser``.
    ///
    /// Scene files are UTF-8: a UTF-8 byte order mark is skipped (and not counted in columns);
    /// a UTF-16 or UTF-32 file, with or without a byte order mark, is refused with a message
    /// naming the encoding. Trailing commas, duplicate keys, comments, `NaN`, `Infinity` and
    /// numbers too large for a `Double` are refused, and so are lists and objects nested more
    /// than ``JSONParser/maximumDepth`` (512) deep.
    ///
    /// - Throws: ``StructuredTextError`` of kind `.notJSON`, with the line and column of the problem;
    ///   without them only for an empty file or one that is not UTF-8 at all.
    static func parse(_ bytes: [UInt8], file: String) throws(StructuredTextError) -> JSONValue {
        do {
            return try JSONParser.parse(bytes)
        } catch {
            guard let offset = error.offset else {
                throw StructuredTextError(file: file, kind: .notJSON(line: nil, column: nil), message: error.message)
            }
            let (line, column) = position(ofByte: offset, in: bytes)
            throw StructuredTextError(file: file, kind: .notJSON(line: line, column: column), message: error.message)
        }
    }

    /// The 1-based line and column of byte `offset`; columns count Unicode code points, not
    /// bytes, as an editor does. A UTF-8 byte order mark is not counted: editors hide it.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, offset) : 0
        var line = 1, column = 1
        for byte in bytes[start..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
                column += 1
            }
        }
        return (line, column)
    }
}

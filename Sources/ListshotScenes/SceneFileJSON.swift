internal import Foundation

/// A JSON value as a scene file holds it, with booleans kept apart from numbers
/// (Foundation's `JSONSerialization` gives both as `NSNumber`).
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// How the value reads in a message: `-5`, `"tall"`, `true`, `null`, `a list`, `an object`.
    var shortDescription: String {
        switch self {
        case .null: return "null"
        case let .bool(value): return String(value)
        case let .number(value): return JSONValue.format(value)
        case let .string(value): return JSONPath.quoted(value)
        case .array: return "a list"
        case .object: return "an object"
        }
    }

    /// A number as it would be written in a file: `40`, `33.5`, `-3`, `1e+20`.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

extension JSONValue {
    /// Parses JSON text with Foundation's `JSONSerialization`.
    ///
    /// - Throws: ``SceneFileError`` of kind `.notJSON`, with the line and column of the
    ///   problem when the parser reports where it is.
    static func parse(_ bytes: [UInt8], file: String) throws(SceneFileError) -> JSONValue {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            throw syntaxError(error, in: bytes, file: file)
        }
        return JSONValue(foundation: object)
    }

    private init(foundation value: Any) {
        switch value {
        case is NSNull:
            self = .null
        case let string as String:
            self = .string(string)
        case let number as NSNumber:
            self = Self.isBoolean(number) ? .bool(number.boolValue) : .number(number.doubleValue)
        case let array as [Any]:
            self = .array(array.map(JSONValue.init(foundation:)))
        case let object as [String: Any]:
            self = .object(object.mapValues(JSONValue.init(foundation:)))
        default:
            preconditionFailure("JSONSerialization returned a \(type(of: value))")
        }
    }

    /// `true` and `false` come back as instances of a private `NSNumber` subclass.
    private static let booleanType = ObjectIdentifier(type(of: NSNumber(value: true)))

    private static func isBoolean(_ number: NSNumber) -> Bool {
        ObjectIdentifier(type(of: number)) == booleanType
    }

    /// Turns Foundation's message ("Invalid value around character 16.") into one that says
    /// where, as a line and column, and what.
    private static func syntaxError(_ error: any Error, in bytes: [UInt8], file: String) -> SceneFileError {
        let text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            return SceneFileError(file: file, kind: .notJSON(line: nil, column: nil), message: "the file is empty")
        }
        if let offset = byteOffset(in: text) {
            let (line, column) = position(ofByte: offset, in: bytes)
            var reason = sentence(text.range(of: " around character").map { text[..<$0.lowerBound] } ?? text[...])
            if reason.hasPrefix("invalid UTF-8") {
                reason = "this string is not valid UTF-8"
            } else if reason == "invalid value" {
                reason = offset < bytes.count ? "unexpected \(character(at: offset, in: bytes))" : "the file ends too early"
            }
            return SceneFileError(file: file, kind: .notJSON(line: line, column: column), message: reason)
        }
        if text.hasPrefix("Unexpected end of file") {
            let (line, column) = position(ofByte: bytes.count, in: bytes)
            return SceneFileError(file: file, kind: .notJSON(line: line, column: column), message: "the file ends before the JSON does")
        }
        return SceneFileError(file: file, kind: .notJSON(line: nil, column: nil), message: sentence(text[...]))
    }

    /// The offset in "… around character 16." (a 0-based byte offset), if the message has one.
    private static func byteOffset(in message: String) -> Int? {
        guard let range = message.range(of: "character ", options: .backwards) else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
    }

    /// The 1-based line and column of byte `offset`; columns count Unicode code points, not bytes.
    static func position(ofByte offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
                column += 1
            }
        }
        return (line, column)
    }

    /// The character starting at byte `offset`, quoted.
    private static func character(at offset: Int, in bytes: [UInt8]) -> String {
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return JSONPath.quoted(String(decoding: bytes[offset..<end], as: UTF8.self))
    }

    /// Foundation's sentence as a clause: first letter lowercased, no final full stop.
    private static func sentence(_ text: Substring) -> String {
        var clause = text.hasSuffix(".") ? String(text.dropLast()) : String(text)
        if let first = clause.first { clause = first.lowercased() + clause.dropFirst() }
        return clause
    }
}

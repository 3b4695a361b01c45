import Yams

/// Reads a YAML document into a ``JSONValue`` with Yams, under the YAML 1.2 core schema and
/// the same limits and error shapes as ``JSONParser``.
///
/// The core schema keeps plain words as text: `no`, `on` and `1:20` are strings here (YAML 1.1
/// would read a boolean and a number), so a row whose text is "No" stays "No". Numbers are
/// decimal, `0x…` or `0o…`; `.inf` and `.nan` are refused as JSON refuses them. Keys are read
/// as text, and a key given twice in one mapping is refused. Anchors, aliases and the merge
/// key (`<<: *defaults`) work, but a
/// document may expand through them to at most ``maximumValues`` values, so a small file cannot
/// grow into gigabytes ("a billion laughs").
enum YAMLReader {
    /// How deeply sequences and mappings may nest. Yams recurses several frames per level,
    /// and a scene file nests about five deep.
    static let maximumDepth = 256
    /// The most values a document may expand to, aliases counted each time they are used:
    /// about as many as the largest JSON scene file (``SceneFile/maximumFileSize``) can hold.
    static let maximumValues = 1 << 23

    /// Parses `bytes` as one YAML document.
    ///
    /// - Throws: ``SceneFileError`` of kind `.notYAML`, with the line and column where known.
    static func parse(_ bytes: [UInt8], file: String) throws(SceneFileError) -> JSONValue {
        func failure(_ message: String, _ line: Int? = nil, _ column: Int? = nil) -> SceneFileError {
            SceneFileError(file: file, kind: .notYAML(line: line, column: column), message: message)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            throw failure("the file is not UTF-8; scene files are UTF-8")
        }
        if let (line, column) = tooDeep(body) {
            throw failure("lists and mappings nest more than \(maximumDepth) deep", line, column)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, coreSchema)
        } catch let error as YamlError {
            let (message, line, column) = describe(error, in: body)
            throw failure(message, line, column)
        } catch {
            throw failure("\(error)")
        }
        guard let root else { throw failure("the file holds no YAML document") }
        var converter = Converter()
        do {
            return try converter.value(root, depth: 0)
        } catch {
            throw failure(error.message, error.mark?.line, error.mark?.column)
        }
    }

    /// YAML 1.2's core schema (Yams's default resolver follows YAML 1.1).
    private static let coreSchema: Resolver = {
        // The patterns are constants: a failure here is a programming error.
        try! Resolver.basic
            .appending(.null, "^(?:~|null|Null|NULL|)$")
            .appending(.bool, "^(?:true|True|TRUE|false|False|FALSE)$")
            .appending(.int, "^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$")
            .appending(.float, "^(?:[-+]?(?:\\.[0-9]+|[0-9]+(?:\\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$")
    }()

    /// A Yams error as a message and a position.
    private static func describe(_ error: YamlError, in bytes: [UInt8]) -> (String, Int?, Int?) {
        func withContext(_ problem: String, _ context: YamlError.Context?) -> String {
            guard let context else { return problem }
            return "\(problem) (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
        }
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            return (withContext(problem, context), mark.line, mark.column)
        case let .reader(problem, offset, _, _):
            guard let offset else { return (problem, nil, nil) }
            let (line, column) = JSONValue.position(ofByte: offset, in: bytes)
            return (problem, line, column)
        case let .duplicatedKeysInMapping(duplicates, context):
            let keys = duplicates.map(JSONPath.quoted).joined(separator: ", ")
            return ("duplicate key \(keys) in this mapping; a key may appear once", context.mark.line, context.mark.column)
        default:
            return ("\(error)", nil, nil)
        }
    }

    /// Where flow brackets, indentation or `- ` items pass ``maximumDepth`` levels, before Yams
    /// recurses into them. It over-counts (brackets in quoted text count too) rather than under.
    private static func tooDeep(_ bytes: [UInt8]) -> (line: Int, column: Int)? {
        var flow = 0, line = 1, column = 1, indent = 0, atLineStart = true
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 0
                indent = 0
                atLineStart = true
            case UInt8(ascii: " ") where atLineStart, UInt8(ascii: "-") where atLineStart:
                indent += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flow += 1
                atLineStart = false
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flow = max(0, flow - 1)
                atLineStart = false
            default:
                atLineStart = false
            }
            if byte & 0xC0 != 0x80 { column += 1 }
            if flow + indent / 2 > maximumDepth { return (line, column - 1) }
        }
        return nil
    }

    /// A problem in a parsed document, at a node's mark.
    private struct Problem: Error {
        var message: String
        var mark: Mark?
    }

    /// Turns Yams nodes into values, counting them against ``maximumValues``.
    private struct Converter {
        var count = 0

        mutating func value(_ node: Node, depth: Int) throws(Problem) -> JSONValue {
            count += 1
            guard count <= maximumValues else {
                throw Problem(
                    message: "the document expands to more than \(NumberText.grouped(maximumValues)) values "
                        + "(aliases count each time they are used)",
                    mark: node.mark)
            }
            guard depth < maximumDepth else {
                throw Problem(message: "lists and mappings nest more than \(maximumDepth) deep", mark: node.mark)
            }
            switch node {
            case let .scalar(scalar):
                return try Self.scalar(scalar, tag: node.tag.description)
            case let .sequence(sequence):
                var values: [JSONValue] = []
                for element in sequence { values.append(try value(element, depth: depth + 1)) }
                return .array(values)
            case let .mapping(mapping):
                var fields: [String: JSONValue] = [:], merged: [String: JSONValue] = [:]
                for (key, element) in mapping {
                    guard case let .scalar(name) = key else {
                        throw Problem(message: "a key must be text, not a list or a mapping", mark: key.mark)
                    }
                    if name.string == Self.mergeKey, name.style == .plain {
                        try merge(element, into: &merged, depth: depth)
                        continue
                    }
                    guard fields[name.string] == nil else {
                        throw Problem(message: "duplicate key \(JSONPath.quoted(name.string)) in this mapping; a key may appear once", mark: key.mark)
                    }
                    fields[name.string] = try value(element, depth: depth + 1)
                }
                return .object(fields.merging(merged) { own, _ in own })
            case let .alias(alias):
                throw Problem(message: "unresolved alias \(JSONPath.quoted(alias.anchor.rawValue))", mark: node.mark)
            }
        }

        /// YAML's merge key: `<<: *defaults` copies the keys of the mapping (or mappings) it
        /// names that the mapping does not set itself.
        static let mergeKey = "<<"

        /// Adds the keys of a merge key's value to `merged`; an earlier mapping in a list wins.
        private mutating func merge(_ node: Node, into merged: inout [String: JSONValue], depth: Int) throws(Problem) {
            let sources: [Node]
            switch node {
            case .mapping: sources = [node]
            case let .sequence(sequence) where sequence.allSatisfy({ if case .mapping = $0 { true } else { false } }): sources = Array(sequence)
            default: throw Problem(message: "\"<<\" merges a mapping or a list of mappings into this one", mark: node.mark)
            }
            for source in sources {
                guard case let .object(fields) = try value(source, depth: depth + 1) else { continue }
                merged.merge(fields) { earlier, _ in earlier }
            }
        }

        private static func scalar(_ scalar: Node.Scalar, tag: String) throws(Problem) -> JSONValue {
            let text = scalar.string
            switch tag {
            case Tag.Name.str.rawValue:
                return .string(text)
            case Tag.Name.null.rawValue:
                return .null
            case Tag.Name.bool.rawValue:
                switch text.lowercased() {
                case "true": return .bool(true)
                case "false": return .bool(false)
                default: throw Problem(message: "\(JSONPath.quoted(text)) is not true or false", mark: scalar.mark)
                }
            case Tag.Name.int.rawValue, Tag.Name.float.rawValue:
                guard let number = number(text) else {
                    throw Problem(message: "\(JSONPath.quoted(text)) is not a number", mark: scalar.mark)
                }
                guard number.isFinite else {
                    throw Problem(message: "\(JSONPath.quoted(text)) is not a finite number; numbers must be finite", mark: scalar.mark)
                }
                return .number(number)
            default:
                throw Problem(message: "unknown tag \(JSONPath.quoted(tag)); scene files use plain YAML values", mark: scalar.mark)
            }
        }

        /// A decimal, `0x…` or `0o…` number; `.inf` and `.nan` parse (to be refused as not finite).
        private static func number(_ text: String) -> Double? {
            let lower = text.lowercased()
            if lower.hasPrefix("0x"), let value = Int(lower.dropFirst(2), radix: 16) { return Double(value) }
            if lower.hasPrefix("0o"), let value = Int(lower.dropFirst(2), radix: 8) { return Double(value) }
            switch lower.trimmingPrefix("+") {
            case ".inf": return .infinity
            case "-.inf": return -.infinity
            case ".nan": return .nan
            default: return Double(lower)
            }
        }
    }
}

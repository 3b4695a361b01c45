/// A JSON value whose object keys keep their order, printed two-space indented with
/// `"key": value`, as `jq` prints (`listshot layout --json`, the examples' JSON).
package indirect enum JSONText {
    case null
    case number(Double)
    case string(String)
    case bool(Bool)
    case array([JSONText])
    case object([(String, JSONText)])

    package func pretty(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .null:
            return "null"
        case let .number(value):
            return NumberText.plain(value)  // finite: whole numbers without ".0", others shortest round-trip
        case let .string(text):
            return JSONPath.quoted(text, limit: .max)
        case let .bool(value):
            return value ? "true" : "false"
        case let .array(elements):
            if elements.isEmpty { return "[]" }
            return "[\n" + elements.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case let .object(fields):
            if fields.isEmpty { return "{}" }
            return "{\n" + fields.map { inner + "\"\($0)\": " + $1.pretty(indent: inner) }.joined(separator: ",\n") + "\n\(indent)}"
        }
    }
}

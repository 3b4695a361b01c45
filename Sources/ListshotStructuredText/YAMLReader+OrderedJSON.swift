import Yams

extension YAMLReader {
    /// YAML as JSON: the values listshot reads from it (``YAMLReader``: aliases and merge
    /// keys expanded, comments dropped), its keys in the order they are written, printed
    /// two-space indented as `jq` prints, ending in a newline; `nil` for a document that
    /// holds nothing. What `listshot scenes NAME --print --format json` prints of a YAML
    /// example.
    ///
    /// - Throws: what ``YAMLReader/parse(_:file:)`` or Yams throws for text that is not YAML.
    package static func orderedJSON(convertingYAML yaml: String) throws -> String? {
        let value = try parse(Array(yaml.utf8), file: "example.yaml")
        guard let root = try Yams.compose(yaml: yaml, coreSchema) else { return nil }
        return ordered(value, as: root).pretty() + "\n"
    }

    /// `value` with the order of its keys taken from `node`, the YAML it was read from.
    private static func ordered(_ value: JSONValue, as node: Node) -> JSONText {
        switch (value, node) {
        case let (.object(fields), .mapping(mapping)):
            return .object(writtenKeys(of: mapping).compactMap { key, node in fields[key].map { (key, ordered($0, as: node)) } })
        case let (.array(values), .sequence(sequence)):
            return .array(zip(values, sequence).map { ordered($0, as: $1) })
        case (.null, _): return .null
        case let (.bool(value), _): return .bool(value)
        case let (.number(value), _): return .number(value)
        case let (.string(value), _): return .string(value)
        case (.object, _), (.array, _): preconditionFailure("the value read is not the node it was read from")
        }
    }

    /// A mapping's keys in the order they are written, each with the node of its value; a
    /// merge key (`<<: *defaults`) stands for the keys it merges that the mapping does not
    /// set itself, in their order, in its place (the first mapping merged that sets a key wins).
    private static func writtenKeys(of mapping: Node.Mapping) -> [(String, Node)] {
        func isMerge(_ key: Node) -> Bool { key.scalar?.string == Converter.mergeKey && key.scalar?.style == .plain }
        let own = Set(mapping.compactMap { key, _ in isMerge(key) ? nil : key.string })
        var keys: [(String, Node)] = [], seen: Set<String> = []
        for (key, value) in mapping {
            let entries: [(String, Node)]
            if isMerge(key) {
                let sources = value.mapping.map { [$0] } ?? (value.sequence?.compactMap(\.mapping) ?? [])
                entries = sources.flatMap(writtenKeys).filter { !own.contains($0.0) }
            } else {
                entries = [(key.string ?? "", value)]
            }
            for entry in entries where seen.insert(entry.0).inserted { keys.append(entry) }
        }
        return keys
    }
}

import Yams

extension YAMLReader {
    /// A problem in a parsed document, at a node's mark.
    struct Problem: Error {
        var message: String
        var mark: Mark?
    }

    /// Turns Yams nodes into values, counting what they expand to against
    /// ``YAMLReader/maximumExpansion`` and their nesting against ``YAMLReader/maximumDepth``.
    ///
    /// Yams gives every alias the node its anchor names (shared, not copied). The converter
    /// does the same: a list or mapping is converted once, and every later use of it (an
    /// alias) takes that value (whose lists and dictionaries are shared, not copied) and adds
    /// its size to the count without walking it. Yams forgets the anchors once it has
    /// composed the nodes (a node holds its anchor weakly), so a node is known by where it
    /// starts, its kind and its length: an alias's node starts where the node it names does,
    /// and two lists (or two mappings) never start at one place. So converting costs time and
    /// memory in the file's size, and a document that would expand past the limit is refused
    /// at the use that passes it, before anything of that size is built; the checks that then
    /// read every row see at most what a scene file of ``YAMLReader/maximumExpansion`` bytes
    /// holds.
    package struct Converter {
        /// What the values converted so far expand to, in bytes (``YAMLReader/maximumExpansion``).
        private(set) var expandedSize = 0
        /// Lists and mappings already converted, by where they start.
        private var converted: [Place: Converted] = [:]
        /// How many nodes were walked: each node of the file once, however often it is used
        /// (a seam for tests).
        private(set) var walkedNodes = 0

        /// Where a list or mapping starts, its kind and its length.
        private struct Place: Hashable {
            var line: Int
            var column: Int
            var isMapping: Bool
            var count: Int

            init?(_ node: Node) {
                guard let mark = node.mark else { return nil }
                switch node {
                case let .sequence(sequence): (isMapping, count) = (false, sequence.count)
                case let .mapping(mapping): (isMapping, count) = (true, mapping.count)
                case .scalar, .alias: return nil
                }
                (line, column) = (mark.line, mark.column)
            }
        }

        private struct Converted {
            var value: JSONValue
            var size: Int
            /// Levels of lists and mappings in the value: 0 for a scalar.
            var height: Int
        }

        /// The value of `node`, a list or mapping at `depth` being `depth` levels inside the root.
        mutating func value(_ node: Node, depth: Int) throws(Problem) -> JSONValue {
            try converting(node, depth: depth, in: nil).value
        }

        /// `node`'s value, from ``converted`` when it was converted before (an alias). A
        /// problem with a node used again is reported at `parent`, the list or mapping that uses
        /// it (Yams gives an alias the mark of the node it names).
        private mutating func converting(_ node: Node, depth: Int, in parent: Node?) throws(Problem) -> Converted {
            let place = Place(node)
            if let place, let done = converted[place] {
                let mark = parent?.mark ?? node.mark
                if depth + done.height - 1 > maximumDepth { throw Problem(message: tooDeepMessage, mark: mark) }
                try count(done.size, at: mark)
                return done
            }
            let start = expandedSize
            let (value, height) = try fresh(node, depth: depth)
            let done = Converted(value: value, size: expandedSize - start, height: height)
            if let place { converted[place] = done }
            return done
        }

        /// Adds `size` bytes to the count, refusing the document past the limit at `mark`.
        private mutating func count(_ size: Int, at mark: Mark?) throws(Problem) {
            expandedSize += size
            guard expandedSize <= maximumExpansion else {
                throw Problem(
                    message: "the document expands to more than \(NumberText.grouped(maximumExpansion)) bytes, "
                        + "the most a scene file may hold (an alias counts what it names each time it is used)",
                    mark: mark)
            }
        }

        /// Converts a node not converted before; returns its value and height.
        private mutating func fresh(_ node: Node, depth: Int) throws(Problem) -> (JSONValue, Int) {
            walkedNodes += 1
            switch node {
            case let .scalar(scalar):
                try count(scalar.string.utf8.count + 1, at: node.mark)
                // A scalar without a tag is still "" here: nothing has resolved it yet.
                let written = scalar.tag.description
                let tag = written.isEmpty ? YAMLReader.coreSchemaTag(ofPlain: scalar.string).rawValue : node.tag.description
                return (try Self.scalar(scalar, tag: tag), 0)
            case let .sequence(sequence):
                try collection(node, depth: depth, tag: Tag.Name.seq)
                var values: [JSONValue] = [], height = 1
                for element in sequence {
                    let element = try converting(element, depth: depth + 1, in: node)
                    values.append(element.value)
                    height = max(height, element.height + 1)
                }
                return (.array(values), height)
            case let .mapping(mapping):
                try collection(node, depth: depth, tag: Tag.Name.map)
                var fields: [String: JSONValue] = [:], merged: [String: JSONValue] = [:], height = 1
                for (key, element) in mapping {
                    guard case let .scalar(name) = key else {
                        throw Problem(message: notTextKeyMessage, mark: key.mark)
                    }
                    try count(name.string.utf8.count + 1, at: key.mark)
                    if name.string == Self.mergeKey, name.style == .plain {
                        height = max(height, try merge(element, into: &merged, depth: depth, in: node) + 1)
                        continue
                    }
                    guard fields[name.string] == nil else {
                        throw Problem(message: "duplicate key \(JSONPath.quoted(name.string)) in this mapping; a key may appear once", mark: key.mark)
                    }
                    let converted = try converting(element, depth: depth + 1, in: node)
                    fields[name.string] = converted.value
                    height = max(height, converted.height + 1)
                }
                return (.object(fields.merging(merged) { own, _ in own }), height)
            case let .alias(alias):
                throw Problem(message: "unresolved alias \(JSONPath.quoted(alias.anchor.rawValue))", mark: node.mark)
            }
        }

        /// Counts a list or mapping at `depth`, refusing one nested too deep or tagged with
        /// anything but `expected` (the core schema's `!!seq` or `!!map`).
        private mutating func collection(_ node: Node, depth: Int, tag expected: Tag.Name) throws(Problem) {
            guard depth <= maximumDepth else { throw Problem(message: tooDeepMessage, mark: node.mark) }
            guard node.tag.description == expected.rawValue else { throw Self.unknownTag(node.tag.description, at: node.mark) }
            try count(1, at: node.mark)
        }

        /// YAML's merge key: `<<: *defaults` copies the keys of the mapping (or mappings) it
        /// names that the mapping does not set itself.
        package static let mergeKey = "<<"

        /// Adds the keys of a merge key's value to `merged`; an earlier mapping in a list wins.
        /// Each mapping merged counts as a copy of it. Returns the height of what was merged.
        private mutating func merge(
            _ node: Node, into merged: inout [String: JSONValue], depth: Int, in mapping: Node
        ) throws(Problem) -> Int {
            let sources: [Node]
            switch node {
            case .mapping: sources = [node]
            case let .sequence(sequence) where sequence.allSatisfy({ if case .mapping = $0 { true } else { false } }): sources = Array(sequence)
            default: throw Problem(message: "\"<<\" merges a mapping or a list of mappings into this one", mark: node.mark)
            }
            var height = 0
            for source in sources {
                let converted = try converting(source, depth: depth + 1, in: mapping)
                height = max(height, converted.height)
                guard case let .object(fields) = converted.value else { continue }
                merged.merge(fields) { earlier, _ in earlier }
            }
            return height
        }

        private static func unknownTag(_ tag: String, at mark: Mark?) -> Problem {
            Problem(message: "unknown tag \(JSONPath.quoted(tag)); scene files use plain YAML values", mark: mark)
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
                throw unknownTag(tag, at: scalar.mark)
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

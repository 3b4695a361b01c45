import Yams

extension YAMLReader {
    /// Refuses a mapping key that is not text (an alias, a list or a mapping) before Yams
    /// composes the document for real.
    ///
    /// Yams hashes every key of a mapping to find duplicates while it composes, and a key
    /// that is an alias hashes everything it expands to: `? *a9 : 1` after nine levels of ten
    /// aliases would hash ten billion values, hours before ``Converter`` could count them.
    /// So a document holding a `*` is first composed with every `*` read as an `x`, which
    /// turns each alias into plain text in its place and moves nothing: nothing expands, and
    /// a key that was an alias is known by the `*` where it starts.
    ///
    /// - Returns: the problem, or `nil` when every key is text (or the document has no `*`).
    /// - Throws: Yams's error when the document does not parse.
    static func keyThatIsNotText(in body: [UInt8]) throws -> Problem? {
        let star = UInt8(ascii: "*")
        guard body.contains(star) else { return nil }
        let inert = String(decoding: body.map { $0 == star ? UInt8(ascii: "x") : $0 }, as: UTF8.self)
        guard let root = try Yams.compose(yaml: inert, coreSchema) else { return nil }
        return keyThatIsNotText(in: root, depth: 0, stars: starPositions(in: body))
    }

    /// The first key under `node` that is a list, a mapping or (by `stars`) an alias, or a
    /// list or mapping nested too deep (which ``Converter`` would refuse at the same place).
    private static func keyThatIsNotText(in node: Node, depth: Int, stars: Set<Position>) -> Problem? {
        switch node {
        case .scalar, .alias:
            return nil
        case let .sequence(sequence):
            guard depth <= maximumDepth else { return Problem(message: tooDeepMessage, mark: node.mark) }
            for element in sequence {
                if let problem = keyThatIsNotText(in: element, depth: depth + 1, stars: stars) { return problem }
            }
            return nil
        case let .mapping(mapping):
            guard depth <= maximumDepth else { return Problem(message: tooDeepMessage, mark: node.mark) }
            for (key, value) in mapping {
                guard case .scalar = key else { return Problem(message: notTextKeyMessage, mark: key.mark) }
                if let mark = key.mark, stars.contains(Position(line: mark.line, column: mark.column)) {
                    return Problem(message: "a key must be text, not an alias", mark: mark)
                }
                if let problem = keyThatIsNotText(in: value, depth: depth + 1, stars: stars) { return problem }
            }
            return nil
        }
    }

    /// A line and a column as Yams counts them: from 1, columns in Unicode scalars.
    private struct Position: Hashable {
        var line: Int
        var column: Int
    }

    /// Where each `*` of `bytes` is.
    private static func starPositions(in bytes: [UInt8]) -> Set<Position> {
        var positions: Set<Position> = [], line = 1, column = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
                continue
            }
            if byte & 0xC0 != 0x80 { column += 1 }
            if byte == UInt8(ascii: "*") { positions.insert(Position(line: line, column: column)) }
        }
        return positions
    }
}

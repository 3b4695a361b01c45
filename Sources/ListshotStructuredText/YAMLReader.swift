import Yams

/// Reads a YAML document into a ``JSONValue`` with Yams, under the YAML 1.2 core schema and
/// the same limits and error shapes as ``JSONParser``.
///
/// The core schema keeps plain words as text: `no`, `on` and `1:20` are strings here (YAML 1.1
/// would read a boolean and a number), so a row whose text is "No" stays "No". Numbers are
/// decimal, `0x…` or `0o…`; `.inf` and `.nan` are refused as JSON refuses them. Keys are read
/// as text, and a key given twice in one mapping is refused. A tag other than the core
/// schema's (`!!python/tuple`, `!!binary`) is refused, on a list or mapping as on a value.
/// Anchors, aliases and the merge key (`<<: *defaults`) work, but a document may expand
/// through them to at most ``maximumExpansion`` bytes (``Converter``), so that a small file
/// cannot grow into gigabytes ("a billion laughs") nor make the checks that read it afterwards
/// do more than the largest scene file asks.
package enum YAMLReader {
    /// How deeply sequences and mappings may nest: 256 inside the document's own.
    ///
    /// Counted on Yams's nodes, so that brackets in quoted text, comments and block scalars
    /// do not count. Yams composes the nodes recursively before they are counted; libyaml's
    /// own limit bounds that recursion: it stops at 1,000 levels, flow and block together
    /// ("Maximum nesting level reached", refused here with this reader's message for depth).
    static let maximumDepth = 256
    /// The most bytes a document may expand to, aliases counted each time they are used: the
    /// largest scene file's size, 16 MiB (`SceneFile.maximumFileSize`, one layer up; a test in
    /// ListshotScenesTests checks that the two agree). A value counts its text's UTF-8 bytes
    /// plus one (a list or mapping one, a key its text plus one), about what it takes written
    /// in YAML, so a file without aliases expands to about its own size.
    static let maximumExpansion = 16 << 20

    /// Parses `bytes` as one YAML document.
    ///
    /// - Throws: ``StructuredTextError`` of kind `.notYAML`, with the line and column where known.
    package static func parse(_ bytes: [UInt8], file: String) throws(StructuredTextError) -> JSONValue {
        try read(bytes, file: file).value
    }

    /// ``parse(_:file:)``, with the converter that made the value: what the document expanded
    /// to and how many lists and mappings were converted (a seam for tests).
    static func read(_ bytes: [UInt8], file: String) throws(StructuredTextError) -> (value: JSONValue, converter: Converter) {
        func failure(_ message: String, _ line: Int? = nil, _ column: Int? = nil) -> StructuredTextError {
            StructuredTextError(file: file, kind: .notYAML(line: line, column: column), message: message)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard let text = String(validating: body, as: UTF8.self) else {
            throw failure("the file is not UTF-8; scene files are UTF-8")
        }
        let root: Node?
        do {
            if let problem = try keyThatIsNotText(in: body) {
                throw failure(problem.message, problem.mark?.line, problem.mark?.column)
            }
            root = try Yams.compose(yaml: text, coreSchema)
        } catch let error as StructuredTextError {
            throw error
        } catch let error as YamlError {
            let (message, line, column) = describe(error, in: body)
            throw failure(message, line, column)
        } catch {
            throw failure("\(error)")
        }
        guard let root else { throw failure("the file holds no YAML document") }
        var converter = Converter()
        do {
            return (try converter.value(root, depth: 0), converter)
        } catch {
            throw failure(error.message, error.mark?.line, error.mark?.column)
        }
    }

    /// The message for lists and mappings nested deeper than ``maximumDepth``.
    static let tooDeepMessage = "lists and mappings nest more than \(maximumDepth) deep"
    /// The message for a key that is a list or a mapping.
    static let notTextKeyMessage = "a key must be text, not a list or a mapping"

    /// The resolver Yams composes with: none of its rules. YAML 1.2's core schema (Yams's
    /// default resolver follows YAML 1.1) is applied by the converter instead, to the plain
    /// scalars written without a tag (``coreSchemaTag(ofPlain:)``), without regular
    /// expressions. (So Yams takes every plain key for text: `1` and `"1"` are one key to it,
    /// as they are to a scene file, whose keys are text.)
    package static let coreSchema: Resolver = .basic

    /// A Yams error as a message and a position.
    private static func describe(_ error: YamlError, in bytes: [UInt8]) -> (String, Int?, Int?) {
        func withContext(_ problem: String, _ context: YamlError.Context?) -> String {
            guard let context else { return problem }
            return "\(problem) (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
        }
        switch error {
        case let .parser(_, problem, mark, _) where problem.hasPrefix("Maximum nesting level reached"):
            return (tooDeepMessage, mark.line, mark.column)
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
}

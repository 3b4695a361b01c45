import Foundation
@testable import ListshotStructuredText
import Testing

/// Issue 25: plain scalars take YAML 1.2's core-schema tags from a matcher written by hand,
/// no longer from Yams's resolver with regular expressions (whose first compile set up ICU,
/// a tenth of a one-frame process). The regular expressions the resolver had are the oracle.
@Suite struct YAMLCoreSchemaTests {
    static let oracle: [(tag: String, pattern: NSRegularExpression)] = [
        ("tag:yaml.org,2002:null", "^(?:~|null|Null|NULL|)$"),
        ("tag:yaml.org,2002:bool", "^(?:true|True|TRUE|false|False|FALSE)$"),
        ("tag:yaml.org,2002:int", "^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"),
        ("tag:yaml.org,2002:float", "^(?:[-+]?(?:\\.[0-9]+|[0-9]+(?:\\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|NAN))$"),
    ].map { ($0.0, try! NSRegularExpression(pattern: $0.1)) }

    static func expectedTag(_ text: String) -> String {
        let range = NSRange(location: 0, length: text.utf16.count)
        return oracle.first { $0.pattern.firstMatch(in: text, range: range) != nil }?.tag ?? "tag:yaml.org,2002:str"
    }

    /// Every string of up to three of these pieces: digits, signs, points, exponents, the
    /// prefixes and the words the schema names, and near misses.
    @Test func theMatcherAgreesWithTheCoreSchemasPatterns() {
        let pieces = [
            "0", "1", "7", "8", "9", "a", "f", "F", "G", "x", "o", "e", "E", ".", "+", "-", "_", " ", ":",
            "0x", "0o", "inf", "Inf", "INF", "nan", "NaN", "NAN", "null", "Null", "NULL", "nULL", "true", "True", "TRUE",
            "false", "FALSE", "~", "yes", "٣",
        ]
        var texts = [""] + pieces
        for a in pieces { for b in pieces { texts.append(a + b) } }
        for a in pieces { for b in pieces { for c in pieces { texts.append(a + b + c) } } }
        var disagreements: [String] = []
        for text in texts where YAMLReader.coreSchemaTag(ofPlain: text).rawValue != Self.expectedTag(text) {
            disagreements.append(text)
        }
        #expect(texts.count > 60_000)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    /// Through the reader: plain scalars by the schema, quoted and tagged ones as written.
    @Test func aDocumentsScalarsAreReadAsTheCoreSchemaSays() throws {
        let yaml = """
            a: 12
            b: -0.5e3
            c: 0x1F
            d: .5
            e: true
            f: ~
            g: "12"
            h: !!str 12
            i: yes
            j: 1_000
            k:
            """
        let value = try YAMLReader.parse(Array(yaml.utf8), file: "t.yaml")
        #expect(value == .object([
            "a": .number(12), "b": .number(-500), "c": .number(31), "d": .number(0.5), "e": .bool(true), "f": .null,
            "g": .string("12"), "h": .string("12"), "i": .string("yes"), "j": .string("1_000"), "k": .null,
        ]))
    }
}

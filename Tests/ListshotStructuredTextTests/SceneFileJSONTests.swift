@testable import ListshotStructuredText
import Testing

/// The scene-file JSON parser: strict RFC 8259, and every refusal says where and what in
/// plain words, quoting at most a short piece of the file.
@Suite struct SceneFileJSONTests {
    /// The whole message for `bytes`, or `nil` when they parse.
    static func error(_ bytes: [UInt8]) -> String? {
        do {
            _ = try JSONValue.parse(bytes, file: "s.json")
            return nil
        } catch {
            return error.description
        }
    }

    static func error(_ json: String) -> String? {
        error(Array(json.utf8))
    }

    static func parse(_ json: String) throws -> JSONValue {
        try JSONValue.parse(Array(json.utf8), file: "s.json")
    }

    // MARK: Strings and escapes

    @Test func aLoneHighSurrogateSaysSo() {
        #expect(Self.error(#"["\ud800"]"#) == #"s.json: not valid JSON (line 1, column 3): lone surrogate "\ud800": a high surrogate must be followed by a low one"#)
        #expect(Self.error(#"["\uD800\u0041"]"#) == #"s.json: not valid JSON (line 1, column 3): lone surrogate "\uD800": a high surrogate must be followed by a low one"#)
    }

    @Test func aLoneLowSurrogateSaysSo() {
        #expect(Self.error(#"["ab\udc00"]"#) == #"s.json: not valid JSON (line 1, column 5): lone surrogate "\udc00": a low surrogate must follow a high one"#)
    }

    @Test func aBadHexEscapeIsQuotedAsWritten() {
        #expect(Self.error(#"{"text": "\u12G4"}"#) == #"s.json: not valid JSON (line 1, column 11): invalid escape "\u12G4": \u takes four hexadecimal digits"#)
        #expect(Self.error(#"["\u12"]"#) == #"s.json: not valid JSON (line 1, column 3): invalid escape "\u12": \u takes four hexadecimal digits"#)
        #expect(Self.error(#"["\ud800\uZZZZ"]"#) == #"s.json: not valid JSON (line 1, column 9): invalid escape "\uZZZZ": \u takes four hexadecimal digits"#)
    }

    @Test func anUnknownEscapeListsTheKnownOnes() {
        #expect(Self.error(#"["a\x"]"#) == #"s.json: not valid JSON (line 1, column 4): invalid escape "\x": a backslash starts \", \\, \/, \b, \f, \n, \r, \t or \uXXXX"#)
    }

    @Test func theFileMayEndInsideAString() {
        #expect(Self.error("{\"a\": \"abc") == "s.json: not valid JSON (line 1, column 7): the file ends inside the string that starts here")
        #expect(Self.error(#"["\ud800"#) == "s.json: not valid JSON (line 1, column 2): the file ends inside the string that starts here")
        #expect(Self.error(#"["\"#) == "s.json: not valid JSON (line 1, column 2): the file ends inside the string that starts here")
    }

    @Test func aLineBreakInAStringLeavesItUnterminated() {
        #expect(Self.error("{\n  \"a\": \"abc\n\"}") == #"s.json: not valid JSON (line 2, column 8): unterminated string: the line ends before the closing quote (write a line break in a string as \n)"#)
    }

    @Test func aControlCharacterInAStringIsNamedWithItsEscape() {
        #expect(Self.error("[\"a\tb\"]") == #"s.json: not valid JSON (line 1, column 4): control character U+0009 in a string; write it as \t"#)
        #expect(Self.error("[\"a\u{1F}b\"]") == #"s.json: not valid JSON (line 1, column 4): control character U+001F in a string; write it as \u001f"#)
    }

    @Test func invalidUTF8InAStringIsRefusedAtTheBadByte() {
        let overlong: [UInt8] = [0x5B, 0x22, 0x61, 0xC0, 0xAF, 0x22, 0x5D]  // ["a<overlong "/">"]
        #expect(Self.error(overlong) == "s.json: not valid JSON (line 1, column 4): this string is not valid UTF-8")
        let surrogate: [UInt8] = [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]  // U+D800 encoded as UTF-8
        #expect(Self.error(surrogate) == "s.json: not valid JSON (line 1, column 3): this string is not valid UTF-8")
        let cutShort: [UInt8] = [0x5B, 0x22, 0xE2, 0x98, 0x22, 0x5D]  // the first two bytes of "☕"
        #expect(Self.error(cutShort) == "s.json: not valid JSON (line 1, column 3): this string is not valid UTF-8")
    }

    @Test func invalidUTF8OutsideAStringIsNamedByItsValue() {
        #expect(Self.error([0x5B, 0xFF, 0x5D]) == "s.json: not valid JSON (line 1, column 2): unexpected byte 0xFF (not valid UTF-8)")
    }

    // MARK: Structure

    @Test func aTrailingCommaInAListIsRefusedAtTheComma() {
        #expect(Self.error("[1,2,]") == #"s.json: not valid JSON (line 1, column 5): trailing comma before "]""#)
        #expect(Self.error("[\n  1,\n]") == #"s.json: not valid JSON (line 2, column 4): trailing comma before "]""#)
    }

    @Test func aTrailingCommaInAnObjectIsRefusedAtTheComma() {
        #expect(Self.error(#"{"a":1,}"#) == #"s.json: not valid JSON (line 1, column 7): trailing comma before "}""#)
    }

    @Test func aDuplicateKeySaysWhereItFirstAppears() {
        #expect(Self.error(#"{"style":"plain","style":"grouped"}"#) == #"s.json: not valid JSON (line 1, column 18): duplicate key "style" (first at line 1, column 2)"#)
        let json = """
            {
              "style": "plain",
              "sections": [],
              "style": "grouped"
            }
            """
        #expect(Self.error(json) == #"s.json: not valid JSON (line 4, column 3): duplicate key "style" (first at line 2, column 3)"#)
    }

    @Test func keysAreComparedAfterTheirEscapesAreResolved() {
        #expect(Self.error(#"{"a":1,"\u0061":2}"#) == #"s.json: not valid JSON (line 1, column 8): duplicate key "a" (first at line 1, column 2)"#)
    }

    @Test func theFirstProblemInReadingOrderIsReported() {
        #expect(Self.error(#"{"a": 1, "a": 2, "b": [1,]}"#) == #"s.json: not valid JSON (line 1, column 10): duplicate key "a" (first at line 1, column 2)"#)
        #expect(Self.error(#"{"a": {"b": 1, "b": 2, "c": tru"#) == #"s.json: not valid JSON (line 1, column 16): duplicate key "b" (first at line 1, column 8)"#)
        #expect(Self.error(#"{"a": [1,], "a": 2}"#) == #"s.json: not valid JSON (line 1, column 9): trailing comma before "]""#)
    }

    @Test func theSameKeyInDifferentObjectsIsFine() throws {
        #expect(try Self.parse(#"[{"a":1},{"a":2}]"#) == .array([.object(["a": .number(1)]), .object(["a": .number(2)])]))
    }

    @Test func theFileMayEndBeforeTheJSONDoes() {
        #expect(Self.error("{\"a\": [1, 2") == "s.json: not valid JSON (line 1, column 12): the file ends before the JSON does")
        #expect(Self.error("{\"a\"") == "s.json: not valid JSON (line 1, column 5): the file ends before the JSON does")
        #expect(Self.error("[-") == "s.json: not valid JSON (line 1, column 3): the file ends before the JSON does")
        #expect(Self.error("[1.") == "s.json: not valid JSON (line 1, column 4): the file ends before the JSON does")
    }

    @Test func somethingAfterTheDocumentIsRefused() {
        #expect(Self.error("{} x") == #"s.json: not valid JSON (line 1, column 4): unexpected "x" after the end of the JSON document"#)
        #expect(Self.error("{\"a\": 1}}\n") == #"s.json: not valid JSON (line 1, column 9): unexpected "}" after the end of the JSON document"#)
    }

    @Test func anEmptyFileSaysSoWithoutAPosition() {
        #expect(Self.error("") == "s.json: not valid JSON: the file is empty")
        #expect(Self.error(" \t\r\n") == "s.json: not valid JSON: the file is empty")
        #expect(Self.error([0xEF, 0xBB, 0xBF, 0x0A]) == "s.json: not valid JSON: the file is empty")
    }

    @Test(arguments: [
        ("[1 2]", #"s.json: not valid JSON (line 1, column 4): unexpected "2"; expected "," or "]""#),
        (#"{"a":1 "b":2}"#, #"s.json: not valid JSON (line 1, column 8): unexpected "\""; expected "," or "}""#),
        ("{a: 1}", #"s.json: not valid JSON (line 1, column 2): unexpected "a"; expected a key in double quotes"#),
        ("{\"a\", 1}", #"s.json: not valid JSON (line 1, column 5): unexpected ","; expected ":" after the key"#),
        ("[1,,2]", #"s.json: not valid JSON (line 1, column 4): unexpected ",""#),
        ("['a']", #"s.json: not valid JSON (line 1, column 2): unexpected "'"; a string takes double quotes"#),
        ("[1, // two\n2]", #"s.json: not valid JSON (line 1, column 5): unexpected "/"; JSON has no comments"#),
        ("[True]", #"s.json: not valid JSON (line 1, column 2): unexpected "True"; did you mean true?"#),
        ("[nil]", #"s.json: not valid JSON (line 1, column 2): unexpected "nil""#),
        ("[+1]", #"s.json: not valid JSON (line 1, column 2): unexpected "+"; a number starts with a digit or "-""#),
        ("[.5]", #"s.json: not valid JSON (line 1, column 2): unexpected "."; a number starts with a digit or "-""#),
        ("[-x]", #"s.json: not valid JSON (line 1, column 3): unexpected "x"; expected a digit after "-""#),
        ("[1.e5]", #"s.json: not valid JSON (line 1, column 4): unexpected "e"; expected a digit after the decimal point"#),
        ("[1e+]", #"s.json: not valid JSON (line 1, column 5): unexpected "]"; expected a digit in the exponent"#),
        ("[0x10]", #"s.json: not valid JSON (line 1, column 3): unexpected "x"; expected "," or "]""#),
        ("[\u{A0}1]", "s.json: not valid JSON (line 1, column 2): unexpected character U+00A0"),
        ("[1]\u{FEFF}", "s.json: not valid JSON (line 1, column 4): unexpected character U+FEFF after the end of the JSON document"),
    ])
    func anUnexpectedCharacterIsNamedWithWhatWasExpected(json: String, message: String) {
        #expect(Self.error(json) == message)
    }

    // MARK: Numbers

    @Test func aNumberTooLargeForADoubleIsRefused() {
        #expect(Self.error("[1e309]") == "s.json: not valid JSON (line 1, column 2): number 1e309 is too large (numbers must be finite)")
        #expect(Self.error("[0, -1.8e308]") == "s.json: not valid JSON (line 1, column 5): number -1.8e308 is too large (numbers must be finite)")
        #expect(Self.error("1e99999999999999999999") == "s.json: not valid JSON (line 1, column 1): number 1e99999999999999999999 is too large (numbers must be finite)")
    }

    @Test func aLongNumberIsQuotedShort() {
        let digits = "1" + String(repeating: "0", count: 400)
        #expect(Self.error(digits) == "s.json: not valid JSON (line 1, column 1): number 1\(String(repeating: "0", count: 39))… is too large (numbers must be finite)")
    }

    @Test func aLeadingZeroIsRefused() {
        #expect(Self.error(#"{"count": 012}"#) == "s.json: not valid JSON (line 1, column 11): number 012 has a leading zero")
        #expect(Self.error("[-007.5]") == "s.json: not valid JSON (line 1, column 2): number -007 has a leading zero")
    }

    @Test func nanAndInfinityAreNotJSON() {
        #expect(Self.error("[NaN]") == #"s.json: not valid JSON (line 1, column 2): unexpected "NaN": JSON has no NaN or Infinity (numbers must be finite)"#)
        #expect(Self.error(#"{"a": Infinity}"#) == #"s.json: not valid JSON (line 1, column 7): unexpected "Infinity": JSON has no NaN or Infinity (numbers must be finite)"#)
        #expect(Self.error("[1, -Infinity]") == #"s.json: not valid JSON (line 1, column 5): unexpected "-Infinity": JSON has no NaN or Infinity (numbers must be finite)"#)
    }

    @Test func numbersAreReadByTheJSONGrammarAndRoundedCorrectly() throws {
        let numbers = [
            "0", "-0.0", "1", "-3", "33.5", "0.1", "1E2", "1e+2", "1.5e-3", "123456789012345", "1e22", "1e23",
            "9007199254740993", "0.30000000000000004", "123456789012345678901234567890", "2.2250738585072011e-308",
            "4.9e-324", "1.7976931348623157e308", "0.000001234", "-98765.4321e-12", "0e999999", "1e-400",
        ]
        for text in numbers {
            #expect(try Self.parse(text) == .number(try #require(Double(text))), "\(text)")
        }
        guard case let .number(negativeZero) = try Self.parse("-0") else {
            Issue.record("-0 is not a number")
            return
        }
        #expect(negativeZero == 0 && negativeZero.sign == .minus)
        #expect(try Self.parse("1e-400") == .number(0))
    }

    // MARK: Nesting

    @Test func aMillionOpeningBracketsAreRefusedAtTheLimit() {
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 1_000_000)
        #expect(JSONParser.maximumDepth == 512)
        #expect(Self.error(deep) == "s.json: not valid JSON (line 1, column 513): lists and objects are nested more than 512 deep")
    }

    @Test func objectsCountTowardsTheDepthToo() {
        let deep = String(repeating: #"{"a":"#, count: 600)
        #expect(Self.error(deep) == "s.json: not valid JSON (line 1, column 2561): lists and objects are nested more than 512 deep")
    }

    @Test func nestingUpToTheLimitIsFine() throws {
        var expected = JSONValue.array([])
        for _ in 1..<JSONParser.maximumDepth { expected = .array([expected]) }
        let json = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(try Self.parse(json) == expected)
    }

    // MARK: Encodings

    @Test(arguments: [
        ([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], "starts with a UTF-16 little-endian byte order mark"),
        ([0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D], "starts with a UTF-16 big-endian byte order mark"),
        ([0xFF, 0xFE, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00], "starts with a UTF-32 little-endian byte order mark"),
        ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x7B], "starts with a UTF-32 big-endian byte order mark"),
        ([0x7B, 0x00, 0x7D, 0x00], "looks like UTF-16 little-endian"),
        ([0x00, 0x7B, 0x00, 0x7D], "looks like UTF-16 big-endian"),
        ([0x7B, 0x00, 0x00, 0x00], "looks like UTF-32 little-endian"),
        ([0x00, 0x00, 0x00, 0x7B], "looks like UTF-32 big-endian"),
    ] as [([UInt8], String)])
    func utf16AndUTF32AreRefusedByName(bytes: [UInt8], what: String) {
        #expect(Self.error(bytes) == "s.json: not valid JSON: scene files must be UTF-8, but this file \(what); save it as UTF-8")
    }

    @Test func aUTF8ByteOrderMarkIsSkippedAndNotCounted() throws {
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        #expect(try JSONValue.parse(mark + Array(#"{"a": true}"#.utf8), file: "s.json") == .object(["a": .bool(true)]))
        #expect(Self.error(mark + Array("[,]".utf8)) == #"s.json: not valid JSON (line 1, column 2): unexpected ",""#)
    }

    // MARK: Valid documents

    @Test func nestedValuesKeepTheirTypes() throws {
        let json = #" {"a": [1, {"b": [true, false, null]}], "c": {}, "d": [], "e": "x"} "#
        #expect(try Self.parse(json) == .object([
            "a": .array([.number(1), .object(["b": .array([.bool(true), .bool(false), .null])])]),
            "c": .object([:]), "d": .array([]), "e": .string("x"),
        ]))
    }

    @Test func anyValueMayBeTheDocument() throws {
        #expect(try Self.parse("\t\"hello\"\r\n") == .string("hello"))
        #expect(try Self.parse(" 42 ") == .number(42))
        #expect(try Self.parse("true") == .bool(true))
        #expect(try Self.parse("null") == .null)
    }

    @Test func escapesAreResolved() throws {
        #expect(try Self.parse(#""\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\u0000""#) == .string("\"\\/\u{8}\u{C}\n\r\tA\u{E9}\u{20AC}\u{0}"))
    }

    @Test func aSurrogatePairIsOneCharacter() throws {
        #expect(try Self.parse(#""\ud83d\ude00""#) == .string("😀"))
        #expect(try Self.parse(#""a\uD83D\uDE00b""#) == .string("a😀b"))
    }

    @Test func unicodeTextIsKeptAsWritten() throws {
        #expect(try Self.parse(#"{"Zoë ☕": "😀 e\#u{301}"}"#) == .object(["Zoë ☕": .string("😀 e\u{301}")]))
    }

    @Test func columnsCountCodePoints() {
        #expect(Self.error("[\"😀\", x]") == #"s.json: not valid JSON (line 1, column 7): unexpected "x""#)
        #expect(Self.error("[\r\n\"é\", x]") == #"s.json: not valid JSON (line 2, column 6): unexpected "x""#)
    }

    // MARK: Short messages

    @Test func aTenMegabyteDuplicateKeyOrWordGivesAShortMessage() {
        let key = String(repeating: "k", count: 10_000_000)
        let quoted = "\"" + String(repeating: "k", count: 40) + "…\""
        let duplicate = Self.error(#"{"\#(key)": 1, "\#(key)": 2}"#)
        #expect(duplicate == "s.json: not valid JSON (line 1, column 10000009): duplicate key \(quoted) (first at line 1, column 2)")
        #expect(Self.error("[\(key)]") == "s.json: not valid JSON (line 1, column 2): unexpected \(quoted)")
        #expect((duplicate?.count ?? .max) < 200)
    }

    @Test func quotingCutsAfterTheLimit() {
        #expect(JSONPath.quoted(String(repeating: "é", count: 40)) == "\"" + String(repeating: "é", count: 40) + "\"")
        #expect(JSONPath.quoted(String(repeating: "é", count: 41)) == "\"" + String(repeating: "é", count: 40) + "…\"")
        #expect(JSONPath.quoted("a\"b\n", limit: 3) == #""a\"b…""#)
        #expect(JSONValue.string(String(repeating: "z", count: 1000)).shortDescription == "\"" + String(repeating: "z", count: 40) + "…\"")
    }

    @Test func aLongKeyInAPathIsQuotedAndCut() {
        let key = String(repeating: "k", count: 41)
        #expect(JSONPath.root.appending("rows").appending(key).description == "rows[\"" + String(repeating: "k", count: 40) + "…\"]")
        #expect(JSONPath.root.appending(String(repeating: "k", count: 40)).description == String(repeating: "k", count: 40))
    }
}

@testable import ListshotScenes
import ListshotScenes
@testable import ListshotStructuredText
import Testing

/// Issue 21, items 9, 13 and 17: what a YAML document expands to is counted while it is
/// converted (each list or mapping walked once, however many aliases use it), nesting is
/// counted on the parsed nodes (not on brackets in text), and unknown tags are refused on
/// lists and mappings as on values.
@Suite struct YAMLExpansionTests {
    static func error(_ yaml: String) throws -> StructuredTextError {
        try #require(throws: StructuredTextError.self) { try SceneFile.parse(Array(yaml.utf8), name: "scene.yaml") }
    }

    /// Lists of ten aliases of the list before, `levels` deep below a list of ten `x`.
    static func laughs(levels: Int) -> String {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...levels {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        return yaml
    }

    /// The YAML reader (one layer below the scenes) bounds a document's expansion by the
    /// largest scene file's size; the two are written apart and must agree.
    @Test func theExpansionLimitIsTheLargestSceneFile() {
        #expect(YAMLReader.maximumExpansion == SceneFile.maximumFileSize)
    }

    static let tooLarge = "the document expands to more than 16,777,216 bytes, the most a scene file may hold "
        + "(an alias counts what it names each time it is used)"

    // MARK: Item 9: aliases

    /// `a6`, ten uses of `a5` (2,111,111 bytes each), is the first to pass 16 MiB: refused
    /// there, before anything of that size is built.
    @Test func aBillionLaughsIsRefusedAtTheListThatPassesTheLimit() throws {
        let error = try Self.error(Self.laughs(levels: 9) + "sections: []\n")
        #expect(error.description == "scene.yaml: not valid YAML (line 7, column 5): " + Self.tooLarge)
    }

    @Test func aMergeKeyBombIsRefused() throws {
        var yaml = "m0: &m0 {k0: 0, k1: 1, k2: 2, k3: 3}\n"
        for level in 1..<30 { yaml += "m\(level): &m\(level) {<<: [*m\(level - 1), *m\(level - 1)], z\(level): \(level)}\n" }
        let error = try Self.error(yaml + "sections: []\n")
        #expect(error.description == "scene.yaml: not valid YAML (line 20, column 6): " + Self.tooLarge)
    }

    @Test func eachListIsWalkedOnceHoweverManyAliasesUseIt() throws {
        let yaml = Self.laughs(levels: 5)
        let (value, converter) = try YAMLReader.read(Array(yaml.utf8), file: "a.yaml")
        // The root, six lists, ten x's, six keys' values: 17 nodes, not the 1,111,111 a copy would walk.
        #expect(converter.walkedNodes == 1 + 6 + 10)
        // Each list counts one, each x two ("x" and one), each key three ("aN" and one).
        let lists = [21, 211, 2_111, 21_111, 211_111, 2_111_111]
        #expect(converter.expandedSize == 1 + 6 * 3 + lists.reduce(0, +))
        guard case let .object(fields) = value, case let .array(top) = fields["a5"] else { Issue.record("\(value)"); return }
        #expect(top.count == 10)
    }

    @Test func aFileWithoutAliasesExpandsToNoMoreThanItsSize() throws {
        let yaml = "sections:\n  - rows:\n" + (0..<1000).map { "      - {text: \"Row \($0)\", detail: x}\n" }.joined()
        let (_, converter) = try YAMLReader.read(Array(yaml.utf8), file: "a.yaml")
        #expect(converter.expandedSize <= yaml.utf8.count)
    }

    @Test func anAliasOfADeepListUsedDeepIsRefused() throws {
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let yaml = "a: &a \(deep)\nb: " + String(repeating: "[", count: 100) + "*a" + String(repeating: "]", count: 100) + "\n"
        let error = try Self.error(yaml)
        #expect(error.description == "scene.yaml: not valid YAML (line 2, column 103): lists and mappings nest more than 256 deep")
    }

    /// Yams hashes every key while it composes, and an alias key hashes all it expands to
    /// (`? *a7` ten million values, 13 s; `? *a9` hours), before anything counts: a key that
    /// is not text is refused before Yams composes the document.
    @Test(arguments: [
        (laughs(levels: 7) + "k: {? *a7 : 1}\nsections: []\n", "line 9, column 7", "a key must be text, not an alias"),
        ("s: &s Ada\nk: {*s : 1}\nsections: []\n", "line 2, column 5", "a key must be text, not an alias"),
        ("a: &a [1]\nk: {[x, *a]: 1}\nsections: []\n", "line 2, column 5", "a key must be text, not a list or a mapping"),
    ])
    func aKeyThatIsNotTextIsRefusedBeforeComposing(yaml: String, position: String, message: String) throws {
        let error = try Self.error(yaml)
        #expect(error.description == "scene.yaml: not valid YAML (\(position)): \(message)")
    }

    @Test func starsInTextAreNoAliases() throws {
        let yaml = "sections:\n  - rows:\n      - {text: \"a, *b: c\"}\n      - text: '*x'\n      - text: a*b\n  # *c : d\n"
        let description = try SceneFile.parse(Array(yaml.utf8), name: "scene.yaml")
        #expect((0..<3).map { description.sections[0].rows.row(at: $0, section: 0).text } == ["a, *b: c", "*x", "a*b"])
    }

    // MARK: Item 13: nesting counted on the nodes

    @Test func bracketsInTextCommentsAndBlockScalarsDoNotNest() throws {
        let rows = (0..<300).map { "      - text: \"Step \($0) [optional\"\n" }.joined()
        let yaml = "# " + String(repeating: "[", count: 300) + "\nsections:\n  - header: {text: '" + String(repeating: "{", count: 300) + "'}\n"
            + "    footer:\n      text: |\n        " + String(repeating: "[", count: 300) + "\n    rows:\n" + rows
        let description = try SceneFile.parse(Array(yaml.utf8), name: "scene.yaml")
        guard case let .listed(listed) = description.sections[0].rows else { Issue.record("not listed"); return }
        #expect(listed.count == 300)
        #expect(listed[299].text == "Step 299 [optional")
    }

    @Test(arguments: [
        ("sections: " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "\n", 1, 267),
        ((0...257).map { String(repeating: "  ", count: $0) + "- \n" }.joined(), 258, 515),
    ])
    func nestingPast256IsRefusedWhereItPasses(yaml: String, line: Int, column: Int) throws {
        let error = try Self.error(yaml)
        #expect(error.description == "scene.yaml: not valid YAML (line \(line), column \(column)): lists and mappings nest more than 256 deep")
    }

    /// libyaml stops at 1,000 levels, before Yams composes (and recurses into) them; its
    /// position is where the nesting starts.
    @Test func nestingPastLibyamlsLimitIsRefusedWithoutRecursingIntoIt() throws {
        let error = try Self.error(String(repeating: "[", count: 100_000))
        #expect(error.description == "scene.yaml: not valid YAML (line 1, column 1): lists and mappings nest more than 256 deep")
    }

    // MARK: Item 17: unknown tags

    @Test(arguments: [
        ("sections: !!python/tuple [1, 2]\n", "line 1, column 11", #""tag:yaml.org,2002:python/tuple""#),
        ("sections: []\nrowHeight: !!python/object:os.system {a: 1}\n", "line 2, column 12", #""tag:yaml.org,2002:python/object:os.syste…""#),
        ("sections:\n  - !local\n    rows: []\n", "line 2, column 5", #""!local""#),
        ("sections: !!map []\n", "line 1, column 11", #""tag:yaml.org,2002:map""#),
    ])
    func unknownTagsOnListsAndMappingsAreRefused(yaml: String, position: String, tag: String) throws {
        let error = try Self.error(yaml)
        #expect(error.description == "scene.yaml: not valid YAML (\(position)): unknown tag \(tag); scene files use plain YAML values")
    }

    @Test func theCoreSchemasOwnTagsAreKept() throws {
        let description = try SceneFile.parse(Array("sections: !!seq [!!map {rows: !!seq []}]\n".utf8), name: "scene.yaml")
        #expect(description.sections.count == 1)
    }
}

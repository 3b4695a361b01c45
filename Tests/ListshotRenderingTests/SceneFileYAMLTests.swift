import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotTestSupport
import Testing

/// YAML scene files: the same values and the same errors as JSON, with YAML's positions.
@Suite struct SceneFileYAMLTests {
    static func yamlError(_ yaml: String, name: String = "scene.yaml") throws -> StructuredTextError {
        try #require(throws: StructuredTextError.self) { try SceneFile.parse(Array(yaml.utf8), name: name) }
    }

    @Test func aYAMLSceneReadsAsItsJSONTwin() throws {
        let json = #"{"viewport": {"width": 320, "height": 480, "scale": 2}, "style": "grouped", "rowHeight": 50, "#
            + #""sections": [{"header": {"text": "People"}, "rows": [{"text": "Ada", "detail": "Analyst", "height": 60}]}, "#
            + #"{"generate": {"count": 100, "text": "Row {i}", "heights": [40, 60]}}]}"#
        let yaml = """
            # The same scene as the JSON.
            viewport: {width: 320, height: 480, scale: 2}
            style: grouped
            rowHeight: 50
            sections:
              - header: {text: People}
                rows:
                  - text: Ada
                    detail: Analyst
                    height: 60
              - generate:
                  count: 100
                  text: "Row {i}"
                  heights: [40, 60]
            """
        #expect(try SceneFile.parse(Array(yaml.utf8), name: "s.yaml") == SceneFile.parse(Array(json.utf8), name: "s.json"))
    }

    @Test func aSyntaxErrorGivesTheFileLineAndColumn() throws {
        let error = try Self.yamlError("sections:\n  - rows: [\n      {text: Ada\n  - rows: []\n")
        #expect(error.kind == .notYAML(line: 4, column: 9))
        #expect(error.description
            == "scene.yaml: not valid YAML (line 4, column 9): did not find expected ',' or '}' (while parsing a flow mapping at line 3, column 7)")
    }

    @Test func aTabForIndentationGivesItsPosition() throws {
        let error = try Self.yamlError("sections:\n\t- rows: []\n")
        #expect(error.kind == .notYAML(line: 2, column: 1))
        #expect(error.description == "scene.yaml: not valid YAML (line 2, column 1): found character that cannot start any token (while scanning for the next token at line 2, column 1)")
    }

    @Test func aDuplicateKeyIsRefused() throws {
        let error = try Self.yamlError("sections: []\nstyle: plain\nstyle: grouped\n")
        #expect(error.kind == .notYAML(line: 2, column: 1))
        #expect(error.description == #"scene.yaml: not valid YAML (line 2, column 1): duplicate key "style" in this mapping; a key may appear once"#)
    }

    @Test func aWrongValueNamesTheKeyPathAsForJSON() throws {
        let yaml = try Self.yamlError("sections:\n  - rows:\n      - text: Ada\n        height: -5\n")
        let json = try Self.yamlError(#"{"sections": [{"rows": [{"text": "Ada", "height": -5}]}]}"#, name: "scene.json")
        #expect(yaml.kind == .invalidScene)
        #expect(yaml.keyPath == "sections[0].rows[0].height")
        #expect(yaml.message == json.message)
    }

    @Test func wordsThatYAML11ReadsAsBooleansStayText() throws {
        let scene = try SceneFile.parse(Array("sections:\n  - rows: [{text: no}, {text: on}, {text: 1:20}]\n".utf8), name: "s.yml")
        guard case let .listed(rows) = scene.sections[0].rows else { Issue.record("not listed"); return }
        #expect(rows.map(\.text) == ["no", "on", "1:20"])
    }

    @Test func theMergeKeyCopiesTheKeysARowDoesNotSet() throws {
        let yaml = """
            sections:
              - rows:
                  - &base {text: Ada, accessory: checkmark, textColor: "#FF0000"}
                  - <<: *base
                    text: Grace
            """
        let scene = try SceneFile.parse(Array(yaml.utf8), name: "s.yaml")
        guard case let .listed(rows) = scene.sections[0].rows else { Issue.record("not listed"); return }
        #expect(rows[1].text == "Grace")
        #expect(rows[1].accessory == .checkmark)
        #expect(rows[1].textColor == rows[0].textColor)
    }

    @Test func aMergeKeyOfAScalarIsRefused() throws {
        let error = try Self.yamlError("sections: []\n<<: 5\n")
        #expect(error.kind == .notYAML(line: 2, column: 5))
        #expect(error.message == #""<<" merges a mapping or a list of mappings into this one"#)
    }

    @Test func infinityIsRefusedWithItsPosition() throws {
        let error = try Self.yamlError("rowHeight: .inf\nsections: []\n")
        #expect(error.kind == .notYAML(line: 1, column: 12))
    }

    @Test func aliasesThatExpandTooFarAreRefused() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let list = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            yaml += "a\(level): &a\(level) [\(list)]\n"
        }
        let error = try Self.yamlError(yaml + "sections: []\n")
        guard case .notYAML = error.kind else { Issue.record("\(error)"); return }
        #expect(error.description == "scene.yaml: not valid YAML (line 7, column 5): the document expands to more than 16,777,216 bytes, "
            + "the most a scene file may hold (an alias counts what it names each time it is used)")
    }

    @Test func deepNestingIsRefusedBeforeComposing() throws {
        let error = try Self.yamlError(String(repeating: "[", count: 100_000))
        #expect(error.kind == .notYAML(line: 1, column: 1))
    }

    @Test func anEmptyFileIsRefused() throws {
        #expect(try Self.yamlError("# only a comment\n").description == "scene.yaml: not valid YAML: the file holds no YAML document")
    }

    @Test func theFormatComesFromTheNameThenTheFirstCharacter() {
        #expect(StructuredText.Format.of(path: "a.YML", bytes: Array("{}".utf8)) == .yaml)
        #expect(StructuredText.Format.of(path: "a.json", bytes: Array("a: 1".utf8)) == .json)
        #expect(StructuredText.Format.of(path: "-", bytes: Array("  [1]".utf8)) == .json)
        #expect(StructuredText.Format.of(path: "-", bytes: Array("a: 1".utf8)) == .yaml)
    }
}

/// A YAML scene draws the same pixels as its JSON twin.
@Suite struct SceneFileYAMLRenderingTests {
    static let yamlTwinOfTheFullExample = TestScenes.fullExampleInYAML

    @Test func theYAMLTwinOfTheFullExampleDrawsTheSamePixels() throws {
        let json = try SceneFile.parse(Array(TestScenes.fullExample.utf8), name: "full.json")
        let yaml = try SceneFile.parse(Array(Self.yamlTwinOfTheFullExample.utf8), name: "full.yaml")
        #expect(yaml == json)
        for offset in [0.0, 300, 1500] {
            let fromJSON = try SceneRenderer.render(FileScene(json), offset: offset, viewport: json.viewport)
            let fromYAML = try SceneRenderer.render(FileScene(yaml), offset: offset, viewport: yaml.viewport)
            #expect(fromYAML.framebuffer == fromJSON.framebuffer, "offset \(offset)")
        }
    }
}

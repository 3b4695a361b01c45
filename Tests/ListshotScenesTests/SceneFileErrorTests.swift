import Foundation
import ListshotScenes
import ListshotStructuredText
import Testing

/// Scene files that are wrong: each error names the file and the exact key path, and says
/// what was expected and what was found.
@Suite struct SceneFileErrorTests {
    static func error(_ json: String, name: String = "scene.json") -> StructuredTextError? {
        do {
            _ = try SceneFile.parse(Array(json.utf8), name: name)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        // Heights
        (#"{"sections": [{"rows": []}, {"rows": [{}, {}, {}, {"height": -5}]}]}"#,
         #"scene.json: sections[1].rows[3].height: expected a number ≥ 0 or "automatic", got -5"#),
        (#"{"rowHeight": "tall", "sections": []}"#,
         #"scene.json: rowHeight: expected a number ≥ 0 or "automatic", got "tall""#),
        (#"{"rowHeight": true, "sections": []}"#,
         #"scene.json: rowHeight: expected a number ≥ 0 or "automatic", got true"#),
        (#"{"estimatedRowHeight": "automatic", "sections": []}"#,
         #"scene.json: estimatedRowHeight: expected a number ≥ 0, got "automatic""#),
        (#"{"sections": [{"header": {"height": -1}, "rows": []}]}"#,
         "scene.json: sections[0].header.height: expected a number ≥ 0, got -1"),
        (#"{"sections": [{"footer": {"height": "big"}, "rows": []}]}"#,
         #"scene.json: sections[0].footer.height: expected a number ≥ 0, got "big""#),
        (#"{"sections": [{"generate": {"count": 3, "heights": [40, -0.5]}}]}"#,
         #"scene.json: sections[0].generate.heights[1]: expected a number ≥ 0 or "automatic", got -0.5"#),
        (#"{"sections": [{"generate": {"count": 3, "height": [40]}}]}"#,
         #"scene.json: sections[0].generate.height: expected a number ≥ 0 or "automatic", got a list"#),
        (#"{"sections": [{"generate": {"count": 3, "heights": []}}]}"#,
         #"scene.json: sections[0].generate.heights: must not be empty"#),
        (#"{"sections": [{"generate": {"count": 3, "heights": [1], "height": 2}}]}"#,
         #"scene.json: sections[0].generate: give either "heights" (used in turn) or "height" (for every row), not both"#),
        // Issue 7, item 13: frames are exact up to 1e13 points; beyond, heights are refused.
        (#"{"sections": [{"generate": {"count": 10000000, "height": 1e308}}]}"#,
         "scene.json: sections[0].generate.height: must be at most 10000000000000 points, the extent over which listshot "
            + "lays frames out exactly, got 1e+308"),
        (#"{"sections": [{"generate": {"count": 10000000, "height": 2000000}}]}"#,
         "scene.json: sections: the heights add up to 20000000000000 points, more than the 10000000000000 points over "
            + "which listshot lays frames out exactly"),
        (#"{"contentInset": {"top": 1e14}, "sections": []}"#,
         "scene.json: contentInset.top: must be at most 10000000000000 points, the extent over which listshot "
            + "lays frames out exactly, got 100000000000000"),
        // Counts
        (#"{"sections": [{"generate": {"count": -3}}]}"#,
         "scene.json: sections[0].generate.count: must be a whole number ≥ 0, got -3"),
        (#"{"sections": [{"generate": {"count": 2.5}}]}"#,
         "scene.json: sections[0].generate.count: must be a whole number ≥ 0, got 2.5"),
        (#"{"sections": [{"generate": {"count": "ten"}}]}"#,
         #"scene.json: sections[0].generate.count: must be a whole number ≥ 0, got "ten""#),
        // Issue 8: a generated section costs its cycle of heights, not its rows; the cap is a billion.
        (#"{"sections": [{"generate": {"count": 2000000000}}]}"#,
         "scene.json: sections[0].generate.count: must be at most 1000000000 (rows in a scene), got 2000000000"),
        // Issue 7, item 3: the cap is on the scene's rows, all sections together.
        (#"{"sections": [{"generate": {"count": 600000000}}, {"rows": [{}]}, {"generate": {"count": 400000000}}]}"#,
         "scene.json: sections[2].generate.count: the sections up to this one have 1,000,000,001 rows; a scene has at most "
            + "1,000,000,000 rows in all its sections together"),
        // Issue 7, item 4: a floor on estimates.
        (#"{"estimatedRowHeight": 0.001, "sections": []}"#,
         "scene.json: estimatedRowHeight: must be 0 (no estimate) or at least 1 point, got 0.001"),
        (#"{"sections": [{"generate": {"text": "x"}}]}"#,
         #"scene.json: sections[0].generate.count: missing; "generate" needs "count", the number of rows"#),
        // Style, colour, viewport, inset
        (#"{"style": "fancy", "sections": []}"#,
         #"scene.json: style: unknown style "fancy"; use "plain", "grouped" or "insetGrouped""#),
        (#"{"style": 1, "sections": []}"#,
         #"scene.json: style: expected "plain", "grouped" or "insetGrouped", got 1"#),
        (#"{"backgroundColor": "blue", "sections": []}"#,
         ##"scene.json: backgroundColor: expected a colour "#RGB", "#RRGGBB", "#RRGGBBAA" or a system colour name ("label", "secondaryLabel", …), got "blue""##),
        (#"{"viewport": {"width": 0}, "sections": []}"#,
         "scene.json: viewport.width: expected a number > 0, got 0"),
        (#"{"viewport": "phone", "sections": []}"#,
         #"scene.json: viewport: expected an object (the viewport), got "phone""#),
        (#"{"viewport": {"width": 100000, "height": 100000}, "sections": []}"#,
         "scene.json: viewport: the viewport would be 200000 × 200000 pixels"),
        (#"{"contentInset": {"top": -1}, "sections": []}"#,
         "scene.json: contentInset.top: expected a number ≥ 0, got -1"),
        // Unknown keys, with a suggestion for typos
        (#"{"rowheight": 40, "sections": []}"#,
         #"scene.json: rowheight: unknown key; did you mean "rowHeight"? (a scene takes "device", "viewport", "appearance", "textSize", "direction", "layout", "style""#),
        (#"{"sections": [{"rows": [{"text": "a"}, {"text": "b", "heigth": 60}]}]}"#,
         #"scene.json: sections[0].rows[1].heigth: unknown key; did you mean "height"? (a row takes "text", "detail", "height", "style", "cell", "image", "accessory", "backgroundColor", "textColor", "selected", "accessibilityIdentifier", "isOn", "icon", "badge")"#),
        (#"{"sections": [{"header": {"title": "A"}, "rows": []}]}"#,
         #"scene.json: sections[0].header.title: unknown key (a header takes "text", "height")"#),
        (#"{"sections": [{"generate": {"count": 1, "colour": "red"}}]}"#,
         #"scene.json: sections[0].generate.colour: unknown key"#),
        (#"{"sections": [], "row height": 3}"#,
         #"scene.json: ["row height"]: unknown key"#),
        // Structure
        (#"{}"#, #"scene.json: sections: missing; a scene needs "sections""#),
        (#"{"sections": {}}"#, "scene.json: sections: expected a list, got an object"),
        (#"[]"#, "scene.json: expected an object (a scene), got a list"),
        (#"{"sections": [[]]}"#, "scene.json: sections[0]: expected an object (a section), got a list"),
        (#"{"sections": [{"header": {"text": "A"}}]}"#,
         #"scene.json: sections[0]: a section needs "rows" (a list of rows) or "generate" (a pattern for rows)"#),
        (#"{"sections": [{"rows": [], "generate": {"count": 1}}]}"#,
         #"scene.json: sections[0]: give either "rows" or "generate", not both"#),
        (#"{"sections": [{"rows": [{"text": 5}]}]}"#, "scene.json: sections[0].rows[0].text: expected a string, got 5"),
        (#"{"sections": [{"rows": [{"accessibilityIdentifier": 3}]}]}"#,
         "scene.json: sections[0].rows[0].accessibilityIdentifier: expected a string, got 3"),
    ])
    func aBadValueIsNamedByFileAndKeyPath(json: String, message: String) throws {
        let error = try #require(Self.error(json))
        #expect(error.kind == .invalidScene)
        #expect(error.description.hasPrefix(message), "the message was: \(error.description)")
    }

    @Test func theKeyPathIsAlsoAField() throws {
        let error = try #require(Self.error(#"{"sections": [{"rows": [{}, {"height": -5}]}]}"#, name: "dir/people.json"))
        #expect(error.file == "dir/people.json")
        #expect(error.keyPath == "sections[0].rows[1].height")
        #expect(error.message == #"expected a number ≥ 0 or "automatic", got -5"#)
    }

    @Test func notJSONGivesTheLineAndColumn() throws {
        let json = """
            {
              "style": "plain",
              "sections": [
                {"rows": [,]}
              ]
            }
            """
        let error = try #require(Self.error(json))
        #expect(error.kind == .notJSON(line: 4, column: 15))
        #expect(error.description == #"scene.json: not valid JSON (line 4, column 15): unexpected ",""#)
    }

    @Test func theColumnCountsCharactersNotBytes() throws {
        let error = try #require(Self.error("{\"sections\": [{\"rows\": [{\"text\": \"Zo\u{EB} \u{2615}\"} x]}]}"))
        #expect(error.kind == .notJSON(line: 1, column: 43))
        #expect(error.description.contains(#"unexpected "x""#))
    }

    @Test func nanIsNotJSON() throws {
        let error = try #require(Self.error(#"{"rowHeight": NaN, "sections": []}"#))
        #expect(error.description == #"scene.json: not valid JSON (line 1, column 15): unexpected "NaN": JSON has no NaN or Infinity (numbers must be finite)"#)
    }

    @Test func invalidUTF8IsNotJSON() throws {
        let bytes = Array(#"{"sections": [{"rows": [{"text": "a"#.utf8) + [0xFF] + Array(#""}]}]}"#.utf8)
        let error = try #require(throws: StructuredTextError.self) { try SceneFile.parse(bytes, name: "scene.json") }
        #expect(error.description == "scene.json: not valid JSON (line 1, column 36): this string is not valid UTF-8")
    }

    @Test func aDocumentThatIsNotAnObjectIsRefused() throws {
        #expect(Self.error(#""hello""#)?.description == #"scene.json: expected an object (a scene), got "hello""#)
        #expect(Self.error("null")?.description == "scene.json: expected an object (a scene), got null")
    }

    @Test func anEmptyFileSaysSo() throws {
        #expect(Self.error(" \n")?.description == "scene.json: not valid JSON: the file is empty")
    }

    @Test func aTruncatedFileSaysWhereItEnds() throws {
        let error = try #require(Self.error("{\n  \"sections\": ["))
        #expect(error.kind == .notJSON(line: 2, column: 16))
        #expect(error.description.hasPrefix("scene.json: not valid JSON (line 2, column 16): "))
    }

    @Test func aMissingFileIsNamed() throws {
        let path = NSTemporaryDirectory() + "listshot-no-such-\(UUID().uuidString)/scene.json"
        #expect(throws: StructuredTextError(file: path, kind: .unreadable(code: ENOENT), message: "cannot read file: No such file or directory")) {
            try SceneFile.load(path: path)
        }
    }

    @Test func aFolderIsNotAFile() throws {
        let folder = NSTemporaryDirectory()
        #expect(throws: StructuredTextError(
            file: folder, kind: .unreadable(code: EINVAL),
            message: "not a regular file (it is a folder); a scene file is a JSON or YAML file")) {
            try SceneFile.load(path: folder)
        }
    }
}

import ListshotGeometry
import ListshotRaster
import ListshotScenes
import ListshotStructuredText
import ListshotViews
import Testing

/// A row's style, accessory, colours and selection, and the separators, from a scene file.
@Suite struct SceneRowLookTests {
    static func table(_ json: String) throws -> TableView {
        let scene = FileScene(try SceneFile.parse(Array(json.utf8), name: "scene.json"))
        scene.tableView.layoutIfNeeded()
        return scene.tableView
    }

    @Test func rowsTakeTheirStyleAccessoryColoursAndSelection() throws {
        let table = try Self.table(##"""
            {"separators": {"style": "none"}, "sections": [{"rows": [
              {"text": "a", "style": "value1", "detail": "one", "accessory": "checkmark", "selected": true},
              {"text": "b", "detail": "two", "backgroundColor": "#123456", "textColor": "#ABCDEF"},
              {"text": "c", "style": "value2", "detail": "three"},
              {"text": "d"}]},
              {"generate": {"count": 2, "style": "value1", "accessory": "disclosureIndicator", "textColor": "#FF0000"}}]}
            """##)
        let cells = table.visibleCells
        #expect(cells.map(\.cellStyle) == [.value1, .subtitle, .value2, .default, .value1, .value1])
        #expect(cells.map(\.accessoryType) == [.checkmark, .none, .none, .none, .disclosureIndicator, .disclosureIndicator])
        #expect(cells.map(\.isSelected) == [true, false, false, false, false, false])
        #expect(cells[1].backgroundColor == Color(rgb: 0x123456))
        #expect(cells[1].textLabel.textColor == Color(rgb: 0xABCDEF))
        #expect(cells[0].backgroundColor == .white)
        #expect(cells[2].textLabel.textColor == .blue)  // value2's title is tinted, as in UIKit
        #expect(cells[4].textLabel.textColor == Color(rgb: 0xFF0000))
        #expect(table.separatorStyle == .none)
    }

    @Test func separatorsTakeTheirColourAndInset() throws {
        let table = try Self.table(##"{"separators": {"color": "#FF0000", "inset": {"left": 0, "right": 8}}, "sections": [{"generate": {"count": 3}}]}"##)
        #expect(table.separatorColor == Color(rgb: 0xFF0000))
        #expect(table.separatorInset == EdgeInsets(left: 0, right: 8))
    }

    @Test(arguments: [
        (#"{"sections": [{"rows": [{"style": "subtitel"}]}]}"#,
         #"scene.json: sections[0].rows[0].style: unknown cell style "subtitel"; did you mean "subtitle"? (use "default", "subtitle", "value1", "value2")"#),
        (#"{"sections": [{"rows": [{"accessory": "chevron"}]}]}"#,
         #"scene.json: sections[0].rows[0].accessory: unknown accessory "chevron" (use "none", "disclosureIndicator", "checkmark", "detailButton", "detailDisclosureButton", "switch")"#),
        (#"{"sections": [{"rows": [{"selected": "yes"}]}]}"#,
         #"scene.json: sections[0].rows[0].selected: expected true or false, got "yes""#),
        (#"{"sections": [{"generate": {"count": 1, "textColor": "red"}}]}"#,
         ##"scene.json: sections[0].generate.textColor: expected a colour "#RGB", "#RRGGBB", "#RRGGBBAA" or a system colour name ("label", "secondaryLabel", …), got "red""##),
        (#"{"sections": [{"rows": [{"selected": true}, {}]}, {"rows": [{"selected": true}]}]}"#,
         "scene.json: sections[1].rows[0].selected: a second selected row; a table selects one row at a time (sections[0].rows[0].selected is selected)"),
        (#"{"sections": [{"generate": {"count": 3, "selected": true}}]}"#,
         #"scene.json: sections[0].generate.selected: unknown key ("generate" takes "count", "text", "detail", "heights", "height", "lists", "style", "cell", "image", "accessory", "backgroundColor", "textColor")"#),
        (#"{"separators": {"style": "dashed"}, "sections": []}"#,
         #"scene.json: separators.style: unknown separator style "dashed" (use "singleLine", "none")"#),
    ])
    func mistakesNameTheKeyPathAndWhatWasExpected(json: String, message: String) throws {
        let error = try #require(throws: StructuredTextError.self) { try SceneFile.parse(Array(json.utf8), name: "scene.json") }
        #expect(error.description == message)
    }
}

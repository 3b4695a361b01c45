import ListshotScenes
import ListshotStructuredText
import Testing

/// A scene file's messages stay short whatever the file holds: a value of ten megabytes is
/// quoted cut short where the scene expects something else (the JSON parser's own messages
/// are in ListshotStructuredTextTests' SceneFileJSONTests).
@Suite struct SceneFileShortMessageTests {
    @Test func aTenMegabyteStyleGivesAShortMessage() throws {
        let huge = String(repeating: "a", count: 10_000_000)
        let error = try #require(throws: StructuredTextError.self) {
            try SceneFile.parse(Array(#"{"style": "\#(huge)", "sections": []}"#.utf8), name: "s.json")
        }
        let quoted = "\"" + String(repeating: "a", count: 40) + "…\""
        #expect(error.description == #"s.json: style: unknown style \#(quoted); use "plain", "grouped" or "insetGrouped""#)
        #expect(error.description.count < 200)
    }

    @Test func aTenMegabyteStringInTheWrongPlaceGivesAShortMessage() throws {
        let huge = String(repeating: "b", count: 10_000_000)
        let error = try #require(throws: StructuredTextError.self) {
            try SceneFile.parse(Array(#"{"rowHeight": "\#(huge)", "sections": []}"#.utf8), name: "s.json")
        }
        let quoted = "\"" + String(repeating: "b", count: 40) + "…\""
        #expect(error.description == #"s.json: rowHeight: expected a number ≥ 0 or "automatic", got \#(quoted)"#)
        #expect(error.description.count < 200)
    }
}

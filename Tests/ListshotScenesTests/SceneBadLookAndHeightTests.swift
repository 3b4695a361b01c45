import ListshotScenes
import ListshotStructuredText
import Testing

/// A scene asking for a text size or appearance that does not exist, or a height below 0:
/// the whole error, with the file's name and the key path.
@Suite struct SceneBadLookAndHeightTests {
    static let sizes = #""extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "#
        + #""accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "#
        + #""accessibilityExtraExtraExtraLarge""#

    @Test(arguments: [
        ("textSize: huge", #"s.yaml: textSize: unknown text size "huge" (use \#(sizes))"#),
        ("textSize: AX6", #"s.yaml: textSize: unknown text size "AX6"; did you mean "AX1"? (use \#(sizes))"#),
        ("appearance: dim", #"s.yaml: appearance: unknown appearance "dim" (use "light", "dark")"#),
        ("rowHeight: -1", #"s.yaml: rowHeight: expected a number ≥ 0 or "automatic", got -1"#),
        ("estimatedRowHeight: -5", "s.yaml: estimatedRowHeight: expected a number ≥ 0, got -5"),
    ])
    func aBadSceneKeyNamesTheFileAndKey(line: String, message: String) throws {
        let error = #expect(throws: StructuredTextError.self) {
            try SceneFile.parse(Array("\(line)\nsections: [{rows: [{text: a}]}]\n".utf8), name: "s.yaml")
        }
        #expect(error?.description == message)
    }

    @Test(arguments: [
        ("[{rows: [{text: a}, {text: b}, {text: c}, {text: d, height: -3}]}]",
         #"s.yaml: sections[0].rows[3].height: expected a number ≥ 0 or "automatic", got -3"#),
        ("[{generate: {count: 3, heights: [10, -0.5]}}]",
         #"s.yaml: sections[0].generate.heights[1]: expected a number ≥ 0 or "automatic", got -0.5"#),
        ("[{rows: []}, {header: {text: a, height: -3}, rows: []}]", "s.yaml: sections[1].header.height: expected a number ≥ 0, got -3"),
        ("[{footer: {text: a, height: -1}, rows: []}]", "s.yaml: sections[0].footer.height: expected a number ≥ 0, got -1"),
    ])
    func aHeightBelowZeroNamesItsKeyPath(sections: String, message: String) throws {
        let error = #expect(throws: StructuredTextError.self) {
            try SceneFile.parse(Array("sections: \(sections)\n".utf8), name: "s.yaml")
        }
        #expect(error?.description == message)
    }

    @Test func aBadOverrideNamesTheFile() throws {
        let error = #expect(throws: StructuredTextError.self) {
            try SceneFile.parse(Array("sections: []\n".utf8), name: "s.yaml", overrides: SceneOverrides(textSize: "AX9"))
        }
        #expect(error?.description == #"s.yaml: unknown text size "AX9"; did you mean "AX1"? (use \#(Self.sizes))"#)
    }
}

/// Custom cells' heights scale with the text size, so the total height is checked at the
/// size drawn, the file's or an override's.
@Suite struct ScaledTotalHeightTests {
    static let yaml = """
        cells: {c: {parts: [{text: "{i}", baseline: 20}]}}
        sections: [{generate: {count: 1000000000, height: 9999, cell: c}}]

        """

    @Test func heightsThatFitAtLargeButNotAtAX5AreRefusedWithTheKeyPath() throws {
        _ = try SceneFile.parse(Array(Self.yaml.utf8), name: "s.yaml")
        let message = "s.yaml: sections: the heights add up to 31173352941176.473 points, more than the 10000000000000 points "
            + "over which listshot lays frames out exactly (at the text size accessibilityExtraExtraExtraLarge, which scales custom cells' heights and the file's rowHeight)"
        let override = #expect(throws: StructuredTextError.self) {
            try SceneFile.parse(Array(Self.yaml.utf8), name: "s.yaml", overrides: SceneOverrides(textSize: "AX5"))
        }
        #expect(override?.description == message)
        let key = #expect(throws: StructuredTextError.self) {
            try SceneFile.parse(Array(("textSize: AX5\n" + Self.yaml).utf8), name: "s.yaml")
        }
        #expect(key?.description == message)
    }
}

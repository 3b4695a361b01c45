import ListshotSnapshot
import Testing

/// What a failed check says changed in the view tree, from the golden's kept tree and the
/// frame's (layout reports as `listshot layout --views --format json` prints them).
@Suite struct ViewTreeChangesTests {
    /// A row at `y`, 44 pt tall, with `views` (JSON objects).
    static func row(_ index: Int, y: Double, height: Double = 44, views: [String] = []) -> String {
        #"{"section": 0, "row": \#(index), "frame": {"x": 0, "y": \#(y), "width": 390, "height": \#(height)}, "views": [\#(views.joined(separator: ", "))]}"#
    }

    static func label(_ text: String, x: Double = 16, y: Double, width: Double = 100, truncated: Bool = false) -> String {
        #"{"kind": "label", "frame": {"x": \#(x), "y": \#(y), "width": \#(width), "height": 20}, "text": "\#(text)", "truncated": \#(truncated), "font": {"style": "body", "size": 17, "weight": "regular"}}"#
    }

    static func report(height: Double = 2000, _ rows: [String]) -> [UInt8] {
        let items = rows.joined(separator: ", ")
        return Array(#"{"contentSize": {"width": 390, "height": \#(height)}, "contentOffset": {"x": 0, "y": 0}, "items": [\#(items)], "rows": [\#(items)], "headers": [], "footers": []}"#.utf8)
    }

    @Test func theIssuesExamplesReadAsItSaysThem() throws {
        let old = Self.report([
            Self.row(2, y: 88, views: [Self.label("Alan Turing", y: 100)]),
            Self.row(3, y: 132),
            Self.row(4, y: 176, views: [Self.label("Grace Hopper", y: 188)]),
            Self.row(9, y: 396),
        ])
        let new = Self.report([
            Self.row(2, y: 88, views: [Self.label("Alan Kay", y: 100)]),
            Self.row(3, y: 134),
            Self.row(4, y: 176, views: [Self.label("Grace Hopper", y: 188, truncated: true)]),
            Self.row(7, y: 308),
        ])
        let changes = try #require(ViewTreeChanges(expected: old, actual: new))
        #expect(changes.listed == [
            #"row 0.2 label: "Alan Turing" → "Alan Kay""#,
            "row 0.3 moved 2 pt down",
            "row 0.4 label now truncated",
            "row 0.7 added",
            "row 0.9 removed",
        ])
    }

    @Test func equalTreesHaveNoChanges() throws {
        let tree = Self.report([Self.row(0, y: 0, views: [Self.label("Wi-Fi", y: 12)])])
        let changes = try #require(ViewTreeChanges(expected: tree, actual: tree))
        #expect(changes.isEmpty && changes.listed.isEmpty)
    }

    @Test func rowsMovedAlikeAreOneLineAndAViewIsComparedWithinItsRow() throws {
        // Row 0 grew by 20 pt: the rows below moved, their labels with them (not reported).
        let old = Self.report((0..<5).map { Self.row($0, y: Double($0) * 44, views: [Self.label("Row \($0)", y: Double($0) * 44 + 12)]) })
        let new = Self.report(height: 2020, (0..<5).map { i in
            let y = i == 0 ? 0 : Double(i) * 44 + 20
            return Self.row(i, y: y, height: i == 0 ? 64 : 44, views: [Self.label("Row \(i)", x: i == 0 ? 20 : 16, y: y + 12)])
        })
        let changes = try #require(ViewTreeChanges(expected: old, actual: new))
        #expect(changes.listed == [
            "content height 2000 → 2020 pt",
            "row 0.0 height 44 → 64 pt",
            "row 0.0 label moved 4 pt right",
            "rows 0.1–0.4 moved 20 pt down",
        ])
    }

    @Test func aLongListIsCutWithACount() throws {
        let old = Self.report((0..<12).map { Self.row($0, y: Double($0) * 44, views: [Self.label("Old \($0)", y: 0)]) })
        let new = Self.report((0..<12).map { Self.row($0, y: Double($0) * 44, views: [Self.label("New \($0)", y: 0)]) })
        let changes = try #require(ViewTreeChanges(expected: old, actual: new))
        #expect(changes.lines.count == ViewTreeChanges.limit)
        #expect(changes.omitted == 4)
        #expect(changes.listed.last == "and 4 more changes")
    }

    @Test func severalViewsOfAKindAreMatchedInOrderAndNamedByPlaceOrIdentifier() throws {
        let identified = #"{"kind": "label", "frame": {"x": 300, "y": 12, "width": 40, "height": 20}, "text": "9:41", "truncated": false, "accessibilityIdentifier": "timestamp"}"#
        let old = Self.report([Self.row(0, y: 0, views: [Self.label("Title", y: 4), Self.label("Detail", y: 24), identified])])
        let new = Self.report([Self.row(0, y: 0, views: [
            Self.label("Title", y: 4), Self.label("Details", y: 24), identified.replacingOccurrences(of: "9:41", with: "10:41"),
        ])])
        let changes = try #require(ViewTreeChanges(expected: old, actual: new))
        #expect(changes.listed == [#"row 0.0 label 2: "Detail" → "Details""#, #"row 0.0 label timestamp: "9:41" → "10:41""#])
    }

    @Test func aViewAddedOrRemovedIsNamedWithItsText() throws {
        let old = Self.report([Self.row(0, y: 0, views: [Self.label("Title", y: 4)])])
        let new = Self.report([Self.row(0, y: 0, views: [
            Self.label("Title", y: 4), #"{"kind": "accessory", "frame": {"x": 360, "y": 14, "width": 8, "height": 14}, "accessoryType": "disclosureIndicator"}"#,
        ])])
        #expect(try #require(ViewTreeChanges(expected: old, actual: new)).listed == ["row 0.0 accessory added"])
        #expect(try #require(ViewTreeChanges(expected: new, actual: old)).listed == ["row 0.0 accessory removed"])
    }

    @Test func aFileThatIsNoTreeGivesNoChanges() {
        #expect(ViewTreeChanges(expected: Array("not json".utf8), actual: Self.report([])) == nil)
        #expect(ViewTreeChanges(expected: Array("{}".utf8), actual: Self.report([])) == nil)
    }

    @Test func theTreeFileSitsBesideTheGolden() {
        #expect(ViewTreeFile.path(forGolden: "Snapshots/T/feed.600@2x.png") == "Snapshots/T/feed.600@2x.views.json")
    }
}

import class Foundation.FileManager
import ListshotFiles
import ListshotLayout
import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import ListshotViews
import Testing

@testable import ListshotTesting

/// People with a name and the time of their last message, which a test may change.
private final class People: TableViewDataSource {
    var names = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra"]
    var time = "9:41"
    var identifiesRows = false
    let tableView = TableView()

    init() {
        tableView.dataSource = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.textLabel.text = names[indexPath.row]
        let timestamp = Label(frame: Rect(x: 300, y: 12, width: 70, height: 20))
        timestamp.text = time
        timestamp.accessibilityIdentifier = "timestamp"
        cell.contentView.addSubview(timestamp)
        if identifiesRows { cell.accessibilityIdentifier = "person" }
        return cell
    }

    func reload() { tableView.reloadData() }
}

/// `people`'s frame at offset 0 checked from this one line, so that a test may check one
/// golden several times, as successive runs would.
@discardableResult
private func check(
    _ people: People, named name: String, masking: [String] = [], tolerances: [String: SnapshotTolerance] = [:],
    maskColor: Color? = nil, function: StaticString = #function
) -> Bool {
    GoldenClaims.$imagesMayDiffer.withValue(true) {
        assertSnapshot(
            of: people.tableView, at: [0], named: name, masking: masking, tolerances: tolerances, maskColor: maskColor, function: function)
    }
}

/// Masks and tolerances by accessibility identifier, and the view tree kept with a list's
/// golden, in `assertSnapshot` (issue 35, items 2 and 3).
@Suite struct ViewRulesTests {
    static let golden = "ViewRulesTests/"

    @Test func aMaskedTimestampWhoseTextChangesPasses() throws {
        let people = People()
        let result = try recordedIssues { _, _ in
            for time in ["9:41", "10:58"] {
                people.time = time
                people.reload()
                check(people, named: "people", masking: ["timestamp"])
            }
        }
        #expect(result.messages.count == 1, "recorded, then matched: \(result.messages)")
        #expect(result.messages.first?.hasPrefix("No golden existed") == true)
        // The timestamp is painted over in the golden, in Playwright's colour, in every row.
        let golden = try PNGDecoder.decode(
            contentsOf: result.snapshots + "/ViewRulesTests/aMaskedTimestampWhoseTextChangesPasses.people.0@2x.png")
        #expect(golden.color(x: 300 * 2, y: 12 * 2) == Color(rgb: 0xFF00FF))
        #expect(golden.color(x: 369 * 2, y: (50 + 31) * 2) == Color(rgb: 0xFF00FF), "row 0.1's too")
        #expect(golden.color(x: 299 * 2, y: 12 * 2) != Color(rgb: 0xFF00FF), "and nothing left of it")
    }

    @Test func withoutTheMaskTheSameChangeFails() throws {
        let people = People()
        let result = try recordedIssues { _, _ in
            GoldenClaims.$imagesMayDiffer.withValue(true) {
                for time in ["9:41", "10:58"] {
                    people.time = time
                    people.reload()
                    check(people, named: "people")
                }
            }
        }
        #expect(result.messages.count == 2)
    }

    @Test func theMaskColourIsTheAssertions() throws {
        let people = People()
        let result = try recordedIssues { _, _ in check(people, named: "people", masking: ["timestamp"], maskColor: .black) }
        let golden = try PNGDecoder.decode(contentsOf: result.snapshots + "/ViewRulesTests/theMaskColourIsTheAssertions.people.0@2x.png")
        #expect(golden.color(x: 300 * 2, y: 12 * 2) == .black)
    }

    @Test func aCellsIdentifierCoversItsRow() throws {
        let people = People()
        people.identifiesRows = true
        people.reload()
        let result = try recordedIssues { _, _ in check(people, named: "people", masking: ["person"]) }
        let golden = try PNGDecoder.decode(contentsOf: result.snapshots + "/ViewRulesTests/aCellsIdentifierCoversItsRow.people.0@2x.png")
        #expect(golden.color(x: 2, y: 2) == Color(rgb: 0xFF00FF))
        #expect(golden.color(x: 779, y: 4 * 100 - 1) == Color(rgb: 0xFF00FF), "the fourth row's bottom right pixel")
        #expect(golden.color(x: 2, y: 4 * 100 + 2) != Color(rgb: 0xFF00FF), "below the rows")
    }

    @Test func anIdentifierThatNamesNoViewFailsNamingIt() throws {
        let people = People()
        let result = try recordedIssues(record: .all) { _, _ in
            assertSnapshot(
                of: people.tableView, at: [0, 100], named: "people", masking: ["timestmap", "timestamp"], tolerances: ["avatar": .ratio(0.01)])
        }
        #expect(result.messages.last == """
            masking: "timestmap" matches no view; tolerances: "avatar" matches no view in any frame of "people" (offsets 0, 100). \
            The identifiers in them: "timestamp". Set View.accessibilityIdentifier on the view (a cell's names its whole row), or fix the name.
            """)
    }

    @Test func aToleranceOutOfRangeIsRefusedNamingItsIdentifier() throws {
        let people = People()
        let result = try recordedIssues { _, _ in
            check(people, named: "people", tolerances: ["timestamp": .ratio(2)])
        }
        #expect(result.messages == [#"tolerances["timestamp"]: \#(SnapshotToleranceError.pixelRatioOutOfRange(2))"#])
    }

    @Test func aViewsToleranceJudgesItsPixelsAndTheRestStaysExact() throws {
        let people = People()
        let result = try recordedIssues { _, _ in
            GoldenClaims.$imagesMayDiffer.withValue(true) {
                for time in ["9:41", "9:42"] {
                    people.time = time
                    people.reload()
                    check(people, named: "lenient", tolerances: ["timestamp": .ratio(1)])
                }
                for time in ["9:41", "9:42"] {
                    people.time = time
                    people.reload()
                    check(people, named: "strict", tolerances: ["timestamp": .pixels(1)])
                }
                // The rest is still exact: a changed name fails though the timestamp may change.
                people.names[1] = "Alan Kay"
                people.reload()
                check(people, named: "lenient", tolerances: ["timestamp": .ratio(1)])
            }
        }
        #expect(result.messages.count == 4, "two recorded, the strict one and the changed name failed: \(result.messages)")
        #expect(result.messages[2].contains(#" pixels outside "timestamp" differ (allowed: 0); "timestamp": "#))
        #expect(result.messages[2].contains(#" pixels differ (allowed: 1); "#))
        #expect(result.messages[3].contains(#"row 0.1 label: "Alan Turing" → "Alan Kay""#))
    }

    @Test func aChangedLabelsFailureSaysSoBeforeThePixels() throws {
        let people = People()
        let result = try recordedIssues { _, _ in
            GoldenClaims.$imagesMayDiffer.withValue(true) {
                check(people, named: "people", masking: ["timestamp"])
                people.names[1] = "Alan Kay"
                people.reload()
                check(people, named: "people", masking: ["timestamp"])
            }
        }
        #expect(result.messages.count == 2)
        let golden = result.snapshots + "/ViewRulesTests/aChangedLabelsFailureSaysSoBeforeThePixels.people.0@2x.png"
        let name = "ViewRulesTests/aChangedLabelsFailureSaysSoBeforeThePixels.people.0@2x"
        let folder = result.artifacts + "/" + name
        let difference = ImageDifference(
            expected: try PNGDecoder.decode(contentsOf: folder + "/expected.png"), actual: try PNGDecoder.decode(contentsOf: folder + "/actual.png"))
        #expect(result.messages.last == """
            \(golden) does not match. What changed in the view tree:
                row 0.1 label: "Alan Turing" → "Alan Kay"
              and in the pixels: \(difference.summary).
              expected:  \(folder)/expected.png
              actual:    \(folder)/actual.png
              diff:      \(folder)/diff.png
              composite: \(folder)/composite.png
            If the change is intended, look at actual.png, then run `listshot snapshots accept` in the package's folder \
            (or re-record with LISTSHOT_RECORD=failed).
            """)
        #expect(FileManager.default.fileExists(atPath: ViewTreeFile.path(forGolden: golden)), "the tree beside the golden")
        #expect(FileManager.default.fileExists(atPath: folder + "/actual.views.json"), "and the frame's beside actual.png, to accept")
        let failure = try #require(SnapshotResults.lastRun(in: result.artifacts, naming: "").failures.last?.failure)
        #expect(failure.viewChanges?.listed == [#"row 0.1 label: "Alan Turing" → "Alan Kay""#])
        #expect(failure.actualViews == name + "/actual.views.json")
        #expect(failure.whatChanged == [#"row 0.1 label: "Alan Turing" → "Alan Kay""#, difference.summary])
        // The masked timestamp is kept without its text, so that the tree stays the same while it changes.
        let tree = String(decoding: try FileReader.readAll(ViewTreeFile.path(forGolden: golden)), as: UTF8.self)
        #expect(tree.contains(#""accessibilityIdentifier": "timestamp""#) && !tree.contains("9:41"))
    }

    @Test func acceptingAFailureMovesItsTreeWithTheGolden() throws {
        let people = People()
        let result = try recordedIssues { _, _ in
            GoldenClaims.$imagesMayDiffer.withValue(true) {
                check(people, named: "people")
                people.names[2] = "Grace Brewster Murray Hopper"
                people.reload()
                check(people, named: "people")
            }
        }
        #expect(result.messages.count == 2)
        let golden = result.snapshots + "/ViewRulesTests/acceptingAFailureMovesItsTreeWithTheGolden.people.0@2x.png"
        let actualTree = try FileReader.readAll(
            result.artifacts + "/ViewRulesTests/acceptingAFailureMovesItsTreeWithTheGolden.people.0@2x/actual.views.json")
        #expect(try FileReader.readAll(ViewTreeFile.path(forGolden: golden)) != actualTree, "the golden's tree is the old one")
        var changes: [String] = []
        try SnapshotAcceptance.accept(
            artifactsDirectory: result.artifacts, packageRoot: PackageRoot.of(filePath: #filePath), snapshotFolders: [result.snapshots]
        ) { changes.append("\($0)") }
        #expect(changes == ["updated \(golden)"])
        #expect(try FileReader.readAll(ViewTreeFile.path(forGolden: golden)) == actualTree, "the tree moved with the image")
        #expect(String(decoding: actualTree, as: UTF8.self).contains("Grace Brewster Murray Hopper"))
    }

    @Test func aPixelOnlyChangeSaysTheTreeIsTheSame() throws {
        let people = People()
        let result = try recordedIssues { _, _ in
            GoldenClaims.$imagesMayDiffer.withValue(true) {
                check(people, named: "people")
                people.tableView.backgroundColor = Color(rgb: 0xEEEEEE)
                people.reload()
                check(people, named: "people")
            }
        }
        #expect(result.messages.last?.contains(
            " does not match: the view tree is the same, so only the drawing changed (an engine or drawing change); ") == true,
            "\(result.messages)")
    }

    @Test func aGoldenWithoutATreeComparesItsPixelsAlone() throws {
        let people = People()
        let result = try recordedIssues { snapshots, _ in
            GoldenClaims.$imagesMayDiffer.withValue(true) {
                check(people, named: "people")
                // A golden recorded before trees were kept.
                try? FileManager.default.removeItem(
                    atPath: snapshots + "/ViewRulesTests/aGoldenWithoutATreeComparesItsPixelsAlone.people.0@2x.views.json")
                check(people, named: "people")
                people.names[0] = "Ada King"
                people.reload()
                check(people, named: "people")
            }
        }
        #expect(result.messages.count == 2, "recorded, matched, then failed: \(result.messages)")
        let message = try #require(result.messages.last)
        #expect(message.contains(" does not match: ") && message.contains(" pixels differ (allowed: 0)") && !message.contains("view tree"), "\(message)")
    }
}

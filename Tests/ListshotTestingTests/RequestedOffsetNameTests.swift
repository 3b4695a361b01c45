import class Foundation.FileManager
import ListshotLayout
import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import ListshotViews
import Testing

@testable import ListshotTesting

/// A list of `count` rows, which a test may grow.
private final class Rows: TableViewDataSource {
    var count: Int
    let tableView = TableView()

    init(count: Int) {
        self.count = count
        tableView.dataSource = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A golden is named by the offset the test asked for, not by the offset it was clamped
/// to: a list that grows by a row compares its new last page with the old one, instead of
/// recording it as a new golden under another name (issue 24, item 4).
@Suite struct RequestedOffsetNameTests {
    @Test func aListThatGrowsComparesItsLastPageWithTheSameGolden() throws {
        let rows = Rows(count: 20)
        let result = try recordedIssues { snapshots, _ in
            // One assertion, run before and after the list grows (two runs of the test).
            try GoldenClaims.$imagesMayDiffer.withValue(true) {
                for count in [20, 21] {  // 20 rows: 1,000 pt on an 844 pt screen, the end at 156
                    rows.count = count
                    rows.tableView.reloadData()
                    assertSnapshot(of: rows.tableView, at: [5_000], named: "rows")
                    let golden = snapshots + "/RequestedOffsetNameTests/aListThatGrowsComparesItsLastPageWithTheSameGolden.rows.5000@2x.png"
                    let provenance = try #require(SnapshotProvenance(text: try PNGDecoder.text(contentsOf: golden)))
                    #expect(provenance.offset == 156, "the provenance keeps the offset drawn")
                }
            }
        }
        let golden = result.snapshots + "/RequestedOffsetNameTests/aListThatGrowsComparesItsLastPageWithTheSameGolden.rows.5000@2x.png"
        #expect(result.messages.count == 2)
        #expect(result.messages.first == "No golden existed: wrote \(golden). Look at it; if it is right, commit it and run the test again.")
        // The list grew by a row: the message says what the tree shows of it before the pixels.
        #expect(result.messages.last?.hasPrefix("\(golden) does not match. What changed in the view tree:\n") == true, "compared, not recorded anew")
        let names = try FileManager.default.contentsOfDirectory(atPath: result.snapshots + "/RequestedOffsetNameTests").sorted()
        #expect(names == [
            "aListThatGrowsComparesItsLastPageWithTheSameGolden.rows.5000@2x.png",
            "aListThatGrowsComparesItsLastPageWithTheSameGolden.rows.5000@2x.views.json",
        ], "the golden and its view tree")
    }
}

import ListshotLayout
import ListshotRendering
import ListshotScenes
import ListshotViews
import Testing

/// Issue 8: `generate` takes up to a billion rows, which cost the memory of their `heights`,
/// not of their count; they lay out and draw at their start, middle and end.
@Suite struct BillionRowsTests {
    static func scene(_ json: String, viewport: Viewport? = nil) throws -> FileScene {
        FileScene(try SceneFile.parse(Array(json.utf8), name: "scene.json"), viewport: viewport)
    }

    /// Three generated sections around a listed one, grouped, with headers and footers of
    /// fixed heights: 1,000,000,000 rows in all. The row without a height takes the file's
    /// `rowHeight`, 44: without it rows self-size, and the table estimates every row.
    static let sections = #"""
        {"style": "grouped", "rowHeight": 44, "sections": [
          {"header": {"text": "A", "height": 30}, "generate": {"count": 300000000, "heights": [40, 60, 33.5]},
           "footer": {"text": "end of A", "height": 20}},
          {"rows": [{"text": "listed", "height": 70}, {"text": "two"}]},
          {"header": {"text": "B", "height": 30}, "generate": {"count": 400000000, "height": 28.25}},
          {"header": {"text": "C", "height": 30}, "generate": {"count": 299999998, "heights": [44, 0, 88, 12.75], "detail": "No. {i}"}}
        ]}
        """#

    /// Where each section's rows start and how each row is placed, from the file's numbers.
    struct Expected {
        var rowsTop: [Double] = []
        var cycles: [[Double]] = []

        func top(_ indexPath: IndexPath) -> Double {
            let cycle = cycles[indexPath.section]
            let (q, k) = indexPath.row.quotientAndRemainder(dividingBy: cycle.count)
            return rowsTop[indexPath.section] + Double(q) * cycle.reduce(0, +) + cycle[..<k].reduce(0, +)
        }
    }

    static var expected: Expected {
        // Grouped: headers 30 (or 18 without one), footers 20 (or 18 without one).
        var e = Expected(cycles: [[40, 60, 33.5], [70, 44], [28.25], [44, 0, 88, 12.75]])
        let aRows = 100_000_000 * 133.5
        e.rowsTop = [30, 30 + aRows + 20 + 18]
        let bTop = e.rowsTop[1] + 114 + 18
        e.rowsTop.append(bTop + 30)
        let cTop = e.rowsTop[2] + 400_000_000 * 28.25 + 18
        e.rowsTop.append(cTop + 30)
        return e
    }

    @Test func aSceneOfABillionRowsInSeveralSectionsLaysOutAtItsStartMiddleAndEnd() throws {
        let scene = try Self.scene(Self.sections)
        let table = scene.tableView
        let expected = Self.expected
        let layout = table.tableLayout
        #expect(layout.numberOfRows == 1_000_000_000)
        // Generated sections keep one cycle each; the listed one is asked row by row.
        #expect(layout.sections[0].rows == RowOffsets(count: 300_000_000, repeating: [40, 60, 33.5]))
        #expect(layout.sections[2].rows == RowOffsets(count: 400_000_000, height: 28.25))
        #expect(layout.sections[3].rows == RowOffsets(count: 299_999_998, repeating: [44, 0, 88, 12.75]))
        #expect(layout.contentSize.height == expected.rowsTop[3] + 74_999_999 * 144.75 + 44 + 18)
        let end = layout.contentSize.height - 844
        for offset in [0, 13_350_000_000.0 + 0.25, expected.rowsTop[2] + 5_650_000_000, end - 1_000, end] {
            let scroll = try SceneRenderer.scroll(scene, to: offset, viewport: .phone)
            #expect(scroll.appliedOffset == offset)
            let visible = table.indexPathsForVisibleRows
            #expect(!visible.isEmpty)
            for indexPath in visible {
                let top = expected.top(indexPath)
                #expect(table.rectForRow(at: indexPath).minY == top, "\(indexPath)")
                #expect(table.cellForRow(at: indexPath)?.frame.minY == top)
                // Half-open: on screen iff the frame meets [offset, offset + 844).
                let height = table.rectForRow(at: indexPath).height
                #expect(height > 0 && top < offset + 844 && top + height > offset)
            }
        }
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 299_999_996, section: 3))  // 299,999,997 is 0 tall
        #expect(table.cellForRow(at: IndexPath(row: 299_999_996, section: 3))?.detailTextLabel.text == "No. 299999996")
    }

    @Test func aBillionRowsOfOneHeightOrOfACycleDrawAtTheirStartMiddleAndEnd() throws {
        for json in [
            #"{"sections": [{"generate": {"count": 1000000000, "height": 44}}]}"#,
            #"{"sections": [{"generate": {"count": 1000000000, "heights": [40, 60, 33.5, 27.3, 0, 51.015625]}}]}"#,
        ] {
            let scene = try Self.scene(json)
            let height = scene.tableView.contentSize.height
            for offset in [0, height / 2, height - 844] {
                let frame = try SceneRenderer.render(scene, offset: offset, viewport: .phone)
                #expect(frame.appliedOffset == offset)
                #expect(scene.tableView.visibleCells.count >= 844 / 60)
                let first = try #require(scene.tableView.indexPathsForVisibleRows.first)
                #expect(scene.tableView.cellForRow(at: first)?.textLabel.text == "Row \(first.row)")
            }
            #expect(scene.tableView.indexPathsForVisibleRows.last?.row == 999_999_999)
        }
    }

    /// A generated section and the same rows listed one by one lay out alike, whether the
    /// table gets the heights as a cycle or row by row.
    @Test func generatedRowsLayOutAsTheSameRowsListed() throws {
        let cycle = [40, 0, 33.5, 60.25, 12]
        for count in [0, 1, 4, 5, 6, 37] {
            let listed = (0..<count).map { #"{"text": "Row \#($0)", "height": \#(cycle[$0 % cycle.count])}"# }.joined(separator: ", ")
            let generated = try Self.scene(#"{"sections": [{"generate": {"count": \#(count), "heights": [40, 0, 33.5, 60.25, 12]}}]}"#)
            let written = try Self.scene(#"{"sections": [{"rows": [\#(listed)]}]}"#)
            #expect(generated.tableView.contentSize == written.tableView.contentSize)
            for row in 0..<count {
                #expect(generated.tableView.rectForRow(at: IndexPath(row: row)) == written.tableView.rectForRow(at: IndexPath(row: row)))
            }
        }
    }
}

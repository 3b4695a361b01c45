import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotViews
import Testing

/// Issue 22 item 6: a selected row hides the separators above and below it, as UIKit hides
/// the selected cell's separator and the one of the cell above it, so the highlight is one
/// grey band.
@Suite struct SelectedRowSeparatorTests {
    /// Twenty rows of 40 pt in one plain section, without headers.
    final class Rows: TableViewDataSource, TableViewDelegate {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 40 }
    }

    static func make(_ source: Rows) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 400))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    /// The rows whose separator is hidden, of those on screen.
    static func withoutSeparator(_ table: TableView) -> [Int] {
        (0..<10).filter { table.cellForRow(at: IndexPath(row: $0))?.separator == nil }
    }

    @Test func theSelectedRowAndTheRowAboveItDrawNoSeparator() throws {
        let source = Rows()
        let table = Self.make(source)
        #expect(Self.withoutSeparator(table).isEmpty)
        table.selectRow(at: IndexPath(row: 3))
        #expect(Self.withoutSeparator(table) == [2, 3])
        let image = try table.renderImage(scale: 1)
        // Row 2 ends at 120, row 3 at 160, row 4 at 200; each separator is the row's last pixel row.
        #expect(image.color(x: 380, y: 119) == .white)       // above the highlight: no line
        #expect(image.color(x: 380, y: 159) == .selection)   // the highlight's last row: no line
        #expect(image.color(x: 380, y: 199) == .separator)   // further down: lines as before
        #expect(image.color(x: 380, y: 79) == .separator)
        // A tap moves the selection, and the hidden lines with it; the first row has no row above.
        table.tap(at: Point(x: 50, y: 10))
        #expect(Self.withoutSeparator(table) == [0])
        table.selectRow(at: nil)
        #expect(Self.withoutSeparator(table).isEmpty)
    }

    /// A row selected off screen comes on screen without its lines; a cell reused for
    /// another row gets its line back.
    @Test func scrollingKeepsTheRuleForRowsThatComeAndGo() {
        let source = Rows()
        let table = Self.make(source)
        table.selectRow(at: IndexPath(row: 15))
        table.contentOffset = Point(x: 0, y: 400)  // rows 10…19
        #expect((10..<20).filter { table.cellForRow(at: IndexPath(row: $0))?.separator == nil } == [14, 15])
        table.contentOffset = Point(x: 0, y: 0)
        #expect(Self.withoutSeparator(table).isEmpty)
    }
}

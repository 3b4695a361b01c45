import ListshotGeometry
import ListshotLayout
import ListshotViews
import Testing

/// Two kinds of cell in one table, and sections with titles.
final class MixedTable: TableViewDataSource, TableViewDelegate {
    var selected: [IndexPath] = []
    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let id = indexPath.row % 2 == 0 ? "Even" : "Odd"
        let cell = tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)
        #expect(cell.reuseIdentifier == id)
        #expect(type(of: cell) == (id == "Even" ? TableViewCell.self : OddCell.self))
        cell.textLabel.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 40 }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

final class OddCell: TableViewCell {}

@Suite struct SelectionAndReuseTests {
    static func make(_ source: MixedTable, inset: EdgeInsets = .zero) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 400))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Even")
        table.register(OddCell.self, style: .subtitle, forCellReuseIdentifier: "Odd")
        table.contentInset = inset
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @Test func eachIdentifierHasItsOwnPoolAndItsOwnLimit() {
        let source = MixedTable()
        let table = Self.make(source)
        table.setMaximumReusableCells(2, forIdentifier: "Odd")
        for y in stride(from: 0.0, through: 1_500, by: 7) { table.contentOffset = Point(x: 0, y: y) }
        table.contentOffset = Point(x: 0, y: 0)
        table.contentOffset = Point(x: 0, y: 1_000)  // a jump: every row changes, and the cells are reused
        #expect(table.numberOfReusableCells(withIdentifier: "Odd") <= 2)
        #expect(table.numberOfReusableCells(withIdentifier: "Even") <= 10)
        #expect(table.visibleCells.allSatisfy { cell in
            let row = Int(cell.textLabel.text.split(separator: ".")[1])!
            return (row % 2 == 1) == (cell is OddCell)
        })
        #expect((table.visibleCells.first { $0 is OddCell })?.cellStyle == .subtitle)
    }

    @Test func aTapSelectsAndHighlightsTheRowUnderIt() throws {
        let source = MixedTable()
        let table = Self.make(source)
        table.contentOffset = Point(x: 0, y: 100)
        // Section 0's header (28 pt) sticks at the top: a tap there selects nothing.
        #expect(table.tap(at: Point(x: 50, y: 10)) == nil)
        // Content y 100 + 50 = 150: section 0's rows start at 28, so row 3 (148…188).
        #expect(table.tap(at: Point(x: 50, y: 50)) == IndexPath(row: 3))
        #expect(source.selected == [IndexPath(row: 3)])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3))
        #expect(table.cellForRow(at: IndexPath(row: 3))?.isSelected == true)
        #expect(table.visibleCells.filter(\.isSelected).count == 1)
        // A recycled cell never carries the selection to another row.
        table.contentOffset = Point(x: 0, y: 2_000)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.contentOffset = Point(x: 0, y: 100)
        #expect(table.cellForRow(at: IndexPath(row: 3))?.isSelected == true)
        let image = try table.renderImage(scale: 1)
        // The selected row (148…188 in content, 48…88 on screen) is grey at its right end.
        #expect(image.color(x: 380, y: 60) == .selection)
        #expect(image.color(x: 380, y: 100) == .white)
    }

    @Test func tapsRespectTheContentInset() {
        let source = MixedTable()
        let table = Self.make(source, inset: EdgeInsets(top: 50))
        table.contentOffset = Point(x: 0, y: -50)  // at rest: the content starts 50 pt down
        #expect(table.tap(at: Point(x: 10, y: 20)) == nil)  // in the inset: no content there
        #expect(table.tap(at: Point(x: 10, y: 60)) == nil)  // the header, 50…78 on screen
        #expect(table.tap(at: Point(x: 10, y: 80)) == IndexPath(row: 0))  // content y 30
        #expect(table.tap(at: Point(x: 10, y: 400)) == nil)  // below the viewport
    }

    @Test func plainHeadersStickAndArePushedUpByTheirSectionsEnd() {
        let source = MixedTable()
        let table = Self.make(source)
        // Section 0 spans 0…828 (28 + 20 × 40); its header sticks until 800, then is pushed.
        table.contentOffset = Point(x: 0, y: 500)
        #expect(table.rectForHeader(inSection: 0).minY == 500)
        table.contentOffset = Point(x: 0, y: 810)
        #expect(table.rectForHeader(inSection: 0).minY == 800)
        #expect(table.rectForHeader(inSection: 1).minY == 828)
        #expect(table.indexesOfVisibleHeaders == [0, 1])
    }
}

import Foundation
import ListshotViews
import Testing

/// A data source written as for UIKit, in a file that imports Foundation: `IndexPath` is
/// Foundation's, with UIKit's `row`, `section` and `item` (issue 35, item 8).
@MainActor
@Suite struct FoundationIndexPathTests {
    final class Names: TableViewDataSource, TableViewDelegate {
        let names = [["Ada", "Alan"], ["Grace", "Edsger", "Barbara"]]
        var asked: [IndexPath] = []
        var selected: [IndexPath] = []

        func numberOfSections(in tableView: TableView) -> Int { names.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names[section].count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            asked.append(indexPath)
            let cell = TableViewCell(reuseIdentifier: nil)
            cell.textLabel.text = names[indexPath.section][indexPath.row]
            return cell
        }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @Test func theTypeIsFoundationsAndTheUIKitAccessorsReadItsTwoIndexes() {
        let path: Foundation.IndexPath = IndexPath(row: 4, section: 2)
        #expect(path == IndexPath(indexes: [2, 4]))
        #expect(path.section == 2 && path.row == 4 && path.item == 4)
        #expect(IndexPath(item: 7, section: 1) == [1, 7])
        #expect(IndexPath(row: 3) == [0, 3])
        #expect(path.description == "[2, 4]")
        var moved = path
        moved.row = 5
        moved.section = 0
        #expect(moved == [0, 5])
        moved.item = 9
        #expect(moved.row == 9)
        #expect([IndexPath(row: 0, section: 1), IndexPath(row: 5, section: 0)].sorted() == [[0, 5], [1, 0]])
    }

    @Test func aTableAsksForAndReportsFoundationIndexPaths() {
        let names = Names()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 400), style: .plain)
        table.dataSource = names
        table.delegate = names
        table.layoutIfNeeded()
        #expect(names.asked.prefix(5) == [[0, 0], [0, 1], [1, 0], [1, 1], [1, 2]])
        #expect(table.cellForRow(at: [1, 1])?.textLabel.text == "Edsger")
        #expect(table.indexPath(for: table.cellForRow(at: IndexPath(row: 2, section: 1))!) == [1, 2])
        let tapped = table.tap(at: Point(x: 100, y: table.rectForRow(at: [1, 0]).midY))
        #expect(tapped == [1, 0] && names.selected == [[1, 0]])
    }

    @Test func theLayoutEnginesIndexPathConvertsBothWays() {
        let path = IndexPath(row: 3, section: 1)
        #expect(LayoutIndexPath(path) == LayoutIndexPath(row: 3, section: 1))
        #expect(IndexPath(LayoutIndexPath(row: 3, section: 1)) == path)
        #expect(LayoutElement.cell(path) == .cell(LayoutIndexPath(row: 3, section: 1)))
    }

    @Test func anIndexPathWithoutExactlyTwoIndexesStopsTheProgramAsInUIKit() async {
        await #expect(processExitsWith: .failure) {
            _ = IndexPath(indexes: [1, 2, 3]).row
        }
    }
}

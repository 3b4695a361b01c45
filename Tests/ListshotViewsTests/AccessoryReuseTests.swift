import ListshotGeometry
import ListshotLayout
import ListshotViews
import Testing

/// A cell whose initializer gives it a chevron, as a contact cell does.
private final class ChevronCell: TableViewCell {
    required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }
}

/// Rows whose `cellForRowAt` sets a checkmark on every third row only.
private final class Rows: TableViewDataSource {
    let identifier: String
    init(identifier: String) { self.identifier = identifier }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 200 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        if indexPath.row % 3 == 0 { cell.accessoryType = .checkmark }
        return cell
    }
}

/// A recycled cell gets back the accessory it was made with: a subclass's chevron stays on
/// every row after scrolling (it was lost on the first recycled row), and a checkmark set for
/// one row does not stay on the next.
@Suite struct AccessoryReuseTests {
    private static func accessories(after offsets: [Double], cell: TableViewCell.Type) -> [Int: CellAccessory] {
        let rows = Rows(identifier: "Row")
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        table.register(cell, forCellReuseIdentifier: "Row")
        table.dataSource = rows
        for offset in offsets { table.contentOffset = Point(x: 0, y: offset) }
        return Dictionary(uniqueKeysWithValues: table.indexPathsForVisibleRows.map { ($0.row, table.cellForRow(at: $0)!.accessoryType) })
    }

    @Test func aSubclasssChevronStaysOnRecycledCells() {
        let shown = Self.accessories(after: [0, 2_000, 4_000], cell: ChevronCell.self)
        #expect(shown.count > 10)
        for (row, accessory) in shown {
            #expect(accessory == (row % 3 == 0 ? .checkmark : .disclosureIndicator), "row \(row)")
        }
    }

    @Test func aCheckmarkForOneRowIsNotLeftOnTheNext() {
        let shown = Self.accessories(after: [0, 2_000, 4_000], cell: TableViewCell.self)
        for (row, accessory) in shown {
            #expect(accessory == (row % 3 == 0 ? .checkmark : CellAccessory.none), "row \(row)")
        }
    }
}

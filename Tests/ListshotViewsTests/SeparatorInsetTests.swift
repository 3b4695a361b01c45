import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotViews
import Testing

/// Rows of 44 pt; odd rows show a 29 pt image (58 px at scale 2) in their image view.
final class RowsWithImages: TableViewDataSource {
    static let image = try! Framebuffer(width: 58, height: 58, color: Color(rgb: 0xFF3B30))
    let count: Int
    var imageRows: (Int) -> Bool = { $0 % 2 == 1 }
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        cell.imageView.image = imageRows(indexPath.row) ? Self.image : nil
        cell.imageView.imageScale = 2
        return cell
    }
}

/// Issue 8, item 3: a cell showing an image starts its separator at its text, as UIKit's do.
@Suite struct SeparatorInsetTests {
    static func table(_ source: RowsWithImages, rows: Int = 4) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 44 * Double(rows)))
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    @Test func aCellWithAnImageStartsItsSeparatorAtItsText() throws {
        let source = RowsWithImages(count: 4)
        let table = Self.table(source)
        for cell in table.visibleCells {
            let hasImage = cell.imageView.image != nil
            // 16 pt margin, the 29 pt image, 16 pt to the text: 61 pt.
            #expect(cell.textLabel.frame.minX == (hasImage ? 61 : 16))
            #expect(cell.separator?.inset.left == cell.textLabel.frame.minX)
            #expect(cell.separator?.inset.right == 0)
        }
        // Drawn: the separator's pixel row is the cell's white left of the inset, grey from it.
        let image = try table.renderImage(scale: 2, background: .white)
        for row in 0..<4 {
            let y = 88 * (row + 1) - 1, inset = row % 2 == 1 ? 122 : 32
            let white = (0..<inset).filter { image.color(x: $0, y: y) != .white }
            let grey = (inset..<400).filter { image.color(x: $0, y: y) != .separator }
            #expect(white.isEmpty && grey.isEmpty, "row \(row): not white at \(white), not grey at \(grey)")
        }
    }

    @Test func theTablesInsetWinsWhenItIsDeeper() {
        let source = RowsWithImages(count: 4)
        let table = Self.table(source)
        table.separatorInset = EdgeInsets(left: 80, right: 10)
        table.layoutIfNeeded()
        table.contentOffset = .zero
        #expect(table.visibleCells.map { $0.separator?.inset } == Array(repeating: EdgeInsets(left: 80, right: 10), count: 4))
        table.separatorInset = EdgeInsets(left: 0)
        table.contentOffset = .zero
        #expect(table.visibleCells.map { $0.separator?.inset.left } == [0, 61, 0, 61])
    }

    /// A recycled cell's separator follows the row it shows now, not the one it showed.
    @Test func aRecycledCellsSeparatorFollowsItsNewRow() {
        let source = RowsWithImages(count: 100)
        source.imageRows = { $0 < 4 }
        let table = Self.table(source)
        #expect(table.visibleCells.allSatisfy { $0.separator?.inset.left == 61 })
        table.contentOffset = Point(x: 0, y: 44 * 10)
        #expect(table.numberOfCellsCreated <= 5)
        #expect(table.visibleCells.allSatisfy { $0.imageView.image == nil && $0.separator?.inset.left == 16 })
    }
}

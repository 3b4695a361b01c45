import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotViews
import Testing

/// Issue 22 item 6: frames round to the pixel grid when drawn, so rows of fractional heights
/// meet without a soft seam. Core Animation draws a layer's background with its edges on
/// whole device pixels (no edge anti-aliasing), so two opaque rows share a boundary exactly;
/// anti-aliased edges let the table's background show through the shared pixel row, once
/// from each side.
@Suite struct PixelGridSeamTests {
    static let colors: [Color] = [Color(rgb: 0xFF3B30), Color(rgb: 0x34C759), Color(rgb: 0x007AFF)]

    /// Rows of `height` in a grouped table (grey behind the rows), each an opaque colour,
    /// with no separators and nothing in them; row 4 selected (UIKit's grey highlight).
    final class Rows: TableViewDataSource, TableViewDelegate {
        let height: Double
        init(height: Double) { self.height = height }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 60 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.backgroundColor = PixelGridSeamTests.colors[indexPath.row % 3]
            return cell
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { height }
    }

    /// Every pixel of column `x` that is not exactly one of the rows' colours: a blend.
    static func blendedRows(height: Double, scale: Double, offset: Double, style: TableStyle) throws -> [Int] {
        let source = Rows(height: height)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 60, height: 400), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.separatorStyle = .none
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        table.selectRow(at: IndexPath(row: 4))
        table.contentOffset = Point(x: 0, y: offset)
        let image = try table.renderImage(scale: scale)
        // Column 30 pt in, inside the rows whatever the style's side insets.
        let x = Int(30 * scale)
        // From the first row's top to the last visible row's bottom, inside the rows only.
        let rows = table.visibleCells.map(\.frame)
        let top = Int(((rows.map(\.minY).min()! - offset) * scale).rounded(.up)) + 1
        let bottom = min(image.height, Int(((rows.map(\.maxY).max()! - offset) * scale).rounded(.down))) - 1
        return (max(0, top)..<bottom).filter { y in !(Self.colors + [.selection]).contains(image.color(x: x, y: y)) }
    }

    @Test(arguments: [(43.667, 3.0), (43.5, 3.0), (44.25, 2.0), (43.333, 2.0), (50.2, 3.0)])
    func rowsOfFractionalHeightsMeetWithoutABlendedPixelRow(height: Double, scale: Double) throws {
        for offset in [0.0, 10.1, 333.37] {
            for style in [TableStyle.plain, .grouped] {
                let blended = try Self.blendedRows(height: height, scale: scale, offset: offset, style: style)
                #expect(blended.isEmpty, "\(height) pt rows at @\(Int(scale))x, offset \(offset), \(style): blended pixel rows \(blended)")
            }
        }
    }
}

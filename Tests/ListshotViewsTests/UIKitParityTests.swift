import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotText
import ListshotViews
import Testing

/// The UIKit-named API that nothing else in the suite calls, each as UIKit behaves
/// (issue 36, item 9).
@MainActor
@Suite struct UIKitParityTests {
    /// Ten 44 pt rows with a disclosure indicator, counting selections.
    final class Rows: TableViewDataSource, TableViewDelegate {
        var selected: [IndexPath] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 44 }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    static func table(_ rows: Rows, height: Double = 300) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: height), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    /// `deselectRow(at:)` clears the selection of that row only, and, as in UIKit, tells the
    /// delegate nothing.
    @Test func deselectRowClearsThatRowsSelectionAndTellsTheDelegateNothing() {
        let rows = Rows()
        let table = Self.table(rows)
        table.tap(at: Point(x: 100, y: 44 * 2 + 10))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2) && rows.selected == [IndexPath(row: 2)])
        table.deselectRow(at: IndexPath(row: 3))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2), "another row's deselection leaves it")
        #expect(table.cellForRow(at: IndexPath(row: 2))?.isSelected == true)
        table.deselectRow(at: IndexPath(row: 2))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.cellForRow(at: IndexPath(row: 2))?.isSelected == false)
        #expect(rows.selected == [IndexPath(row: 2)])
    }

    /// A selected cell draws `selectedBackgroundColor` behind its content; `nil` draws none.
    @Test func aSelectedCellDrawsItsSelectedBackgroundColor() throws {
        let rows = Rows()
        let table = Self.table(rows)
        table.selectRow(at: IndexPath(row: 1))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1)))
        cell.selectedBackgroundColor = Color(red: 255, green: 0, blue: 0)
        var image = try table.renderImage(scale: 1, background: .white)
        #expect(image.pixel(x: 200, y: 44 + 20) == (255, 0, 0, 255))
        #expect(image.pixel(x: 200, y: 20) == (255, 255, 255, 255), "an unselected row")
        cell.selectedBackgroundColor = nil
        image = try table.renderImage(scale: 1, background: .white)
        #expect(image.pixel(x: 200, y: 44 + 20) == (255, 255, 255, 255))
    }

    /// The disclosure indicator's chevron is drawn in `disclosureIndicatorColor`.
    @Test func theChevronIsDrawnInDisclosureIndicatorColor() throws {
        let rows = Rows()
        let table = Self.table(rows)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0)))
        let chevron = try #require(cell.accessoryFrame)
        func redPixels() throws -> Int {
            let image = try table.renderImage(scale: 1, background: .white)
            var count = 0
            for y in Int(chevron.minY)..<Int(chevron.maxY.rounded(.up)) {
                for x in Int(chevron.minX)..<Int(chevron.maxX.rounded(.up)) {
                    let p = image.pixel(x: x, y: y)
                    if p.r > 200 && p.g < 60 && p.b < 60 { count += 1 }
                }
            }
            return count
        }
        #expect(try redPixels() == 0)
        cell.disclosureIndicatorColor = Color(red: 255, green: 0, blue: 0)
        #expect(try redPixels() > 5)
    }

    /// `numberOfReusableHeaderFooterViews(withIdentifier:)` counts registered header and
    /// footer views waiting in the pool: none before scrolling, some after sections scroll
    /// out, none after `reloadData`, which drains the pool.
    @Test func headerFooterViewsWaitInThePoolUntilReloadData() {
        let source = ManySections(count: 20, rows: 3, identifier: "Custom")
        let table = HeaderFooterReuseTests.table(source, height: 400)
        table.layoutIfNeeded()
        #expect(table.numberOfReusableHeaderFooterViews(withIdentifier: "Custom") == 0)
        var waiting: Set<Int> = []
        for y in stride(from: 0.0, through: 1_500, by: 10) {
            table.contentOffset = Point(x: 0, y: y)
            table.layoutIfNeeded()
            waiting.insert(table.numberOfReusableHeaderFooterViews(withIdentifier: "Custom"))
        }
        #expect(waiting.max()! > 0, "a view that scrolled out waits until a section scrolls in")
        #expect(table.numberOfReusableHeaderFooterViews(withIdentifier: "Other") == 0)
        table.reloadData()
        #expect(table.numberOfReusableHeaderFooterViews(withIdentifier: "Custom") == 0)
    }

    /// `sectionHeaderHeight` sets every header's height, as UIKit's does when the delegate
    /// gives none.
    @Test func sectionHeaderHeightSetsTheHeadersHeight() {
        let source = ManySections(count: 3, rows: 2)
        let table = HeaderFooterReuseTests.table(source, height: 400)
        table.sectionHeaderHeight = 50
        table.layoutIfNeeded()
        #expect(table.rectForHeader(inSection: 1).height == 50)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
    }

    /// A list's `layoutViewport` is its scroll position and size, as the layouts take them.
    @Test func layoutViewportIsTheScrollPositionAndSize() {
        let table = Self.table(Rows())
        table.contentOffset = Point(x: 0, y: 120)
        #expect(table.layoutViewport.origin == Point(x: 0, y: 120))
        #expect(table.layoutViewport.size == Size(width: 390, height: 300))
    }

    /// The standard styles' text styles, and their fonts at a text size: UIKit's body title,
    /// caption 1 detail under a subtitle (12 pt at Large), value2's semibold caption 1 title.
    @Test func theStylesTextStylesAndTheirFontsAtATextSize() {
        #expect(TableViewCell.CellStyle.subtitle.textStyles == (.body, .caption1))
        #expect(TableViewCell.CellStyle.value2.textStyles == (.caption1, .subheadline))
        let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(subtitle.styleFonts(at: .large).detail?.size == 12)
        #expect(subtitle.styleFonts(at: .large).text?.size == 17)
        #expect(subtitle.styleFonts(at: .accessibilityExtraLarge).text?.size == 40)
        let value2 = TableViewCell(style: .value2, reuseIdentifier: nil)
        #expect(value2.styleFonts(at: .large).text?.face.weightClass == 600)
    }
}

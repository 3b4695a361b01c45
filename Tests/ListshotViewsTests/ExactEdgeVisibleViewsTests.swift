import ListshotGeometry
import ListshotLayout
import ListshotViews
import Testing

/// Issue 33, item 10, as a user of the views sees it: a row, header, footer or item whose
/// edge only touches the viewport's edge is not on screen (no view is made for it). The
/// geometry is `ExactEdgeVisibilityTests`'s (ListshotLayoutTests), every length on the
/// 1/64-point grid; each view is as tall (or wide) as the window, scrolled to its top.
@Suite struct ExactEdgeVisibleViewsTests {
    /// The table of `ExactEdgeVisibilityTests.table`: section 0 a 28.5 pt header, rows of
    /// 44.25, 30.015625 and 52.5 pt and a 17.75 pt footer; section 1 a 38.125 pt header,
    /// rows of 44.25, 44.25 and 61.984375 pt and a 20.5 pt footer; section 2 a 28.5 pt
    /// header and two 50 pt rows, no footer. Every header and footer has a title.
    final class Source: TableViewDataSource, TableViewDelegate {
        let rows: [[Double]] = [[44.25, 30.015625, 52.5], [44.25, 44.25, 61.984375], [50, 50]]
        let headers = [28.5, 38.125, 28.5]
        let footers = [17.75, 20.5, 0]

        func numberOfSections(in tableView: TableView) -> Int { rows.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Header \(section)" }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
            footers[section] > 0 ? "Footer \(section)" : nil
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { rows[indexPath.section][indexPath.row] }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { headers[section] }
        func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { footers[section] }
    }

    /// A table showing `source` in `style`, as tall as `[top, bottom)` and scrolled to `top`.
    static func table(_ source: Source, _ style: TableStyle, from top: Double, to bottom: Double) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: bottom - top), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        table.contentOffset = Point(x: 0, y: top)
        return table
    }

    @Test func aRowTouchingTheTopOrTheBottomIsNotOnScreen() {
        let source = Source()
        // Row 0 ends at 72.75, row 2 starts at 102.765625.
        let table = Self.table(source, .plain, from: 72.75, to: 102.765625)
        #expect(table.rectForRow(at: IndexPath(row: 0)).maxY == 72.75)
        #expect(table.rectForRow(at: IndexPath(row: 2)).minY == 102.765625)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 1)])
        #expect(table.cellForRow(at: IndexPath(row: 0)) == nil && table.cellForRow(at: IndexPath(row: 2)) == nil)
        // Section 0's header and footer float over row 1, inside the window.
        #expect(table.indexesOfVisibleHeaders == [0])
        #expect(table.indexesOfVisibleFooters == [0])
        // Across sections: from row (0, 1)'s bottom to row (1, 2)'s top.
        let across = Self.table(source, .plain, from: 102.765625, to: 299.640625)
        #expect(across.indexPathsForVisibleRows == [IndexPath(row: 2), IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])
    }

    /// Plain: from section 0's footer's top to section 1's header's bottom. Section 0's
    /// header, pushed up by its footer, ends at the top; section 1's footer, held down by
    /// its header, starts at the bottom; no row is in the window.
    @Test func aFloatingHeaderOrFooterTouchingAnEdgeIsNotOnScreen() {
        let table = Self.table(Source(), .plain, from: 155.265625, to: 211.140625)
        #expect(table.rectForHeader(inSection: 0).maxY == 155.265625)
        #expect(table.rectForFooter(inSection: 1).minY == 211.140625)
        #expect(table.indexesOfVisibleHeaders == [1])
        #expect(table.indexesOfVisibleFooters == [0])
        #expect(table.headerView(forSection: 0) == nil && table.footerView(forSection: 1) == nil)
        #expect(table.indexPathsForVisibleRows == [])
    }

    /// Grouped: from section 1's header's bottom to its footer's top, its rows alone.
    @Test func aGroupedHeaderOrFooterTouchingAnEdgeIsNotOnScreen() {
        let table = Self.table(Source(), .grouped, from: 211.140625, to: 361.625)
        #expect(table.rectForHeader(inSection: 1).maxY == 211.140625)
        #expect(table.rectForFooter(inSection: 1).minY == 361.625)
        #expect(table.indexesOfVisibleHeaders == [])
        #expect(table.indexesOfVisibleFooters == [])
        #expect(table.indexPathsForVisibleRows == (0..<3).map { IndexPath(row: $0, section: 1) })
    }

    /// A collection view of `layout`, `size` big, scrolled to `offset`.
    static func collection(_ layout: any ListLayout, _ size: Size, at offset: Point) -> (CollectionView, CollectionLog) {
        let log = CollectionLog()
        let view = log.makeView(layout, size: size)
        view.contentOffset = offset
        return (view, log)
    }

    /// The grid of `ExactEdgeVisibilityTests.grid`: from line 0's bottom to line 2's top
    /// (line 1 alone), and from section 1's header's bottom to its footer's top (its items
    /// alone, no header or footer view).
    @Test func aGridItemHeaderOrFooterTouchingAnEdgeIsNotOnScreen() {
        let grid = GridLayout(
            crossExtent: 390, itemSize: Size(width: 120.5, height: 80.25), numberOfItems: [7, 5],
            minimumLineSpacing: 12.25, minimumInteritemSpacing: 10, sectionInset: EdgeInsets(top: 8),
            headerReferenceSize: Size(width: 0, height: 30.5), footerReferenceSize: Size(width: 0, height: 20.25))
        #expect(grid.rectForItem(at: LayoutIndexPath(row: 0)).maxY == 118.75)
        #expect(grid.rectForItem(at: LayoutIndexPath(row: 6)).minY == 223.5)
        let (line, _) = Self.collection(grid, Size(width: 390, height: 223.5 - 118.75), at: Point(x: 0, y: 118.75))
        #expect(line.visibleElements == [3, 4, 5].map { .cell(IndexPath(row: $0)) })
        #expect(line.supplementaryView(for: .header(0)) == nil && line.supplementaryView(for: .footer(0)) == nil)

        #expect(grid.rectForHeader(inSection: 1)?.maxY == 354.5)
        #expect(grid.rectForFooter(inSection: 1)?.minY == 535.25)
        let (section, _) = Self.collection(grid, Size(width: 390, height: 535.25 - 354.5), at: Point(x: 0, y: 354.5))
        #expect(section.visibleElements == (0..<5).map { .cell(IndexPath(row: $0, section: 1)) })
        #expect(section.supplementaryView(for: .header(1)) == nil && section.supplementaryView(for: .footer(1)) == nil)
    }

    /// The horizontal list: from item 1's right edge (209) to item 4's left edge (435).
    @Test func aHorizontalItemTouchingTheLeftOrTheRightIsNotOnScreen() {
        let layout = HorizontalLayout(itemSize: Size(width: 100.25, height: 60), numberOfItems: [3, 7], itemSpacing: 8.5)
        let (view, _) = Self.collection(layout, Size(width: 435 - 209, height: 60), at: Point(x: 209, y: 0))
        #expect(view.visibleElements == [.cell(IndexPath(row: 2)), .cell(IndexPath(row: 0, section: 1))])
        #expect(view.cell(for: .cell(IndexPath(row: 1))) == nil)
    }

    /// The wheel: from row 2's bottom to row 7's top shows rows 3 to 6; and the angular
    /// edge, rows whose middle is exactly the radius from the viewport's middle shown.
    @Test func aWheelRowTouchingAnEdgeIsNotOnScreenAndOneOnTheRadiusIs() {
        let wheel = WheelLayout(count: 20, rowHeight: 44.25, radius: 300, ratio: 0.25, translation: 4)
        let (view, _) = Self.collection(wheel, Size(width: 390, height: 309.75 - 132.75), at: Point(x: 0, y: 132.75))
        #expect(view.visibleElements == (3...6).map { .cell(IndexPath(row: $0)) })

        let round = WheelLayout(count: 40, rowHeight: 50, radius: 100, ratio: 1, translation: 6.5)
        let (edge, _) = Self.collection(round, Size(width: 390, height: 300), at: Point(x: 0, y: 1_025))
        #expect(edge.visibleElements == (21...25).map { .cell(IndexPath(row: $0)) })
        #expect(edge.cell(for: .cell(IndexPath(row: 21)))?.frame == Rect(x: 6.5, y: 1_050, width: 390, height: 50))
    }
}

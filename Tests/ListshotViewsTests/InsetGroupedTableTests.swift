import ListshotGeometry
import ListshotLayout
import ListshotText
import ListshotViews
import Testing

/// Issue 11: a table of the inset grouped style insets its cells, headers and footers, rounds
/// each section's outer corners and keeps that right as cells are recycled between rows.
@Suite struct InsetGroupedTableTests {
    /// A table of `source`'s sections; the table holds its data source weakly, so callers keep it.
    static func table(_ source: TitledSections, style: TableStyle = .insetGrouped, width: Double = 390, height: Double = 300) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: width, height: height), style: style)
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    /// The corners of every cell on screen, in table order.
    static func corners(_ table: TableView) -> [CornerMask] {
        table.visibleCells.map { $0.cornerRadius == 0 ? [] : $0.maskedCorners }
    }

    @Test func recycledCellsTakeTheCornersOfTheirNewRow() {
        let source = TitledSections([.init(header: "Many", rows: 40, footer: nil), .init(header: nil, rows: 1, footer: nil)])
        let table = Self.table(source)
        defer { withExtendedLifetime(source) {} }
        #expect(Self.corners(table).first == .top)
        #expect(Self.corners(table).dropFirst().allSatisfy { $0.isEmpty })
        #expect(table.visibleCells.dropFirst().allSatisfy { !$0.clipsToBounds })
        // Scrolled to the end: the first row's cell went to the pool and shows a middle row now.
        table.contentOffset.y = table.contentSize.height - 300
        let corners = Self.corners(table)
        #expect(corners.suffix(2) == [.bottom, .all])
        #expect(corners.dropLast(2).allSatisfy { $0.isEmpty })
        #expect(table.visibleCells.last?.cornerRadius == TableView.insetGroupedCornerRadius)
        #expect(table.visibleCells.last?.clipsToBounds == true)
    }

    @Test func cellsAreInsetAndTheLastRowHasNoSeparator() {
        let source = TitledSections([.init(header: "Settings", rows: 3, footer: "Footer")])
        let table = Self.table(source)
        defer { withExtendedLifetime(source) {} }
        let cells = table.visibleCells
        #expect(cells.map(\.frame.minX) == [16, 16, 16])
        #expect(cells.map(\.frame.width) == [358, 358, 358])
        #expect(cells.map { $0.separator != nil } == [true, true, false])
        #expect(table.indexPathForRow(at: Point(x: 15, y: 60)) == nil)
        #expect(table.indexPathForRow(at: Point(x: 16, y: 60)) == IndexPath(row: 0, section: 0))
        #expect(table.backgroundColor == .groupedBackground)
    }

    @Test func headerAndFooterTitlesLineUpWithTheCellsText() throws {
        let source = TitledSections([.init(header: "Settings", rows: 1, footer: "Footer")])
        let table = Self.table(source)
        defer { withExtendedLifetime(source) {} }
        let header = try #require(table.headerView(forSection: 0) as? TableViewHeaderFooterView)
        let footer = try #require(table.footerView(forSection: 0) as? TableViewHeaderFooterView)
        let cell = try #require(table.visibleCells.first)
        #expect(header.frame.minX + header.textLabel.frame.minX == cell.frame.minX + cell.textLabel.frame.minX)
        #expect(footer.frame.minX + footer.textLabel.frame.minX == 32)
        #expect(header.textLabel.text == "SETTINGS")
        #expect(header.frame.height == 38)
    }

    @Test func otherStylesLeaveTheCellsCornersAlone() {
        let source = TitledSections([.init(header: nil, rows: 2, footer: nil)])
        let table = Self.table(source, style: .grouped)
        defer { withExtendedLifetime(source) {} }
        #expect(table.visibleCells.allSatisfy { $0.cornerRadius == 0 && !$0.clipsToBounds && $0.frame.minX == 0 })
    }

    @Test func aLargerTitleFontMakesTallerHeaders() throws {
        let source = TitledSections([.init(header: "Settings", rows: 1, footer: nil)])
        let table = Self.table(source)
        defer { withExtendedLifetime(source) {} }
        #expect(table.rectForHeader(inSection: 0).height == 38)
        table.sectionHeaderTitleFont = try Font.bundled(.regular, size: 26)
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0) as? TableViewHeaderFooterView)
        #expect(header.textLabel.font?.size == 26)
        // 16 pt above, the 26 pt line, 6 pt below.
        #expect(table.rectForHeader(inSection: 0).height == 16 + header.textLabel.font!.lineHeight + 6)
    }

    @Test func aRegularWidthTableHasTwentyPointMargins() {
        let source = TitledSections([.init(header: nil, rows: 1, footer: nil)])
        let table = Self.table(source, width: 768)
        defer { withExtendedLifetime(source) {} }
        // 35 pt above the untitled first section (TableView.groupedTopSpacing).
        #expect(table.visibleCells.first?.frame == Rect(x: 20, y: 35, width: 728, height: 44))
    }
}

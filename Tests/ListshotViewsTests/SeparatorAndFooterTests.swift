import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotText
import ListshotViews
import Testing

// MARK: Content and separator

/// A cell whose image view, one solid colour, fills its content view.
final class FilledCell: TableViewCell {
    static let ink = Color(rgb: 0x2266AA)
    let fill = ImageView(image: try! Framebuffer(width: 4, height: 4, color: FilledCell.ink))

    required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(fill)  // scaleToFill: the image covers the view
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fill.frame = contentView.bounds
    }
}

/// `count` rows of one registered cell, or of `cells` when given (static cells).
final class PlainRows: TableViewDataSource {
    let count: Int
    let cells: [TableViewCell]
    init(count: Int) { (self.count, self.cells) = (count, []) }
    init(cells: [TableViewCell]) { (self.count, self.cells) = (cells.count, cells) }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cells.isEmpty ? tableView.dequeueReusableCell(withIdentifier: "Filled", for: indexPath) : cells[indexPath.row]
    }
}

@Suite struct SeparatorTests {
    static let width = 100.0

    /// Checks the two pixel rows above `bottomPixel`, a row's bottom edge in device pixels:
    /// the upper one is all image (`FilledCell.ink`); the lower one, the separator's, is the
    /// cell's white background left of the 16 pt inset and the separator grey from it on.
    static func expectContentStopsAboveSeparator(
        _ image: Framebuffer, bottomPixel: Int, scale: Double, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let line = bottomPixel - 1, above = bottomPixel - 2, inset = Int(16 * scale)
        let notInk = (0..<image.width).filter { image.color(x: $0, y: above) != FilledCell.ink }
        #expect(notInk.isEmpty, "\(comment): row \(above), above the separator, is the image everywhere; not at \(notInk)", sourceLocation: sourceLocation)
        // Left of the inset the separator's row shows the cell's white background: no content is under the line.
        let notBackground = (0..<inset).filter { image.color(x: $0, y: line) != .white }
        #expect(notBackground.isEmpty, "\(comment): row \(line) left of the inset is the cell's background; not at \(notBackground)", sourceLocation: sourceLocation)
        let notSeparator = (inset..<image.width).filter { image.color(x: $0, y: line) != .separator }
        #expect(notSeparator.isEmpty, "\(comment): row \(line) from x = \(inset) is the separator; not at \(notSeparator)", sourceLocation: sourceLocation)
    }

    /// A cell whose image fills it: at scales 2 and 3, with rows on whole pixels and a row
    /// ending half-way through a pixel, the image reaches the pixel row just above the
    /// separator across the whole width, and never the separator's row.
    @Test(arguments: [(2.0, 45.0, 3), (3.0, 45.0, 3), (3.0, 44.5, 1), (2.0, 44.25, 1)])
    func aCellsContentStopsAboveItsSeparator(scale: Double, rowHeight: Double, rows: Int) throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: Self.width, height: rowHeight * Double(rows)))
        table.rowHeight = rowHeight
        table.register(FilledCell.self, forCellReuseIdentifier: "Filled")
        let source = PlainRows(count: rows)
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.separator != nil })
        let image = try table.renderImage(scale: scale, background: .white)
        for row in 0..<rows {
            // The separator fills the pixel row above the row's bottom edge, snapped to the nearest pixel.
            let bottom = Int((Double(row + 1) * rowHeight * scale).rounded())
            Self.expectContentStopsAboveSeparator(image, bottomPixel: bottom, scale: scale, "scale \(scale), row \(row)")
        }
        if rowHeight == 45 {
            #expect(image.height == 3 * Int(45 * scale))
        }
    }

    /// Without a separator the content keeps the cell's last pixel row.
    @Test func aCellWithoutSeparatorDrawsItsContentToItsBottom() throws {
        let table = TableView(frame: Rect(x: 0, y: 0, width: Self.width, height: 45))
        table.rowHeight = 45
        table.separatorStyle = .none
        table.register(FilledCell.self, forCellReuseIdentifier: "Filled")
        let source = PlainRows(count: 1)
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.visibleCells.first?.separator == nil)
        let image = try table.renderImage(scale: 2, background: .white)
        #expect((0..<image.width).allSatisfy { image.color(x: $0, y: 89) == FilledCell.ink })
    }

    /// A self-sized row is as tall as its content says, separator included: a 30 pt image in a
    /// stack gives a 30 pt row, the image fills its pixel rows down to the one above the
    /// separator, and the separator takes the last one.
    @Test(arguments: [2.0, 3.0])
    func aSelfSizedRowIsItsContentsHeightWithTheSeparatorInItsLastPixelRow(scale: Double) throws {
        func photoCell() throws -> StackCell {
            let cell = StackCell(reuseIdentifier: nil)
            // 200 × 60 px at 2 pixels a point: 100 × 30 pt, the table's width.
            cell.stack.addArrangedSubview(ImageView(image: try Framebuffer(width: 200, height: 60, color: FilledCell.ink), imageScale: 2))
            return cell
        }
        let source = PlainRows(cells: [try photoCell(), try photoCell()])
        let table = TableView(frame: Rect(x: 0, y: 0, width: Self.width, height: 60))
        table.rowHeight = TableView.automaticDimension
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0)) == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(table.rectForRow(at: IndexPath(row: 1)) == Rect(x: 0, y: 30, width: 100, height: 30))
        #expect(table.contentSize.height == 60)
        let image = try table.renderImage(scale: scale, background: .white)
        for row in 0..<2 {
            Self.expectContentStopsAboveSeparator(image, bottomPixel: Int(30 * scale) * (row + 1), scale: scale, "self-sized row \(row)")
        }
    }
}

// MARK: Section headers and footers

/// Sections of 44 pt rows with the given titles.
final class TitledSections: TableViewDataSource {
    struct Section { var header: String?; var rows: Int; var footer: String? }
    let sections: [Section]
    init(_ sections: [Section]) { self.sections = sections }
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { sections[section].footer }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}

/// A delegate that gives every footer `height`.
final class FooterHeights: TableViewDelegate {
    let height: Double
    init(_ height: Double) { self.height = height }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { height }
}

@Suite struct SectionHeaderFooterTests {
    static let footnote = try! Font.bundled(.regular, size: 13)
    static let headline = try! Font.bundled(.semibold, size: 17)
    static let longFooter = "This footer explains in some detail what the two settings above do, so it wraps over three lines in a grouped table on a phone."

    static func table(_ source: TitledSections, style: TableStyle, delegate: TableViewDelegate? = nil) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844), style: style)
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = delegate
        table.layoutIfNeeded()
        return table
    }

    static func label(_ view: View?) throws -> Label {
        try #require((view as? TableViewHeaderFooterView)?.textLabel)
    }

    /// Inter's line at 13 pt: 3408 / 2816 em.
    @Test func theFootnoteLineIsWhatTheNumbersBelowAssume() {
        #expect(Self.footnote.lineHeight == 13.0 * 3408 / 2816)
        #expect(abs(Self.footnote.lineHeight - 15.733) < 0.001)
    }

    @Test func aThreeLineGroupedFooterIsItsWrappedTextPlusMargins() throws {
        let source = TitledSections([
            .init(header: nil, rows: 2, footer: Self.longFooter),
            .init(header: "Next", rows: 1, footer: nil),
        ])
        let table = Self.table(source, style: .grouped)
        // The text wraps at 390 − 2 × 16 pt into three lines of 15.73 pt.
        let text = TextLayout(text: Self.longFooter, font: Self.footnote, width: 358)
        try #require(text.lines.count == 3)
        #expect(text.size.height == 3 * Self.footnote.lineHeight)
        // 8 pt above the text, 14 below: 69.199 pt, not the 38 of one line.
        let footer = 8 + text.size.height + 14
        #expect(abs(footer - 69.19886) < 0.00001)
        #expect(table.tableLayout.sections.map(\.footerHeight) == [footer, 18])
        // Section 0: an untitled first header (35, TableView.groupedTopSpacing), rows 35…123,
        // the footer 123…192.2.
        let sectionEnd = 35 + 88 + footer
        #expect(table.rectForFooter(inSection: 0) == Rect(x: 0, y: sectionEnd - footer, width: 390, height: footer))
        #expect(table.rectForFooter(inSection: 0).minY == 123)
        // What follows moves down by the 31.2 pt the footer grew.
        #expect(table.rectForHeader(inSection: 1) == Rect(x: 0, y: sectionEnd, width: 390, height: 38))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == sectionEnd + 38)
        #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY - 230.19886) < 0.00001)
        #expect(table.contentSize.height == sectionEnd + (38 + 44 + 18))

        // The label shows all three lines, nothing truncated, 8 pt under the rows.
        let label = try Self.label(table.footerView(forSection: 0))
        #expect(label.numberOfLines == 0)
        #expect(label.frame == Rect(x: 16, y: 8, width: 358, height: text.size.height))
        let drawn = try #require(label.textLayout(width: label.frame.width, numberOfLines: label.numberOfLines))
        #expect(drawn.lines.count == 3 && !drawn.isTruncated)
        #expect(drawn.size.height <= label.frame.height)
        #expect(!drawn.lines.contains { $0.text.contains("…") })
        #expect(drawn.lines.map(\.text).joined(separator: " ") == Self.longFooter)
    }

    @Test func aTwoLineHeaderGrowsInBothStyles() throws {
        let title = "A header long enough that it needs to wrap onto a second line here"
        let source = TitledSections([.init(header: title, rows: 1, footer: nil)])
        // Grouped: capitals, 16 pt above, 6 pt below (on the rows).
        let grouped = Self.table(source, style: .grouped)
        let capitals = TextLayout(text: title.uppercased(), font: Self.footnote, width: 358)
        try #require(capitals.lines.count == 2)
        let header = 16 + capitals.size.height + 6
        #expect(grouped.tableLayout.sections[0].headerHeight == header)
        #expect(abs(header - 53.46591) < 0.00001)
        // The text sits 6 pt above the rows, which leaves 16 pt above it.
        let label = try Self.label(grouped.headerView(forSection: 0))
        #expect(label.frame == Rect(x: 16, y: header - capitals.size.height - 6, width: 358, height: capitals.size.height))
        #expect(abs(label.frame.minY - 16) < 1e-9)
        // Plain: 17 pt semibold, 3.5 pt above and below.
        let plain = Self.table(source, style: .plain)
        let headline = TextLayout(text: title, font: Self.headline, width: 358)
        try #require(headline.lines.count == 2)
        #expect(plain.tableLayout.sections[0].headerHeight == 3.5 + headline.size.height + 3.5)
        #expect(try Self.label(plain.headerView(forSection: 0)).frame == Rect(x: 16, y: 3.5, width: 358, height: headline.size.height))
        #expect(plain.rectForRow(at: IndexPath(row: 0)).minY == 3.5 + headline.size.height + 3.5)
    }

    /// One-line titles keep the heights they always had: 38 pt grouped, 28 pt plain; no title
    /// gives 18 pt of space grouped and nothing plain. Headers and plain footers keep their
    /// text where it was; a grouped footer's line hangs 8 pt under the rows.
    @Test func oneLineTitlesKeepTheirHeights() throws {
        let source = TitledSections([
            .init(header: "Header", rows: 1, footer: "A one-line footer."),
            .init(header: nil, rows: 1, footer: nil),
        ])
        let grouped = Self.table(source, style: .grouped)
        #expect(grouped.tableLayout.sections.map(\.headerHeight) == [38, 18])
        #expect(grouped.tableLayout.sections.map(\.footerHeight) == [38, 18])
        #expect(grouped.contentSize.height == 38 + 44 + 38 + 18 + 44 + 18)
        let line13 = Self.footnote.lineHeight, line17 = Self.headline.lineHeight
        #expect(try Self.label(grouped.headerView(forSection: 0)).frame == Rect(x: 16, y: 38 - line13 - 6, width: 358, height: line13))
        #expect(try Self.label(grouped.footerView(forSection: 0)).frame == Rect(x: 16, y: 8, width: 358, height: line13))

        let plain = Self.table(source, style: .plain)
        #expect(plain.tableLayout.sections.map(\.headerHeight) == [28, 0])
        #expect(plain.tableLayout.sections.map(\.footerHeight) == [28, 0])
        #expect(plain.contentSize.height == 28 + 44 + 28 + 44)
        #expect(try Self.label(plain.headerView(forSection: 0)).frame == Rect(x: 16, y: (28 - line17) / 2, width: 358, height: line17))
        #expect(try Self.label(plain.footerView(forSection: 0)).frame == Rect(x: 16, y: (28 - line13) / 2, width: 358, height: line13))
    }

    /// A height from the delegate or `sectionFooterHeight` is kept: the text keeps inside it,
    /// its last fitting line truncated.
    @Test func explicitHeightsAreKeptAndTheTextKeepsInside() throws {
        let source = TitledSections([.init(header: nil, rows: 1, footer: Self.longFooter), .init(header: nil, rows: 1, footer: nil)])
        let delegate = FooterHeights(30)
        let byDelegate = Self.table(source, style: .grouped, delegate: delegate)
        #expect(byDelegate.tableLayout.sections.map(\.footerHeight) == [30, 30])

        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844), style: .grouped)
        table.sectionFooterHeight = 30
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.tableLayout.sections.map(\.footerHeight) == [30, 30])
        let view = try #require(table.footerView(forSection: 0))
        #expect(view.clipsToBounds)
        let label = try Self.label(view)
        // The label takes the whole 30 pt: one 15.7 pt line fits, ending in "…".
        #expect(label.frame == Rect(x: 16, y: 0, width: 358, height: 30))
        let fitting = try #require(label.textLayout(width: 358, numberOfLines: 1))
        #expect(fitting.isTruncated && fitting.lines[0].text.hasSuffix("…"))
    }

    /// A header or footer view from the delegate keeps the fixed heights.
    @Test func delegateViewsKeepTheFixedHeights() {
        final class CustomViews: TableViewDelegate {
            func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { View() }
            func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { View() }
        }
        let source = TitledSections([.init(header: Self.longFooter, rows: 1, footer: Self.longFooter)])
        let delegate = CustomViews()
        #expect(Self.table(source, style: .grouped, delegate: delegate).tableLayout.sections[0].headerHeight == 38)
        #expect(Self.table(source, style: .grouped, delegate: delegate).tableLayout.sections[0].footerHeight == 38)
        #expect(Self.table(source, style: .plain, delegate: delegate).tableLayout.sections[0].headerHeight == 28)
        #expect(Self.table(source, style: .plain, delegate: delegate).tableLayout.sections[0].footerHeight == 28)
    }
}

import ListshotGeometry
import ListshotLayout
import ListshotViews
import Testing

/// Issue 22 item 6: a grouped or inset grouped table leaves UIKit's 35 pt above its first
/// section when that has no header, and starts a titled first section at its header's top.
@Suite struct GroupedTopSpacingTests {
    final class Sections: TableViewDataSource {
        let titles: [String?]
        init(titles: [String?]) { self.titles = titles }
        func numberOfSections(in tableView: TableView) -> Int { titles.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel.text = "Row"
            return cell
        }
    }

    /// Where the first row starts, the gap between the two sections' rows, and the table with
    /// its data source (the table holds it weakly).
    static func firstRowY(style: TableStyle, titles: [String?]) -> (first: Double, second: Double, table: TableView, source: Sections) {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        let source = Sections(titles: titles)
        table.dataSource = source
        table.layoutIfNeeded()
        let first = table.cellForRow(at: IndexPath(row: 0))?.frame.minY ?? -1
        let second = table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame.minY ?? -1
        let lastOfFirst = table.cellForRow(at: IndexPath(row: 1))?.frame.maxY ?? -1
        return (first, second - lastOfFirst, table, source)
    }

    @Test(arguments: [TableStyle.grouped, .insetGrouped])
    func thirtyFivePointsAboveAFirstSectionWithoutAHeader(style: TableStyle) {
        #expect(TableView.groupedTopSpacing == 35)
        let (top, between, _, _) = Self.firstRowY(style: style, titles: [nil, nil])
        #expect(top == 35)
        // Between sections: 18 pt of footer and 18 of header, as before.
        #expect(between == 36)
    }

    /// With a title the first section starts at its header's top: the header (16 pt above a
    /// 13 pt line, 6 below; at least 38 pt) is all the space above the rows.
    @Test func aTitledFirstSectionStartsAtItsHeader() {
        let (top, _, table, source) = Self.firstRowY(style: .insetGrouped, titles: ["General", nil])
        #expect(top == table.defaultHeight(ofHeaderInSection: 0))
        #expect(source.titles[0] == "General")
        #expect(top >= 38 && top < 45)
    }

    /// The plain style has no header space at all.
    @Test func thePlainStyleStartsAtTheTop() {
        #expect(Self.firstRowY(style: .plain, titles: [nil, nil]).first == 0)
    }
}

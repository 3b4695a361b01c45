import ListshotGeometry
import ListshotLayout
import Testing

/// Found by ``LayoutOracleTests``: the rows, headers and footers of a table of width 0 have
/// empty frames, which the contract never shows, yet a viewport reaching left of x = 0 was
/// given all of them.
@Suite struct TableLayoutZeroWidthTests {
    @Test(arguments: TableStyle.allCases)
    func aTableOfNoWidthShowsNothing(style: TableStyle) {
        let layout = TableLayout(width: 0, sections: [
            SectionMetrics(headerHeight: 20, rows: RowOffsets(count: 10, height: 44), footerHeight: 10),
        ], style: style)
        for x in [-10.0, -0.5, 0] {
            let viewport = LayoutViewport(origin: Point(x: x, y: 0), size: Size(width: 390, height: 844))
            #expect(layout.layoutAttributesForElements(in: viewport).isEmpty, "x \(x)")
            #expect(layout.cell(at: Point(x: 0, y: 30), in: viewport) == nil)
        }
    }

    @Test func aTableOfSomeWidthStillShowsItsRowsToAViewportReachingLeftOfIt() {
        let layout = TableLayout(width: 1, rows: RowOffsets(count: 3, height: 44))
        let viewport = LayoutViewport(origin: Point(x: -10, y: 0), size: Size(width: 11, height: 100))
        #expect(layout.layoutAttributesForElements(in: viewport).map(\.element) == [.cell(LayoutIndexPath(row: 0)), .cell(LayoutIndexPath(row: 1)), .cell(LayoutIndexPath(row: 2))])
        // Touching the table's left edge only: nothing.
        #expect(layout.layoutAttributesForElements(in: LayoutViewport(origin: Point(x: -10, y: 0), size: Size(width: 10, height: 100))).isEmpty)
    }
}

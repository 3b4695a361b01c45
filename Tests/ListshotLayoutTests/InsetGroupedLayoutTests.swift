import ListshotGeometry
import ListshotLayout
import Testing

/// Issue 11: the inset grouped style keeps the grouped style's vertical layout and insets
/// every row, header and footer by the layout margin, 16 pt on a phone and 20 pt from a width
/// of 600 pt.
@Suite struct InsetGroupedLayoutTests {
    static func layout(width: Double, style: TableStyle = .insetGrouped) -> TableLayout {
        let section = SectionMetrics(headerHeight: 38, rows: RowOffsets(count: 3, height: 44), footerHeight: 18)
        return TableLayout(width: width, sections: [section, section], style: style)
    }

    @Test func rowsHeadersAndFootersAreInsetByTheCompactMarginOnAPhone() {
        let layout = Self.layout(width: 390)
        #expect(layout.horizontalInset == 16)
        #expect(layout.rectForRow(at: LayoutIndexPath(row: 0, section: 0)) == Rect(x: 16, y: 38, width: 358, height: 44))
        #expect(layout.rectForRow(at: LayoutIndexPath(row: 2, section: 1)) == Rect(x: 16, y: 38 + 132 + 18 + 38 + 88, width: 358, height: 44))
        #expect(layout.rectForHeader(inSection: 1) == Rect(x: 16, y: 188, width: 358, height: 38))
        #expect(layout.rectForFooter(inSection: 0) == Rect(x: 16, y: 170, width: 358, height: 18))
    }

    @Test func theVerticalLayoutIsTheGroupedOne() {
        let inset = Self.layout(width: 390), grouped = Self.layout(width: 390, style: .grouped)
        #expect(inset.contentSize == grouped.contentSize)
        let viewport = LayoutViewport(origin: Point(x: 0, y: 100), size: Size(width: 390, height: 200))
        let frames = inset.layoutAttributesForElements(in: viewport)
        let groupedFrames = grouped.layoutAttributesForElements(in: viewport)
        #expect(frames.map(\.element) == groupedFrames.map(\.element))
        #expect(frames.map(\.frame.minY) == groupedFrames.map(\.frame.minY))
        #expect(frames.allSatisfy { $0.frame.minX == 16 && $0.frame.width == 358 })
    }

    @Test(arguments: [(599.0, 16.0), (600, 20), (768, 20), (1024, 20), (320, 16), (20, 10), (0, 0)])
    func theMarginFollowsTheWidth(width: Double, margin: Double) {
        #expect(TableStyle.insetGrouped.horizontalInset(forWidth: width) == margin)
        #expect(TableStyle.grouped.horizontalInset(forWidth: width) == 0)
        #expect(TableStyle.plain.horizontalInset(forWidth: width) == 0)
    }

    @Test func aPointInTheMarginIsOnNoRow() {
        let layout = Self.layout(width: 390)
        let viewport = LayoutViewport(size: Size(width: 390, height: 844))
        #expect(layout.cell(at: Point(x: 15.9, y: 50), in: viewport) == nil)
        #expect(layout.cell(at: Point(x: 16, y: 50), in: viewport) == .cell(LayoutIndexPath(row: 0, section: 0)))
        #expect(layout.cell(at: Point(x: 373.9, y: 50), in: viewport) == .cell(LayoutIndexPath(row: 0, section: 0)))
        #expect(layout.cell(at: Point(x: 374, y: 50), in: viewport) == nil)
    }

    @Test func aViewportOverTheMarginAloneShowsNothing() {
        let layout = Self.layout(width: 390)
        #expect(layout.layoutAttributesForElements(in: LayoutViewport(size: Size(width: 16, height: 844))).isEmpty)
        #expect(!layout.layoutAttributesForElements(in: LayoutViewport(size: Size(width: 16.5, height: 844))).isEmpty)
    }
}

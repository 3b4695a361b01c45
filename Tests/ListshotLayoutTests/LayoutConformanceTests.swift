import ListshotGeometry
import ListshotLayout
import ListshotLayoutTesting
import Testing

/// The built-in layouts through the public conformance suite, as a user runs it on their
/// own layout: one line each. (`LayoutOracleTests` runs the same checks with independent
/// oracles for the frames.)
@Suite struct LayoutConformanceTests {
    @Test func table() {
        let sections = [
            SectionMetrics(headerHeight: 28, rows: RowOffsets(heights: [44, 60.5, 44, 12.25, 80]), footerHeight: 16),
            SectionMetrics(headerHeight: 0, rows: RowOffsets(heights: Array(repeating: 44, count: 30)), footerHeight: 20),
        ]
        for style in [TableStyle.plain, .grouped, .insetGrouped] {
            assertLayoutConformance(TableLayout(width: 390, sections: sections, style: style), numberOfItems: [5, 30])
        }
    }

    @Test func horizontal() {
        assertLayoutConformance(
            HorizontalLayout(itemSize: Size(width: 120, height: 160), numberOfItems: [7, 0, 12], itemSpacing: 8.5), numberOfItems: [7, 0, 12])
    }

    @Test func grid() {
        let sections = [
            GridSection(count: 23, itemSize: Size(width: 100, height: 100)),
            GridSection(itemSizes: (0..<17).map { (i: Int) -> Size in
                let width: Int = 40 + i * 7 % 90
                let height: Int = 30 + i * 13 % 50
                return Size(width: Double(width), height: Double(height))
            }),
        ]
        for direction in ScrollAxis.allCases {
            let grid = GridLayout(
                scrollDirection: direction, crossExtent: 390, sections: sections, minimumLineSpacing: 10, minimumInteritemSpacing: 6,
                sectionInset: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12),
                headerReferenceSize: Size(width: 40, height: 40), footerReferenceSize: .zero)
            assertLayoutConformance(grid, numberOfItems: [23, 17])
        }
    }

    @Test func wheel() {
        for side in [WheelLayout.Side.left, .right] {
            for infinite in [false, true] {
                let wheel = WheelLayout(count: 24, rowHeight: 44, radius: 300, ratio: 0.5, translation: 20, side: side, infinite: infinite)
                assertLayoutConformance(wheel, numberOfItems: [24])
            }
        }
    }

    /// A layout that counts a frame touching the viewport as in view: the suite says so.
    @Test func aBrokenLayoutIsCaught() {
        struct Touching: ListLayout {
            var scrollAxis: ScrollAxis { .vertical }
            var contentSize: Size { Size(width: 100, height: 1000) }
            func layoutAttributes(for element: LayoutElement, in viewport: LayoutViewport) -> LayoutAttributes? {
                guard element.kind == .cell, element.lap == 0, element.indexPath.section == 0, (0..<20).contains(element.indexPath.row)
                else { return nil }
                return LayoutAttributes(element: element, frame: Rect(x: 0, y: Double(element.indexPath.row) * 50, width: 100, height: 50))
            }
            func layoutAttributesForElements(in viewport: LayoutViewport) -> [LayoutAttributes] {
                (0..<20).compactMap { layoutAttributes(for: .cell(LayoutIndexPath(row: $0, section: 0)), in: viewport) }.filter {
                    $0.frame.maxY >= viewport.origin.y && $0.frame.minY <= viewport.origin.y + viewport.size.height
                        && viewport.size.width > 0 && viewport.size.height > 0
                }
            }
            func numberOfElements(in viewport: LayoutViewport) -> Int { 20 }
            func cell(at point: Point, in viewport: LayoutViewport) -> LayoutElement? {
                let row = Int((point.y / 50).rounded(.down))
                return point.x >= 0 && point.x < 100 && (0..<20).contains(row) ? .cell(LayoutIndexPath(row: row, section: 0)) : nil
            }
        }
        let violations = LayoutConformance.check(Touching(), numberOfItems: [20])
        #expect(!violations.isEmpty && violations.allSatisfy { $0.rule == .elementsInView }, "\(violations.map(\.description))")
    }
}

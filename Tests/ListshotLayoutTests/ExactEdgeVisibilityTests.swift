import ListshotGeometry
import ListshotLayout
import Testing

/// Issue 33, item 10: the visible range is half-open, `[top, bottom)`, and an element that
/// only touches an edge of the viewport is not in view. For each kind of element (table
/// rows, sticky and grouped headers and footers, grid items, headers and footers, the
/// horizontal list's items, the wheel's rows), a viewport whose top is exactly one
/// element's bottom (or whose left is one's right) and whose bottom is exactly the next
/// one's top, asserting the exact set in view and the exact count the layout reports for
/// it (`numberOfElements(in:)`, which the views use to refuse windows that are too full).
///
/// Every length is on the 1/64-point grid, so every edge below is an exact sum, and each
/// frame the test relies on is asserted first. Each test guards the comparisons it names
/// against turning inclusive (`>` into `>=`, `<` into `<=`).
@Suite struct ExactEdgeVisibilityTests {
    static func viewport(x: Double = 0, y: Double, width: Double = 390, height: Double) -> LayoutViewport {
        LayoutViewport(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    static func cells(_ layout: some ListLayout, _ viewport: LayoutViewport) -> [LayoutElement] {
        layout.layoutAttributesForElements(in: viewport).map(\.element).filter { $0.kind == .cell }.sorted()
    }

    static func elements(_ layout: some ListLayout, _ viewport: LayoutViewport) -> [LayoutElement] {
        layout.layoutAttributesForElements(in: viewport).map(\.element).sorted()
    }

    /// `elements` in the order the two functions above return them, to compare with.
    static func sorted(_ elements: [LayoutElement]) -> [LayoutElement] { elements.sorted() }

    // MARK: The table

    /// Three sections (y ranges):
    ///
    ///     section 0  header [0, 28.5)               rows [28.5, 72.75) [72.75, 102.765625) [102.765625, 155.265625)
    ///                footer [155.265625, 173.015625)
    ///     section 1  header [173.015625, 211.140625) rows [211.140625, 255.390625) [255.390625, 299.640625) [299.640625, 361.625)
    ///                footer [361.625, 382.125)
    ///     section 2  header [382.125, 410.625)       rows [410.625, 460.625) [460.625, 510.625)
    static func table(_ style: TableStyle = .plain) -> TableLayout {
        TableLayout(width: 390, sections: [
            SectionMetrics(headerHeight: 28.5, rows: RowOffsets(heights: [44.25, 30.015625, 52.5]), footerHeight: 17.75),
            SectionMetrics(headerHeight: 38.125, rows: RowOffsets(heights: [44.25, 44.25, 61.984375]), footerHeight: 20.5),
            SectionMetrics(headerHeight: 28.5, rows: RowOffsets(heights: [50, 50])),
        ], style: style)
    }

    @Test func theTablesFramesAreTheOnesTheEdgesAreTakenFrom() {
        let layout = Self.table()
        #expect(layout.rectForRow(at: LayoutIndexPath(row: 0)).maxY == 72.75)
        #expect(layout.rectForRow(at: LayoutIndexPath(row: 2)).minY == 102.765625)
        #expect(layout.rectForRow(at: LayoutIndexPath(row: 1)) == Rect(x: 0, y: 72.75, width: 390, height: 30.015625))
        #expect(layout.rectForRow(at: LayoutIndexPath(row: 2, section: 1)).minY == 299.640625)
        #expect(layout.rectForFooter(inSection: 0) == Rect(x: 0, y: 155.265625, width: 390, height: 17.75))
        #expect(layout.rectForHeader(inSection: 1) == Rect(x: 0, y: 173.015625, width: 390, height: 38.125))
        #expect(layout.rectForFooter(inSection: 1) == Rect(x: 0, y: 361.625, width: 390, height: 20.5))
        #expect(layout.rectForHeader(inSection: 2).minY == 382.125)
        #expect(layout.contentSize.height == 510.625)
    }

    /// `RowOffsets.rows(intersecting:_:base:)`: `… + height > low` (the row touching the
    /// top) and `offset >= high` (the row touching the bottom).
    @Test func aRowTouchingTheTopOrTheBottomIsNotVisible() {
        let layout = Self.table()
        // Row 0 ends at 72.75, the window's top; row 2 starts at 102.765625, its bottom:
        // only row 1, which the window holds exactly.
        #expect(layout.indexPathsForRows(intersecting: 72.75, 102.765625) == [LayoutIndexPath(row: 1)])
        let exact = Self.viewport(y: 72.75, height: 30.015625)
        #expect(Self.cells(layout, exact) == Self.sorted([.cell(LayoutIndexPath(row: 1))]))
        #expect(layout.numberOfElements(in: exact) == 2)  // section 0, for its header and footer, and row 1
        // Across a section boundary: from row (0, 1)'s bottom to row (1, 2)'s top.
        let across = Self.viewport(y: 102.765625, height: 299.640625 - 102.765625)
        #expect(layout.indexPathsForRows(intersecting: 102.765625, 299.640625)
            == [LayoutIndexPath(row: 2), LayoutIndexPath(row: 0, section: 1), LayoutIndexPath(row: 1, section: 1)])
        #expect(Self.cells(layout, across) == Self.sorted([
            .cell(LayoutIndexPath(row: 2)), .cell(LayoutIndexPath(row: 0, section: 1)), .cell(LayoutIndexPath(row: 1, section: 1)),
        ]))
        #expect(layout.numberOfElements(in: across) == 2 + 3)
        // A row is found under a point on its top edge, not on its bottom one.
        #expect(layout.indexPathForRow(atY: 72.75) == LayoutIndexPath(row: 1))
        #expect(layout.indexPathForRow(atY: 102.765625) == LayoutIndexPath(row: 2))
    }

    /// `TableLayout.sections(intersecting:_:)`: `sectionTops[s + 1] > low` and
    /// `sectionTops[s] >= high`. Sections touching the window add nothing in view (their
    /// rows, header and footer are cut by the tests after it), so only the count the
    /// layout reports sees them.
    @Test func aSectionTouchingTheTopOrTheBottomIsNotCounted() {
        let layout = Self.table()
        // Section 0 ends at 173.015625, section 2 starts at 382.125: only section 1 is met.
        let viewport = Self.viewport(y: 173.015625, height: 382.125 - 173.015625)
        #expect(layout.sections(intersecting: 173.015625, 382.125) == 1..<2)
        #expect(layout.numberOfElements(in: viewport) == 1 + 3)
        #expect(Self.elements(layout, viewport) == Self.sorted([
            .cell(LayoutIndexPath(row: 0, section: 1)), .cell(LayoutIndexPath(row: 1, section: 1)), .cell(LayoutIndexPath(row: 2, section: 1)),
            .header(1), .footer(1),
        ]))
    }

    /// The plain style's floating header and footer (`sectionsWithVisible`: `rect.maxY > low`
    /// and `rect.minY < high`). The window runs from section 0's footer's top to section
    /// 1's header's bottom: section 0's header, pushed up by its footer, ends exactly at the
    /// top, and section 1's footer, held down by its header, starts exactly at the bottom.
    @Test func aFloatingHeaderOrFooterTouchingAnEdgeIsNotVisible() {
        let layout = Self.table(.plain)
        let viewport = Self.viewport(y: 155.265625, height: 211.140625 - 155.265625)
        #expect(layout.rectForHeader(inSection: 0, in: viewport) == Rect(x: 0, y: 126.765625, width: 390, height: 28.5))
        #expect(layout.rectForFooter(inSection: 1, in: viewport) == Rect(x: 0, y: 211.140625, width: 390, height: 20.5))
        #expect(layout.sectionsWithVisibleHeaders(in: viewport) == [1])
        #expect(layout.sectionsWithVisibleFooters(in: viewport) == [0])
        #expect(Self.elements(layout, viewport) == Self.sorted([.header(1), .footer(0)]))
    }

    /// The grouped style's headers and footers scroll with their rows: the window runs from
    /// section 1's header's bottom to its footer's top, and shows its rows alone.
    @Test func aGroupedHeaderOrFooterTouchingAnEdgeIsNotVisible() {
        let layout = Self.table(.grouped)
        let viewport = Self.viewport(y: 211.140625, height: 361.625 - 211.140625)
        #expect(layout.rectForHeader(inSection: 1, in: viewport).maxY == 211.140625)
        #expect(layout.rectForFooter(inSection: 1, in: viewport).minY == 361.625)
        #expect(layout.sectionsWithVisibleHeaders(in: viewport) == [])
        #expect(layout.sectionsWithVisibleFooters(in: viewport) == [])
        #expect(Self.elements(layout, viewport) == Self.sorted([
            .cell(LayoutIndexPath(row: 0, section: 1)), .cell(LayoutIndexPath(row: 1, section: 1)), .cell(LayoutIndexPath(row: 2, section: 1)),
        ]))
        // One row less at each end: the rows touching the edges go too.
        let inner = Self.viewport(y: 255.390625, height: 299.640625 - 255.390625)
        #expect(Self.elements(layout, inner) == Self.sorted([.cell(LayoutIndexPath(row: 1, section: 1))]))
    }

    // MARK: The grid

    /// A vertical grid 390 pt across of 120.5 × 80.25 items, three to a line at x = 0,
    /// 134.75 and 269.5 (10 pt apart plus the 8.5 pt left over, justified); lines 12.25 apart,
    /// an 8 pt top inset, a 30.5 pt header and a 20.25 pt footer:
    ///
    ///     section 0 (7 items)  header [0, 30.5)  lines [38.5, 118.75) [131, 211.25) [223.5, 303.75)  footer [303.75, 324)
    ///     section 1 (5 items)  header [324, 354.5)  lines [362.5, 442.75) [455, 535.25)  footer [535.25, 555.5)
    static let grid = GridLayout(
        crossExtent: 390, itemSize: Size(width: 120.5, height: 80.25), numberOfItems: [7, 5],
        minimumLineSpacing: 12.25, minimumInteritemSpacing: 10, sectionInset: EdgeInsets(top: 8),
        headerReferenceSize: Size(width: 0, height: 30.5), footerReferenceSize: Size(width: 0, height: 20.25))

    @Test func theGridsFramesAreTheOnesTheEdgesAreTakenFrom() {
        let grid = Self.grid
        #expect(grid.rectForItem(at: LayoutIndexPath(row: 0)) == Rect(x: 0, y: 38.5, width: 120.5, height: 80.25))
        #expect(grid.rectForItem(at: LayoutIndexPath(row: 4)) == Rect(x: 134.75, y: 131, width: 120.5, height: 80.25))
        #expect(grid.rectForItem(at: LayoutIndexPath(row: 5)).maxX == 390)
        #expect(grid.rectForItem(at: LayoutIndexPath(row: 6)) == Rect(x: 0, y: 223.5, width: 120.5, height: 80.25))
        #expect(grid.rectForFooter(inSection: 0) == Rect(x: 0, y: 303.75, width: 390, height: 20.25))
        #expect(grid.rectForHeader(inSection: 1) == Rect(x: 0, y: 324, width: 390, height: 30.5))
        #expect(grid.rectForItem(at: LayoutIndexPath(row: 0, section: 1)).minY == 362.5)
        #expect(grid.rectForFooter(inSection: 1) == Rect(x: 0, y: 535.25, width: 390, height: 20.25))
        #expect(grid.contentSize == Size(width: 390, height: 555.5))
    }

    /// Along the scroll axis: `GridLines.lines(intersecting:)` (`… + thickness > low`,
    /// `lineY >= high`). The items in view are cut twice, by the lines found and by the
    /// final `Rect.intersects` filter, so one comparison made inclusive leaves them right:
    /// the count (which takes the lines found as they are) is what sees it.
    @Test func aGridLineTouchingTheTopOrTheBottomIsNotVisible() {
        let grid = Self.grid
        // Line 0 ends at 118.75, line 2 starts at 223.5: line 1 alone, items 3, 4 and 5.
        let viewport = Self.viewport(y: 118.75, height: 223.5 - 118.75)
        #expect(Self.elements(grid, viewport) == Self.sorted([3, 4, 5].map { .cell(LayoutIndexPath(row: $0)) }))
        #expect(grid.numberOfElements(in: viewport) == 2 + 3)  // section 0's header and footer, one full line
        // Nothing from the bottom of line 2 to the top of section 1's first line but the
        // footer and header between them.
        let gap = Self.viewport(y: 303.75, height: 362.5 - 303.75)
        #expect(Self.elements(grid, gap) == Self.sorted([.header(1), .footer(0)]))
    }

    /// Across: the uniform section's `columns(intersecting:)` (`x + width > low`,
    /// `x >= high`), seen in the count as the lines are above. The window runs from column
    /// 0's right edge to column 2's left edge.
    @Test func aGridColumnTouchingTheLeftOrTheRightIsNotVisible() {
        let grid = Self.grid
        let viewport = Self.viewport(x: 120.5, y: 0, width: 269.5 - 120.5, height: 555.5)
        #expect(Self.cells(grid, viewport) == Self.sorted([
            .cell(LayoutIndexPath(row: 1)), .cell(LayoutIndexPath(row: 4)), .cell(LayoutIndexPath(row: 1, section: 1)), .cell(LayoutIndexPath(row: 4, section: 1)),
        ]))
        // Per section its header and footer and one column of its lines; section 0's last
        // line holds only column 0.
        #expect(grid.numberOfElements(in: viewport) == (2 + 2) + (2 + 2))
    }

    /// The grid's headers and footers, cut by `Rect.intersects` alone (`other.minY < maxY`,
    /// `minY < other.maxY`), and its sections (`GridLayout.sections(intersecting:)`:
    /// `sectionStarts[s + 1] > low`, `sectionStarts[s] >= high`), seen in the count.
    @Test func aGridHeaderFooterOrSectionTouchingAnEdgeIsNotVisible() {
        let grid = Self.grid
        // From section 1's header's bottom to its footer's top: its five items alone.
        let items = Self.viewport(y: 354.5, height: 535.25 - 354.5)
        #expect(Self.elements(grid, items) == Self.sorted((0..<5).map { .cell(LayoutIndexPath(row: $0, section: 1)) }))
        // From section 0's end to the content's end: section 1 alone, counted once.
        let section = Self.viewport(y: 324, height: 555.5 - 324)
        #expect(Self.elements(grid, section) == Self.sorted((0..<5).map { .cell(LayoutIndexPath(row: $0, section: 1)) } + [.header(1), .footer(1)]))
        #expect(grid.numberOfElements(in: section) == 2 + 5)
        // From the top to section 1's start: section 0 alone.
        let first = Self.viewport(y: 0, height: 324)
        #expect(Self.elements(grid, first) == Self.sorted((0..<7).map { .cell(LayoutIndexPath(row: $0)) } + [.header(0), .footer(0)]))
        #expect(grid.numberOfElements(in: first) == 2 + 7)
    }

    // MARK: The horizontal list

    /// Items 100.25 × 60, 8.5 apart (stride 108.75), in sections of 3 and 7: item i spans
    /// x ∈ [108.75 i, 108.75 i + 100.25). `globalIndices(intersecting:)`:
    /// `low < x + width` and `!(x < high)`.
    @Test func aHorizontalItemTouchingTheLeftOrTheRightIsNotVisible() {
        let layout = HorizontalLayout(itemSize: Size(width: 100.25, height: 60), numberOfItems: [3, 7], itemSpacing: 8.5)
        #expect(layout.frameForItem(atGlobalIndex: 1).maxX == 209)
        #expect(layout.frameForItem(atGlobalIndex: 4).minX == 435)
        // From item 1's right edge to item 4's left edge: items 2 and 3, across the sections.
        let viewport = Self.viewport(x: 209, y: 0, width: 435 - 209, height: 60)
        #expect(layout.globalIndices(intersecting: viewport.rect) == 2..<4)
        #expect(Self.elements(layout, viewport) == Self.sorted([.cell(LayoutIndexPath(row: 2)), .cell(LayoutIndexPath(row: 0, section: 1))]))
        #expect(layout.numberOfElements(in: viewport) == 2)
        // A window exactly one item wide shows that item alone.
        let one = Self.viewport(x: 217.5, y: 0, width: 100.25, height: 60)
        #expect(Self.elements(layout, one) == Self.sorted([.cell(LayoutIndexPath(row: 2))]))
        // Above or below the items (y touching the row's edge): nothing.
        #expect(Self.elements(layout, Self.viewport(x: 0, y: 60, width: 390, height: 10)).isEmpty)
        #expect(Self.elements(layout, Self.viewport(x: 0, y: -10, width: 390, height: 10)).isEmpty)
    }

    // MARK: The wheel

    /// A wheel of 44.25 pt rows with a radius that reaches every row in the window and a
    /// ratio small enough that no row is pushed out sideways. The window runs from row 2's
    /// bottom (132.75) to row 7's top (309.75): rows 3 to 6. `candidateIndices(in:)`
    /// (`top + rowHeight > low`, `top >= high`) and then `Rect.intersects` both cut the
    /// elements, so it is the count (the candidates') that sees either made inclusive.
    @Test func aWheelRowTouchingTheTopOrTheBottomIsNotVisible() {
        let wheel = WheelLayout(count: 20, rowHeight: 44.25, radius: 300, ratio: 0.25, translation: 4)
        let viewport = Self.viewport(y: 132.75, height: 309.75 - 132.75)
        #expect(wheel.frame(ofUnwrappedIndex: 2, in: viewport)?.maxY == 132.75)
        #expect(wheel.frame(ofUnwrappedIndex: 7, in: viewport)?.minY == 309.75)
        #expect(Self.elements(wheel, viewport) == Self.sorted((3...6).map { .cell(LayoutIndexPath(row: $0)) }))
        #expect(wheel.candidateIndices(in: viewport) == 3..<7)
        #expect(wheel.numberOfElements(in: viewport) == 4)
    }

    /// The same edges on a wheel that wraps, across lap −1 and lap 0: from unwrapped row
    /// −3's bottom (−88.5) to row 2's top (88.5).
    @Test func aWrappingWheelRowTouchingAnEdgeIsNotVisible() {
        let wheel = WheelLayout(count: 5, rowHeight: 44.25, radius: 300, ratio: 0.25, infinite: true)
        let viewport = Self.viewport(y: -88.5, height: 177)
        #expect(Self.elements(wheel, viewport) == Self.sorted([
            .cell(LayoutIndexPath(row: 3), lap: -1), .cell(LayoutIndexPath(row: 4), lap: -1), .cell(LayoutIndexPath(row: 0)), .cell(LayoutIndexPath(row: 1)),
        ]))
        #expect(wheel.numberOfElements(in: viewport) == 4)
    }

    /// The wheel's own edge is angular: a row whose middle is exactly the radius R from the
    /// viewport's middle is shown (at `x = ox + t`), one further is not, even inside the y
    /// window (`frame(ofUnwrappedIndex:in:)`: `d >= -radius`, `d <= radius`;
    /// `candidateIndices`: `d >= -radius`, `d > radius`). 50 pt rows, R = 100, the window
    /// [1025, 1325) with its middle at 1175: row 21's middle (1075) is R above it and row
    /// 25's (1275) R below; rows 20 and 26 meet the window but lie 150 pt away.
    @Test func aWheelRowExactlyTheRadiusAwayIsVisibleAndOneFurtherIsNot() {
        let wheel = WheelLayout(count: 40, rowHeight: 50, radius: 100, ratio: 1, translation: 6.5)
        let viewport = Self.viewport(y: 1_025, height: 300)
        #expect(Self.elements(wheel, viewport) == Self.sorted((21...25).map { .cell(LayoutIndexPath(row: $0)) }))
        #expect(wheel.frame(ofUnwrappedIndex: 21, in: viewport) == Rect(x: 6.5, y: 1_050, width: 390, height: 50))
        #expect(wheel.frame(ofUnwrappedIndex: 25, in: viewport) == Rect(x: 6.5, y: 1_250, width: 390, height: 50))
        #expect(wheel.frame(ofUnwrappedIndex: 23, in: viewport) == Rect(x: 106.5, y: 1_150, width: 390, height: 50))
        #expect(wheel.frame(ofUnwrappedIndex: 20, in: viewport) == nil)
        #expect(wheel.frame(ofUnwrappedIndex: 26, in: viewport) == nil)
        #expect(wheel.candidateIndices(in: viewport) == 21..<26)
        #expect(wheel.numberOfElements(in: viewport) == 5)
    }

    /// Across: a row pushed in by exactly the viewport's width touches its far edge and is
    /// not in view; 1/64 pt less and it is (the filter's `minX < other.maxX` on the left
    /// side, `other.minX < maxX` on the right).
    @Test(arguments: WheelLayout.Side.allCases)
    func aWheelRowPushedExactlyToTheFarEdgeIsNotVisible(side: WheelLayout.Side) {
        let viewport = Self.viewport(y: 0, width: 200, height: 100)
        let out = WheelLayout(count: 4, rowHeight: 25, radius: 400, ratio: 0, translation: 200, side: side)
        let frame = out.frame(ofUnwrappedIndex: 0, in: viewport)
        #expect(side == .left ? frame?.minX == 200 : frame?.maxX == 0)
        #expect(Self.elements(out, viewport).isEmpty)
        let inside = WheelLayout(count: 4, rowHeight: 25, radius: 400, ratio: 0, translation: 200 - 1.0 / 64, side: side)
        #expect(Self.elements(inside, viewport) == Self.sorted((0..<4).map { .cell(LayoutIndexPath(row: $0)) }))
    }
}

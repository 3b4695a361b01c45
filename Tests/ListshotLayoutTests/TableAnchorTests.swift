import ListshotGeometry
import ListshotLayout
import Testing

/// The estimated-height anchor, as the layout computes it: which row stays put, and the
/// offset that keeps it where it was on screen after rows above it are measured.
@Suite struct TableAnchorTests {
    @Test func theFirstRowStillInViewStaysWhereItWasOnScreen() {
        var layout = TableLayout(width: 320, rows: RowOffsets(count: 1_000, estimatedHeight: 50))
        let viewport = LayoutViewport(origin: Point(x: 0, y: 1_020), size: Size(width: 320, height: 200))
        // Rows 19…24 were on screen; row 20 (1000…1050) is the first still in view.
        let anchor = layout.anchor(amongRowsOnScreen: (19...24).reversed().map { LayoutIndexPath(row: $0) }, in: viewport)
        #expect(anchor == TableLayout.Anchor(indexPath: LayoutIndexPath(row: 20), screenY: -20))
        #expect(layout.unmeasuredRows(intersecting: 1_020, 1_220) == (20...24).map { LayoutIndexPath(row: $0) })
        // Row 3, far above, turns out 30 pt taller than its estimate: the offset follows.
        layout.setHeight(80, forRowAt: LayoutIndexPath(row: 3))
        #expect(layout.offset(keeping: anchor!) == 1_050)
        #expect(layout.anchor(amongRowsOnScreen: [LayoutIndexPath(row: 2)], in: viewport) == nil)
    }
}

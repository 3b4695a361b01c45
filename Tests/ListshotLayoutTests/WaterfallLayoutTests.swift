import ListshotGeometry
import ListshotLayout
import ListshotLayoutTesting
import Testing

/// The fifth layout, written against the public API only, through the conformance suite
/// and against its formula worked by hand.
@Suite struct WaterfallLayoutTests {
    @Test func keepsTheLayoutContract() {
        let heights = (0..<60).map { (i: Int) -> Double in
            let points: Int = 40 + i * 37 % 130
            return Double(points) + Double(i % 3) / 4
        }
        for columns in [1, 2, 3, 5] {
            assertLayoutConformance(WaterfallLayout(width: 390, columns: columns, itemHeights: heights, spacing: 6), numberOfItems: [60])
        }
        assertLayoutConformance(WaterfallLayout(width: 390, columns: 2, itemHeights: [], spacing: 6), numberOfItems: [0])
    }

    @Test func eachItemGoesToTheShortestColumnTheLeftmostOnATie() {
        // Width 100, 2 columns, spacing 4: columns 48 wide at x 0 and 52.
        let layout = WaterfallLayout(width: 100, columns: 2, itemHeights: [50, 20, 10, 40, 5], spacing: 4)
        #expect(layout.frames == [
            Rect(x: 0, y: 0, width: 48, height: 50),  // both empty: the left
            Rect(x: 52, y: 0, width: 48, height: 20),  // right is 0
            Rect(x: 52, y: 24, width: 48, height: 10),  // right is 20
            Rect(x: 52, y: 38, width: 48, height: 40),  // right is 34
            Rect(x: 0, y: 54, width: 48, height: 5),  // left 50, right 78
        ])
        #expect(layout.contentSize == Size(width: 100, height: 78))
    }
}

import ListshotGeometry
import ListshotLayout
import Testing

/// `offset(toShow:at:in:)` on any layout: positions along the scroll axis, insets, clamping.
@Suite struct ScrollPositionTests {
    // 20 items 100 pt wide in a 250 pt viewport with 10 pt insets left and right: the
    // visible part is x + 10 … x + 240, and offsets run from −10 to 2000 + 10 − 250 = 1760.
    let layout = HorizontalLayout(itemSize: Size(width: 100, height: 80), numberOfItems: 20)
    func viewport(at x: Double) -> LayoutViewport {
        LayoutViewport(origin: Point(x: x, y: 0), size: Size(width: 250, height: 80), contentInset: EdgeInsets(left: 10, right: 10))
    }
    func frame(_ item: Int) -> Rect { layout.frameForItem(atGlobalIndex: item) }

    @Test func eachPositionPutsTheItemWhereItSays() {
        #expect(layout.offset(toShow: frame(5), at: .top, in: viewport(at: 0)) == 490)
        #expect(layout.offset(toShow: frame(5), at: .middle, in: viewport(at: 0)) == 550 - 10 - 115)
        #expect(layout.offset(toShow: frame(5), at: .bottom, in: viewport(at: 0)) == 600 - 10 - 230)
    }

    @Test func noneScrollsAsLittleAsItCanAndNotAtAllWhenTheItemIsShown() {
        #expect(layout.offset(toShow: frame(1), at: .none, in: viewport(at: 50)) == 50)  // 100…200 within 60…290
        #expect(layout.offset(toShow: frame(0), at: .none, in: viewport(at: 50)) == -10)  // leading edge to the inset
        #expect(layout.offset(toShow: frame(3), at: .none, in: viewport(at: 50)) == 400 - 10 - 230)
    }

    @Test func theOffsetIsClampedIntoTheRange() {
        #expect(layout.offset(toShow: frame(19), at: .top, in: viewport(at: 0)) == 1760)
        #expect(layout.offset(toShow: frame(0), at: .bottom, in: viewport(at: 0)) == -10)
    }
}

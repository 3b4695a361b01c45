import ListshotGeometry
import ListshotLayout
import ListshotViews
import Testing

/// Found by ``CollectionViewRecyclingTests``: the reuse pool kept at most 10 cells between
/// passes, so a pass that dropped more (a run of short rows, a grid column of small items
/// scrolling off) discarded cells that the next pass then made anew — on every swing, so
/// that scrolling kept creating cells without end.
@Suite struct CollectionViewPoolTests {
    final class Source: CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        }
    }

    @Test func swingsOfMoreThanTenCellsDoNotMakeCellsAnew() {
        // Runs of 30 rows of 1 pt between rows of 100 pt, in a viewport 30 pt tall: the
        // screen holds 30 short rows, then a single tall one, again and again.
        let run = Array(repeating: 1.0, count: 30) + [100]
        let layout = TableLayout(width: 320, rows: RowOffsets(heights: Array((0..<20).map { _ in run }.joined())))
        let source = Source()
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 320, height: 30), layout: layout)
        view.register(TableViewCell.self, forCellWithReuseIdentifier: "Item")
        view.dataSource = source
        view.layoutIfNeeded()
        var most = view.visibleElements.count
        for pass in 0..<40 {
            // Alternately the 30 short rows of a run, and the tall row after them.
            let run = Double(pass / 2) * 130
            view.contentOffset = Point(x: 0, y: pass % 2 == 0 ? run : run + 30)
            most = max(most, view.visibleElements.count)
        }
        #expect(most == 30)
        #expect(view.numberOfCellsCreated <= most, "\(view.numberOfCellsCreated) cells made for at most \(most) on screen")
    }
}

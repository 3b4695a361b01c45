import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import ListshotViews
import Testing

/// Rows whose real heights are known only to the delegate, asked lazily under an estimate.
final class LazyHeights: TableViewDataSource, TableViewDelegate {
    let count: Int
    let height: (Int) -> Double
    var heightQueries = 0
    init(count: Int, height: @escaping (Int) -> Double) {
        self.count = count
        self.height = height
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heightQueries += 1
        return height(indexPath.row)
    }
}

@Suite struct EstimatedHeightsTests {
    static func table(_ source: LazyHeights, estimate: Double = 44) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.estimatedRowHeight = estimate
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @Test func onlyRowsOnScreenAreAskedForTheirHeight() {
        let source = LazyHeights(count: 1_000_000_000) { 30 + Double($0 % 7) * 10 }
        let table = Self.table(source)
        #expect(source.heightQueries < 40)
        table.scrollToRow(at: IndexPath(row: 777_777_777), at: .top)
        #expect(source.heightQueries < 100)
        #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 777_777_777))
        #expect(table.rectForRow(at: IndexPath(row: 777_777_777)).minY == table.contentOffset.y)
    }

    /// Scrolling up into rows taller than estimated must not move what was on screen:
    /// the offset absorbs the correction.
    @Test func contentOnScreenDoesNotJumpWhenEstimatesAreCorrected() {
        let source = LazyHeights(count: 10_000) { 100 + Double($0 % 3) * 20 }  // estimate 44: far off
        let table = Self.table(source)
        table.scrollToRow(at: IndexPath(row: 5_000), at: .top)
        var rng = SplitMix64(seed: 3)
        for _ in 0..<200 {
            // Remember where each visible row is on screen, then scroll up by `delta`.
            let before = Dictionary(uniqueKeysWithValues: table.indexPathsForVisibleRows.map {
                ($0, table.rectForRow(at: $0).minY - table.contentOffset.y)
            })
            let delta = Double(Int.random(in: 1...300, using: &rng))
            table.contentOffset = Point(x: 0, y: table.contentOffset.y - delta)
            for (indexPath, screenY) in before where table.cellForRow(at: indexPath) != nil {
                // Each row that stayed moved down by exactly the scroll distance.
                let now = table.rectForRow(at: indexPath).minY - table.contentOffset.y
                #expect(now == screenY + delta, "row \(indexPath.row)")
            }
            #expect(table.visibleCells.allSatisfy { $0.frame == table.rectForRow(at: table.indexPath(for: $0)!) })
        }
    }

    @Test(arguments: TableView.ScrollPosition.allCases)
    func scrollToRowIsExactInOneCall(position: TableView.ScrollPosition) {
        let source = LazyHeights(count: 50_000) { 20 + Double(($0 * 7_919) % 90) }
        let table = Self.table(source)
        table.contentInset = EdgeInsets(top: 20, bottom: 34)
        for row in [40_000, 12, 49_999, 25_000, 0] {
            let indexPath = IndexPath(row: row)
            table.scrollToRow(at: indexPath, at: position)
            let rect = table.rectForRow(at: indexPath)
            let visibleTop = table.contentOffset.y + 20, visibleBottom = table.contentOffset.y + 844 - 34
            let range = table.contentOffsetRange
            let clamped = table.contentOffset.y == range.lowerBound || table.contentOffset.y == range.upperBound
            switch position {
            case .top: #expect(rect.minY == visibleTop || clamped, "row \(row)")
            case .bottom: #expect(rect.maxY == visibleBottom || clamped, "row \(row)")
            case .middle: #expect(abs(rect.midY - (visibleTop + visibleBottom) / 2) < 1e-9 || clamped, "row \(row)")
            case .none: #expect(rect.minY >= visibleTop - 1e-9 && rect.maxY <= visibleBottom + 1e-9, "row \(row)")
            }
            #expect(table.sections0Measured(indexPath))
        }
    }

    @Test func scrollPositionNoneDoesNothingForAFullyVisibleRow() {
        let source = LazyHeights(count: 100) { _ in 40 }
        let table = Self.table(source, estimate: 40)
        table.contentOffset = Point(x: 0, y: 100)
        table.scrollToRow(at: IndexPath(row: 5), at: .none)
        #expect(table.contentOffset.y == 100)
        table.scrollToRow(at: IndexPath(row: 60), at: .none)  // below: its bottom meets the viewport's
        #expect(table.contentOffset.y == 61 * 40 - 844)
        table.scrollToRow(at: IndexPath(row: 2), at: .none)  // above: its top meets the viewport's
        #expect(table.contentOffset.y == 80)
    }
}

extension TableView {
    /// The index path of a visible cell.
    func indexPath(for cell: TableViewCell) -> IndexPath? {
        indexPathsForVisibleRows.first { cellForRow(at: $0) === cell }
    }

    func sections0Measured(_ indexPath: IndexPath) -> Bool {
        tableLayout.sections[indexPath.section].rows.isMeasured(row: indexPath.row)
    }
}

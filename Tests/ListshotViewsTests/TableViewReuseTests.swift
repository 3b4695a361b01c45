import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import ListshotViews
import Testing

/// A data source and delegate that log everything the table asks and reports.
final class RecordingTable: TableViewDataSource, TableViewDelegate {
    var heights: [Double]
    var delegateGivesHeights = true
    var asked: [IndexPath] = []
    var events: [String] = []
    var selected: [IndexPath] = []

    init(heights: [Double]) { self.heights = heights }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { heights.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        asked.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        delegateGivesHeights ? heights[indexPath.row] : tableView.rowHeight
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        #expect(cell.textLabel.text == "Row \(indexPath.row)", "a cell shows its own row when it is displayed")
        events.append("+\(indexPath.row)")
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        events.append("-\(indexPath.row)")
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

final class CountingCell: TableViewCell {
    nonisolated(unsafe) static var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        #expect(textLabel.text == "", "super.prepareForReuse clears the label")
        CountingCell.reuses += 1
    }
}

@Suite struct TableViewReuseTests {
    static func makeTable(_ source: RecordingTable, height: Double = 844) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: height))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    /// The oracle: the rows whose frames intersect [offset, offset + height).
    static func expectedRows(_ heights: [Double], offset: Double, height: Double) -> [IndexPath] {
        var top = 0.0, result: [IndexPath] = []
        for (i, h) in heights.enumerated() {
            if top < offset + height && top + h > offset { result.append(IndexPath(row: i)) }
            top += h
        }
        return result
    }

    @Test func scrollingTenThousandRowsCreatesNoMoreCellsThanFitPlusOne() {
        let source = RecordingTable(heights: Array(repeating: 40, count: 10_000))
        let table = Self.makeTable(source)
        let maximumOnScreen = Int((844.0 / 40).rounded(.up)) + 1  // 23
        var rng = SplitMix64(seed: 42)
        var offset = 0.0
        let end = table.contentOffsetRange.upperBound
        while offset < end {
            offset = min(end, offset + Double(Int.random(in: 1...120, using: &rng)) / 2)
            table.contentOffset = Point(x: 0, y: offset)
            #expect(table.visibleCells.count <= maximumOnScreen)
        }
        // …and back up, in bigger jumps.
        while offset > 0 {
            offset = max(0, offset - Double(Int.random(in: 1...2_000, using: &rng)))
            table.contentOffset = Point(x: 0, y: offset)
        }
        #expect(table.numberOfCellsCreated <= maximumOnScreen)
        #expect(table.numberOfCellsCreated >= 22)
        #expect(source.asked.count > 10_000, "every row was asked for on the way down")
    }

    @Test func visibleRowsMatchTheOracleAtEveryOffset() {
        var rng = SplitMix64(seed: 7)
        let heights = (0..<400).map { _ in Double(Int.random(in: 1...160, using: &rng)) / 2 }
        let source = RecordingTable(heights: heights)
        let table = Self.makeTable(source, height: 600)
        #expect(table.contentSize.height == heights.reduce(0, +))
        for _ in 0..<500 {
            let offset = Double(Int.random(in: 0...Int(table.contentSize.height), using: &rng))
            table.contentOffset = Point(x: 0, y: offset)
            let expected = Self.expectedRows(heights, offset: offset, height: 600)
            #expect(table.indexPathsForVisibleRows == expected)
            for indexPath in expected {
                let cell = table.cellForRow(at: indexPath)
                #expect(cell?.frame == table.rectForRow(at: indexPath))
                #expect(cell?.textLabel.text == "Row \(indexPath.row)")
            }
        }
    }

    @Test func rowsStayingOnScreenAreNotAskedForAgain() {
        let source = RecordingTable(heights: Array(repeating: 40, count: 100))
        let table = Self.makeTable(source, height: 200)
        #expect(source.asked == (0..<5).map { IndexPath(row: $0) })
        source.asked.removeAll()
        table.contentOffset = Point(x: 0, y: 10)  // rows 0…5 now intersect [10, 210)
        #expect(source.asked == [IndexPath(row: 5)])
        source.asked.removeAll()
        table.contentOffset = Point(x: 0, y: 40)  // row 0 leaves
        #expect(source.asked.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 0)) == nil)
    }

    @Test func displayCallbacksAreTheDifferenceBetweenLayoutsInIndexOrder() {
        let source = RecordingTable(heights: Array(repeating: 40, count: 100))
        let table = Self.makeTable(source, height: 200)
        #expect(source.events == ["+0", "+1", "+2", "+3", "+4"])
        source.events.removeAll()
        table.contentOffset = Point(x: 0, y: 100)  // [100, 300): rows 2…7
        #expect(source.events == ["-0", "-1", "+5", "+6", "+7"])
        source.events.removeAll()
        table.contentOffset = Point(x: 0, y: 100)  // no change, no events
        #expect(source.events.isEmpty)
        table.contentOffset = Point(x: 0, y: 2_000)  // a jump: everything leaves, new rows enter
        #expect(source.events == ["-2", "-3", "-4", "-5", "-6", "-7", "+50", "+51", "+52", "+53", "+54"])
    }

    @Test func recycledCellsArePreparedAndReused() {
        CountingCell.reuses = 0
        let source = RecordingTable(heights: Array(repeating: 40, count: 100))
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 200))
        table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        table.contentOffset = Point(x: 0, y: 80)  // rows 0 and 1 go to the pool, 5 and 6 reuse them
        #expect(table.numberOfCellsCreated == 5)
        #expect(CountingCell.reuses == 2)
        #expect(table.visibleCells.allSatisfy { $0 is CountingCell })
    }

    @Test func reloadDataDrainsThePoolAndAsksForEveryVisibleRowAgain() {
        let source = RecordingTable(heights: Array(repeating: 40, count: 100))
        let table = Self.makeTable(source, height: 200)
        table.contentOffset = Point(x: 0, y: 20)  // rows 0…5: six cells
        table.contentOffset = Point(x: 0, y: 40)  // rows 1…5: row 0's cell waits in the pool
        #expect(table.numberOfCellsCreated == 6)
        #expect(table.numberOfReusableCells(withIdentifier: "Cell") == 1)
        source.asked.removeAll()
        source.heights = [100, 100, 100]
        table.reloadData()
        // Every visible row is asked for again, with the new heights: [40, 240) shows rows 0…2.
        #expect(source.asked == [IndexPath(row: 0), IndexPath(row: 1), IndexPath(row: 2)])
        #expect(table.contentSize.height == 300)
        // The pooled cell was drained; the five visible ones went to the pool and three were reused.
        #expect(table.numberOfReusableCells(withIdentifier: "Cell") == 2)
        #expect(table.numberOfCellsCreated == 6)
    }

    @Test func aNewDataSourceNeverGetsTheOldOnesCells() {
        let first = RecordingTable(heights: Array(repeating: 40, count: 10))
        let table = Self.makeTable(first, height: 200)
        let old = table.visibleCells  // held, so that no new cell can reuse an old one's address
        let second = RecordingTable(heights: Array(repeating: 40, count: 10))
        table.dataSource = second
        table.delegate = second
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 5)
        #expect(table.visibleCells.allSatisfy { cell in !old.contains { $0 === cell } })
        #expect(table.numberOfReusableCells(withIdentifier: "Cell") == 0)
    }

    @Test func rowsAreFiftyPointsTallWithoutAHeightFromTheDelegate() {
        let source = RecordingTable(heights: Array(repeating: 40, count: 10))
        source.delegateGivesHeights = false
        let table = Self.makeTable(source)
        #expect(table.contentSize.height == 500)
        let bare = RecordingTable(heights: Array(repeating: 40, count: 10))
        let noDelegate = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        noDelegate.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        noDelegate.dataSource = bare
        #expect(noDelegate.contentSize.height == 500)
        #expect(noDelegate.rectForRow(at: IndexPath(row: 3)) == Rect(x: 0, y: 150, width: 390, height: 50))
    }

    @Test func aTapSelectsTheRowUnderIt() {
        let source = RecordingTable(heights: Array(repeating: 40, count: 25))
        let table = Self.makeTable(source)
        table.contentOffset = Point(x: 0, y: 120)
        #expect(table.tap(at: Point(x: 100, y: 5)) == IndexPath(row: 3))  // content y 125
        #expect(table.tap(at: Point(x: 100, y: 40)) == IndexPath(row: 4))  // content y 160, row 4's top edge
        #expect(table.tap(at: Point(x: 100, y: 870)) == nil)  // below the viewport
        #expect(source.selected == [IndexPath(row: 3), IndexPath(row: 4)])
    }
}

import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import ListshotViews
import Testing

/// Rows whose heights repeat a cycle, given by the delegate as one cycle or not.
final class CycledHeights: TableViewDataSource, TableViewDelegate {
    let counts: [Int]
    let cycles: [[Double]]
    /// What the delegate answers to `repeatingHeightsForRowsInSection`, section by section:
    /// `cycles` when `givesCycle`, else `nil`, unless `answer` says otherwise.
    let answer: [[Double]]?
    var heightQueries = 0
    init(counts: [Int], cycles: [[Double]], givesCycle: Bool, answer: [[Double]]? = nil) {
        self.counts = counts
        self.cycles = cycles
        self.answer = answer ?? (givesCycle ? cycles : nil)
    }
    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        heightQueries += 1
        let cycle = cycles[indexPath.section]
        return cycle[indexPath.row % cycle.count]
    }
    func tableView(_ tableView: TableView, repeatingHeightsForRowsInSection section: Int) -> [Double]? {
        answer?[section]
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { 0 }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { 0 }
}

/// Issue 8: a delegate can give a section's heights as one repeating cycle
/// (`repeatingHeightsForRowsInSection`), and the table lays a billion rows out without
/// asking `heightForRowAt` once.
@Suite struct RepeatingHeightsTests {
    static func table(_ source: CycledHeights) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @Test func aBillionRowsAreLaidOutWithoutAskingARowsHeight() {
        let cycle = [40, 60, 33.5]
        let source = CycledHeights(counts: [1_000_000_000], cycles: [cycle], givesCycle: true)
        let table = Self.table(source)
        #expect(table.tableLayout.sections[0].rows == RowOffsets(count: 1_000_000_000, repeating: cycle))
        #expect(table.contentSize.height == 333_333_333 * 133.5 + 40)
        func top(_ row: Int) -> Double { Double(row / 3) * 133.5 + [0, 40, 100][row % 3] }
        for row in [0, 499_999_999, 999_990_000] {
            table.scrollToRow(at: IndexPath(row: row), at: .top)
            #expect(table.indexPathsForVisibleRows.first == IndexPath(row: row))
            #expect(table.rectForRow(at: IndexPath(row: row)).minY == top(row))
        }
        table.scrollToRow(at: IndexPath(row: 999_999_999), at: .bottom)
        #expect(table.contentOffset.y == table.contentSize.height - 844)
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 999_999_999))
        for indexPath in table.indexPathsForVisibleRows {
            #expect(table.cellForRow(at: indexPath)?.frame.minY == top(indexPath.row), "row \(indexPath.row)")
        }
        #expect(source.heightQueries == 0)
    }

    /// The same rows asked one by one and given as a cycle lay out to the same frames.
    @Test func aCycleLaysOutAsRowsAskedOneByOne() {
        var rng = SplitMix64(seed: 12)
        for _ in 0..<40 {
            let sectionCount = Int.random(in: 1...3, using: &rng)
            let cycles = (0..<sectionCount).map { _ in
                (0..<Int.random(in: 1...5, using: &rng)).map { _ in Double(Int.random(in: 0...320, using: &rng)) / 4 }
            }
            let counts = (0..<sectionCount).map { _ in Int.random(in: 0...60, using: &rng) }
            let asked = CycledHeights(counts: counts, cycles: cycles, givesCycle: false)
            let given = CycledHeights(counts: counts, cycles: cycles, givesCycle: true)
            let askedTable = Self.table(asked), givenTable = Self.table(given)
            #expect(asked.heightQueries == counts.reduce(0, +))
            #expect(given.heightQueries == 0)
            #expect(givenTable.contentSize == askedTable.contentSize)
            for (s, count) in counts.enumerated() {
                for row in 0..<count {
                    let indexPath = IndexPath(row: row, section: s)
                    #expect(givenTable.rectForRow(at: indexPath) == askedTable.rectForRow(at: indexPath))
                }
            }
            for _ in 0..<5 {
                let y = Double(Int.random(in: 0...Int(askedTable.contentSize.height), using: &rng))
                askedTable.contentOffset = Point(x: 0, y: y)
                givenTable.contentOffset = Point(x: 0, y: y)
                #expect(givenTable.indexPathsForVisibleRows == askedTable.indexPathsForVisibleRows)
            }
        }
    }

    /// A cycle that holds `automaticDimension` is no cycle: those rows size themselves by
    /// their cells, so the table asks row by row, as it does for an empty list.
    @Test func aSelfSizingOrEmptyCycleIsAskedRowByRow() {
        for cycle in [[40, TableView.automaticDimension], []] {
            let source = CycledHeights(counts: [30], cycles: [[40]], givesCycle: true, answer: [cycle])
            _ = Self.table(source)
            #expect(source.heightQueries == 30, "cycle \(cycle)")
        }
    }

    /// With an estimate, rows are asked as they come on screen, cycle or not.
    @Test func anEstimateStillAsksRowsAsTheyComeOnScreen() {
        let source = CycledHeights(counts: [1_000], cycles: [[40, 60]], givesCycle: true)
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.estimatedRowHeight = 44
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        #expect(source.heightQueries > 0 && source.heightQueries < 40)
        #expect(!table.tableLayout.sections[0].rows.isMeasured(row: 999))
    }
}

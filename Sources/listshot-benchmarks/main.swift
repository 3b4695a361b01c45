// Prints figures for the table engine; never asserts them (machines are shared and noisy).
//
//   swift run -c release listshot-benchmarks
//
// 1. peak memory of a table of 1,000,000,000 rows of one height, and of one estimated height,
//    scrolled to 1,000 random offsets (VmHWM from /proc/self/status, before and after);
// 2. the time to build the layout of 1,000,000 rows of varying heights, asked from a delegate;
// 3. the time of one visible-range query on that layout, averaged over 100,000 random offsets.
import Foundation
import ListshotGeometry
import ListshotLayout
import ListshotViews

struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}

func memoryStatus(_ field: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]) ?? -1
    }
    return -1
}

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
}

final class Rows: TableViewDataSource, TableViewDelegate {
    let count: Int
    let heights: (Int) -> Double
    init(count: Int, heights: @escaping (Int) -> Double) {
        self.count = count
        self.heights = heights
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { heights(indexPath.row) }
}

func table(_ rows: Rows, delegate: Bool, estimate: Double = 0) -> TableView {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.estimatedRowHeight = estimate
    table.dataSource = rows
    if delegate { table.delegate = rows }
    return table
}

let clock = ContinuousClock()
var rng = Generator(state: 42)
print("listshot engine benchmarks (\(ProcessInfo.processInfo.activeProcessorCount) cores)")

// 1. A billion rows.
let baseline = memoryStatus("VmHWM")
for (name, estimate) in [("one fixed height (44 pt)", 0.0), ("one estimated height (44 pt), rows measured as shown", 44.0)] {
    let rows = Rows(count: 1_000_000_000) { 30 + Double($0 % 5) * 7 }
    let t = table(rows, delegate: estimate > 0, estimate: estimate)
    let start = clock.now
    for _ in 0..<1_000 {
        t.contentOffset = Point(x: 0, y: Double.random(in: 0...t.contentOffsetRange.upperBound, using: &rng))
    }
    let elapsed = clock.now - start
    print(String(format: "1e9 rows, %@: 1,000 scrolls in %.1f ms; peak RSS %d MiB (%d MiB before)",
                 name, milliseconds(elapsed), memoryStatus("VmHWM") / 1024, baseline / 1024))
}

// 2. Building 1,000,000 rows of varying heights.
let million = Rows(count: 1_000_000) { 20 + Double(($0 &* 7_919) % 97) / 4 }
var builds: [Double] = []
var layout: TableLayout?
for _ in 0..<5 {
    let t = table(million, delegate: true)
    let start = clock.now
    layout = t.tableLayout
    builds.append(milliseconds(clock.now - start))
}
print(String(format: "1e6 variable rows: layout built in %.1f ms (median of 5; heights asked from the delegate)",
             builds.sorted()[2]))
let heightArray = (0..<1_000_000).map { 20 + Double(($0 &* 7_919) % 97) / 4 }
var direct: [Double] = []
for _ in 0..<5 {
    let start = clock.now
    let offsets = RowOffsets(heights: heightArray)
    direct.append(milliseconds(clock.now - start))
    precondition(offsets.count == 1_000_000)
}
print(String(format: "1e6 variable rows: RowOffsets from an array of heights in %.1f ms (median of 5)", direct.sorted()[2]))

// 3. Visible-range queries.
if let layout {
    let height = layout.contentSize.height
    let offsets = (0..<100_000).map { _ in Double.random(in: 0...(height - 844), using: &rng) }
    var found = 0
    let start = clock.now
    for y in offsets { found &+= layout.indexPathsForRows(intersecting: y, y + 844).count }
    let per = milliseconds(clock.now - start) * 1_000 / Double(offsets.count)
    print(String(format: "1e6 variable rows: one visible-range query takes %.2f µs (mean of 100,000; %d rows found)", per, found))
}

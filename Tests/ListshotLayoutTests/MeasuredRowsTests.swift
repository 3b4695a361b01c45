import ListshotLayout
import ListshotTestSupport
import Testing

/// Issue 8: estimated rows keep their measured heights in a sparse tree (O(log n) to
/// measure a row and to find where one starts); the offsets must be those of the plain
/// computation, whatever order rows are measured in.
@Suite struct MeasuredRowsTests {
    /// Where every row starts, the straightforward way: walk the rows, adding each one's
    /// measured height, or the estimate when it has none. One extra entry: the total.
    static func straightforwardOffsets(count: Int, estimate: Double, measured: [Int: Double]) -> [Double] {
        var offsets = [0.0]
        for row in 0..<count { offsets.append(offsets[row] + (measured[row] ?? estimate)) }
        return offsets
    }

    /// Heights on the 1/64-point grid (text metrics are on it) add up exactly in any order,
    /// so measuring rows in random order must give the plain computation's offsets to the
    /// last bit, after every single measurement.
    @Test(arguments: 0..<4)
    func randomOrderGivesTheStraightforwardOffsets(seedBlock: Int) {
        var rng = SplitMix64(seed: UInt64(seedBlock) &* 31 &+ 9)
        for _ in 0..<60 {
            let count = Int.random(in: 1...150, using: &rng)
            let estimate = Double(Int.random(in: 4...176, using: &rng)) / 4
            var rows = RowOffsets(count: count, estimatedHeight: estimate)
            var measured: [Int: Double] = [:]
            for _ in 0..<Int.random(in: 1...count + 10, using: &rng) {
                let row = Int.random(in: 0..<count, using: &rng)  // may measure a row again
                let height = VisibleRangeOracleTests.randomHeight(&rng)
                rows.setHeight(height, ofRow: row)
                measured[row] = height
                let expected = Self.straightforwardOffsets(count: count, estimate: estimate, measured: measured)
                #expect(rows.totalHeight == expected[count])
                for r in 0...count where rows.offset(ofRow: r) != expected[r] {
                    Issue.record("row \(r): \(rows.offset(ofRow: r)), expected \(expected[r]) after measuring \(measured)")
                    return
                }
                #expect(rows.height(ofRow: row) == height)
                #expect(rows.isMeasured(row: row))
            }
            for r in 0..<count { #expect(rows.isMeasured(row: r) == (measured[r] != nil)) }
        }
    }

    /// Any heights, not only exact ones: the offsets depend on which rows have which height,
    /// not on the order they were measured in, and stay within rounding of the plain sum.
    @Test func theOrderOfMeasuringNeverChangesAnOffset() {
        var rng = SplitMix64(seed: 77)
        for _ in 0..<50 {
            let count = Int.random(in: 1...400, using: &rng)
            let estimate = Double.random(in: 1...80, using: &rng)
            var heights: [(row: Int, height: Double)] = []
            for row in 0..<count where Int.random(in: 0..<3, using: &rng) == 0 {
                heights.append((row, Double.random(in: 0...200, using: &rng)))
            }
            var forward = RowOffsets(count: count, estimatedHeight: estimate)
            for (row, height) in heights { forward.setHeight(height, ofRow: row) }
            var shuffled = RowOffsets(count: count, estimatedHeight: estimate)
            for (row, height) in heights.shuffled(using: &rng) { shuffled.setHeight(height, ofRow: row) }
            #expect(forward == shuffled)
            let plain = Self.straightforwardOffsets(
                count: count, estimate: estimate, measured: Dictionary(uniqueKeysWithValues: heights.map { ($0.row, $0.height) }))
            for r in 0...count {
                #expect(forward.offset(ofRow: r) == shuffled.offset(ofRow: r), "row \(r)")
                #expect(abs(forward.offset(ofRow: r) - plain[r]) <= 1e-9 * max(1, plain[r]), "row \(r)")
            }
            #expect(forward.totalHeight == shuffled.totalHeight)
        }
    }

    /// A billion estimated rows, ten thousand of them measured in random order: offsets
    /// anywhere are the estimate's plus the measured rows' differences before them, summed
    /// exactly, and finding a row by offset still agrees with the frames.
    @Test func tenThousandRowsMeasuredAmongABillion() {
        var rng = SplitMix64(seed: 1)
        let count = 1_000_000_000, estimate = 44.0
        var rows = RowOffsets(count: count, estimatedHeight: estimate)
        var measured: [Int: Double] = [:]
        // Screens of neighbours, as scrolling measures them, and rows scattered everywhere.
        for _ in 0..<250 {
            let start = Int.random(in: 0..<count - 20, using: &rng)
            for row in start..<start + 20 { measured[row] = VisibleRangeOracleTests.randomHeight(&rng) }
        }
        for _ in 0..<5_000 { measured[Int.random(in: 0..<count, using: &rng)] = VisibleRangeOracleTests.randomHeight(&rng) }
        for (row, height) in measured.shuffled(using: &rng) { rows.setHeight(height, ofRow: row) }
        let sorted = measured.keys.sorted()
        var deltaBefore = [0.0]  // deltaBefore[i]: the differences of sorted[0..<i]
        for row in sorted { deltaBefore.append(deltaBefore[deltaBefore.count - 1] + measured[row]! - estimate) }
        func expected(_ row: Int) -> Double {
            var lo = 0, hi = sorted.count  // how many measured rows are before `row`
            while lo < hi {
                let mid = (lo + hi) / 2
                if sorted[mid] < row { lo = mid + 1 } else { hi = mid }
            }
            return Double(row) * estimate + deltaBefore[lo]
        }
        let probes = sorted.flatMap { [$0, $0 + 1] } + (0..<2_000).map { _ in Int.random(in: 0...count, using: &rng) } + [0, count]
        for row in probes where row <= count {
            #expect(rows.offset(ofRow: row) == expected(row), "row \(row)")
            if rows.offset(ofRow: row) != expected(row) { return }
        }
        #expect(rows.totalHeight == expected(count))
        for row in sorted.prefix(300) where rows.height(ofRow: row) > 0 {
            #expect(rows.row(containing: rows.offset(ofRow: row)) == row)
        }
    }
}

import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import Testing

/// Issue 8: rows whose heights repeat a cycle (`RowOffsets(count:repeating:)`) cost the
/// cycle's memory, and agree with the rows written out one by one.
@Suite struct PeriodicRowOffsetsTests {
    static func randomCycle(_ rng: inout SplitMix64) -> [Double] {
        (0..<Int.random(in: 1...7, using: &rng)).map { _ in VisibleRangeOracleTests.randomHeight(&rng) }
    }

    /// `cycle` repeated to `count` rows, the way a per-row table stores them.
    static func expand(_ cycle: [Double], count: Int) -> [Double] {
        (0..<count).map { cycle[$0 % cycle.count] }
    }

    /// Heights on the 1/64-point grid add up exactly, so the periodic rows and the plain
    /// per-row ones must agree to the last bit: every offset, height, the total, and the
    /// rows any window meets, with windows that start or end exactly on row edges.
    @Test(arguments: 0..<4)
    func periodicRowsMatchRowsWrittenOut(seedBlock: Int) {
        var rng = SplitMix64(seed: UInt64(seedBlock) &* 104_729 &+ 17)
        for _ in 0..<200 {
            let cycle = Self.randomCycle(&rng)
            let count = Int.random(in: 0...120, using: &rng)
            let periodic = RowOffsets(count: count, repeating: cycle)
            let plain = RowOffsets(heights: Self.expand(cycle, count: count))
            #expect(periodic.count == plain.count)
            #expect(periodic.totalHeight == plain.totalHeight, "cycle \(cycle), count \(count)")
            for row in 0...count {
                #expect(periodic.offset(ofRow: row) == plain.offset(ofRow: row), "row \(row) of cycle \(cycle)")
                if row < count { #expect(periodic.height(ofRow: row) == plain.height(ofRow: row)) }
            }
            for _ in 0..<20 {
                let base = Double(Int.random(in: -100...100, using: &rng)) / 4
                let low: Double
                if count > 0, Bool.random(using: &rng) {  // on a row's top or bottom edge
                    let row = Int.random(in: 0..<count, using: &rng)
                    low = base + plain.offset(ofRow: row) + (Bool.random(using: &rng) ? 0 : plain.height(ofRow: row))
                } else {
                    low = base + Double(Int.random(in: -200...Int(plain.totalHeight * 4) + 200, using: &rng)) / 4
                }
                let high = low + Double(Int.random(in: 1...800, using: &rng)) / 8
                #expect(periodic.rows(intersecting: low, high, base: base) == plain.rows(intersecting: low, high, base: base),
                        "window [\(low), \(high)) base \(base), cycle \(cycle), count \(count)")
                #expect(periodic.row(containing: low - base) == plain.row(containing: low - base))
            }
        }
    }

    /// The table's half-open contract against a brute-force walk over every row: a row is
    /// visible iff its frame `[top, bottom)` meets `[offset, offset + height)`; one whose
    /// frame ends at the viewport's top is not.
    @Test func visibleRowsOfPeriodicSectionsMatchTheOracle() {
        var rng = SplitMix64(seed: 88)
        for _ in 0..<300 {
            var sections: [(header: Double, cycle: [Double], count: Int, footer: Double)] = []
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                sections.append((Double(Int.random(in: 0...40, using: &rng)), Self.randomCycle(&rng),
                                 Int.random(in: 0...80, using: &rng), Double(Int.random(in: 0...20, using: &rng))))
            }
            let layout = TableLayout(width: 390, sections: sections.map {
                SectionMetrics(headerHeight: $0.header, rows: RowOffsets(count: $0.count, repeating: $0.cycle), footerHeight: $0.footer)
            })
            var frames: [(LayoutIndexPath, top: Double, bottom: Double)] = []
            var sectionTop = 0.0
            for (s, section) in sections.enumerated() {
                var y = sectionTop + section.header
                for r in 0..<section.count {
                    let h = section.cycle[r % section.cycle.count]
                    frames.append((LayoutIndexPath(row: r, section: s), y, y + h))
                    y += h
                }
                sectionTop = y + section.footer
            }
            #expect(layout.contentSize.height == sectionTop)
            for _ in 0..<10 {
                let viewport = Double(Int.random(in: 1...400, using: &rng)) / 2
                let offset: Double
                if let frame = frames.randomElement(using: &rng), Bool.random(using: &rng) {
                    offset = Bool.random(using: &rng) ? frame.top : frame.bottom  // a row ends at the top
                } else {
                    offset = Double(Int.random(in: -40...Int(sectionTop) + 40, using: &rng))
                }
                let expected = frames.filter { $0.bottom > $0.top && $0.top < offset + viewport && $0.bottom > offset }.map(\.0)
                let actual = layout.indexPathsForRows(intersecting: offset, offset + viewport)
                #expect(actual == expected, "offset \(offset), viewport \(viewport), sections \(sections)")
                if actual != expected { return }
                for indexPath in actual {
                    let frame = frames.first { $0.0 == indexPath }!
                    #expect(layout.rectForRow(at: indexPath).minY == frame.top)
                }
            }
        }
    }

    /// A billion rows of heights on the 1/64-point grid: every offset is exact, as integer
    /// arithmetic in 64ths of a point computes it, at the start, the middle and the end.
    @Test func aBillionRowsHaveExactOffsets() {
        let cycle = [40, 60, 33.5, 0, 27.25, 51.015625]
        let count = 1_000_000_000
        let rows = RowOffsets(count: count, repeating: cycle)
        let sixtyFourths = cycle.map { Int($0 * 64) }
        let cycleTotal = sixtyFourths.reduce(0, +)
        func exact(_ row: Int) -> Double {
            let (q, k) = row.quotientAndRemainder(dividingBy: cycle.count)
            return Double(q * cycleTotal + sixtyFourths[..<k].reduce(0, +)) / 64
        }
        for row in Array(0..<20) + Array(499_999_990..<500_000_010) + Array(count - 20...count) {
            #expect(rows.offset(ofRow: row) == exact(row), "row \(row)")
        }
        #expect(rows.totalHeight == exact(count))
        // The row under a point, and the rows in a window at the very end.
        #expect(rows.row(containing: exact(count - 2)) == count - 2)
        #expect(rows.row(containing: exact(count - 2) + 33.5) == nil)  // the last row is 0 tall: past the end
        // The last row is 0 tall and starts at the window's end: it is not in the span.
        #expect(rows.rows(intersecting: exact(count - 6), rows.totalHeight) == count - 6..<count - 1)
        // The zero-height row 3 of every cycle is in the span but on no point.
        #expect(rows.row(containing: exact(600_000_003)) == 600_000_004)
    }

    /// Fractional heights that are not on a binary grid: the offsets are never accumulated,
    /// so they stay within a few units in the last place of the true sum even a billion rows
    /// down, and never decrease, also where one cycle ends in a zero-height row and the next
    /// begins.
    @Test func fractionalHeightsStayMonotoneAndCloseOverABillionRows() {
        var rng = SplitMix64(seed: 2_024)
        for _ in 0..<40 {
            var cycle = (0..<Int.random(in: 2...9, using: &rng)).map { _ in Double.random(in: 0.1...90, using: &rng) }
            if Bool.random(using: &rng) { cycle[cycle.count - 1] = 0 }
            let count = 1_000_000_000 - Int.random(in: 0...1_000, using: &rng)
            let rows = RowOffsets(count: count, repeating: cycle)
            let n = cycle.count
            var previous = -Double.infinity
            for q in Array(0..<5) + Array(count / n - 5...count / n) + (0..<200).map({ _ in Int.random(in: 0...count / n, using: &rng) }).sorted() {
                previous = -Double.infinity  // each sample checks one run across a cycle boundary
                for row in max(0, q * n - n)...min(count, q * n + n) {
                    let y = rows.offset(ofRow: row)
                    #expect(y >= previous, "row \(row) starts above row \(row - 1), cycle \(cycle)")
                    previous = y
                }
            }
            // Against the true sum, done in integers of 2^-56 points: every height here is one.
            let scale = 72_057_594_037_927_936.0  // 2^56
            let fixed = cycle.map { Int128(exactly: $0 * scale)! }
            let prefix = fixed.reduce(into: [Int128(0)]) { $0.append($0.last! + $1) }
            for row in [count / 3, count / 2 + 1, count - 1, count] {
                let (q, k) = row.quotientAndRemainder(dividingBy: n)
                let truth = Double(Int128(q) * prefix[n] + prefix[k]) / scale
                #expect(abs(rows.offset(ofRow: row) - truth) <= 8 * truth.ulp, "row \(row): \(rows.offset(ofRow: row)) vs \(truth)")
            }
        }
    }

    @Test func aCycleOfOneHeightIsUniformAndALongCycleIsCut() {
        #expect(RowOffsets(count: 1_000_000_000, repeating: [44, 44]) == RowOffsets(count: 1_000_000_000, height: 44))
        #expect(RowOffsets(count: 0, repeating: []) == RowOffsets(count: 0, height: 0))
        #expect(RowOffsets(count: 2, repeating: [10, 10, 30]) == RowOffsets(count: 2, height: 10))
        let cut = RowOffsets(count: 3, repeating: [10, 20, 30, 40, 50])
        #expect(cut.totalHeight == 60)
        #expect(cut == RowOffsets(count: 3, repeating: [10, 20, 30]))
    }

    /// Changing one row of a periodic section moves the rows after it and no others, as it
    /// does for rows written out, and costs no memory per row.
    @Test func settingAHeightInAPeriodicSectionMatchesRowsWrittenOut() {
        var rng = SplitMix64(seed: 5)
        for _ in 0..<100 {
            let cycle = Self.randomCycle(&rng)
            let count = Int.random(in: 1...90, using: &rng)
            var periodic = RowOffsets(count: count, repeating: cycle)
            var plain = RowOffsets(heights: Self.expand(cycle, count: count))
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                let row = Int.random(in: 0..<count, using: &rng)
                let height = VisibleRangeOracleTests.randomHeight(&rng)
                periodic.setHeight(height, ofRow: row)
                plain.setHeight(height, ofRow: row)
            }
            #expect(periodic.totalHeight == plain.totalHeight)
            for row in 0...count {
                #expect(periodic.offset(ofRow: row) == plain.offset(ofRow: row))
                if row < count {
                    #expect(periodic.height(ofRow: row) == plain.height(ofRow: row))
                    #expect(periodic.isMeasured(row: row))
                }
            }
        }
        // A uniform section with one row changed is a cycle of one height, not an estimate:
        // its other rows stay known.
        var uniform = RowOffsets(count: 10, height: 44)
        uniform.setHeight(60, ofRow: 3)
        #expect(uniform.isMeasured(row: 7))
        #expect(uniform.offset(ofRow: 4) == 4 * 44 + 16 && uniform.totalHeight == 456)
        var billion = RowOffsets(count: 1_000_000_000, repeating: [40, 60])
        billion.setHeight(100, ofRow: 777_777_777)
        #expect(billion.offset(ofRow: 777_777_777) == 777_777_777 / 2 * 100 + 40)
        #expect(billion.offset(ofRow: 777_777_778) == 777_777_777 / 2 * 100 + 140)
        #expect(billion.totalHeight == 50_000_000_000 + 40)
    }
}

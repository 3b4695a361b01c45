/// Row heights that repeat: row `r` is `heights[r % n]` tall, for a cycle of `n` heights.
/// It stores one cycle and its prefix sums, so any number of rows costs O(n) memory.
///
/// Row `r = q · n + k` starts at `q · cycleHeight + starts[k]`, computed as one fused
/// multiply-add, rounded once. It is never accumulated row by row, so a billion rows of
/// fractional heights are as exact as a `Double` allows, and offsets never decrease: within
/// a cycle `starts` does not, and the last row of cycle `q` starts at
/// `q · cycleHeight + starts[n − 1] ≤ (q + 1) · cycleHeight`, the start of the next, before
/// rounding and so after it (rounding to nearest is monotone). Heights on a 1/64-point grid
/// add up exactly, to the same values as a sum row by row, below ``TableLayout/maximumExtent``.
struct HeightCycle: Sendable, Equatable {
    /// The heights in turn; never empty.
    let heights: [Double]
    /// `starts[k]` is the sum of `heights[0..<k]`; one extra entry, the whole cycle's height.
    let starts: [Double]

    /// The cycle `heights`, which must not be empty; each height finite and not negative.
    init(_ heights: [Double]) {
        precondition(!heights.isEmpty, "a cycle of row heights needs at least one height")
        var starts: [Double] = []
        starts.reserveCapacity(heights.count + 1)
        var y = 0.0
        for h in heights {
            starts.append(y)
            y += h
        }
        starts.append(y)
        self.heights = heights
        self.starts = starts
    }

    /// The height of one whole cycle.
    var cycleHeight: Double { starts[heights.count] }

    /// Where row `row` (≥ 0) starts, measured from the first row's top.
    func offset(ofRow row: Int) -> Double {
        let (cycles, k) = row.quotientAndRemainder(dividingBy: heights.count)
        // starts[k] + cycles · cycleHeight, rounded once; exact for cycles < 2^53.
        return starts[k].addingProduct(Double(cycles), cycleHeight)
    }

    /// The height of row `row` (≥ 0).
    func height(ofRow row: Int) -> Double { heights[row % heights.count] }
}

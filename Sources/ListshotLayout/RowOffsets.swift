/// Where each row of one section starts, and how tall it is, along the scrolling axis.
///
/// Four storages, chosen by how the heights are known:
/// - **uniform**: every row has one height; no memory per row (a billion rows cost nothing);
/// - **periodic**: the heights repeat a cycle of n (``init(count:repeating:)``); O(n) memory
///   for any number of rows, row → offset O(1) (see `HeightCycle`);
/// - **variable**: every row's height is given up front; a prefix sum makes
///   row → offset O(1) and offset → row O(log n);
/// - **estimated**: rows are `estimate` tall until measured; only measured rows take
///   memory, in a sparse tree over the row indices (`MeasuredRows`), so measuring a row
///   and row → offset are O(log n), and offset → row O(log² n).
///
/// Offset → row is a binary search over the row indices that evaluates the very frames
/// callers compute (`base + offset(ofRow:)`), so visibility agrees with the frames to the
/// last bit in every storage: about 30 steps for a billion rows.
public struct RowOffsets: Sendable, Equatable {
    private enum Storage: Sendable, Equatable {
        case uniform(count: Int, height: Double)
        /// `starts[i]` is the sum of the heights before row i (one extra entry: the total);
        /// `heights[i]` is exactly the height given, so rounding never changes a frame's height.
        case variable(starts: [Double], heights: [Double])
        /// Row r is `cycle.height(ofRow: r)` tall unless ``setHeight(_:ofRow:)`` changed it
        /// (`changed`, which holds deltas from the cycle's height).
        case periodic(count: Int, cycle: HeightCycle, changed: MeasuredRows)
        case estimated(count: Int, estimate: Double, measured: MeasuredRows)
    }
    private var storage: Storage

    /// `count` rows, each `height` tall.
    public init(count: Int, height: Double) {
        precondition(count >= 0, "a section cannot have \(count) rows")
        Self.check(height)
        storage = .uniform(count: count, height: height)
    }

    /// One row per element of `heights`. When every height is the same, the rows are
    /// stored as uniform and take no memory per row.
    public init<Heights: Sequence<Double>>(heights: Heights) {
        let heights = Array(heights)
        if let first = heights.first, heights.allSatisfy({ $0 == first }) {
            Self.check(first)
            storage = .uniform(count: heights.count, height: first)
        } else {
            storage = .variable(starts: Self.prefixSums(heights), heights: heights)
        }
    }

    /// `count` rows whose heights are `heights` in turn: row `r` is `heights[r % heights.count]`
    /// tall. It takes memory for one cycle, not for every row, so a billion rows of a few
    /// repeating heights cost a few bytes; offsets are exact as `HeightCycle` says. When
    /// every height is the same, the rows are stored as uniform.
    ///
    /// - Precondition: `heights` is not empty (unless `count` is 0); each height is finite
    ///   and not negative.
    public init(count: Int, repeating heights: [Double]) {
        precondition(count >= 0, "a section cannot have \(count) rows")
        precondition(!heights.isEmpty || count == 0, "\(count) rows cannot repeat an empty list of heights")
        heights.forEach(Self.check)
        // Rows past `count` are never shown: a cycle longer than the section is cut to it.
        let cycle = count < heights.count ? Array(heights.prefix(count)) : heights
        if cycle.allSatisfy({ $0 == cycle.first }) {
            storage = .uniform(count: count, height: cycle.first ?? 0)
        } else {
            storage = .periodic(count: count, cycle: HeightCycle(cycle), changed: MeasuredRows(count: count))
        }
    }

    /// `count` rows of `estimate` points each until ``setHeight(_:ofRow:)`` measures them.
    public init(count: Int, estimatedHeight estimate: Double) {
        precondition(count >= 0, "a section cannot have \(count) rows")
        Self.check(estimate)
        storage = .estimated(count: count, estimate: estimate, measured: MeasuredRows(count: count))
    }

    private static func check(_ h: Double) {
        precondition(h >= 0 && h.isFinite, "a row height must be finite and not negative, got \(h)")
    }

    private static func prefixSums(_ heights: [Double]) -> [Double] {
        var starts: [Double] = []
        starts.reserveCapacity(heights.count + 1)
        var y = 0.0
        for h in heights {
            check(h)
            starts.append(y)
            y += h
        }
        starts.append(y)
        return starts
    }

    /// The number of rows.
    public var count: Int {
        switch storage {
        case let .uniform(count, _): return count
        case let .variable(_, heights): return heights.count
        case let .periodic(count, _, _): return count
        case let .estimated(count, _, _): return count
        }
    }

    /// The sum of every row's height.
    public var totalHeight: Double {
        switch storage {
        case let .uniform(count, height): return Double(count) * height
        case let .variable(starts, _): return starts[starts.count - 1]
        case let .periodic(count, cycle, changed): return cycle.offset(ofRow: count) + changed.totalDelta
        case let .estimated(count, estimate, measured): return Double(count) * estimate + measured.totalDelta
        }
    }

    /// Where row `row` starts, measured from the first row's top. `row` may be `count`,
    /// which gives ``totalHeight``.
    public func offset(ofRow row: Int) -> Double {
        switch storage {
        case let .uniform(_, height): return Double(row) * height
        case let .variable(starts, _): return starts[row]
        case let .periodic(_, cycle, changed): return cycle.offset(ofRow: row) + changed.delta(before: row)
        case let .estimated(_, estimate, measured): return Double(row) * estimate + measured.delta(before: row)
        }
    }

    /// The height of row `row`.
    public func height(ofRow row: Int) -> Double {
        switch storage {
        case let .uniform(_, height): return height
        case let .variable(_, heights): return heights[row]
        case let .periodic(_, cycle, changed): return changed.height(ofRow: row) ?? cycle.height(ofRow: row)
        case let .estimated(_, estimate, measured): return measured.height(ofRow: row) ?? estimate
        }
    }

    /// True when row `row`'s height is known rather than estimated.
    public func isMeasured(row: Int) -> Bool {
        if case let .estimated(_, _, measured) = storage { return measured.height(ofRow: row) != nil }
        return true
    }

    /// Records that row `row` is `height` tall; the rows after it move by the difference.
    public mutating func setHeight(_ height: Double, ofRow row: Int) {
        Self.check(height)
        precondition(row >= 0 && row < count, "row \(row) is outside 0..<\(count)")
        switch storage {
        case let .uniform(count, uniform):
            guard height != uniform else { return }
            // One row differs: keep the others uniform, as a cycle of one height.
            var changed = MeasuredRows(count: count)
            changed.set(height, forRow: row, delta: height - uniform)
            storage = .periodic(count: count, cycle: HeightCycle([uniform]), changed: changed)
        case .variable(_, var heights):
            storage = .uniform(count: 0, height: 0)  // release the arrays before mutating
            heights[row] = height
            storage = .variable(starts: Self.prefixSums(heights), heights: heights)
        case .periodic(let count, let cycle, var changed):
            storage = .uniform(count: 0, height: 0)
            changed.set(height, forRow: row, delta: height - cycle.height(ofRow: row))
            storage = .periodic(count: count, cycle: cycle, changed: changed)
        case .estimated(let count, let estimate, var measured):
            storage = .uniform(count: 0, height: 0)
            measured.set(height, forRow: row, delta: height - estimate)
            storage = .estimated(count: count, estimate: estimate, measured: measured)
        }
    }

    /// The rows that span the window `[low, high)`: from the first row whose extent
    /// `[base + offset, base + offset + height)` ends after `low` to the last that starts
    /// before `high`.
    ///
    /// Every row whose extent intersects the window is in the range, and a row that only
    /// touches `low` or `high` is not. The range is contiguous because offsets never
    /// decrease, so it may also hold zero-height rows that lie strictly inside the window:
    /// an empty extent intersects nothing, and ``TableLayout`` leaves them out. `base` is
    /// where the first row starts; it is added before comparing so that the test uses
    /// exactly the frame a caller computes as `base + offset(ofRow:)`.
    public func rows(intersecting low: Double, _ high: Double, base: Double = 0) -> Range<Int> {
        guard low < high, count > 0 else { return 0..<0 }
        if case .uniform(_, 0) = storage { return 0..<0 }  // every extent is empty
        let first = (0..<count).partitionPoint { base + offset(ofRow: $0) + height(ofRow: $0) > low }
        let end = (0..<count).partitionPoint { base + offset(ofRow: $0) >= high }
        return first < end ? first..<end : first..<first
    }

    /// The row that contains `y` (half-open: a row's bottom edge belongs to the next row),
    /// or `nil` when `y` is outside every row.
    public func row(containing y: Double) -> Int? {
        rows(intersecting: y, y.nextUp).first(where: { height(ofRow: $0) > 0 })
    }
}

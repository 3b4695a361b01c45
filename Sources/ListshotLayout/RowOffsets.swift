/// Where each row of one section starts, and how tall it is, along the scrolling axis.
///
/// Rows of one uniform height take no memory per row; rows of varying heights keep
/// a prefix sum so that row → offset is O(1) and offset → row is O(log n).
public struct RowOffsets: Sendable, Equatable {
    private enum Storage: Sendable, Equatable {
        case uniform(count: Int, height: Double)
        /// `starts[i]` is the sum of the heights before row i; `heights[i]` is exactly
        /// the height given, so a frame's height is never changed by rounding.
        case variable(starts: [Double], heights: [Double])
    }
    private let storage: Storage

    /// `count` rows, each `height` tall.
    public init(count: Int, height: Double) {
        precondition(count >= 0, "a section cannot have \(count) rows")
        precondition(height >= 0 && height.isFinite, "a row height must be finite and not negative, got \(height)")
        storage = .uniform(count: count, height: height)
    }

    /// One row per element of `heights`.
    public init<Heights: Sequence<Double>>(heights: Heights) {
        let heights = Array(heights)
        var starts: [Double] = []
        starts.reserveCapacity(heights.count + 1)
        var y = 0.0
        for h in heights {
            precondition(h >= 0 && h.isFinite, "a row height must be finite and not negative, got \(h)")
            starts.append(y)
            y += h
        }
        starts.append(y)  // the total, so that totalHeight is O(1)
        storage = .variable(starts: starts, heights: heights)
    }

    /// The number of rows.
    public var count: Int {
        switch storage {
        case let .uniform(count, _): return count
        case let .variable(_, heights): return heights.count
        }
    }

    /// The sum of every row's height.
    public var totalHeight: Double {
        switch storage {
        case let .uniform(count, height): return Double(count) * height
        case let .variable(starts, _): return starts[starts.count - 1]
        }
    }

    /// Where row `row` starts, measured from the first row's top.
    public func offset(ofRow row: Int) -> Double {
        switch storage {
        case let .uniform(_, height): return Double(row) * height
        case let .variable(starts, _): return starts[row]
        }
    }

    /// The height of row `row`.
    public func height(ofRow row: Int) -> Double {
        switch storage {
        case let .uniform(_, height): return height
        case let .variable(_, heights): return heights[row]
        }
    }

    /// The rows whose extent `[base + offset, base + offset + height)` intersects `[low, high)`.
    ///
    /// A row that only touches `low` or `high` is not included. The result is
    /// contiguous because offsets never decrease. `base` is where the first row starts;
    /// it is added before comparing so that the test uses exactly the frame a caller
    /// computes as `base + offset(ofRow:)`.
    public func rows(intersecting low: Double, _ high: Double, base: Double = 0) -> Range<Int> {
        guard low < high, count > 0 else { return 0..<0 }
        let first = firstRow { base + offset(ofRow: $0) + height(ofRow: $0) > low }
        let end = firstRow { base + offset(ofRow: $0) >= high }
        return first < end ? first..<end : first..<first
    }

    /// The row that contains `y` (half-open: a row's bottom edge belongs to the next row),
    /// or `nil` when `y` is outside every row.
    public func row(containing y: Double) -> Int? {
        rows(intersecting: y, y.nextUp).first(where: { height(ofRow: $0) > 0 })
    }

    /// The smallest row index for which `predicate` holds, or `count`; `predicate`
    /// must be false for a prefix of the rows and true for the rest.
    private func firstRow(where predicate: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if predicate(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}

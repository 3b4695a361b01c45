/// Anti-aliased coverage for shapes that cross each scanline in one span.
///
/// Each pixel row is sampled at `subRows` evenly spaced sub-scanlines; on each the
/// shape covers one interval `[left, right)`, whose horizontal coverage is exact to
/// 1/256 of a pixel. Intervals are snapped to that fixed-point grid before they are
/// summed, so coverage depends only on the shape, never on the machine or thread.
struct SpanCoverage: ~Copyable {
    static let subRows = 16
    static let fixedOne: Int32 = 256

    /// Coverage accumulated for one pixel row: per column, in units of 1/256 pixel per
    /// sub-row. Whole pixels inside a span go into `runs` as a running difference (one
    /// add at each end, however long the span), folded in by `resolve()`. Both are owned
    /// raw memory, so the per-span work has no copy-on-write or bounds checks.
    private let accumulated: UnsafeMutableBufferPointer<Int32>
    private let runs: UnsafeMutableBufferPointer<Int32>
    let minColumn: Int

    init(minColumn: Int, maxColumn: Int) {
        let count = max(0, maxColumn - minColumn)
        self.minColumn = minColumn
        self.accumulated = .allocate(capacity: count + 1)
        self.runs = .allocate(capacity: count + 1)
        accumulated.initialize(repeating: 0)
        runs.initialize(repeating: 0)
    }

    deinit {
        accumulated.deallocate()
        runs.deallocate()
    }

    /// The number of columns.
    var count: Int { accumulated.count - 1 }

    mutating func reset() {
        accumulated.update(repeating: 0)
        runs.update(repeating: 0)
    }

    /// Adds one sub-scanline's interval, in pixel units, clipped to this accumulator's columns.
    mutating func add(left: Double, right: Double) {
        // The buffers as locals: `self.accumulated[i] += …` in a ~Copyable struct crashes
        // Swift 6.3.1's compiler under `-sanitize=thread` (LLVM: "Invalid bitcast").
        let accumulated = accumulated, runs = runs
        let lo = Double(minColumn) * 256, hi = Double(minColumn + count) * 256
        let l = Int32(Self.rounded(min(max(left * 256, lo), hi))) - Int32(minColumn) * 256
        let r = Int32(Self.rounded(min(max(right * 256, lo), hi))) - Int32(minColumn) * 256
        guard l < r else { return }
        let first = Int(l >> 8), last = Int((r - 1) >> 8)
        if first == last {
            accumulated[first] += r - l
            return
        }
        accumulated[first] += Self.fixedOne - (l & 255)
        if last > first + 1 {
            runs[first + 1] += Self.fixedOne
            runs[last] -= Self.fixedOne
        }
        accumulated[last] += r - Int32(last << 8)
    }

    /// `v.rounded()` (to nearest, halves away from zero) as an integer, inline rather than
    /// through the C library's `round`; exact for |v| < 2⁵², which clamped spans are.
    @inline(__always)
    static func rounded(_ v: Double) -> Int {
        let whole = Int(v)  // towards zero
        let fraction = v - Double(whole)
        return fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
    }

    /// Folds the whole-pixel runs into `accumulated`; call once after the row's spans.
    mutating func resolve() {
        let accumulated = accumulated, runs = runs  // see add(left:right:)
        var running: Int32 = 0
        for column in 0..<count {
            running += runs[column]
            runs[column] = 0
            accumulated[column] += running
        }
    }

    /// The coverage of column `index` (relative to `minColumn`) as 0…255, after `resolve()`.
    @inline(__always)
    func coverage(at index: Int) -> UInt32 {
        let total = Int32(Self.subRows) * Self.fixedOne
        let a = accumulated[index]
        return UInt32((a * 255 + total / 2) / total)
    }
}

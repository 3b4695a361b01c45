/// Anti-aliased coverage for shapes that cross each scanline in one span.
///
/// Each pixel row is sampled at `subRows` evenly spaced sub-scanlines; on each the
/// shape covers one interval `[left, right)`, whose horizontal coverage is exact to
/// 1/256 of a pixel. Intervals are snapped to that fixed-point grid before they are
/// summed, so coverage depends only on the shape, never on the machine or thread.
struct SpanCoverage {
    static let subRows = 16
    static let fixedOne: Int32 = 256

    /// Coverage accumulated for one pixel row: per column, in units of 1/256 pixel per sub-row.
    private(set) var accumulated: [Int32]
    let minColumn: Int

    init(minColumn: Int, maxColumn: Int) {
        self.minColumn = minColumn
        self.accumulated = Array(repeating: 0, count: max(0, maxColumn - minColumn))
    }

    mutating func reset() {
        accumulated.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }

    /// Adds one sub-scanline's interval, in pixel units, clipped to this accumulator's columns.
    mutating func add(left: Double, right: Double) {
        let lo = Double(minColumn) * 256, hi = Double(minColumn + accumulated.count) * 256
        let l = Int32((min(max(left * 256, lo), hi)).rounded()) - Int32(minColumn) * 256
        let r = Int32((min(max(right * 256, lo), hi)).rounded()) - Int32(minColumn) * 256
        guard l < r else { return }
        let first = Int(l >> 8), last = Int((r - 1) >> 8)
        accumulated.withUnsafeMutableBufferPointer { acc in
            if first == last {
                acc[first] += r - l
                return
            }
            acc[first] += Self.fixedOne - (l & 255)
            if last > first + 1 {
                for column in (first + 1)..<last { acc[column] += Self.fixedOne }
            }
            acc[last] += r - Int32(last << 8)
        }
    }

    /// The coverage of column `index` (relative to `minColumn`) as 0…255.
    @inline(__always)
    func coverage(at index: Int) -> UInt32 {
        let total = Int32(Self.subRows) * Self.fixedOne
        let a = accumulated[index]
        return UInt32((a * 255 + total / 2) / total)
    }
}

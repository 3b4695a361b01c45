import ListshotTestSupport
import Testing

@testable import ListshotRaster

/// `PathCoverage.estimate`, which finds where an edge crosses a sample row, is the 128-bit
/// formula it replaced, `(a · b + 2³¹) >> 32` truncated to 64 bits, for every sign and size.
@Suite struct CrossingEstimateTests {
    static func reference(_ a: Int, _ b: Int) -> Int {
        Int(truncatingIfNeeded: (Int128(a) * Int128(b) + (1 << 31)) >> 32)
    }

    @Test func isThe128BitFormulaAtItsEdges() {
        let values = [0, 1, -1, 2, -2, 1 << 31, -(1 << 31), (1 << 31) - 1, 1 << 32, -(1 << 32), (1 << 32) - 1, 1 << 62, -(1 << 62), Int.max, Int.min, Int.max - 1, Int.min + 1]
        for a in values {
            for b in values {
                #expect(PathCoverage.estimate(a, b) == Self.reference(a, b), "a = \(a), b = \(b)")
            }
        }
    }

    @Test func isThe128BitFormulaForSeededValues() {
        var random = SplitMix64(seed: 35)
        for _ in 0..<5_000 {
            // Sizes as the scan sees them (t below 2²⁰, slopes to 2⁴⁴), and any 64-bit values.
            let a = Int.random(in: -(1 << 20)...(1 << 20), using: &random), b = Int.random(in: -(1 << 44)...(1 << 44), using: &random)
            let c = Int(truncatingIfNeeded: random.next()), d = Int(truncatingIfNeeded: random.next())
            #expect(PathCoverage.estimate(a, b) == Self.reference(a, b), "a = \(a), b = \(b)")
            #expect(PathCoverage.estimate(c, d) == Self.reference(c, d), "a = \(c), b = \(d)")
        }
    }
}

import ListshotGeometry

/// Anti-aliased coverage of polygons under a fill rule, in fixed point.
///
/// Edges are clipped to the area drawn, then snapped to 1/256 pixel. Each pixel row is cut
/// into 16 bands, and each band further at every edge end inside it, so that between two
/// cuts the same edges are crossed. Every piece is sampled once at its middle: the
/// crossings there (exact to the nearest 1/256 pixel, in integers) are sorted, the fill rule picks
/// the covered spans, and each span adds its width times the piece's height to the
/// columns it covers. A pixel's coverage is that area in units of 1/65_536 pixel, as for
/// ``Canvas/fill(_:color:)``, so a rectangle path covers exactly what a rectangle fill
/// does, and horizontal edges at any height are exact, not rounded to a band.
///
/// Only integer arithmetic follows the snapping, so coverage depends on the shape alone,
/// never on the machine or thread.
struct PathCoverage {
    /// A non-horizontal edge, top end first, in 1/256 pixel; `winding` is +1 when the
    /// outline runs down along it, −1 up.
    struct Edge {
        var x0: Int, y0: Int, x1: Int, y1: Int
        var winding: Int32
    }

    static let bands = 16
    static let unit = 256

    let columns: Range<Int>
    let rows: Range<Int>
    private(set) var edges: [Edge] = []

    /// Coverage of the area `columns` × `rows` (device pixels).
    init(columns: Range<Int>, rows: Range<Int>) {
        self.columns = columns
        self.rows = rows
    }

    // MARK: Edges

    /// Adds the polygon through `points` (closed back to the first), in device pixels.
    mutating func addPolygon(_ points: [Point]) {
        guard points.count > 1 else { return }
        var previous = points[points.count - 1]
        for p in points {
            addSegment(previous, p)
            previous = p
        }
    }

    /// Adds one segment: the parts above or below the area are dropped (they cross no
    /// scanline drawn); the parts left or right of it become vertical edges on its border,
    /// which cover the same pixels once spans are clipped to the area.
    mutating func addSegment(_ a: Point, _ b: Point) {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a.y != b.y, !columns.isEmpty else { return }
        let winding: Int32 = b.y > a.y ? 1 : -1
        let (top, bottom) = a.y < b.y ? (a, b) : (b, a)
        let minY = Double(rows.lowerBound), maxY = Double(rows.upperBound)
        guard bottom.y > minY, top.y < maxY else { return }
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        var start = top, end = bottom
        if top.y < minY { start = Point(x: top.x + (minY - top.y) * slope, y: minY) }
        if bottom.y > maxY { end = Point(x: top.x + (maxY - top.y) * slope, y: maxY) }
        let left = Double(columns.lowerBound), right = Double(columns.upperBound)
        // Where the segment crosses the left and right borders, in order down the segment.
        var split0: Point?, split1: Point?
        if (start.x - left) * (end.x - left) < 0 || (start.x - right) * (end.x - right) < 0 {
            let inverse = (bottom.y - top.y) / (bottom.x - top.x)
            for border in [left, right] where (start.x - border) * (end.x - border) < 0 {
                let y = top.y + (border - top.x) * inverse
                let split = Point(x: border, y: min(max(y, start.y), end.y))
                if split0 == nil { split0 = split } else { split1 = split }
            }
            if let s0 = split0, let s1 = split1, s1.y < s0.y { (split0, split1) = (s1, s0) }
        }
        var from = start
        for to in [split0, split1, end] {
            guard let to else { continue }
            let y0 = Self.fixed(from.y), y1 = Self.fixed(to.y)
            if y0 < y1 {
                let x0 = Self.fixed(min(max(from.x, left), right)), x1 = Self.fixed(min(max(to.x, left), right))
                edges.append(Edge(x0: x0, y0: y0, x1: x1, y1: y1, winding: winding))
            }
            from = to
        }
    }

    /// `(a · b + 2³¹) >> 32` in 128-bit arithmetic, truncated to 64 bits: a crossing's
    /// quotient estimated from the fixed-point slope. Spelled with `multipliedFullWidth`:
    /// unoptimized (tests run so), `Int128`'s generic initializer costs some 600 instructions.
    @inline(__always)
    static func estimate(_ a: Int, _ b: Int) -> Int {
        let (high, low) = a.multipliedFullWidth(by: b)
        let (sum, carry) = low.addingReportingOverflow(1 << 31)
        return Int(bitPattern: UInt(bitPattern: high &+ (carry ? 1 : 0)) << 32 | sum >> 32)
    }

    /// `v` × 256 rounded to the nearest integer, halves away from zero (as `rounded()`).
    @inline(__always)
    static func fixed(_ v: Double) -> Int { SpanCoverage.rounded(v * Double(unit)) }

    // MARK: Scanning

    /// An edge ready for scanning: its x at sample height `y2` (in 1/512 pixel) is
    /// `x0 + (y2 − 2·y0)·dx / (2·dy)`; `slope` = dx · 2³² / (2·dy) estimates it without a
    /// division, `denominator` = 4·dy checks the estimate.
    private struct ScanEdge {
        var x0: Int, y0: Int, y1: Int
        var dx: Int, denominator: Int
        var slope: Int
        var winding: Int32
    }

    /// Calls `body(row, touched, coverage)` for every row with any coverage: `coverage[i]`
    /// (0…255) belongs to column `columns.lowerBound + i`, and is 0 outside `touched`.
    func scan(rule: FillRule, _ body: (Int, Range<Int>, UnsafeMutableBufferPointer<UInt8>) -> Void) {
        guard !edges.isEmpty, !columns.isEmpty, !rows.isEmpty else { return }
        let sorted = edges.sorted { a, b in
            (a.y0, a.x0, a.y1, a.x1, a.winding) < (b.y0, b.x0, b.y1, b.x1, b.winding)
        }.map { e in
            ScanEdge(
                x0: e.x0, y0: e.y0, y1: e.y1, dx: e.x1 - e.x0, denominator: 4 * (e.y1 - e.y0),
                slope: ((e.x1 - e.x0) << 32) / (2 * (e.y1 - e.y0)), winding: e.winding)
        }
        // Every edge end, in order, once; then a sentinel.
        var cuts = (sorted.map(\.y0) + sorted.map(\.y1)).sorted()
        var unique = 0
        for cut in cuts where unique == 0 || cuts[unique - 1] != cut {
            cuts[unique] = cut
            unique += 1
        }
        cuts.removeLast(cuts.count - unique)
        cuts.append(Int.max)
        let width = columns.count
        let originX = columns.lowerBound * Self.unit, limitX = width * Self.unit
        let lastY = sorted.reduce(0) { max($0, $1.y1) }
        let firstRow = max(rows.lowerBound, sorted[0].y0 >> 8)
        let endRow = min(rows.upperBound, (lastY + Self.unit - 1) >> 8)
        guard firstRow < endRow else { return }
        let evenOdd = rule == .evenOdd

        // Per column: partial-pixel area, and a running difference for whole pixels.
        let partial = UnsafeMutableBufferPointer<Int32>.allocate(capacity: width + 1)
        let delta = UnsafeMutableBufferPointer<Int32>.allocate(capacity: width + 1)
        let coverage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: width)
        let active = UnsafeMutableBufferPointer<Int>.allocate(capacity: sorted.count)
        let crossingX = UnsafeMutableBufferPointer<Int>.allocate(capacity: sorted.count)
        let crossingWinding = UnsafeMutableBufferPointer<Int32>.allocate(capacity: sorted.count)
        defer {
            for b in [partial, delta] { b.deallocate() }
            coverage.deallocate()
            active.deallocate()
            crossingX.deallocate()
            crossingWinding.deallocate()
        }
        partial.initialize(repeating: 0)
        delta.initialize(repeating: 0)
        coverage.initialize(repeating: 0)
        var activeCount = 0, nextEdge = 0, nextCut = 0

        sorted.withUnsafeBufferPointer { edges in
            cuts.withUnsafeBufferPointer { cuts in
                for row in firstRow..<endRow {
                    var touchedLow = width, touchedHigh = -1

                    /// Adds `[l, r)` (1/256 px, absolute) covered over a piece `weight` high.
                    @inline(__always) func addSpan(_ l: Int, _ r: Int, _ weight: Int32) {
                        let l = min(max(l - originX, 0), limitX), r = min(max(r - originX, 0), limitX)
                        guard l < r else { return }
                        let first = l >> 8, last = (r - 1) >> 8
                        if first == last {
                            partial[first] &+= Int32(truncatingIfNeeded: r - l) &* weight
                        } else {
                            partial[first] &+= Int32(truncatingIfNeeded: 256 - (l & 255)) &* weight
                            delta[first + 1] &+= 256 &* weight
                            delta[last] &-= 256 &* weight
                            partial[last] &+= Int32(truncatingIfNeeded: r - (last << 8)) &* weight
                        }
                        touchedLow = min(touchedLow, first)
                        touchedHigh = max(touchedHigh, last)
                    }

                    for band in 0..<Self.bands {
                        let bandEnd = row * Self.unit + (band + 1) * (Self.unit / Self.bands)
                        var u0 = bandEnd - Self.unit / Self.bands
                        while u0 < bandEnd {
                            while cuts[nextCut] <= u0 { nextCut += 1 }
                            let u1 = min(cuts[nextCut], bandEnd)
                            let y2 = u0 + u1, weight = Int32(truncatingIfNeeded: u1 - u0)
                            u0 = u1
                            // Edges alive at the piece's middle: 2·y0 < y2 < 2·y1.
                            while nextEdge < edges.count, 2 * edges[nextEdge].y0 < y2 {
                                active[activeCount] = nextEdge
                                activeCount += 1
                                nextEdge += 1
                            }
                            var kept = 0
                            for i in 0..<activeCount where 2 * edges[active[i]].y1 > y2 {
                                active[kept] = active[i]
                                kept += 1
                            }
                            activeCount = kept
                            guard activeCount > 0 else { continue }

                            for n in 0..<activeCount {
                                let e = edges[active[n]]
                                // x at y2/2 to the nearest 1/256 pixel, exactly:
                                // x0 + ⌊N / D⌋ with N = 2(y2 − 2·y0)·dx + 2·dy, D = 4·dy. The
                                // fixed-point slope guesses the quotient; the remainder corrects it.
                                let t = y2 - 2 * e.y0
                                var q = Self.estimate(t, e.slope)
                                var r = 2 * t * e.dx + e.denominator / 2 - q * e.denominator
                                while r < 0 {
                                    q -= 1
                                    r += e.denominator
                                }
                                while r >= e.denominator {
                                    q += 1
                                    r -= e.denominator
                                }
                                let x = e.x0 + q
                                // Insertion sort: the order barely changes from piece to piece.
                                var j = n
                                while j > 0, crossingX[j - 1] > x {
                                    crossingX[j] = crossingX[j - 1]
                                    crossingWinding[j] = crossingWinding[j - 1]
                                    j -= 1
                                }
                                crossingX[j] = x
                                crossingWinding[j] = e.winding
                            }
                            var winding: Int32 = 0, spanStart = 0
                            for n in 0..<activeCount {
                                let x = crossingX[n]
                                let wasInside = evenOdd ? winding & 1 != 0 : winding != 0
                                winding &+= crossingWinding[n]
                                let isInside = evenOdd ? winding & 1 != 0 : winding != 0
                                if isInside && !wasInside {
                                    spanStart = x
                                } else if wasInside && !isInside {
                                    addSpan(spanStart, x, weight)
                                }
                            }
                        }
                    }
                    guard touchedLow <= touchedHigh else { continue }
                    var running: Int32 = 0
                    for column in touchedLow...touchedHigh {
                        running &+= delta[column]
                        let area = partial[column] &+ running  // 0…65_536
                        coverage[column] = UInt8(truncatingIfNeeded: (area &* 255 &+ 32_768) >> 16)
                        partial[column] = 0
                        delta[column] = 0
                    }
                    delta[touchedHigh + 1] = 0
                    body(row, touchedLow..<(touchedHigh + 1), coverage)
                    for column in touchedLow...touchedHigh { coverage[column] = 0 }
                }
            }
        }
    }
}

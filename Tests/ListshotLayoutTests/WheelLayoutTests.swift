import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import Testing

/// The wheel against a brute-force oracle that knows nothing of binary searches or
/// `Double` positions: every length is an integer number of 1/64 points, row middles an
/// integer number of 1/128 points, and visibility is decided in `Int` arithmetic.
@Suite struct WheelLayoutOracleTests {
    /// A random wheel and viewport; every length is an integer count of 1/64 points.
    struct Case: CustomStringConvertible {
        var count: Int
        var h64: Int, r64: Int, k64: Int, t64: Int
        var side: WheelLayout.Side
        var infinite: Bool
        var ox64: Int, oy64: Int, w64: Int, hv64: Int

        var layout: WheelLayout {
            WheelLayout(
                count: count, rowHeight: Double(h64) / 64, radius: Double(r64) / 64, ratio: Double(k64) / 64,
                translation: Double(t64) / 64, side: side, infinite: infinite)
        }

        var viewport: LayoutViewport {
            LayoutViewport(
                origin: Point(x: Double(ox64) / 64, y: Double(oy64) / 64),
                size: Size(width: Double(w64) / 64, height: Double(hv64) / 64))
        }

        var description: String {
            "count \(count) h \(h64)/64 R \(r64)/64 k \(k64)/64 t \(t64)/64 \(side) infinite \(infinite) "
                + "viewport (\(ox64), \(oy64), \(w64), \(hv64))/64"
        }
    }

    /// The slow, exact answer for one case.
    struct Oracle {
        let c: Case

        /// The unwrapped items that exist: the data, or (when wrapping) ±2⁵³.
        var domain: Range<Int> { c.infinite ? -(1 << 53)..<(1 << 53) : 0..<c.count }

        /// The unwrapped indices sure to hold every row meeting the y window, worked out
        /// with floored integer division and three rows of slack each way, independently of
        /// the layout's searches; clamped to the domain.
        var indices: [Int] {
            let lo = max(WheelLayoutOracleTests.floorDiv(c.oy64, c.h64) - 3, domain.lowerBound)
            let hi = min(WheelLayoutOracleTests.floorDiv(c.oy64 + c.hv64, c.h64) + 3, domain.upperBound - 1)
            return lo <= hi ? Array(lo...hi) : []
        }

        var viewportIsEmpty: Bool { c.w64 == 0 || c.hv64 == 0 }

        /// Whether `[u·h, u·h + h)` meets `[oy, oy + H)`, in 1/64 units.
        func meetsYWindow(_ u: Int) -> Bool {
            u * c.h64 < c.oy64 + c.hv64 && u * c.h64 + c.h64 > c.oy64
        }

        /// `d` in 1/128 units: twice the row's middle minus twice the viewport's middle.
        func d128(_ u: Int) -> Int { (2 * u * c.h64 + c.h64) - (2 * c.oy64 + c.hv64) }

        func withinRadius(_ u: Int) -> Bool { abs(d128(u)) <= 2 * c.r64 }

        /// The formula's frame. The radicand R² − d² is an exact integer in 1/128² units,
        /// the very number the layout's `R·R − d·d` produces when every step is exact, so
        /// the same `sqrt` and then the same `k·s`, `t + ·`, `ox ± ·` give the same bits.
        func frame(_ u: Int) -> Rect? {
            guard domain.contains(u), withinRadius(u) else { return nil }
            let r128 = 2 * c.r64, d = d128(u)
            let s = (Double(r128 * r128 - d * d) / 16384).squareRoot()
            let inset = Double(c.t64) / 64 + Double(c.k64) / 64 * s
            let ox = Double(c.ox64) / 64
            let x = c.side == .left ? ox + inset : ox - inset
            return Rect(x: x, y: Double(u * c.h64) / 64, width: Double(c.w64) / 64, height: Double(c.h64) / 64)
        }

        func element(_ u: Int) -> LayoutElement {
            guard c.infinite else { return .cell(LayoutIndexPath(row: u)) }
            let lap = WheelLayoutOracleTests.floorDiv(u, c.count)
            return .cell(LayoutIndexPath(row: u - lap * c.count), lap: lap)
        }

        /// The rows in view, by unwrapped index: the y window met in integers, |d| ≤ R in
        /// integers, and the contract's own test on the frame (for the sideways push).
        var visible: [(u: Int, attributes: LayoutAttributes)] {
            guard !viewportIsEmpty else { return [] }
            let rect = c.viewport.rect
            return indices.compactMap { u in
                guard meetsYWindow(u), let frame = frame(u), frame.intersects(rect) else { return nil }
                return (u, LayoutAttributes(element: element(u), frame: frame))
            }
        }

        /// How many rows meet the y window within the radius: what the layout looks at.
        var candidateCount: Int {
            viewportIsEmpty ? 0 : indices.filter { meetsYWindow($0) && withinRadius($0) }.count
        }

        /// The cell whose frame holds `point`, over every row in the window; the last wins.
        func cell(at point: Point) -> LayoutElement? {
            indices.last { frame($0)?.contains(point) ?? false }.map(element)
        }
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let (q, r) = a.quotientAndRemainder(dividingBy: b)
        return r != 0 && (r < 0) != (b < 0) ? q - 1 : q
    }

    static func randomCase(_ rng: inout SplitMix64) -> Case {
        let infinite = Bool.random(using: &rng)
        let count: Int
        switch Int.random(in: 0..<10, using: &rng) {
        case 0 where !infinite: count = 1_000_000_000
        case 1 where !infinite: count = 1 << 50
        case 2: count = infinite ? 1 : 0
        default: count = Int.random(in: 1...(infinite ? 40 : 150), using: &rng)
        }
        let tinyRows = Int.random(in: 0..<10, using: &rng) == 0
        let h64 = tinyRows ? Int.random(in: 1...64, using: &rng)
            : Bool.random(using: &rng) ? 64 * Int.random(in: 1...80, using: &rng) : Int.random(in: 1...5_120, using: &rng)
        var r64 = Int.random(in: 1...64 * 600, using: &rng)
        let k64: Int
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: k64 = 0
        case 1: k64 = 64
        case 2: k64 = Int.random(in: 65...160, using: &rng)
        default: k64 = Int.random(in: 1...64, using: &rng)
        }
        let w64 = Int.random(in: 0..<10, using: &rng) == 0 ? 0 : Int.random(in: 1...64 * 500, using: &rng)
        var hv64 = Int.random(in: 0..<10, using: &rng) == 0 ? 0 : Int.random(in: 1...64 * (tinyRows ? 100 : 1_000), using: &rng)
        let t64: Int
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: t64 = w64  // pushed exactly to the far edge: touching, not in view
        case 1: t64 = w64 - 1
        case 2: t64 = -w64
        default: t64 = Int.random(in: -64 * 50...64 * 150, using: &rng)
        }
        let ox64 = Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: -64 * 50...64 * 50, using: &rng) : 0
        let content64 = count * h64
        let oy64: Int
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:  // the viewport's top or bottom exactly on a row edge
            let u = Int.random(in: -5...max(5, min(count, 200)), using: &rng)
            oy64 = Bool.random(using: &rng) ? u * h64 : u * h64 - hv64
        case 1:
            oy64 = (Bool.random(using: &rng) ? 1 : -1) * 1_000_000_000 * 64 + Int.random(in: -64 * 1_000...64 * 1_000, using: &rng)
        case 2:
            oy64 = (Bool.random(using: &rng) ? 1 : -1) * 1_000_000_000_000 * 64 + Int.random(in: -64 * 1_000...64 * 1_000, using: &rng)
        case 3 where count == 1 << 50:  // deep inside a huge finite wheel
            oy64 = 64 * 1_000_000_000_000 + Int.random(in: -64 * 1_000...64 * 1_000, using: &rng)
        default:
            let span = infinite ? 5 * content64 : min(content64, 64 * 20_000)
            oy64 = Int.random(in: -span - 64 * 300...span + 64 * 300, using: &rng)
        }
        if Int.random(in: 0..<4, using: &rng) == 0, hv64 > 0 {
            // Put a row's middle exactly on the circle: |d| == R, which must be shown.
            if (h64 + hv64) % 2 != 0 { hv64 += 1 }
            let u = floorDiv(oy64, h64) + Int.random(in: 0...max(0, hv64 / h64), using: &rng)
            let d128 = (2 * u * h64 + h64) - (2 * oy64 + hv64)
            if d128 != 0 { r64 = abs(d128) / 2 }
        }
        return Case(
            count: count, h64: h64, r64: r64, k64: k64, t64: t64, side: Bool.random(using: &rng) ? .left : .right,
            infinite: infinite, ox64: ox64, oy64: oy64, w64: w64, hv64: hv64)
    }

    @Test(arguments: 0..<8)
    func visibleRowsAndFramesMatchTheOracle(seedBlock: Int) {
        var rng = SplitMix64(seed: UInt64(seedBlock) &* 104_729 &+ 4)
        // How often the cases that matter came up, so that the test cannot pass vacuously.
        var shown = 0, onTheCircle = 0, pushedOut = 0, twice = 0, far = 0, negativeLap = 0
        for _ in 0..<600 {
            let c = Self.randomCase(&rng)
            let layout = c.layout, viewport = c.viewport, oracle = Oracle(c: c)
            let expected = oracle.visible
            let actual = layout.layoutAttributesForElements(in: viewport)
            #expect(actual == expected.map(\.attributes), "\(c)")
            if actual != expected.map(\.attributes) { return }
            if !expected.isEmpty { shown += 1 }
            if expected.contains(where: { abs(oracle.d128($0.u)) == 2 * c.r64 }) { onTheCircle += 1 }
            if oracle.candidateCount > expected.count { pushedOut += 1 }
            if Set(expected.map(\.attributes.element.indexPath)).count < expected.count { twice += 1 }
            if abs(c.oy64) >= 64 * 1_000_000_000, !expected.isEmpty { far += 1 }
            if expected.contains(where: { $0.attributes.element.lap < 0 }) { negativeLap += 1 }

            // In the contract's order, which is the unwrapped order.
            #expect(zip(actual, actual.dropFirst()).allSatisfy { $0.element < $1.element }, "\(c)")
            #expect(actual.map { layout.unwrappedIndex(of: $0.element) } == expected.map(\.u), "\(c)")

            // The count is exactly the rows the query looks at, so an upper bound, and no
            // more than the y window or the radius band can hold.
            let looked = layout.numberOfElements(in: viewport)
            #expect(looked == oracle.candidateCount && looked >= actual.count, "\(c)")
            #expect(looked <= min(c.hv64 / c.h64 + 2, 2 * c.r64 / c.h64 + 1), "\(c)")

            // Every row's frame, in view or not, beyond the radius or not.
            for u in oracle.indices {
                let element = oracle.element(u)
                #expect(layout.element(atUnwrappedIndex: u) == element)
                #expect(layout.layoutAttributes(for: element, in: viewport)?.frame == oracle.frame(u), "u \(u) \(c)")
            }

            // Hit testing at points in and around the viewport, some on row edges.
            for _ in 0..<6 {
                let x64 = c.ox64 + Int.random(in: -c.w64 / 2...c.w64 + c.w64 / 2, using: &rng)
                let y64 = Bool.random(using: &rng)
                    ? (Self.floorDiv(c.oy64, c.h64) + Int.random(in: 0...c.hv64 / c.h64 + 1, using: &rng)) * c.h64
                    : c.oy64 + Int.random(in: -c.h64...c.hv64 + c.h64 - 1, using: &rng)
                let point = Point(x: Double(x64) / 64, y: Double(y64) / 64)
                let hit = layout.cell(at: point, in: viewport)
                #expect(hit == oracle.cell(at: point), "point \(point) \(c)")
                if viewport.rect.contains(point) {
                    #expect(hit == layout.defaultCell(at: point, in: viewport), "point \(point) \(c)")
                }
            }

            let range = layout.offsetRange(in: viewport)
            if c.infinite {
                #expect(range == -Double.infinity...Double.infinity && layout.wraps)
            } else if c.count * c.h64 < 1 << 52 {  // content exact in Double: compare bits
                let high = max(0, Double(c.count * c.h64 - c.hv64) / 64)
                #expect(range == 0...high && !layout.wraps, "\(c)")
            }
        }
        // Each block of 600 has some 180 cases with rows in view, 40+ with a row exactly
        // on the circle, 150+ with a row pushed out sideways, 30+ with a data row shown
        // twice, 35+ with rows in view 10⁹ points or more away and 55+ with negative laps.
        #expect(shown >= 150 && onTheCircle >= 30 && pushedOut >= 100, "\(shown) \(onTheCircle) \(pushedOut)")
        #expect(twice >= 20 && far >= 20 && negativeLap >= 40, "\(twice) \(far) \(negativeLap)")
    }

    /// The same searches, with far offsets only and an integer oracle: the layout must be
    /// exact at ±10⁹ and ±10¹² points, where `Double` still resolves 1/128 point.
    @Test(arguments: [1_000_000_000, -1_000_000_000, 1_000_000_000_000, -1_000_000_000_000])
    func farOffsetsAreExact(offset: Int) {
        var rng = SplitMix64(seed: UInt64(bitPattern: Int64(offset)) &+ 17)
        for _ in 0..<500 {
            var c = Self.randomCase(&rng)
            c.infinite = true
            c.count = max(c.count % 41, 1)
            c.oy64 = offset * 64 + Int.random(in: -64 * 2_000...64 * 2_000, using: &rng)
            if c.hv64 == 0 { c.hv64 = 64 * 844 }
            if c.w64 == 0 { c.w64 = 64 * 390 }
            let expected = Oracle(c: c).visible
            let actual = c.layout.layoutAttributesForElements(in: c.viewport)
            #expect(actual == expected.map(\.attributes), "\(c)")
            #expect(c.layout.numberOfElements(in: c.viewport) == Oracle(c: c).candidateCount, "\(c)")
            if actual != expected.map(\.attributes) { return }
        }
    }
}

/// Cases written out by hand, with the numbers worked out on paper.
@Suite struct WheelLayoutTests {
    /// 20 rows of 40 in a 320 × 400 viewport at the top: the middle is y = 200, so with
    /// R = 100 the rows whose middles are 100 ... 300 (rows 2 ... 7) are on the circle.
    let wheel = WheelLayout(count: 20, rowHeight: 40, radius: 100, ratio: 1, translation: 5)
    let screen = LayoutViewport(size: Size(width: 320, height: 400))

    @Test func rowsExactlyOnTheRadiusAreShownAtTheTranslation() {
        let attributes = wheel.layoutAttributesForElements(in: screen)
        #expect(attributes.map(\.element.indexPath.row) == [2, 3, 4, 5, 6, 7])
        // d = −100, −60, −20, 20, 60, 100: x = 5 + √(100² − d²).
        let inner = 5 + 9_600.0.squareRoot()
        #expect(attributes.map(\.frame.minX) == [5, 85, inner, inner, 85, 5])
        #expect(attributes.map(\.frame.minY) == [80, 120, 160, 200, 240, 280])
        #expect(attributes.allSatisfy { $0.frame.width == 320 && $0.frame.height == 40 })
        // Rows 0, 1, 8 and 9 meet the viewport but lie beyond the circle: no frame at all.
        for row in [0, 1, 8, 9] {
            #expect(wheel.layoutAttributes(for: .cell(LayoutIndexPath(row: row)), in: screen) == nil)
        }
        #expect(wheel.layoutAttributes(for: .cell(LayoutIndexPath(row: 7)), in: screen)?.frame == Rect(x: 5, y: 280, width: 320, height: 40))
        #expect(wheel.numberOfElements(in: screen) == 6)

        // A 64th of a point less, and the two rows on the circle fall off it.
        let smaller = WheelLayout(count: 20, rowHeight: 40, radius: 100 - 1.0 / 64, ratio: 1, translation: 5)
        #expect(smaller.layoutAttributesForElements(in: screen).map(\.element.indexPath.row) == [3, 4, 5, 6])
    }

    @Test func theRightSideMirrorsTheLeftAboutTheViewportsCentreLine() {
        let right = WheelLayout(count: 20, rowHeight: 40, radius: 100, ratio: 1, translation: 5, side: .right)
        let inner = 5 + 9_600.0.squareRoot()
        #expect(right.layoutAttributesForElements(in: screen).map(\.frame.minX) == [-5, -85, -inner, -inner, -85, -5])
        // In viewport coordinates [x, x + W) becomes [−x, W − x); content adds the origin.
        let moved = LayoutViewport(origin: Point(x: 10, y: 0), size: screen.size)
        #expect(right.layoutAttributesForElements(in: moved).map(\.frame.minX) == [5, -75, 10 - inner, 10 - inner, -75, 5])
        #expect(wheel.layoutAttributesForElements(in: moved).map(\.frame.minX) == [15, 95, 10 + inner, 10 + inner, 95, 15])
    }

    @Test func aRowPushedOutSidewaysIsNotInView() {
        // t = W: the left edge sits on the viewport's right edge (touching is not meeting).
        let pushed = WheelLayout(count: 20, rowHeight: 40, radius: 100, ratio: 0, translation: 320)
        #expect(pushed.layoutAttributesForElements(in: screen).isEmpty)
        #expect(pushed.numberOfElements(in: screen) == 6)  // looked at, then refused
        let mirrored = WheelLayout(count: 20, rowHeight: 40, radius: 100, ratio: 0, translation: 320, side: .right)
        #expect(mirrored.layoutAttributesForElements(in: screen).isEmpty)
        let almost = WheelLayout(count: 20, rowHeight: 40, radius: 100, ratio: 0, translation: 320 - 1.0 / 64)
        #expect(almost.layoutAttributesForElements(in: screen).count == 6)
    }

    @Test func aWheelOfThreeRowsShowsRowZeroTwice() {
        let three = WheelLayout(count: 3, rowHeight: 40, radius: 1_000, ratio: 0, infinite: true)
        let attributes = three.layoutAttributesForElements(in: LayoutViewport(size: Size(width: 100, height: 200)))
        #expect(attributes.map(\.element) == [
            .cell(LayoutIndexPath(row: 0)), .cell(LayoutIndexPath(row: 1)), .cell(LayoutIndexPath(row: 2)),
            .cell(LayoutIndexPath(row: 0), lap: 1), .cell(LayoutIndexPath(row: 1), lap: 1),
        ])
        #expect(attributes.map(\.frame.minY) == [0, 40, 80, 120, 160])
        #expect(Set(attributes.map(\.element)).count == 5)  // the key keeps both copies of row 0
        #expect(attributes.map { three.unwrappedIndex(of: $0.element) } == [0, 1, 2, 3, 4])
    }

    @Test func theLastRowWrapsToTheFirstAcrossALapBoundary() {
        let five = WheelLayout(count: 5, rowHeight: 40, radius: 1_000, ratio: 0, infinite: true)
        // [180, 220) straddles y = 200, where lap 0 ends.
        let straddling = LayoutViewport(origin: Point(x: 0, y: 180), size: Size(width: 100, height: 40))
        let attributes = five.layoutAttributesForElements(in: straddling)
        #expect(attributes.map(\.element) == [.cell(LayoutIndexPath(row: 4)), .cell(LayoutIndexPath(row: 0), lap: 1)])
        #expect(attributes.map(\.frame.minY) == [160, 200])
        // At exactly 200 row 4 only touches the top edge.
        let onTheBoundary = LayoutViewport(origin: Point(x: 0, y: 200), size: Size(width: 100, height: 40))
        #expect(five.layoutAttributesForElements(in: onTheBoundary).map(\.element) == [.cell(LayoutIndexPath(row: 0), lap: 1)])
    }

    @Test func negativeLapsAreFloored() {
        let five = WheelLayout(count: 5, rowHeight: 40, radius: 1_000, ratio: 0, infinite: true)
        let above = LayoutViewport(origin: Point(x: 0, y: -50), size: Size(width: 100, height: 100))
        let attributes = five.layoutAttributesForElements(in: above)
        #expect(attributes.map(\.element) == [
            .cell(LayoutIndexPath(row: 3), lap: -1), .cell(LayoutIndexPath(row: 4), lap: -1),
            .cell(LayoutIndexPath(row: 0)), .cell(LayoutIndexPath(row: 1)),
        ])
        #expect(attributes.map(\.frame.minY) == [-80, -40, 0, 40])
        #expect(attributes.map { five.unwrappedIndex(of: $0.element) } == [-2, -1, 0, 1])
        #expect(five.element(atUnwrappedIndex: -5) == .cell(LayoutIndexPath(row: 0), lap: -1))
        #expect(five.element(atUnwrappedIndex: -6) == .cell(LayoutIndexPath(row: 4), lap: -2))
        #expect(five.layoutAttributes(for: .cell(LayoutIndexPath(row: 4), lap: -1), in: above)?.frame.minY == -40)
        #expect(five.layoutAttributes(for: .cell(LayoutIndexPath(row: 4), lap: -2), in: above)?.frame.minY == -240)
    }

    @Test func aTrillionPointsAwayTheFramesAreExact() {
        let seven = WheelLayout(count: 7, rowHeight: 44, radius: 500, ratio: 0.5, infinite: true)
        let down = LayoutViewport(origin: Point(x: 0, y: 1e12), size: Size(width: 390, height: 844))
        let attributes = seven.layoutAttributesForElements(in: down)
        #expect(attributes.count == 20)
        // u = 22 727 272 727 = 7 · 3 246 753 246 + 5, at 44u = 999 999 999 988.
        #expect(attributes.first?.element == .cell(LayoutIndexPath(row: 5), lap: 3_246_753_246))
        #expect(attributes.first?.frame == Rect(x: 0.5 * (500.0 * 500 - 412 * 412).squareRoot(), y: 999_999_999_988, width: 390, height: 44))
        #expect(attributes.last?.element == .cell(LayoutIndexPath(row: 3), lap: 3_246_753_249))
        #expect(attributes.last?.frame.minY == 1_000_000_000_824)

        let up = LayoutViewport(origin: Point(x: 0, y: -1e12), size: Size(width: 390, height: 844))
        let above = seven.layoutAttributesForElements(in: up)
        #expect(above.count == 20)
        // u = −22 727 272 728 = 7 · (−3 246 753 247) + 1.
        #expect(above.first?.element == .cell(LayoutIndexPath(row: 1), lap: -3_246_753_247))
        #expect(above.first?.frame == Rect(x: 0.5 * (500.0 * 500 - 432 * 432).squareRoot(), y: -1_000_000_000_032, width: 390, height: 44))
        #expect(above.last?.element == .cell(LayoutIndexPath(row: 6), lap: -3_246_753_245))
        #expect(seven.unwrappedIndex(of: above.first!.element) == -22_727_272_728)
    }

    @Test func aBillionRowsNeedNoPerRowMemory() {
        let billion = WheelLayout(count: 1_000_000_000, rowHeight: 44, radius: 422, ratio: 0.5)
        let offset = 44.0 * 987_654_321 + 10
        let viewport = LayoutViewport(origin: Point(x: 0, y: offset), size: Size(width: 390, height: 844))
        let rows = billion.layoutAttributesForElements(in: viewport).map(\.element.indexPath.row)
        // 20 rows meet the window; the last one's middle is 848 below the top, beyond the circle.
        #expect(rows == Array(987_654_321...987_654_339))
        #expect(billion.numberOfElements(in: viewport) == 19)
        #expect(billion.contentSize == Size(width: 0, height: 44_000_000_000))
    }

    @Test func theEndOfTheDataAndOffsetsOfABoundedWheel() {
        let ten = WheelLayout(count: 10, rowHeight: 40, radius: 100)
        let bottom = LayoutViewport(origin: Point(x: 0, y: 350), size: Size(width: 100, height: 100))
        let attributes = ten.layoutAttributesForElements(in: bottom)
        // Middle at 400: row 8 (middle 340, d = −60) and row 9 (middle 380, d = −20).
        #expect(attributes.map(\.element) == [.cell(LayoutIndexPath(row: 8)), .cell(LayoutIndexPath(row: 9))])
        #expect(attributes.map(\.frame.minX) == [80, 9_600.0.squareRoot()])
        #expect(ten.layoutAttributes(for: .cell(LayoutIndexPath(row: 10)), in: bottom) == nil)
        #expect(ten.layoutAttributes(for: .cell(LayoutIndexPath(row: 9), lap: 1), in: bottom) == nil)
        #expect(ten.layoutAttributes(for: .cell(LayoutIndexPath(row: -1)), in: bottom) == nil)
        #expect(ten.layoutAttributes(for: .cell(LayoutIndexPath(row: 9, section: 1)), in: bottom) == nil)
        #expect(ten.layoutAttributes(for: .header(0), in: bottom) == nil)
        #expect(ten.layoutAttributes(for: .footer(0), in: bottom) == nil)
        #expect(ten.contentSize == Size(width: 0, height: 400))
        #expect(ten.offsetRange(in: LayoutViewport(size: Size(width: 100, height: 100))) == 0...300)
        let inset = LayoutViewport(size: Size(width: 100, height: 100), contentInset: EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        #expect(ten.offsetRange(in: inset) == -10...320)
        #expect(!ten.wraps && ten.scrollAxis == .vertical)
        let past = LayoutViewport(origin: Point(x: 0, y: 400), size: Size(width: 100, height: 100))
        #expect(ten.layoutAttributesForElements(in: past).isEmpty && ten.numberOfElements(in: past) == 0)
    }

    @Test func zeroRowsAndEmptyViewportsShowNothing() {
        let none = WheelLayout(count: 0, rowHeight: 40, radius: 100)
        #expect(none.layoutAttributesForElements(in: screen).isEmpty)
        #expect(none.numberOfElements(in: screen) == 0)
        #expect(none.contentSize == Size(width: 0, height: 0))
        #expect(none.offsetRange(in: screen) == 0...0)
        #expect(none.cell(at: Point(x: 10, y: 10), in: screen) == nil)

        let wrapping = WheelLayout(count: 3, rowHeight: 40, radius: 100, infinite: true)
        for size in [Size(width: 0, height: 400), Size(width: 320, height: 0), Size.zero] {
            let empty = LayoutViewport(size: size)
            #expect(wheel.layoutAttributesForElements(in: empty).isEmpty && wheel.numberOfElements(in: empty) == 0)
            #expect(wrapping.layoutAttributesForElements(in: empty).isEmpty && wrapping.numberOfElements(in: empty) == 0)
        }
        #expect(wrapping.offsetRange(in: screen) == -Double.infinity...Double.infinity && wrapping.wraps)
        #expect(wrapping.contentSize == Size(width: 0, height: 120))
    }

    @Test func hitTestingFollowsTheCurvedFrames() {
        #expect(wheel.cell(at: Point(x: 5, y: 100), in: screen) == .cell(LayoutIndexPath(row: 2)))  // x = t, on the circle
        #expect(wheel.cell(at: Point(x: 4.984375, y: 100), in: screen) == nil)  // left of row 2
        #expect(wheel.cell(at: Point(x: 100, y: 80), in: screen) == .cell(LayoutIndexPath(row: 2)))  // a top edge belongs to its row
        #expect(wheel.cell(at: Point(x: 100, y: 120), in: screen) == .cell(LayoutIndexPath(row: 3)))
        #expect(wheel.cell(at: Point(x: 100, y: 20), in: screen) == nil)  // row 0 is beyond the circle
        #expect(wheel.cell(at: Point(x: 84.984375, y: 130), in: screen) == nil)  // row 3 starts at 85
        #expect(wheel.cell(at: Point(x: 85, y: 130), in: screen) == .cell(LayoutIndexPath(row: 3)))
        let five = WheelLayout(count: 5, rowHeight: 40, radius: 1_000, ratio: 0, infinite: true)
        #expect(five.cell(at: Point(x: 100, y: -1), in: screen) == .cell(LayoutIndexPath(row: 4), lap: -1))
    }

    @Test func validationNamesTheProblem() {
        #expect(WheelLayout.validate(count: 3, rowHeight: 40, radius: 100, ratio: 1, translation: 0, infinite: true) == nil)
        #expect(WheelLayout.validate(count: 0, rowHeight: 40, radius: 100, ratio: 1, translation: 0, infinite: false) == nil)
        #expect(WheelLayout.validate(count: 0, rowHeight: 40, radius: 100, ratio: 1, translation: 0, infinite: true)
            == "an infinite wheel needs at least one row to wrap")
        #expect(WheelLayout.validate(count: -1, rowHeight: 40, radius: 100, ratio: 1, translation: 0, infinite: false)
            == "a wheel cannot have -1 rows")
        #expect(WheelLayout.validate(count: 3, rowHeight: 0, radius: 100, ratio: 1, translation: 0, infinite: false)
            == "a wheel's row height must be finite and positive, got 0.0")
        #expect(WheelLayout.validate(count: 3, rowHeight: 40, radius: 0, ratio: 1, translation: 0, infinite: false)
            == "a wheel's radius must be finite and positive, got 0.0")
        #expect(WheelLayout.validate(count: 3, rowHeight: 40, radius: .nan, ratio: 1, translation: 0, infinite: false) != nil)
        #expect(WheelLayout.validate(count: 3, rowHeight: 40, radius: 100, ratio: -1, translation: 0, infinite: false)
            == "a wheel's ratio must be finite and not negative, got -1.0")
        #expect(WheelLayout.validate(count: 3, rowHeight: 40, radius: 100, ratio: 1, translation: .infinity, infinite: false)
            == "a wheel's translation must be finite, got inf")
        #expect(WheelLayout.defaultRadius(viewportHeight: 844) == 422)
    }
}

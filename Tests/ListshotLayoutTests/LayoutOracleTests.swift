import ListshotGeometry
import ListshotLayout
import ListshotLayoutTesting
import ListshotTestSupport
import Testing

/// Issue 8, "Done when": every layout passes the same property test against a brute-force
/// oracle (``LayoutOracle``), over many random configurations and viewports — offsets on
/// item edges (exact multiples of the item size in uniform layouts), negative, past the
/// end, and ±10¹² for the infinite wheel.
///
/// For each viewport: the elements returned are exactly the oracle's (frames that meet the
/// viewport, half-open), in the contract's order, with the oracle's frames; every element
/// has the oracle's frame (or none); `cell(at:)` agrees with the oracle; the element count
/// bounds what is returned; the offset range and content size follow the contract.
@Suite struct LayoutOracleTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case tablePlain, tableGrouped, horizontal
        case wheelLeftFinite, wheelRightFinite, wheelLeftInfinite, wheelRightInfinite
        case gridVerticalFixed, gridVerticalPerItem, gridHorizontalFixed, gridHorizontalPerItem
        // Last, so that the other kinds keep their seeds.
        case tableInsetGrouped

        var testDescription: String { rawValue }

        func random(_ rng: inout SplitMix64) -> any LayoutOracle {
            switch self {
            case .tablePlain: return TableOracle.random(style: .plain, &rng)
            case .tableGrouped: return TableOracle.random(style: .grouped, &rng)
            case .tableInsetGrouped: return TableOracle.random(style: .insetGrouped, &rng)
            case .horizontal: return HorizontalOracle.random(&rng)
            case .wheelLeftFinite: return WheelOracle.random(side: .left, infinite: false, &rng)
            case .wheelRightFinite: return WheelOracle.random(side: .right, infinite: false, &rng)
            case .wheelLeftInfinite: return WheelOracle.random(side: .left, infinite: true, &rng)
            case .wheelRightInfinite: return WheelOracle.random(side: .right, infinite: true, &rng)
            case .gridVerticalFixed: return GridOracle.random(direction: .vertical, perItem: false, &rng)
            case .gridVerticalPerItem: return GridOracle.random(direction: .vertical, perItem: true, &rng)
            case .gridHorizontalFixed: return GridOracle.random(direction: .horizontal, perItem: false, &rng)
            case .gridHorizontalPerItem: return GridOracle.random(direction: .horizontal, perItem: true, &rng)
            }
        }
    }

    static let configurations = 100
    static let viewportsPerConfiguration = 10

    /// How often the cases that matter came up, so that the test cannot pass vacuously.
    struct Tally {
        var viewports = 0, shown = 0, touching = 0, onEdge = 0, hits = 0, far = 0, onTheCircle = 0
    }

    @Test(arguments: Kind.allCases)
    func elementsInViewMatchTheOracle(kind: Kind) {
        var rng = SplitMix64(seed: 0x5EED_0008 &+ UInt64(Kind.allCases.firstIndex(of: kind)!) &* 7_919)
        var tally = Tally()
        for _ in 0..<Self.configurations {
            let oracle = kind.random(&rng)
            let layout = oracle.layout
            let along = oracle.axis
            // Edges of the cells along the axis; they do not depend on the viewport.
            let edges = oracle.places(in: LayoutViewport(size: Size(width: 390, height: 844)))
                .filter { $0.element.kind == .cell }
                .flatMap { along == .vertical ? [$0.frame.minY, $0.frame.maxY] : [$0.frame.minX, $0.frame.maxX] }
            let content = oracle.contentLength
            #expect((along == .vertical ? layout.contentSize.height : layout.contentSize.width) == content, "\(oracle)")
            for _ in 0..<Self.viewportsPerConfiguration {
                let viewport = Self.randomViewport(oracle, edges: edges, &rng)
                if !check(oracle, layout, viewport, &tally, &rng) { return }
            }
        }
        let t = tally
        // Of 1,000 viewports per kind, 430–690 show something, 44–180 have a frame that only
        // touches them, 97–220 have a cell edge on one of theirs, and hit testing finds
        // 1,000–2,200 cells.
        #expect(t.viewports == Self.configurations * Self.viewportsPerConfiguration && t.shown >= t.viewports / 3
                    && t.touching >= 30 && t.onEdge >= 70 && t.hits >= 700,
                "shown \(t.shown) touching \(t.touching) on an edge \(t.onEdge) hits \(t.hits) of \(t.viewports)")
        if kind.rawValue.hasPrefix("wheel") {
            // 55+ viewports with a row exactly on the circle; 120+ near ±10¹² with rows in view.
            #expect(t.onTheCircle >= 30, "only \(t.onTheCircle) viewports had a row with |d| == R")
            if kind.rawValue.hasSuffix("Infinite") { #expect(t.far >= 70, "only \(t.far) viewports near ±10¹² showed rows") }
        }
    }

    /// Every property for one viewport, through the conformance suite with the oracle's
    /// places, then the wheel's own; false after the first failure, to stop the flood.
    func check(_ oracle: any LayoutOracle, _ layout: any ListLayout, _ viewport: LayoutViewport,
               _ tally: inout Tally, _ rng: inout SplitMix64) -> Bool {
        let comment = Comment(rawValue: "\(oracle) viewport \(viewport.rect) inset \(viewport.contentInset)")
        let places = oracle.places(in: viewport)
        let points = (0..<6).map { _ in LayoutSampling.point(in: viewport, places: places, using: &rng) }
        let violations = LayoutConformance.check(
            layout, in: viewport, places: places, nonElements: oracle.nonElements,
            contentLength: oracle.wraps ? nil : oracle.contentLength, points: points)
        #expect(violations.isEmpty, "\(violations.prefix(3).map(\.description)) — \(comment)")
        if !violations.isEmpty { return false }

        let window = viewport.rect
        let expected = LayoutContract.visible(places, in: viewport)
        tally.viewports += 1
        if !expected.isEmpty { tally.shown += 1 }
        if places.contains(where: { !LayoutContract.intersects($0.frame, window) && LayoutContract.touchesOrIntersects($0.frame, window) }) {
            tally.touching += 1
        }
        let (low, high) = oracle.axis == .vertical ? (window.minY, window.maxY) : (window.minX, window.maxX)
        if places.contains(where: { p in
            let (a, b) = oracle.axis == .vertical ? (p.frame.minY, p.frame.maxY) : (p.frame.minX, p.frame.maxX)
            return p.element.kind == .cell && [a, b].contains(where: { $0 == low || $0 == high })
        }) { tally.onEdge += 1 }
        if abs(viewport.origin.y) > 1e11, !expected.isEmpty { tally.far += 1 }
        tally.hits += points.filter { layout.cell(at: $0, in: viewport) != nil }.count

        // The wheel: every row shown is within the radius, pushed in by t + k·√(R² − d²).
        if let wheel = oracle as? WheelOracle {
            for row in expected {
                let d = wheel.distance(top: row.frame.minY, in: viewport)
                let expectedX = wheel.side == .left ? viewport.origin.x + wheel.push(d) : viewport.origin.x - wheel.push(d)
                #expect(abs(d) <= wheel.radius && row.frame.minX == expectedX && row.frame.width == viewport.size.width,
                        "\(row) d \(d) — \(comment)")
            }
            if expected.contains(where: { abs(wheel.distance(top: $0.frame.minY, in: viewport)) == wheel.radius }) { tally.onTheCircle += 1 }
            for (element, frame) in wheel.probes(in: viewport) {
                #expect(layout.layoutAttributes(for: element, in: viewport)?.frame == frame, "\(element) — \(comment)")
            }
        }
        return true
    }

    // MARK: Random viewports and points

    /// A viewport from the conformance suite's sampler; for a wheel, now and then one with
    /// a row's middle exactly on the circle, |d| == R (it is shown, at x = ox ± t).
    static func randomViewport(_ oracle: any LayoutOracle, edges: [Double], _ rng: inout SplitMix64) -> LayoutViewport {
        var viewport = LayoutSampling.viewport(
            axis: oracle.axis, contentLength: oracle.contentLength, naturalCrossLength: oracle.naturalCrossLength, edges: edges,
            farStep: oracle.wraps ? (oracle as! WheelOracle).rowHeight : nil, using: &rng)
        if let wheel = oracle as? WheelOracle, wheel.count > 0, rng.oneIn(4) {
            let length = viewport.size.height
            let u = Int((viewport.origin.y / wheel.rowHeight).rounded(.down))
                + Int.random(in: -2...Int(length / wheel.rowHeight) + 2, using: &rng)
            let middle = Double(u) * wheel.rowHeight + wheel.rowHeight / 2
            viewport.origin.y = (middle + (Bool.random(using: &rng) ? wheel.radius : -wheel.radius)) - length / 2
        }
        return viewport
    }
}

import ListshotGeometry
import ListshotLayout
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

    /// Every property for one viewport; false after the first failure, to stop the flood.
    func check(_ oracle: any LayoutOracle, _ layout: any ListLayout, _ viewport: LayoutViewport,
               _ tally: inout Tally, _ rng: inout SplitMix64) -> Bool {
        let comment = Comment(rawValue: "\(oracle) viewport \(viewport.rect) inset \(viewport.contentInset)")
        let places = oracle.places(in: viewport)
        let expected = Contract.visible(places, in: viewport)
        let actual = layout.layoutAttributesForElements(in: viewport)
        #expect(actual == expected, "\(Self.difference(actual, expected)) — \(comment)")
        if actual != expected { return false }

        let window = viewport.rect
        tally.viewports += 1
        if !expected.isEmpty { tally.shown += 1 }
        if places.contains(where: { !Contract.intersects($0.frame, window) && Contract.touchesOrIntersects($0.frame, window) }) {
            tally.touching += 1
        }
        let (low, high) = oracle.axis == .vertical ? (window.minY, window.maxY) : (window.minX, window.maxX)
        if places.contains(where: { p in
            let (a, b) = oracle.axis == .vertical ? (p.frame.minY, p.frame.maxY) : (p.frame.minX, p.frame.maxX)
            return p.element.kind == .cell && [a, b].contains(where: { $0 == low || $0 == high })
        }) { tally.onEdge += 1 }
        if abs(viewport.origin.y) > 1e11, !expected.isEmpty { tally.far += 1 }

        // An upper bound on what the query looks at.
        let looked = layout.numberOfElements(in: viewport)
        #expect(looked >= actual.filter { $0.element.kind == .cell }.count, "numberOfElements \(looked) — \(comment)")

        // The wheel: every row shown is within the radius, pushed in by t + k·√(R² − d²).
        if let wheel = oracle as? WheelOracle {
            for row in actual {
                let d = wheel.distance(top: row.frame.minY, in: viewport)
                let expectedX = wheel.side == .left ? viewport.origin.x + wheel.push(d) : viewport.origin.x - wheel.push(d)
                #expect(abs(d) <= wheel.radius && row.frame.minX == expectedX && row.frame.width == viewport.size.width,
                        "\(row) d \(d) — \(comment)")
            }
            if actual.contains(where: { abs(wheel.distance(top: $0.frame.minY, in: viewport)) == wheel.radius }) { tally.onTheCircle += 1 }
        }

        // Every element's frame, in view or not; none for what has no place.
        for place in places {
            let attributes = layout.layoutAttributes(for: place.element, in: viewport)
            #expect(attributes == place, "\(place.element): \(attributes.map { "\($0.frame)" } ?? "nil") — \(comment)")
            if attributes != place { return false }
        }
        for element in oracle.nonElements {
            #expect(layout.layoutAttributes(for: element, in: viewport) == nil, "\(element) has a place — \(comment)")
        }
        if let wheel = oracle as? WheelOracle {
            for (element, frame) in wheel.probes(in: viewport) {
                #expect(layout.layoutAttributes(for: element, in: viewport)?.frame == frame, "\(element) — \(comment)")
            }
        }

        // Hit testing, inside the viewport, on frame edges and around.
        for _ in 0..<6 {
            let point = Self.randomPoint(viewport, places: places, &rng)
            let hit = layout.cell(at: point, in: viewport)
            let oracleHit = Contract.cell(at: point, places: places, viewport: viewport)
            #expect(hit == oracleHit, "cell(at: \(point)) — \(comment)")
            if hit != oracleHit { return false }
            if hit != nil { tally.hits += 1 }
        }

        // The offsets the viewport may take.
        let range = layout.offsetRange(in: viewport)
        if oracle.wraps {
            #expect(range == -Double.infinity...Double.infinity, "\(comment)")
        } else {
            let inset = viewport.contentInset
            let (start, end) = oracle.axis == .vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let length = oracle.axis == .vertical ? viewport.size.height : viewport.size.width
            #expect(range == -start...max(-start, oracle.contentLength + end - length), "\(range) — \(comment)")
        }
        return true
    }

    // MARK: Random viewports and points

    static func randomViewport(_ oracle: any LayoutOracle, edges: [Double], _ rng: inout SplitMix64) -> LayoutViewport {
        let length = rng.oneIn(25) ? 0 : rng.gridLength(upTo: 900)
        let natural = oracle.naturalCrossLength
        let cross = rng.oneIn(25) ? 0 : (natural > 0 && !rng.oneIn(3) ? natural : rng.gridLength(upTo: 600))
        let content = oracle.contentLength
        var offset: Double
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...1 where !edges.isEmpty:  // the viewport's start or end on a cell's edge
            let edge = edges.randomElement(using: &rng)!
            offset = Bool.random(using: &rng) ? edge : edge - length
        case 2:  // before the start
            offset = -rng.grid64(0, length + 100)
        case 3:  // past the end
            offset = content - length + rng.grid64(0, length + 200)
        case 4:  // exactly at either end
            offset = [0, content, content - length, -length].randomElement(using: &rng)!
        case 5...6 where oracle.wraps:  // far away, on a row edge or not
            let h = (oracle as! WheelOracle).rowHeight
            let far = (1e12 / h).rounded(.down) * h * (Bool.random(using: &rng) ? 1 : -1)
            offset = far + Double(Int.random(in: -30...30, using: &rng)) * h
            if Bool.random(using: &rng) { offset += rng.grid64(-h, h) }
        default:
            offset = rng.grid64(-100, content + 100)
        }
        if let wheel = oracle as? WheelOracle, wheel.count > 0, rng.oneIn(4) {
            // Put a row's middle exactly on the circle, |d| == R: it is shown, at x = ox ± t.
            let u = Int((offset / wheel.rowHeight).rounded(.down)) + Int.random(in: -2...Int(length / wheel.rowHeight) + 2, using: &rng)
            let middle = Double(u) * wheel.rowHeight + wheel.rowHeight / 2
            offset = (middle + (Bool.random(using: &rng) ? wheel.radius : -wheel.radius)) - length / 2
        }
        let crossOffset = rng.oneIn(4) ? rng.grid64(-cross, max(natural, 1)) : 0
        let inset = rng.oneIn(2) ? EdgeInsets.zero : EdgeInsets(
            top: rng.grid64(0, 100), left: rng.grid64(0, 100), bottom: rng.grid64(0, 100), right: rng.grid64(0, 100))
        return oracle.axis == .vertical
            ? LayoutViewport(origin: Point(x: crossOffset, y: offset), size: Size(width: cross, height: length), contentInset: inset)
            : LayoutViewport(origin: Point(x: offset, y: crossOffset), size: Size(width: length, height: cross), contentInset: inset)
    }

    static func randomPoint(_ viewport: LayoutViewport, places: [LayoutAttributes], _ rng: inout SplitMix64) -> Point {
        let r = viewport.rect
        switch Int.random(in: 0..<4, using: &rng) {
        case 0 where !places.isEmpty:  // on a frame's edge or corner
            let f = places.randomElement(using: &rng)!.frame
            return Point(x: [f.minX, f.maxX, f.midX].randomElement(using: &rng)!, y: [f.minY, f.maxY, f.midY].randomElement(using: &rng)!)
        case 1:  // around the viewport
            return Point(x: r.minX + rng.grid64(-r.width / 2 - 20, r.width * 1.5 + 20), y: r.minY + rng.grid64(-r.height / 2 - 20, r.height * 1.5 + 20))
        default:  // inside it
            return Point(x: r.minX + rng.grid64(0, r.width) * 0.999, y: r.minY + rng.grid64(0, r.height) * 0.999)
        }
    }

    /// The first few elements one list has and the other lacks, or frames that differ.
    static func difference(_ actual: [LayoutAttributes], _ expected: [LayoutAttributes]) -> String {
        let a = Dictionary(actual.map { ($0.element, $0.frame) }, uniquingKeysWith: { x, _ in x })
        let e = Dictionary(expected.map { ($0.element, $0.frame) }, uniquingKeysWith: { x, _ in x })
        var parts: [String] = []
        let extra = actual.filter { e[$0.element] == nil }.prefix(4)
        let missing = expected.filter { a[$0.element] == nil }.prefix(4)
        let moved = actual.filter { e[$0.element] != nil && e[$0.element] != $0.frame }.prefix(4)
        if !extra.isEmpty { parts.append("extra \(extra.map(\.description))") }
        if !missing.isEmpty { parts.append("missing \(missing.map(\.description))") }
        if !moved.isEmpty { parts.append("frames differ \(moved.map { "\($0) (oracle \(e[$0.element]!))" })") }
        if parts.isEmpty { parts.append("order differs: \(actual.map(\.element)) vs \(expected.map(\.element))") }
        if actual.count != expected.count { parts.append("\(actual.count) returned, \(expected.count) expected") }
        return parts.joined(separator: "; ")
    }
}

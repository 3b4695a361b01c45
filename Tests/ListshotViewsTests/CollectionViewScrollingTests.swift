import ListshotLayout
import ListshotTestSupport
import ListshotViews
import Testing

/// Issue 8, "Done when": scrolled step by step, forward and backward, with random step
/// sizes, a collection view reports each element once per transition (`willDisplay` when it
/// enters, `didEndDisplaying` when it leaves, never twice in a row for one element), in
/// index order within one layout pass, and after each step shows exactly the brute-force
/// set of cells, each at its frame — for every layout. A quarter of the steps put an edge
/// of the viewport exactly on an edge of a cell.
@Suite struct CollectionViewScrollingTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case tablePlain, tableGrouped, horizontal
        case wheelLeftFinite, wheelRightFinite, wheelLeftInfinite, wheelRightInfinite
        case gridVerticalFixed, gridVerticalPerItem, gridHorizontalFixed, gridHorizontalPerItem

        var testDescription: String { rawValue }

        func scenario(_ rng: inout SplitMix64) -> CollectionScenario {
            switch self {
            case .tablePlain: return .table(style: .plain, &rng)
            case .tableGrouped: return .table(style: .grouped, &rng)
            case .horizontal: return .horizontal(&rng)
            case .wheelLeftFinite: return .wheel(side: .left, infinite: false, &rng)
            case .wheelRightFinite: return .wheel(side: .right, infinite: false, &rng)
            case .wheelLeftInfinite: return .wheel(side: .left, infinite: true, &rng)
            case .wheelRightInfinite: return .wheel(side: .right, infinite: true, &rng)
            case .gridVerticalFixed: return .grid(direction: .vertical, perItem: false, &rng)
            case .gridVerticalPerItem: return .grid(direction: .vertical, perItem: true, &rng)
            case .gridHorizontalFixed: return .grid(direction: .horizontal, perItem: false, &rng)
            case .gridHorizontalPerItem: return .grid(direction: .horizontal, perItem: true, &rng)
            }
        }
    }

    static let scenarios = 10

    @Test(arguments: Kind.allCases)
    func callbacksFireOncePerTransitionInIndexOrder(kind: Kind) {
        var rng = SplitMix64(seed: 0xC011_EC7 &+ UInt64(Kind.allCases.firstIndex(of: kind)!) &* 104_729)
        var steps = 0, transitions = 0, backward = 0
        for _ in 0..<Self.scenarios {
            let scenario = kind.scenario(&rng)
            let log = CollectionLog()
            let view = log.makeView(scenario.layout, size: scenario.size)
            var onScreen: [LayoutElement] = []
            var shown = Set<LayoutElement>()  // what the callbacks alone say is on screen

            /// One layout pass: the callbacks are the difference from the last pass.
            func check(_ offset: Double) -> Bool {
                let now = scenario.visibleCells(at: offset)
                let comment = Comment(rawValue: "offset \(offset) — \(scenario)")
                let nowSet = Set(now), before = Set(onScreen)
                let left = onScreen.filter { !nowSet.contains($0) }
                let entered = now.filter { !before.contains($0) }
                let expected = left.map(CollectionLog.Event.didEndDisplaying)
                    + entered.flatMap { [CollectionLog.Event.asked(IndexPath($0.indexPath)), .willDisplay($0)] }
                #expect(log.events == expected, "\(log.events) — \(comment)")

                // The same, said as the issue says it, without the expected list.
                var ended: [LayoutElement] = [], displayed: [LayoutElement] = []
                for event in log.events {
                    switch event {
                    case let .willDisplay(e):
                        #expect(!shown.contains(e), "willDisplay twice for \(e) — \(comment)")
                        shown.insert(e)
                        displayed.append(e)
                    case let .didEndDisplaying(e):
                        #expect(shown.contains(e), "didEndDisplaying for \(e), which was not shown — \(comment)")
                        shown.remove(e)
                        ended.append(e)
                    case .asked: break
                    }
                }
                #expect(zip(ended, ended.dropFirst()).allSatisfy(<) && zip(displayed, displayed.dropFirst()).allSatisfy(<),
                        "not in index order — \(comment)")
                #expect(shown == nowSet, "\(comment)")
                #expect(view.visibleElements == now, "\(view.visibleElements) vs \(now) — \(comment)")
                let viewport = scenario.viewport(at: offset)
                for element in now {
                    #expect(view.cell(for: element)?.frame == scenario.layout.layoutAttributes(for: element, in: viewport)?.frame,
                            "\(element) — \(comment)")
                }
                let passed = log.events == expected && view.visibleElements == now
                transitions += log.events.count
                onScreen = now
                log.events.removeAll()
                return passed
            }

            guard check(0) else { return }
            // Past both ends (or, wrapping, across the wrap a lap and a half each way).
            let length = scenario.viewportLength, lap = scenario.contentLength
            let (low, high) = scenario.layout.wraps
                ? (-1.5 * lap - length, 1.5 * lap)
                : (-length / 3 - 20, max(0, lap - length) + length / 3 + 20)
            var offset = 0.0
            for target in [high, low, 0] {
                let forward = target > offset
                while forward ? offset < target : offset > target {
                    // A quarter of the steps put an edge of the viewport exactly on an edge
                    // of a cell on screen: the touching cases.
                    var edge: Double?
                    if Int.random(in: 0..<4, using: &rng) == 0 {
                        edge = onScreen.compactMap { scenario.layout.layoutAttributes(for: $0, in: scenario.viewport(at: offset))?.frame }
                            .flatMap { scenario.axis == .vertical ? [$0.minY, $0.maxY] : [$0.minX, $0.maxX] }
                            .flatMap { [$0, $0 - length] }
                            .filter { forward ? $0 > offset && $0 <= target : $0 < offset && $0 >= target }
                            .randomElement(using: &rng)
                    }
                    if let edge {
                        offset = edge
                    } else {
                        let step = Self.randomStep(itemLength: scenario.itemLength, viewportLength: length, &rng)
                        offset = forward ? min(offset + step, target) : max(offset - step, target)
                    }
                    view.contentOffset = view.contentOffset(along: offset)
                    steps += 1
                    if !forward { backward += 1 }
                    guard check(offset) else { return }
                }
            }
        }
        // 10 scenarios make some 220–1,100 steps (100–560 of them backward) and 1,600–4,400 events.
        #expect(steps >= 150 && backward >= 60 && transitions >= 1_000, "\(steps) steps, \(backward) backward, \(transitions) events")
    }

    /// Mostly a fraction of an item, sometimes whole items exactly (so that offsets land on
    /// item edges), a 64th of a point, or a jump of up to two screens.
    static func randomStep(itemLength: Double, viewportLength: Double, _ rng: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...5: return Double(Int.random(in: 1...max(1, Int(itemLength * 64)), using: &rng)) / 64
        case 6, 7: return itemLength * Double(Int.random(in: 1...3, using: &rng))
        case 8: return 1.0 / 64
        default: return Double(Int.random(in: 1...max(1, Int(2 * viewportLength)), using: &rng))
        }
    }
}

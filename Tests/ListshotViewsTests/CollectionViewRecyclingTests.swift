import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import ListshotViews
import Testing

/// Issue 8, "Done when": scrolling through 10,000 items, a collection view never creates
/// more cells than the most on screen at once plus one per edge, whatever the layout; an
/// infinite wheel does the same across the wrap, for laps on end both ways, and asks for
/// each copy by its data row (`indexPath.row == u mod n`).
@Suite struct CollectionViewRecyclingTests {
    /// Counts what is on screen from the callbacks alone.
    final class Counter: CollectionViewDataSource, CollectionViewDelegate {
        var onScreen = 0
        var mostOnScreen = 0
        var displays = 0
        var lastAsked: IndexPath?
        /// Every element shown, with its frame's top along the axis, for the wheel's check.
        var shown: [(element: LayoutElement, frame: Rect)] = []
        var recordsFrames = false
        var mismatches: [String] = []

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell {
            lastAsked = indexPath
            return collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        }

        func collectionView(_ collectionView: CollectionView, willDisplay cell: TableViewCell, for element: LayoutElement) {
            if lastAsked != IndexPath(element.indexPath) { mismatches.append("asked \(String(describing: lastAsked)) for \(element)") }
            lastAsked = nil
            onScreen += 1
            displays += 1
            mostOnScreen = max(mostOnScreen, onScreen)
            if recordsFrames { shown.append((element, cell.frame)) }
        }

        func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: TableViewCell, for element: LayoutElement) {
            onScreen -= 1
        }
    }

    enum Kind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case table, horizontal, wheel, gridVerticalFixed, gridHorizontalPerItem
        var testDescription: String { rawValue }

        /// A layout of 10,000 items, the viewport it is shown in, and a typical item length.
        var setup: (layout: any ListLayout, size: Size, itemLength: Double) {
            var rng = SplitMix64(seed: 10_000)
            switch self {
            case .table:
                let sections = (0..<10).map { _ in
                    SectionMetrics(
                        headerHeight: 28, rows: RowOffsets(heights: (0..<1_000).map { _ in Double(Int.random(in: 1...200, using: &rng)) / 2 }),
                        footerHeight: 12)
                }
                return (TableLayout(width: 390, sections: sections, style: .plain), Size(width: 390, height: 844), 50)
            case .horizontal:
                return (HorizontalLayout(itemSize: Size(width: 120, height: 200), numberOfItems: [2_500, 0, 4_000, 3_500], itemSpacing: 8),
                        Size(width: 390, height: 200), 128)
            case .wheel:
                return (WheelLayout(count: 10_000, rowHeight: 44, radius: 422, ratio: 0.5, translation: 10, side: .right),
                        Size(width: 390, height: 844), 44)
            case .gridVerticalFixed:
                return (GridLayout(crossExtent: 390, itemSize: Size(width: 90, height: 90), numberOfItems: [4_000, 6_000],
                                   sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), headerReferenceSize: Size(width: 0, height: 30)),
                        Size(width: 390, height: 844), 100)
            case .gridHorizontalPerItem:
                let sizes = (0..<10_000).map { _ in Size(width: Double(Int.random(in: 40...120, using: &rng)), height: Double(Int.random(in: 40...200, using: &rng))) }
                return (GridLayout(scrollDirection: .horizontal, crossExtent: 600, itemSizes: [sizes], footerReferenceSize: Size(width: 20, height: 0)),
                        Size(width: 844, height: 600), 100)
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func scrollingThroughTenThousandItemsReusesCells(kind: Kind) {
        let (layout, size, itemLength) = kind.setup
        let counter = Counter()
        let view = Self.makeView(layout, size: size, counter)
        let range = view.contentOffsetRange
        var rng = SplitMix64(seed: 0x2EC7C1E &+ UInt64(Kind.allCases.firstIndex(of: kind)!))
        var offset = range.lowerBound
        var steps = 0
        let screen = size.dimension(along: layout.scrollAxis)
        // To the end and back, mostly in steps of a tenth to 0.6 of a screen, now and then of
        // an eighth of an item to two items.
        for (target, direction) in [(range.upperBound, 1.0), (range.lowerBound, -1.0)] {
            while direction > 0 ? offset < target : offset > target {
                let step = Int.random(in: 0..<10, using: &rng) < 7
                    ? Double(Int.random(in: Int(screen * 6.4)...Int(screen * 38.4), using: &rng)) / 64
                    : Double(Int.random(in: Int(itemLength * 8)...Int(itemLength * 128), using: &rng)) / 64
                offset = direction > 0 ? min(offset + step, target) : max(offset - step, target)
                view.contentOffset = view.contentOffset(along: offset)
                steps += 1
                #expect(view.numberOfCellsCreated <= counter.mostOnScreen + 2,
                        "\(view.numberOfCellsCreated) cells created, at most \(counter.mostOnScreen) on screen (step \(steps), offset \(offset))")
                if view.numberOfCellsCreated > counter.mostOnScreen + 2 { return }
            }
        }
        // Every item went by (twice: there and back) and nothing was asked for out of turn.
        #expect(counter.displays >= 2 * 10_000 - counter.mostOnScreen, "\(counter.displays) displays")
        #expect(counter.mismatches.isEmpty, "\(counter.mismatches.prefix(3))")
        #expect(counter.onScreen == view.visibleElements.count)
    }

    @Test(arguments: [WheelLayout.Side.left, .right])
    func anInfiniteWheelRecyclesAcrossTheWrap(side: WheelLayout.Side) {
        let n = 25, h = 44.0
        let layout = WheelLayout(count: n, rowHeight: h, radius: 300, ratio: 1, translation: 8, side: side, infinite: true)
        let counter = Counter()
        counter.recordsFrames = true
        let view = Self.makeView(layout, size: Size(width: 390, height: 700), counter)
        var rng = SplitMix64(seed: side == .left ? 25 : 52)
        // From the last rows across the wrap and on for six laps, back through lap 0 to lap −6,
        // and forward to where it began.
        let lap = Double(n) * h
        let start = Double(n - 3) * h
        var offset = start
        view.contentOffset = Point(x: 0, y: offset)
        for target in [start + 6 * lap, -6 * lap, start] {
            let forward = target > offset
            while forward ? offset < target : offset > target {
                let step = Double(Int.random(in: 1...Int(h * 2 * 64), using: &rng)) / 64
                offset = forward ? min(offset + step, target) : max(offset - step, target)
                view.contentOffset = Point(x: 0, y: offset)
                #expect(view.numberOfCellsCreated <= counter.mostOnScreen + 2, "offset \(offset)")
                if view.numberOfCellsCreated > counter.mostOnScreen + 2 { return }
            }
        }
        #expect(counter.mismatches.isEmpty, "\(counter.mismatches.prefix(3))")
        // Each copy was asked for by its data row: u mod n, u the row's place counted from 0.
        var laps = Set<Int>()
        for (element, frame) in counter.shown {
            let u = Int((frame.minY / h).rounded(.down))
            let row = ((u % n) + n) % n
            #expect(frame.minY == Double(u) * h)
            #expect(element.indexPath == LayoutIndexPath(row: row) && element.lap == (u - row) / n, "\(element) at y \(frame.minY)")
            laps.insert(element.lap)
        }
        #expect(laps.isSuperset(of: Set(-6...6)), "laps seen: \(laps.sorted())")
        #expect(counter.displays > 12 * n)
    }

    static func makeView(_ layout: any ListLayout, size: Size, _ counter: Counter) -> CollectionView {
        let view = CollectionView(frame: Rect(origin: .zero, size: size), layout: layout)
        view.register(TableViewCell.self, forCellWithReuseIdentifier: "Item")
        view.dataSource = counter
        view.delegate = counter
        view.layoutIfNeeded()
        return view
    }
}

extension Size {
    func dimension(along axis: ScrollAxis) -> Double { axis == .vertical ? height : width }
}

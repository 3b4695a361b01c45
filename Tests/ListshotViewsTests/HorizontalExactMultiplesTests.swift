import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import ListshotViews
import Testing

/// Seed 003 ("Roll your own UITableView with cell recycling"): its `computeVisibleRange`
/// asks for one cell too many when the offset is an exact multiple of the item width. Here,
/// at offset k·w a viewport V wide shows exactly items `k ..< k + ⌈V / w⌉` (fewer at the
/// end), not one more: item k + ⌈V / w⌉ starts at or after the viewport's right edge.
@Suite struct HorizontalExactMultiplesTests {
    static func ceilDiv(_ a: Int, _ b: Int) -> Int { (a + b - 1) / b }

    /// A random case in 64ths of a point: item width, spacing, viewport width, item count
    /// and the multiple k.
    struct Case: CustomStringConvertible {
        var w64: Int, g64: Int, v64: Int, n: Int, k: Int
        var stride64: Int { w64 + g64 }
        var offset: Double { Double(k) * (Double(stride64) / 64) }
        /// ⌈V / stride⌉ items from k: the last one starts before k·stride + V.
        var expected: Range<Int> { k..<min(n, k + HorizontalExactMultiplesTests.ceilDiv(v64, stride64)) }
        var layout: HorizontalLayout {
            HorizontalLayout(itemSize: Size(width: Double(w64) / 64, height: 100), numberOfItems: n, itemSpacing: Double(g64) / 64)
        }
        var description: String { "w \(w64)/64 spacing \(g64)/64 viewport \(v64)/64 n \(n) k \(k)" }

        static func random(spacing: Bool, _ rng: inout SplitMix64) -> Case {
            let w64 = Bool.random(using: &rng) ? 64 * Int.random(in: 1...200, using: &rng) : Int.random(in: 16...64 * 200, using: &rng)
            let g64 = spacing ? Int.random(in: 1...64 * 20, using: &rng) : 0
            // A viewport a whole number of items (and gaps) wide half the time.
            let v64 = Bool.random(using: &rng)
                ? (w64 + g64) * Int.random(in: 1...12, using: &rng) - (Bool.random(using: &rng) ? 0 : g64)
                : Int.random(in: 64...64 * 900, using: &rng)
            let n = Int.random(in: 0..<8, using: &rng) == 0 ? 1_000_000_000 : Int.random(in: 1...400, using: &rng)
            let k: Int
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: k = 0
            case 1: k = max(0, n - Int.random(in: 1...15, using: &rng))  // near the end: fewer items
            default: k = Int.random(in: 0..<n, using: &rng)
            }
            return Case(w64: max(w64, 1), g64: g64, v64: max(v64, 1), n: n, k: k)
        }
    }

    @Test func theSeedsNumbers() {
        // 100-point items in a 320-point viewport at x = 300: items 3 ... 6 (item 6 in part).
        let seed = HorizontalLayout(itemSize: Size(width: 100, height: 100), numberOfItems: 25)
        let at300 = LayoutViewport(origin: Point(x: 300, y: 0), size: Size(width: 320, height: 100))
        #expect(seed.layoutAttributesForElements(in: at300).map(\.element.indexPath.row) == [3, 4, 5, 6])
        // 80-point items in a 320-point viewport at x = 400: items 5 ... 8, not item 9, which
        // starts at 720, exactly on the right edge.
        let eighty = HorizontalLayout(itemSize: Size(width: 80, height: 100), numberOfItems: 25)
        let at400 = LayoutViewport(origin: Point(x: 400, y: 0), size: Size(width: 320, height: 100))
        #expect(eighty.layoutAttributesForElements(in: at400).map(\.element.indexPath.row) == [5, 6, 7, 8])
    }

    @Test(arguments: [false, true])
    func atAMultipleOfTheItemWidthNoExtraItemIsShown(spacing: Bool) {
        var rng = SplitMix64(seed: spacing ? 0x003_5ACE : 0x003)
        var wholeViewports = 0
        for _ in 0..<400 {
            let c = Case.random(spacing: spacing, &rng)
            if c.v64 % c.stride64 == 0 || (c.v64 + c.g64) % c.stride64 == 0 { wholeViewports += 1 }
            let viewport = LayoutViewport(origin: Point(x: c.offset, y: 0), size: Size(width: Double(c.v64) / 64, height: 100))
            let shown = c.layout.layoutAttributesForElements(in: viewport).map(\.element.indexPath.row)
            #expect(shown == Array(c.expected), "\(c)")
            #expect(c.layout.numberOfElements(in: viewport) == c.expected.count, "\(c)")
        }
        #expect(wholeViewports >= 150)
    }

    /// The same through a collection view: what is on screen, and what the data source is
    /// asked for when the view jumps there, is exactly those items.
    @Test func aCollectionViewAsksForNoExtraCell() {
        var rng = SplitMix64(seed: 0x003_C0)
        for _ in 0..<80 {
            var c = Case.random(spacing: Bool.random(using: &rng), &rng)
            c.n = min(c.n, 1_000)
            c.k = min(c.k, c.n - 1)
            let log = CollectionLog()
            let view = log.makeView(c.layout, size: Size(width: Double(c.v64) / 64, height: 100))
            log.events.removeAll()
            view.contentOffset = Point(x: c.offset, y: 0)
            let expected = c.expected.map { LayoutElement.cell(IndexPath(row: $0)) }
            #expect(view.visibleElements == expected, "\(c)")
            let asked = log.events.compactMap { if case let .asked(indexPath) = $0 { return indexPath.row } else { return nil } }
            // Items already on screen at offset 0 are kept, not asked for again.
            let before = Case(w64: c.w64, g64: c.g64, v64: c.v64, n: c.n, k: 0).expected
            #expect(asked == c.expected.filter { !before.contains($0) }, "\(c)")
        }
    }
}

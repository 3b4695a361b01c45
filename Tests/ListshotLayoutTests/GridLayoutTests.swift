import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import Testing

/// The grid against a brute-force oracle: place every item with a loop, the naive way, in
/// the direction asked, and keep the frames that intersect the viewport.
@Suite struct GridLayoutOracleTests {
    enum Items {
        case uniform(count: Int, size: Size)
        case sizes([Size])

        var section: GridSection {
            switch self {
            case let .uniform(count, size): return GridSection(count: count, itemSize: size)
            case let .sizes(sizes): return GridSection(itemSizes: sizes)
            }
        }

        var all: [Size] {
            switch self {
            case let .uniform(count, size): return Array(repeating: size, count: count)
            case let .sizes(sizes): return sizes
            }
        }
    }

    struct RandomGrid: CustomStringConvertible {
        var direction: ScrollAxis
        var crossExtent: Double
        var sections: [Items]
        var lineSpacing: Double
        var interitemSpacing: Double
        var inset: EdgeInsets
        var header: Size
        var footer: Size

        var layout: GridLayout {
            GridLayout(
                scrollDirection: direction, crossExtent: crossExtent, sections: sections.map(\.section),
                minimumLineSpacing: lineSpacing, minimumInteritemSpacing: interitemSpacing, sectionInset: inset,
                headerReferenceSize: header, footerReferenceSize: footer)
        }

        var description: String {
            "\(direction) cross \(crossExtent) spacing \(lineSpacing)/\(interitemSpacing) inset \(inset) header \(header) footer \(footer) sections \(sections.map(\.all.count))"
        }

        struct Frames {
            var cells: [(LayoutIndexPath, Rect)] = []
            var headers: [(Int, Rect)] = []
            var footers: [(Int, Rect)] = []
            var length = 0.0
        }

        /// Every frame computed the slow way: walk the sections, break lines item by item,
        /// then place each item of each line.
        var frames: Frames {
            let vertical = direction == .vertical
            func breadth(_ s: Size) -> Double { vertical ? s.width : s.height }
            func length(_ s: Size) -> Double { vertical ? s.height : s.width }
            func rect(along: Double, across: Double, length: Double, breadth: Double) -> Rect {
                vertical ? Rect(x: across, y: along, width: breadth, height: length)
                    : Rect(x: along, y: across, width: length, height: breadth)
            }
            func floor64(_ v: Double) -> Double { (v * 64).rounded(.down) / 64 }
            let (leadAlong, trailAlong) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let (leadAcross, trailAcross) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let available = crossExtent - leadAcross - trailAcross
            var result = Frames()
            var along = 0.0
            for (s, section) in sections.enumerated() {
                if length(header) > 0 {
                    result.headers.append((s, rect(along: along, across: 0, length: length(header), breadth: crossExtent)))
                }
                along += length(header) + leadAlong
                let sizes = section.all
                let uniform = sizes.allSatisfy { $0 == sizes.first }
                // Break lines: an item joins the line if it fits with the spacing before it.
                var lines: [[Int]] = []
                for i in sizes.indices {
                    if let line = lines.last {
                        var used = 0.0
                        for (j, k) in line.enumerated() { used += (j == 0 ? 0 : interitemSpacing) + breadth(sizes[k]) }
                        if used + interitemSpacing + breadth(sizes[i]) <= available {
                            lines[lines.count - 1].append(i)
                            continue
                        }
                    }
                    lines.append([i])
                }
                // A uniform section's columns: as many copies of the item as fit.
                var columns = 1
                if uniform, let size = sizes.first, breadth(size) <= available {
                    var used = breadth(size)
                    let cap = breadth(size) + interitemSpacing == 0 ? sizes.count : Int.max
                    while columns < cap, used + interitemSpacing + breadth(size) <= available {
                        used += interitemSpacing + breadth(size)
                        columns += 1
                    }
                }
                for (k, line) in lines.enumerated() {
                    if k > 0 { along += lineSpacing }
                    let thickness = line.map { length(sizes[$0]) }.max()!
                    var x = leadAcross
                    for (j, i) in line.enumerated() {
                        let share: Double
                        if uniform {
                            #expect(line.count == (k == lines.count - 1 ? line.count : columns))
                            let w = breadth(sizes[i])
                            if columns == 1 {
                                share = floor64(max(0, available - w) / 2)
                            } else {
                                var full = 0.0
                                for c in 0..<columns { full += (c == 0 ? 0 : interitemSpacing) + w }
                                share = floor64((available - full) * Double(j) / Double(columns - 1))
                            }
                        } else if k == lines.count - 1 {
                            share = 0
                        } else if line.count == 1 {
                            share = floor64(max(0, available - breadth(sizes[i])) / 2)
                        } else {
                            var used = 0.0
                            for (m, n) in line.enumerated() { used += (m == 0 ? 0 : interitemSpacing) + breadth(sizes[n]) }
                            share = floor64((available - used) * Double(j) / Double(line.count - 1))
                        }
                        let itemAlong = along + floor64((thickness - length(sizes[i])) / 2)
                        result.cells.append((LayoutIndexPath(row: i, section: s),
                                             rect(along: itemAlong, across: x + share, length: length(sizes[i]), breadth: breadth(sizes[i]))))
                        x += breadth(sizes[i]) + interitemSpacing
                    }
                    along += thickness
                }
                along += trailAlong
                if length(footer) > 0 {
                    result.footers.append((s, rect(along: along, across: 0, length: length(footer), breadth: crossExtent)))
                }
                along += length(footer)
            }
            result.length = along
            return result
        }
    }

    /// A length on the 1/64-point grid, where sums are exact.
    static func randomLength(_ rng: inout SplitMix64, max: Int = 120) -> Double {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return 0  // zero-size items are never visible, wherever they lie
        case 1...5: return Double(Int.random(in: 1...max, using: &rng))
        case 6...8: return Double(Int.random(in: 1...max * 4, using: &rng)) / 4
        default: return Double(Int.random(in: 1...max * 64, using: &rng)) / 64
        }
    }

    static func randomSize(_ rng: inout SplitMix64) -> Size {
        Size(width: randomLength(&rng), height: randomLength(&rng))
    }

    static func randomGrid(_ rng: inout SplitMix64) -> RandomGrid {
        var sections: [Items] = []
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1:
                var size = randomSize(&rng)
                if size.width == 0, Bool.random(using: &rng) { size.width = 1 }  // keep the oracle's column loop short
                sections.append(.uniform(count: Int.random(in: 0...150, using: &rng), size: size))
            case 2:  // per-item sizes all equal: laid out as a uniform section
                let size = randomSize(&rng)
                sections.append(.sizes(Array(repeating: size, count: Int.random(in: 1...20, using: &rng))))
            case 3:  // few distinct sizes, so lines fill and break
                let palette = (0..<3).map { _ in randomSize(&rng) }
                sections.append(.sizes((0..<Int.random(in: 0...60, using: &rng)).map { _ in palette.randomElement(using: &rng)! }))
            default:
                sections.append(.sizes((0..<Int.random(in: 0...60, using: &rng)).map { _ in randomSize(&rng) }))
            }
        }
        func small() -> Double { Bool.random(using: &rng) ? 0 : randomLength(&rng, max: 20) }
        let crossExtent: Double
        switch Int.random(in: 0..<8, using: &rng) {
        case 0: crossExtent = 0
        case 1: crossExtent = Double(Int.random(in: 1...64 * 60, using: &rng)) / 64  // narrower than many items
        default: crossExtent = Double(Int.random(in: 1...500 * 64, using: &rng)) / 64
        }
        return RandomGrid(
            direction: Bool.random(using: &rng) ? .vertical : .horizontal, crossExtent: crossExtent, sections: sections,
            lineSpacing: small(), interitemSpacing: small(),
            inset: EdgeInsets(top: small(), left: small(), bottom: small(), right: small()),
            header: Bool.random(using: &rng) ? Size(width: small(), height: small()) : .zero,
            footer: Bool.random(using: &rng) ? Size(width: small(), height: small()) : .zero)
    }

    /// A viewport on the 1/64-point grid: anywhere along the content and a little beyond, or
    /// with an edge exactly on an item's edge; across, mostly over the lines.
    static func randomViewport(_ rng: inout SplitMix64, grid: RandomGrid, frames: RandomGrid.Frames) -> LayoutViewport {
        let vertical = grid.direction == .vertical
        func grid64(_ low: Double, _ high: Double) -> Double {
            Double(Int.random(in: Int(low * 64)...Int(Swift.max(low, high) * 64), using: &rng)) / 64
        }
        var along = Int.random(in: 0..<8, using: &rng) == 0 ? 0 : grid64(1, 900)
        var across = Int.random(in: 0..<8, using: &rng) == 0 ? 0 : grid64(1, grid.crossExtent + 200)
        var alongOrigin = grid64(-100, frames.length + 100)
        var acrossOrigin = Bool.random(using: &rng) ? 0 : grid64(-100, grid.crossExtent + 100)
        if Bool.random(using: &rng), let (_, frame) = frames.cells.randomElement(using: &rng) {
            // Put the viewport's near or far edge on the frame's near or far edge: the touching cases.
            let (lo, hi, lo2, hi2) = vertical ? (frame.minY, frame.maxY, frame.minX, frame.maxX) : (frame.minX, frame.maxX, frame.minY, frame.maxY)
            alongOrigin = [lo, hi, lo - along, hi - along].randomElement(using: &rng)!
            if Bool.random(using: &rng) { acrossOrigin = [lo2, hi2, lo2 - across, hi2 - across].randomElement(using: &rng)! }
        }
        if Int.random(in: 0..<20, using: &rng) == 0 { (along, across) = (0, 0) }
        let size = vertical ? Size(width: across, height: along) : Size(width: along, height: across)
        let origin = vertical ? Point(x: acrossOrigin, y: alongOrigin) : Point(x: alongOrigin, y: acrossOrigin)
        let inset = EdgeInsets(top: grid64(0, 30), left: grid64(0, 30), bottom: grid64(0, 30), right: grid64(0, 30))
        return LayoutViewport(origin: origin, size: size, contentInset: inset)
    }

    @Test(arguments: 0..<8)
    func elementsInViewMatchOracle(seedBlock: Int) {
        var rng = SplitMix64(seed: UInt64(seedBlock) &* 6_364_136_223 &+ 11)
        for _ in 0..<200 {
            let grid = Self.randomGrid(&rng)
            let layout = grid.layout
            let frames = grid.frames
            let vertical = grid.direction == .vertical
            #expect(layout.contentSize == (vertical ? Size(width: grid.crossExtent, height: frames.length)
                                                     : Size(width: frames.length, height: grid.crossExtent)), "\(grid)")
            for _ in 0..<12 {
                let viewport = Self.randomViewport(&rng, grid: grid, frames: frames)
                let window = viewport.rect
                let expected = frames.cells.filter { $0.1.intersects(window) }.map { LayoutAttributes(element: .cell($0.0), frame: $0.1) }
                    + frames.headers.filter { $0.1.intersects(window) }.map { LayoutAttributes(element: .header($0.0), frame: $0.1) }
                    + frames.footers.filter { $0.1.intersects(window) }.map { LayoutAttributes(element: .footer($0.0), frame: $0.1) }
                let actual = layout.layoutAttributesForElements(in: viewport)
                #expect(actual == expected, "viewport \(window), \(grid)")
                #expect(layout.numberOfElements(in: viewport) >= actual.count, "viewport \(window), \(grid)")
                if actual != expected { return }

                // The offsets along the scroll axis, from the oracle's content length.
                let (start, end) = vertical ? (viewport.contentInset.top, viewport.contentInset.bottom)
                    : (viewport.contentInset.left, viewport.contentInset.right)
                let high = frames.length + end - (vertical ? viewport.size.height : viewport.size.width)
                #expect(layout.offsetRange(in: viewport) == -start...Swift.max(-start, high))
            }
            // Every element's frame, asked for one by one.
            let anywhere = LayoutViewport(size: Size(width: 1, height: 1))
            for (indexPath, frame) in frames.cells {
                #expect(layout.layoutAttributes(for: .cell(indexPath), in: anywhere)?.frame == frame, "\(indexPath) \(grid)")
            }
            for s in grid.sections.indices {
                #expect(layout.layoutAttributes(for: .header(s), in: anywhere)?.frame == frames.headers.first { $0.0 == s }?.1)
                #expect(layout.layoutAttributes(for: .footer(s), in: anywhere)?.frame == frames.footers.first { $0.0 == s }?.1)
                #expect(layout.layoutAttributes(for: .cell(LayoutIndexPath(row: grid.sections[s].all.count, section: s)), in: anywhere) == nil)
            }
            #expect(layout.layoutAttributes(for: .header(grid.sections.count), in: anywhere) == nil)
        }
    }

    @Test(arguments: 0..<4)
    func cellAtPointMatchesHitTest(seedBlock: Int) {
        var rng = SplitMix64(seed: UInt64(seedBlock) &* 40_503 &+ 3)
        for _ in 0..<200 {
            let grid = Self.randomGrid(&rng)
            let layout = grid.layout
            let frames = grid.frames
            let viewport = LayoutViewport(size: Size(width: 390, height: 844))
            for _ in 0..<20 {
                var point = Point(x: Double(Int.random(in: -640...64 * 520, using: &rng)) / 64,
                                  y: Double(Int.random(in: -640...Int(frames.length * 64) + 640, using: &rng)) / 64)
                if grid.direction == .horizontal { point = Point(x: point.y, y: point.x) }
                if Bool.random(using: &rng), let (_, frame) = frames.cells.randomElement(using: &rng) {
                    // The corners and far edges: a frame holds its near edges, not its far ones.
                    point = Point(x: [frame.minX, frame.maxX, frame.midX].randomElement(using: &rng)!,
                                  y: [frame.minY, frame.maxY, frame.midY].randomElement(using: &rng)!)
                }
                let hits = frames.cells.filter { !$0.1.isEmpty && $0.1.contains(point) }
                let covered = (frames.headers + frames.footers).contains { !$0.1.isEmpty && $0.1.contains(point) }
                #expect(hits.count <= 1, "items overlap at \(point): \(hits.map(\.0)), \(grid)")
                let expected = covered ? nil : hits.first.map { LayoutElement.cell($0.0) }
                #expect(layout.cell(at: point, in: viewport) == expected, "point \(point), \(grid)")
            }
        }
    }
}

/// Grids worked out by hand.
@Suite struct GridLayoutTests {
    /// 390 wide, insets 20 left and right: 350 across. Three 100-pt items and two 10-pt
    /// spacings take 320, a fourth would need 430: three columns, 30 pt left over, spread
    /// 15 + 15. Rows 100 tall, 10 apart, under a 40-pt header and a 5-pt top inset.
    static let threeColumns = GridLayout(
        crossExtent: 390, itemSize: Size(width: 100, height: 100), numberOfItems: [7],
        minimumLineSpacing: 10, minimumInteritemSpacing: 10,
        sectionInset: EdgeInsets(top: 5, left: 20, bottom: 5, right: 20), headerReferenceSize: Size(width: 0, height: 40))

    static let everything = LayoutViewport(origin: Point(x: -50, y: -50), size: Size(width: 1_000, height: 1_000))

    @Test func aThreeColumnGridIsJustifiedAndItsLastRowStaysInColumns() {
        let layout = Self.threeColumns
        let xs: [Double] = [20, 145, 270]  // 20; 20 + 110 + 15; 20 + 220 + 30, ending at 370 = 390 − 20
        let ys: [Double] = [45, 155, 265]  // 40 + 5, then every 110
        for item in 0..<7 {
            #expect(layout.rectForItem(at: LayoutIndexPath(row: item)) == Rect(x: xs[item % 3], y: ys[item / 3], width: 100, height: 100))
        }
        #expect(layout.numberOfLines(inSection: 0) == 3)
        #expect(layout.contentSize == Size(width: 390, height: 370))  // 40 + 5 + 3 × 100 + 2 × 10 + 5
        #expect(layout.rectForHeader(inSection: 0) == Rect(x: 0, y: 0, width: 390, height: 40))
        #expect(layout.rectForFooter(inSection: 0) == nil)
        #expect(layout.layoutAttributesForElements(in: Self.everything).map(\.element)
            == (0..<7).map { .cell(LayoutIndexPath(row: $0)) } + [.header(0)])
    }

    @Test func rowsTouchingTheViewportsEdgesAreNotInView() {
        // [155, 265) holds row 1 exactly: row 0 ends at 145, row 2 starts at 265.
        let viewport = LayoutViewport(origin: Point(x: 0, y: 155), size: Size(width: 390, height: 110))
        #expect(Self.threeColumns.layoutAttributesForElements(in: viewport).map(\.element) == (3..<6).map { .cell(LayoutIndexPath(row: $0)) })
        // Across: [120, 145) lies in the gap between columns 0 and 1 (they end at 120, start at 145).
        let gap = LayoutViewport(origin: Point(x: 120, y: 0), size: Size(width: 25, height: 400))
        #expect(Self.threeColumns.layoutAttributesForElements(in: gap).map(\.element) == [.header(0)])
        #expect(Self.threeColumns.numberOfElements(in: gap) == 2)  // the section's header and footer; no column
    }

    @Test func horizontalScrollingMirrorsTheVerticalGrid() {
        let layout = GridLayout(
            scrollDirection: .horizontal, crossExtent: 390, itemSize: Size(width: 100, height: 100), numberOfItems: [7],
            minimumLineSpacing: 10, minimumInteritemSpacing: 10,
            sectionInset: EdgeInsets(top: 20, left: 5, bottom: 20, right: 5), headerReferenceSize: Size(width: 40, height: 0))
        #expect(layout.scrollAxis == .horizontal)
        let ys: [Double] = [20, 145, 270]  // columns fill top to bottom
        let xs: [Double] = [45, 155, 265]  // and stack to the right
        for item in 0..<7 {
            #expect(layout.rectForItem(at: LayoutIndexPath(row: item)) == Rect(x: xs[item / 3], y: ys[item % 3], width: 100, height: 100))
        }
        #expect(layout.contentSize == Size(width: 370, height: 390))
        #expect(layout.rectForHeader(inSection: 0) == Rect(x: 0, y: 0, width: 40, height: 390))
        let viewport = LayoutViewport(origin: Point(x: 155, y: 0), size: Size(width: 110, height: 390))
        #expect(layout.layoutAttributesForElements(in: viewport).map(\.element) == (3..<6).map { .cell(LayoutIndexPath(row: $0)) })
        #expect(layout.offsetRange(in: LayoutViewport(size: Size(width: 200, height: 390))) == 0...170)
        #expect(layout.cell(at: Point(x: 160, y: 150), in: viewport) == .cell(LayoutIndexPath(row: 4)))
        #expect(layout.cell(at: Point(x: 160, y: 140), in: viewport) == nil)  // between two items of a column
    }

    @Test func leftoverSharesAreFlooredToTheSixtyFourthGrid() {
        // 100 across, 20-pt items 5 apart: four fit (95), 5 pt left over, shared 5/3 a gap.
        let layout = GridLayout(crossExtent: 100, itemSize: Size(width: 20, height: 10), numberOfItems: [4],
                                minimumLineSpacing: 0, minimumInteritemSpacing: 5)
        let xs = (0..<4).map { layout.rectForItem(at: LayoutIndexPath(row: $0)).minX }
        let expected: [Double] = [0, 25 + 106 / 64, 50 + 213 / 64, 80]  // ⌊64 × 5/3⌋ = 106, ⌊64 × 10/3⌋ = 213
        #expect(xs == expected)
        #expect(layout.rectForItem(at: LayoutIndexPath(row: 3)).maxX == 100)
    }

    @Test func aSingleColumnIsCentred() {
        let layout = GridLayout(crossExtent: 390, itemSize: Size(width: 301, height: 50), numberOfItems: [2])
        #expect(layout.rectForItem(at: LayoutIndexPath(row: 0)) == Rect(x: 44.5, y: 0, width: 301, height: 50))
        #expect(layout.rectForItem(at: LayoutIndexPath(row: 1)) == Rect(x: 44.5, y: 60, width: 301, height: 50))
    }

    @Test func anItemTooWideForALineHasALineOfItsOwn() {
        // 390 across: 50 + 10 + 400 does not fit, nor 400 + 10 + 50.
        let layout = GridLayout(crossExtent: 390, itemSizes: [[
            Size(width: 50, height: 40), Size(width: 400, height: 30), Size(width: 50, height: 40),
        ]])
        #expect(layout.numberOfLines(inSection: 0) == 3)
        #expect(layout.rectForItem(at: LayoutIndexPath(row: 0)) == Rect(x: 170, y: 0, width: 50, height: 40))  // alone, not last: centred
        #expect(layout.rectForItem(at: LayoutIndexPath(row: 1)) == Rect(x: 0, y: 50, width: 400, height: 30))  // overruns the far edge
        #expect(layout.rectForItem(at: LayoutIndexPath(row: 2)) == Rect(x: 0, y: 90, width: 50, height: 40))  // the last line: packed
        #expect(layout.contentSize == Size(width: 390, height: 130))
        // The part beyond the content's width is still hit and still in view.
        #expect(layout.cell(at: Point(x: 395, y: 60), in: Self.everything) == .cell(LayoutIndexPath(row: 1)))
        let beyond = LayoutViewport(origin: Point(x: 390, y: 0), size: Size(width: 100, height: 200))
        #expect(layout.layoutAttributesForElements(in: beyond).map(\.element) == [.cell(LayoutIndexPath(row: 1))])
        // A uniform item too wide: one column, at the inset.
        let uniform = GridLayout(crossExtent: 390, itemSize: Size(width: 400, height: 30), numberOfItems: [2])
        #expect(uniform.rectForItem(at: LayoutIndexPath(row: 1)) == Rect(x: 0, y: 40, width: 400, height: 30))
    }

    @Test func mixedSizesAreJustifiedCentredInTheirLineAndPackedOnTheLastLine() {
        // 210 across: 60 + 10 + 60 + 10 + 60 = 200 fits, + 10 + 30 does not. 10 pt left over,
        // spread 5 + 5. The line is 40 thick; the 20- and 30-pt items sit 10 and 5 into it.
        let layout = GridLayout(crossExtent: 210, itemSizes: [[
            Size(width: 60, height: 20), Size(width: 60, height: 40), Size(width: 60, height: 30),
            Size(width: 30, height: 10), Size(width: 50, height: 10),
        ]])
        let frames = (0..<5).map { layout.rectForItem(at: LayoutIndexPath(row: $0)) }
        #expect(frames == [
            Rect(x: 0, y: 10, width: 60, height: 20), Rect(x: 75, y: 0, width: 60, height: 40), Rect(x: 150, y: 5, width: 60, height: 30),
            Rect(x: 0, y: 50, width: 30, height: 10), Rect(x: 40, y: 50, width: 50, height: 10),
        ])
        // [0, 5) along meets line 0 but only item 1 (items 0 and 2 start at 10 and 5).
        let top = LayoutViewport(size: Size(width: 210, height: 5))
        #expect(layout.layoutAttributesForElements(in: top).map(\.element) == [.cell(LayoutIndexPath(row: 1))])
        #expect(layout.numberOfElements(in: top) == 2 + 3)  // the whole line was looked at
        #expect(layout.cell(at: Point(x: 10, y: 5), in: top) == nil)  // above item 0, inside its line
    }

    @Test func equalPerItemSizesAreLaidOutAsColumns() {
        let section = GridSection(itemSizes: Array(repeating: Size(width: 100, height: 100), count: 7))
        #expect(section.isUniform)
        let layout = GridLayout(crossExtent: 390, sections: [section], minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                sectionInset: EdgeInsets(top: 5, left: 20, bottom: 5, right: 20), headerReferenceSize: Size(width: 0, height: 40))
        #expect(layout == Self.threeColumns)
        #expect(!GridSection(itemSizes: [Size(width: 1, height: 1), Size(width: 2, height: 1)]).isUniform)
    }

    @Test func anEmptySectionKeepsItsHeaderInsetsAndFooter() {
        // Section 0: header [0, 30), insets 10 + 10, footer [50, 70). Section 1 starts at 70.
        let layout = GridLayout(
            crossExtent: 300, itemSize: Size(width: 50, height: 50), numberOfItems: [0, 1],
            sectionInset: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0),
            headerReferenceSize: Size(width: 0, height: 30), footerReferenceSize: Size(width: 0, height: 20))
        #expect(layout.numberOfLines(inSection: 0) == 0)
        #expect(layout.rectForFooter(inSection: 0) == Rect(x: 0, y: 50, width: 300, height: 20))
        #expect(layout.rectForHeader(inSection: 1) == Rect(x: 0, y: 70, width: 300, height: 30))
        #expect(layout.rectForItem(at: LayoutIndexPath(row: 0, section: 1)) == Rect(x: 0, y: 110, width: 50, height: 50))
        #expect(layout.contentSize == Size(width: 300, height: 190))  // 70 + 30 + 10 + 50 + 10 + 20
        #expect(layout.layoutAttributesForElements(in: Self.everything).map(\.element)
            == [.cell(LayoutIndexPath(row: 0, section: 1)), .header(0), .header(1), .footer(0), .footer(1)])
        // Inside section 0's insets only: nothing.
        let gap = LayoutViewport(origin: Point(x: 0, y: 30), size: Size(width: 300, height: 20))
        #expect(layout.layoutAttributesForElements(in: gap).isEmpty)
        #expect(layout.cell(at: Point(x: 10, y: 10), in: gap) == nil)  // on a header
    }

    @Test func noItemsAndNoSections() {
        let empty = GridLayout(crossExtent: 390, sections: [])
        #expect(empty.contentSize == Size(width: 390, height: 0))
        #expect(empty.layoutAttributesForElements(in: Self.everything).isEmpty)
        #expect(empty.numberOfElements(in: Self.everything) == 0)
        #expect(empty.cell(at: Point(x: 0, y: 0), in: Self.everything) == nil)
        #expect(empty.offsetRange(in: LayoutViewport(size: Size(width: 390, height: 844), contentInset: EdgeInsets(top: 20))) == -20 ... -20)
        #expect(empty.layoutAttributes(for: .cell(LayoutIndexPath(row: 0)), in: Self.everything) == nil)
    }

    @Test func anEmptyViewportShowsNothing() {
        for size in [Size(width: 0, height: 300), Size(width: 390, height: 0)] {
            let viewport = LayoutViewport(origin: Point(x: 0, y: 50), size: size)
            #expect(Self.threeColumns.layoutAttributesForElements(in: viewport).isEmpty)
            #expect(Self.threeColumns.numberOfElements(in: viewport) == 0)
        }
    }

    @Test func negativeOffsetsShowTheTopOfTheGrid() {
        // [-100, 50): the header [0, 40) and row 0's top 5 pt [45, 50).
        let viewport = LayoutViewport(origin: Point(x: 0, y: -100), size: Size(width: 390, height: 150))
        #expect(Self.threeColumns.layoutAttributesForElements(in: viewport).map(\.element)
            == [.cell(LayoutIndexPath(row: 0)), .cell(LayoutIndexPath(row: 1)), .cell(LayoutIndexPath(row: 2)), .header(0)])
        let above = LayoutViewport(origin: Point(x: 0, y: -100), size: Size(width: 390, height: 100))
        #expect(Self.threeColumns.layoutAttributesForElements(in: above).isEmpty)
    }

    @Test func elementsOutsideTheDataHaveNoPlace() {
        let layout = Self.threeColumns
        let viewport = Self.everything
        #expect(layout.layoutAttributes(for: .cell(LayoutIndexPath(row: 7)), in: viewport) == nil)
        #expect(layout.layoutAttributes(for: .cell(LayoutIndexPath(row: -1)), in: viewport) == nil)
        #expect(layout.layoutAttributes(for: .cell(LayoutIndexPath(row: 0, section: 1)), in: viewport) == nil)
        #expect(layout.layoutAttributes(for: .cell(LayoutIndexPath(row: 0), lap: 1), in: viewport) == nil)
        #expect(layout.layoutAttributes(for: .footer(0), in: viewport) == nil)  // footers have no length
        #expect(layout.layoutAttributes(for: .cell(LayoutIndexPath(row: 4)), in: viewport)?.frame == Rect(x: 145, y: 155, width: 100, height: 100))
    }

    @Test func reflowingForANewWidthChangesTheColumns() {
        let wider = Self.threeColumns.reflowed(crossExtent: 500)  // 460 across: four columns (430), 30 left over
        #expect(wider.crossExtent == 500)
        #expect(wider.numberOfLines(inSection: 0) == 2)
        #expect(wider.rectForItem(at: LayoutIndexPath(row: 3)) == Rect(x: 380, y: 45, width: 100, height: 100))  // 20 + 330 + 30
    }

    @Test func aBillionItemsTakeNoMemoryPerItem() {
        // 390 across: three 100-pt columns, 70 left over: at 0, 145, 290. Rows every 110.
        let layout = GridLayout(crossExtent: 390, itemSize: Size(width: 100, height: 100), numberOfItems: [1_000_000_000])
        #expect(layout.numberOfLines(inSection: 0) == 333_333_334)
        #expect(layout.contentSize == Size(width: 390, height: 333_333_334 * 110 - 10))
        // The last item is alone on the last line, in column 0.
        #expect(layout.rectForItem(at: LayoutIndexPath(row: 999_999_999)) == Rect(x: 0, y: 333_333_333 * 110, width: 100, height: 100))
        let viewport = LayoutViewport(origin: Point(x: 0, y: 110 * 123_456_789 + 5), size: Size(width: 390, height: 844))
        let elements = layout.layoutAttributesForElements(in: viewport)
        // [110k + 5, 110k + 849): lines k … k + 7 (k + 7 starts at 110k + 770): 8 rows of 3.
        #expect(elements.count == 24)
        #expect(elements.first == LayoutAttributes(element: .cell(LayoutIndexPath(row: 370_370_367)),
                                                   frame: Rect(x: 0, y: 110 * 123_456_789, width: 100, height: 100)))
        #expect(elements.last?.element == .cell(LayoutIndexPath(row: 370_370_367 + 23)))
        #expect(layout.numberOfElements(in: viewport) == 2 + 24)
        #expect(layout.cell(at: Point(x: 150, y: 110 * 123_456_789 + 99), in: viewport) == .cell(LayoutIndexPath(row: 370_370_368)))
        let whole = LayoutViewport(size: layout.contentSize)
        #expect(layout.numberOfElements(in: whole) == 2 + 1_000_000_000)  // counted, not visited
    }

    @Test func zeroSizeItemsAreNeverVisible() {
        let flat = GridLayout(crossExtent: 390, itemSize: Size(width: 100, height: 0), numberOfItems: [1_000_000_000],
                              headerReferenceSize: Size(width: 0, height: 38))
        #expect(flat.layoutAttributesForElements(in: Self.everything).map(\.element) == [.header(0)])
        #expect(flat.numberOfElements(in: Self.everything) == 2)
        let mixed = GridLayout(crossExtent: 390, itemSizes: [[Size(width: 0, height: 40), Size(width: 40, height: 40), Size(width: 40, height: 0)]])
        #expect(mixed.layoutAttributesForElements(in: Self.everything).map(\.element) == [.cell(LayoutIndexPath(row: 1))])
        #expect(mixed.cell(at: Point(x: 0, y: 10), in: Self.everything) == nil)
    }
}

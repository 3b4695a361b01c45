import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import Testing

/// The horizontal list against a brute-force oracle: lay every item out by walking along x,
/// keep those whose frame intersects the viewport's rectangle.
@Suite struct HorizontalLayoutOracleTests {
    struct RandomList {
        var counts: [Int]
        var itemSize: Size
        var spacing: Double

        var layout: HorizontalLayout { HorizontalLayout(itemSize: itemSize, numberOfItems: counts, itemSpacing: spacing) }

        /// Every item's frame the slow way, by adding widths and gaps one after another, in order.
        var frames: [(LayoutIndexPath, Rect)] {
            var result: [(LayoutIndexPath, Rect)] = []
            var x = 0.0
            for (section, count) in counts.enumerated() {
                for row in 0..<count {
                    result.append((LayoutIndexPath(row: row, section: section), Rect(origin: Point(x: x, y: 0), size: itemSize)))
                    x += itemSize.width
                    x += spacing
                }
            }
            return result
        }
    }

    /// A length on the 1/64-point grid, where every sum the layout and the oracle make is
    /// exact, so they must agree to the last bit.
    static func gridLength(_ rng: inout SplitMix64, upTo maximum: Int) -> Double {
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return Double(Int.random(in: 1...maximum, using: &rng))
        case 1: return Double(Int.random(in: 1...maximum * 4, using: &rng)) / 4
        default: return Double(Int.random(in: 1...maximum * 64, using: &rng)) / 64
        }
    }

    static func randomList(_ rng: inout SplitMix64) -> RandomList {
        let counts = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
            Int.random(in: 0..<4, using: &rng) == 0 ? 0 : Int.random(in: 1...40, using: &rng)
        }
        // Now and then a side of 0: the frames are empty and never in view.
        let width = Int.random(in: 0..<25, using: &rng) == 0 ? 0 : gridLength(&rng, upTo: 200)
        let height = Int.random(in: 0..<25, using: &rng) == 0 ? 0 : gridLength(&rng, upTo: 300)
        let spacing = Bool.random(using: &rng) ? 0 : gridLength(&rng, upTo: 40)
        return RandomList(counts: counts, itemSize: Size(width: width, height: height), spacing: spacing)
    }

    /// A viewport whose edges often land exactly on an item's edge, in a gap, before the
    /// start or past the end, or off the row vertically.
    static func randomViewport(_ list: RandomList, frames: [(LayoutIndexPath, Rect)], _ rng: inout SplitMix64) -> LayoutViewport {
        let content = list.layout.contentSize.width
        let width = Int.random(in: 0..<15, using: &rng) == 0 ? 0 : gridLength(&rng, upTo: 900)
        let height = Int.random(in: 0..<15, using: &rng) == 0 ? 0 : gridLength(&rng, upTo: 900)
        let x: Double
        switch Int.random(in: 0..<6, using: &rng) {
        case 0 where !frames.isEmpty:  // the viewport's left edge on an item's edge
            let frame = frames.randomElement(using: &rng)!.1
            x = Bool.random(using: &rng) ? frame.minX : frame.maxX
        case 1 where !frames.isEmpty:  // its right edge on an item's edge
            let frame = frames.randomElement(using: &rng)!.1
            x = (Bool.random(using: &rng) ? frame.minX : frame.maxX) - width
        case 2: x = Double(Int.random(in: -64_000...64_000, using: &rng)) / 64 - width  // around the start
        case 3: x = content + Double(Int.random(in: -64_000...64_000, using: &rng)) / 64  // around the end
        default: x = Double(Int.random(in: -6_400...Int(content * 64) + 6_400, using: &rng)) / 64
        }
        let h = list.itemSize.height
        let y: Double
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: y = h  // just below the row: it only touches
        case 1: y = -height  // just above the row: it only touches
        case 2: y = Double(Int.random(in: -Int(height + h) * 64...Int(height + h) * 64, using: &rng)) / 64
        default: y = 0
        }
        let inset = EdgeInsets(
            top: gridLength(&rng, upTo: 50), left: gridLength(&rng, upTo: 50),
            bottom: gridLength(&rng, upTo: 50), right: gridLength(&rng, upTo: 50))
        return LayoutViewport(origin: Point(x: x, y: y), size: Size(width: width, height: height), contentInset: inset)
    }

    @Test(arguments: 0..<8)
    func itemsInViewMatchOracle(seedBlock: Int) {
        var rng = SplitMix64(seed: UInt64(seedBlock) &* 104_729 &+ 3)
        for _ in 0..<250 {
            let list = Self.randomList(&rng)
            let layout = list.layout
            let frames = list.frames
            let context = "counts \(list.counts), item \(list.itemSize), spacing \(list.spacing)"
            #expect(layout.contentSize == Size(width: frames.last?.1.maxX ?? 0, height: list.itemSize.height), "\(context)")
            #expect(layout.numberOfItems == frames.count)
            for _ in 0..<12 {
                let viewport = Self.randomViewport(list, frames: frames, &rng)
                let expected = frames.filter { $0.1.intersects(viewport.rect) }.map { LayoutAttributes(element: .cell($0.0), frame: $0.1) }
                let actual = layout.layoutAttributesForElements(in: viewport)
                #expect(actual == expected, "\(context), viewport \(viewport.rect)")
                #expect(layout.numberOfElements(in: viewport) == expected.count, "\(context), viewport \(viewport.rect)")
                if actual != expected { return }

                let inset = viewport.contentInset
                let low = -inset.left
                let high = max(low, layout.contentSize.width + inset.right - viewport.size.width)
                #expect(layout.offsetRange(in: viewport) == low...high)

                // Hit tests, with points often on an item's edge, in a gap or off the row.
                for _ in 0..<4 {
                    let px: Double, py: Double
                    if let frame = frames.randomElement(using: &rng)?.1, Bool.random(using: &rng) {
                        px = [frame.minX, frame.maxX, frame.midX, frame.maxX + list.spacing / 2].randomElement(using: &rng)!
                    } else {
                        px = Double(Int.random(in: -640...Int(layout.contentSize.width * 64) + 640, using: &rng)) / 64
                    }
                    py = [0, list.itemSize.height, list.itemSize.height / 2, -0.015625,
                          Double(Int.random(in: -64...Int(list.itemSize.height * 64) + 64, using: &rng)) / 64].randomElement(using: &rng)!
                    let point = Point(x: px, y: py)
                    let hit = frames.last { $0.1.contains(point) }.map { LayoutElement.cell($0.0) }
                    #expect(layout.cell(at: point, in: viewport) == hit, "\(context), point \(point)")
                }
            }
            // Every frame the layout reports is the oracle's, and nothing else has one; the
            // global index (counting across sections) maps both ways to the oracle's index path.
            for (global, (indexPath, frame)) in frames.enumerated() {
                #expect(layout.indexPath(forGlobalIndex: global) == indexPath, "\(context)")
                #expect(layout.globalIndex(of: indexPath) == global, "\(context)")
                #expect(layout.layoutAttributes(for: .cell(indexPath), in: LayoutViewport(size: Size(width: 390, height: 844)))
                        == LayoutAttributes(element: .cell(indexPath), frame: frame))
            }
            let anyViewport = LayoutViewport(size: Size(width: 390, height: 844))
            var missing: [LayoutElement] = [
                .cell(LayoutIndexPath(row: 0, section: -1)), .cell(LayoutIndexPath(row: 0, section: list.counts.count)),
                .cell(LayoutIndexPath(row: -1, section: 0)), .header(0), .footer(0),
            ]
            for (section, count) in list.counts.enumerated() {
                missing.append(.cell(LayoutIndexPath(row: count, section: section)))
                if count > 0 {
                    missing.append(.cell(LayoutIndexPath(row: 0, section: section), lap: 1))
                    missing.append(.cell(LayoutIndexPath(row: count - 1, section: section), lap: -1))
                }
            }
            for element in missing {
                #expect(layout.layoutAttributes(for: element, in: anyViewport) == nil, "\(context), \(element)")
            }
        }
    }
}

/// Edge cases written out by hand, with the numbers worked out in the comments.
@Suite struct HorizontalLayoutEdgeTests {
    static func viewport(x: Double, y: Double = 0, width: Double, height: Double = 100) -> LayoutViewport {
        LayoutViewport(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    static func rows(_ layout: HorizontalLayout, _ viewport: LayoutViewport) -> [Int] {
        layout.layoutAttributesForElements(in: viewport).map(\.element.indexPath.row)
    }

    @Test func anOffsetOnAnItemEdgeShowsNoExtraItem() {
        let layout = HorizontalLayout(itemSize: Size(width: 100, height: 100), numberOfItems: 20)
        // [200, 500): item 1 ends at 200 and item 5 starts at 500; both only touch.
        #expect(Self.rows(layout, Self.viewport(x: 200, width: 300)) == [2, 3, 4])
        #expect(layout.numberOfElements(in: Self.viewport(x: 200, width: 300)) == 3)
        // [250, 550): half of item 2, items 3 and 4, half of item 5.
        #expect(Self.rows(layout, Self.viewport(x: 250, width: 300)) == [2, 3, 4, 5])
        #expect(layout.numberOfElements(in: Self.viewport(x: 250, width: 300)) == 4)
        // [199.984375, 499.984375): 1/64 pt of item 1 comes into view at the left, item 5 not yet.
        #expect(Self.rows(layout, Self.viewport(x: 199.984375, width: 300)) == [1, 2, 3, 4])
        let frames = layout.layoutAttributesForElements(in: Self.viewport(x: 200, width: 300)).map(\.frame)
        #expect(frames == [200, 300, 400].map { Rect(x: $0, y: 0, width: 100, height: 100) })
    }

    @Test func negativeOffsetsShowItemsFromZero() {
        let layout = HorizontalLayout(itemSize: Size(width: 100, height: 100), numberOfItems: 20)
        // [-150, 150): items 0 and 1. The seed's computeVisibleRange truncates -1.5 to -1,
        // clamps the start to 0 but keeps the length ceil((300 - 50) / 100) = 3: one too many.
        #expect(Self.rows(layout, Self.viewport(x: -150, width: 300)) == [0, 1])
        #expect(Self.rows(layout, Self.viewport(x: -100, width: 300)) == [0, 1])
        #expect(Self.rows(layout, Self.viewport(x: -50, width: 300)) == [0, 1, 2])
        #expect(Self.rows(layout, Self.viewport(x: -300, width: 300)).isEmpty)  // touches item 0's left edge
        #expect(Self.rows(layout, Self.viewport(x: -300.015625, width: 300.03125)) == [0])
        #expect(Self.rows(layout, Self.viewport(x: -1e12, width: 300)).isEmpty)
        #expect(layout.numberOfElements(in: Self.viewport(x: -1e12, width: 300)) == 0)
    }

    @Test func offsetsPastTheEndShowNothing() {
        let layout = HorizontalLayout(itemSize: Size(width: 100, height: 100), numberOfItems: 10)
        #expect(Self.rows(layout, Self.viewport(x: 900, width: 300)) == [9])
        #expect(Self.rows(layout, Self.viewport(x: 999.984375, width: 300)) == [9])
        #expect(Self.rows(layout, Self.viewport(x: 1_000, width: 300)).isEmpty)  // touches item 9's right edge
        #expect(Self.rows(layout, Self.viewport(x: 1e300, width: 300)).isEmpty)
        #expect(layout.numberOfElements(in: Self.viewport(x: 1_000, width: 300)) == 0)
        // A viewport wider than everything shows every item.
        #expect(Self.rows(layout, Self.viewport(x: -500, width: 2_000)) == Array(0..<10))
    }

    @Test func aViewportOffTheRowShowsNothing() {
        let layout = HorizontalLayout(itemSize: Size(width: 100, height: 50), numberOfItems: 10)
        #expect(Self.rows(layout, Self.viewport(x: 0, y: 50, width: 300)).isEmpty)  // touches the row's bottom
        #expect(Self.rows(layout, Self.viewport(x: 0, y: 49.984375, width: 300)) == [0, 1, 2])
        #expect(Self.rows(layout, Self.viewport(x: 0, y: -100, width: 300, height: 100)).isEmpty)  // touches its top
        #expect(Self.rows(layout, Self.viewport(x: 0, y: -99.984375, width: 300, height: 100)) == [0, 1, 2])
        #expect(layout.numberOfElements(in: Self.viewport(x: 0, y: 50, width: 300)) == 0)
        #expect(layout.cell(at: Point(x: 10, y: 50), in: Self.viewport(x: 0, width: 300)) == nil)
        #expect(layout.cell(at: Point(x: 10, y: -0.015625), in: Self.viewport(x: 0, width: 300)) == nil)
        #expect(layout.cell(at: Point(x: 10, y: 0), in: Self.viewport(x: 0, width: 300)) == .cell(LayoutIndexPath(row: 0)))
    }

    @Test func anEmptyViewportShowsNothing() {
        let layout = HorizontalLayout(itemSize: Size(width: 100, height: 100), numberOfItems: 10)
        #expect(Self.rows(layout, Self.viewport(x: 150, width: 0)).isEmpty)  // inside item 1, but empty
        #expect(Self.rows(layout, Self.viewport(x: 150, width: 300, height: 0)).isEmpty)
        #expect(layout.numberOfElements(in: Self.viewport(x: 150, width: 0)) == 0)
        // A viewport that is not finite intersects nothing (Rect.intersects compares with NaN).
        #expect(Self.rows(layout, Self.viewport(x: -.infinity, width: .infinity)).isEmpty)
        #expect(Self.rows(layout, Self.viewport(x: .nan, width: 300)).isEmpty)
        #expect(layout.numberOfElements(in: Self.viewport(x: .nan, width: 300)) == 0)
    }

    @Test func zeroItemsHaveNoContent() {
        for layout in [
            HorizontalLayout(itemSize: Size(width: 100, height: 80), numberOfItems: 0),
            HorizontalLayout(itemSize: Size(width: 100, height: 80), numberOfItems: [0, 0, 0], itemSpacing: 8),
            HorizontalLayout(itemSize: Size(width: 100, height: 80), numberOfItems: []),
        ] {
            #expect(layout.contentSize == Size(width: 0, height: 80))
            #expect(Self.rows(layout, Self.viewport(x: 0, width: 300)).isEmpty)
            #expect(layout.numberOfElements(in: Self.viewport(x: 0, width: 300)) == 0)
            #expect(layout.cell(at: Point(x: 0, y: 0), in: Self.viewport(x: 0, width: 300)) == nil)
            #expect(layout.offsetRange(in: LayoutViewport(size: Size(width: 300, height: 80), contentInset: EdgeInsets(left: 16, right: 16))) == -16 ... -16)
        }
    }

    @Test func itemsWithAnEmptySideAreNeverInView() {
        for size in [Size(width: 0, height: 100), Size(width: 100, height: 0)] {
            let layout = HorizontalLayout(itemSize: size, numberOfItems: 10, itemSpacing: 4)
            #expect(Self.rows(layout, Self.viewport(x: -10, width: 2_000)).isEmpty)
            #expect(layout.numberOfElements(in: Self.viewport(x: -10, width: 2_000)) == 0)
            #expect(layout.cell(at: Point(x: 0, y: 0), in: Self.viewport(x: 0, width: 300)) == nil)
            // They still have a place: the row is laid out, only nothing of it is visible.
            let frame = layout.layoutAttributes(for: .cell(LayoutIndexPath(row: 3)), in: Self.viewport(x: 0, width: 300))?.frame
            #expect(frame == Rect(origin: Point(x: 3 * (size.width + 4), y: 0), size: size))
        }
    }

    @Test func aViewportInsideAGapShowsNothing() {
        // Stride 120: item 0 is [0, 100), the gap [100, 120), item 1 [120, 220).
        let layout = HorizontalLayout(itemSize: Size(width: 100, height: 100), numberOfItems: 5, itemSpacing: 20)
        #expect(layout.contentSize == Size(width: 5 * 100 + 4 * 20, height: 100))
        #expect(Self.rows(layout, Self.viewport(x: 100, width: 20)).isEmpty)
        #expect(layout.numberOfElements(in: Self.viewport(x: 100, width: 20)) == 0)
        #expect(Self.rows(layout, Self.viewport(x: 100, width: 20.015625)) == [1])
        #expect(Self.rows(layout, Self.viewport(x: 99.984375, width: 20)) == [0])
        #expect(Self.rows(layout, Self.viewport(x: 100, width: 240)) == [1, 2])  // [100, 340) ends on item 2's edge
        #expect(Self.rows(layout, Self.viewport(x: 580, width: 100)).isEmpty)  // past the last item, [480, 580)
        let frames = layout.layoutAttributesForElements(in: Self.viewport(x: 0, width: 600)).map(\.frame.minX)
        #expect(frames == [0, 120, 240, 360, 480])
        let anywhere = Self.viewport(x: 0, width: 300)
        #expect(layout.cell(at: Point(x: 99.984375, y: 0), in: anywhere) == .cell(LayoutIndexPath(row: 0)))
        #expect(layout.cell(at: Point(x: 100, y: 0), in: anywhere) == nil)
        #expect(layout.cell(at: Point(x: 119.984375, y: 99), in: anywhere) == nil)
        #expect(layout.cell(at: Point(x: 120, y: 99.984375), in: anywhere) == .cell(LayoutIndexPath(row: 1)))
        #expect(layout.cell(at: Point(x: 580, y: 0), in: anywhere) == nil)
        #expect(layout.cell(at: Point(x: -0.015625, y: 0), in: anywhere) == nil)
        #expect(layout.cell(at: Point(x: .nan, y: 0), in: anywhere) == nil)
        #expect(layout.cell(at: Point(x: 1e300, y: 0), in: anywhere) == nil)
    }

    @Test func sectionsFollowEachOtherWithoutAGap() {
        // Items 10 wide: global 0–1 are section 0, 2–4 section 2, 5 section 5.
        let layout = HorizontalLayout(itemSize: Size(width: 10, height: 10), numberOfItems: [2, 0, 3, 0, 0, 1])
        let visible = layout.layoutAttributesForElements(in: Self.viewport(x: 15, width: 40))
        #expect(visible.map(\.element) == [
            .cell(LayoutIndexPath(row: 1, section: 0)), .cell(LayoutIndexPath(row: 0, section: 2)), .cell(LayoutIndexPath(row: 1, section: 2)),
            .cell(LayoutIndexPath(row: 2, section: 2)), .cell(LayoutIndexPath(row: 0, section: 5)),
        ])
        #expect(visible.map(\.frame.minX) == [10, 20, 30, 40, 50])
        #expect(layout.numberOfSections == 6)
        #expect(layout.numberOfItems == 6)
        #expect(layout.numberOfItems(inSection: 2) == 3)
        #expect((0..<6).map { layout.indexPath(forGlobalIndex: $0) } == [
            LayoutIndexPath(row: 0, section: 0), LayoutIndexPath(row: 1, section: 0), LayoutIndexPath(row: 0, section: 2),
            LayoutIndexPath(row: 1, section: 2), LayoutIndexPath(row: 2, section: 2), LayoutIndexPath(row: 0, section: 5),
        ])
        #expect(layout.globalIndex(of: LayoutIndexPath(row: 0, section: 5)) == 5)
        #expect(layout.globalIndex(of: LayoutIndexPath(row: 0, section: 1)) == nil)
        #expect(layout.cell(at: Point(x: 50, y: 0), in: Self.viewport(x: 0, width: 100)) == .cell(LayoutIndexPath(row: 0, section: 5)))
    }

    @Test func manyEmptySectionsAreSkippedBySearch() {
        // 200,000 empty sections between two items: the query finds both without walking them.
        let layout = HorizontalLayout(itemSize: Size(width: 10, height: 10), numberOfItems: [1] + Array(repeating: 0, count: 200_000) + [1])
        let visible = layout.layoutAttributesForElements(in: Self.viewport(x: 0, width: 20))
        #expect(visible.map(\.element) == [.cell(LayoutIndexPath(row: 0, section: 0)), .cell(LayoutIndexPath(row: 0, section: 200_001))])
        #expect(layout.indexPath(forGlobalIndex: 1) == LayoutIndexPath(row: 0, section: 200_001))
    }

    @Test func offsetRangeUsesTheLeftAndRightInsets() {
        let layout = HorizontalLayout(itemSize: Size(width: 100, height: 100), numberOfItems: 10)
        let insets = EdgeInsets(top: 1_000, left: 16, bottom: 1_000, right: 24)
        #expect(layout.scrollAxis == .horizontal)
        #expect(!layout.wraps)
        // Content 1000 wide, viewport 300: [-16, 1000 + 24 - 300]; top and bottom do not count.
        #expect(layout.offsetRange(in: LayoutViewport(size: Size(width: 300, height: 50), contentInset: insets)) == -16...724)
        #expect(layout.offsetRange(in: LayoutViewport(size: Size(width: 1_100, height: 50), contentInset: insets)) == -16...(-16))
        #expect(layout.offsetRange(in: LayoutViewport(size: Size(width: 300, height: 50))) == 0...700)
    }

    @Test func onlyCellsOfLapZeroThatExistHaveAPlace() {
        let layout = HorizontalLayout(itemSize: Size(width: 50, height: 50), numberOfItems: [3, 0, 2], itemSpacing: 2)
        let viewport = Self.viewport(x: 0, width: 300)
        #expect(layout.layoutAttributes(for: .cell(LayoutIndexPath(row: 1, section: 2)), in: viewport)?.frame == Rect(x: 208, y: 0, width: 50, height: 50))
        for element: LayoutElement in [
            .cell(LayoutIndexPath(row: 3, section: 0)), .cell(LayoutIndexPath(row: 0, section: 1)), .cell(LayoutIndexPath(row: 2, section: 2)),
            .cell(LayoutIndexPath(row: 0, section: 3)), .cell(LayoutIndexPath(row: -1, section: 0)), .cell(LayoutIndexPath(row: 0, section: -1)),
            .cell(LayoutIndexPath(row: 0, section: 0), lap: 1), .cell(LayoutIndexPath(row: 0, section: 0), lap: -1), .header(0), .footer(2),
        ] {
            #expect(layout.layoutAttributes(for: element, in: viewport) == nil, "\(element)")
        }
    }

    @Test func validationExplainsWhatIsWrong() {
        let size = Size(width: 100, height: 100)
        #expect(HorizontalLayout.validate(itemSize: size, numberOfItems: [0, 3], itemSpacing: 0) == nil)
        #expect(HorizontalLayout.validate(itemSize: size, numberOfItems: [3, -1], itemSpacing: 0) == "section 1 cannot have -1 items")
        #expect(HorizontalLayout.validate(itemSize: size, numberOfItems: [3], itemSpacing: -1)
                == "the item spacing must be finite and not negative, got -1.0")
        #expect(HorizontalLayout.validate(itemSize: Size(width: .nan, height: 1), numberOfItems: [3], itemSpacing: 0)
                == "an item's width and height must be finite and not negative, got nan × 1.0")
        #expect(HorizontalLayout.validate(itemSize: Size(width: 1, height: -2), numberOfItems: [3], itemSpacing: 0)
                == "an item's width and height must be finite and not negative, got 1.0 × -2.0")
        #expect(HorizontalLayout.validate(itemSize: size, numberOfItems: [Int.max, 1], itemSpacing: 0)
                == "the sections hold more than \(Int.max) items together")
    }

    @Test func aBillionItemsNeedNoPerItemMemory() {
        let layout = HorizontalLayout(itemSize: Size(width: 44, height: 44), numberOfItems: [400_000_000, 600_000_000], itemSpacing: 0.5)
        #expect(layout.numberOfItems == 1_000_000_000)
        #expect(layout.contentSize == Size(width: 999_999_999 * 44.5 + 44, height: 44))
        // 10 pt into global item 987,654,321 (section 1, row 587,654,321); 390 + 10 = 400 pt
        // of 44.5-pt strides reach into a tenth item: 400 / 44.5 = 8.99, so rows k…k+8 whole or
        // part, and item k+9 starts at 9 · 44.5 = 400.5 > 400, out of view.
        let x = 44.5 * 987_654_321 + 10
        let viewport = Self.viewport(x: x, width: 390)
        let visible = layout.layoutAttributesForElements(in: viewport)
        #expect(visible.map(\.element.indexPath) == (0..<9).map { LayoutIndexPath(row: 587_654_321 + $0, section: 1) })
        #expect(visible.first?.frame == Rect(x: 44.5 * 987_654_321, y: 0, width: 44, height: 44))
        #expect(layout.numberOfElements(in: viewport) == 9)
        #expect(layout.cell(at: Point(x: x, y: 0), in: viewport) == .cell(LayoutIndexPath(row: 587_654_321, section: 1)))
        // The last offset shows the last items.
        let end = layout.offsetRange(in: Self.viewport(x: 0, width: 390)).upperBound
        #expect(Self.rows(layout, Self.viewport(x: end, width: 390)).last == 599_999_999)
    }
}

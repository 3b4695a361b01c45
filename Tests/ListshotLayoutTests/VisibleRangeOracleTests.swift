import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import Testing

/// The engine against a brute-force oracle: walk every row, keep those whose frame
/// intersects the half-open window [offset, offset + height).
@Suite struct VisibleRangeOracleTests {
    struct RandomTable {
        var sections: [(header: Double, rows: [Double], footer: Double)]

        var layout: TableLayout {
            TableLayout(width: 390, sections: sections.map {
                SectionMetrics(headerHeight: $0.header, rows: RowOffsets(heights: $0.rows), footerHeight: $0.footer)
            })
        }

        /// Every row's frame computed the slow way, in table order.
        var frames: [(LayoutIndexPath, top: Double, bottom: Double)] {
            var result: [(LayoutIndexPath, Double, Double)] = []
            var sectionTop = 0.0
            for (s, section) in sections.enumerated() {
                let rowsTop = sectionTop + section.header
                var offset = 0.0
                for (r, h) in section.rows.enumerated() {
                    let top = rowsTop + offset
                    result.append((LayoutIndexPath(row: r, section: s), top, top + h))
                    offset += h
                }
                sectionTop += section.header + offset + section.footer
            }
            return result
        }
    }

    /// Heights on a 1/64-point grid (FreeType's 26.6 metrics are on it), where every sum
    /// is exact, so the oracle and the engine must agree to the last bit.
    static func randomHeight(_ rng: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return 0  // zero-height rows are never visible, wherever they lie
        case 1...5: return Double(Int.random(in: 1...120, using: &rng))  // whole points
        case 6...8: return Double(Int.random(in: 1...480, using: &rng)) / 4  // quarter points
        default: return Double(Int.random(in: 1...12_800, using: &rng)) / 64  // 26.6 fixed point
        }
    }

    static func randomTable(_ rng: inout SplitMix64) -> RandomTable {
        let sectionCount = Int.random(in: 0...4, using: &rng)
        var sections: [(Double, [Double], Double)] = []
        for _ in 0..<sectionCount {
            let rowCount = Int.random(in: 0...60, using: &rng)
            let header = Bool.random(using: &rng) ? Double(Int.random(in: 0...40, using: &rng)) : 0
            let footer = Bool.random(using: &rng) ? Double(Int.random(in: 0...30, using: &rng)) : 0
            sections.append((header, (0..<rowCount).map { _ in randomHeight(&rng) }, footer))
        }
        return RandomTable(sections: sections)
    }

    @Test(arguments: 0..<8)
    func visibleRowsMatchOracle(seedBlock: Int) {
        var rng = SplitMix64(seed: UInt64(seedBlock) &* 7919 &+ 1)
        for _ in 0..<250 {
            let table = Self.randomTable(&rng)
            let layout = table.layout
            let frames = table.frames
            let content = layout.contentSize.height
            for _ in 0..<12 {
                let viewport = Double(Int.random(in: 1...900, using: &rng)) / (Bool.random(using: &rng) ? 1 : 2)
                let offset: Double
                switch Int.random(in: 0..<4, using: &rng) {
                case 0 where !frames.isEmpty:  // exactly on a row edge: the touching cases
                    let f = frames.randomElement(using: &rng)!
                    offset = Bool.random(using: &rng) ? f.top : f.bottom
                case 1: offset = Double(Int.random(in: -6_400...Int(content * 64) + 6_400, using: &rng)) / 64
                default: offset = Double(Int.random(in: -50...Int(content) + 50, using: &rng)) / 2
                }
                let expected = frames.filter { $0.bottom > $0.top && $0.top < offset + viewport && $0.bottom > offset }.map(\.0)
                let actual = layout.indexPathsForRows(intersecting: offset, offset + viewport)
                #expect(actual == expected, "offset \(offset), viewport \(viewport), sections \(table.sections.map(\.rows.count))")
                if actual != expected { return }
            }
            // Every frame the layout reports is the oracle's frame.
            for (indexPath, top, bottom) in frames {
                let rect = layout.rectForRow(at: indexPath)
                #expect(rect.minY == top && rect.maxY == bottom)
            }
        }
    }

    @Test func rowTouchingAnEdgeIsNotVisible() {
        let layout = TableLayout(width: 100, rows: RowOffsets(count: 25, height: 40))
        // [40, 80) shows exactly row 1: row 0 ends at 40 and row 2 starts at 80.
        #expect(layout.indexPathsForRows(intersecting: 40, 80) == [LayoutIndexPath(row: 1)])
        // Seed 000's formula asks for one row too many here; the half-open contract does not.
        #expect(layout.indexPathsForRows(intersecting: 0, 840).count == 21)
        #expect(layout.indexPathsForRows(intersecting: 1, 841).count == 22)
    }

    @Test func contentSizeIsTheSumOfTheHeights() {
        let layout = TableLayout(width: 390, rows: RowOffsets(heights: [40, 33.5, 10, 0, 7]))
        #expect(layout.contentSize == Size(width: 390, height: 90.5))
        #expect(layout.offsetRange(viewportHeight: 50) == 0...40.5)
        #expect(layout.offsetRange(viewportHeight: 844) == 0...0)
    }

    @Test func rowAtPointFollowsTheHalfOpenFrames() {
        let layout = TableLayout(width: 390, rows: RowOffsets(heights: [40, 0, 40]))
        #expect(layout.indexPathForRow(atY: 0) == LayoutIndexPath(row: 0))
        #expect(layout.indexPathForRow(atY: 39.99) == LayoutIndexPath(row: 0))
        #expect(layout.indexPathForRow(atY: 40) == LayoutIndexPath(row: 2))  // the zero-height row is never hit
        #expect(layout.indexPathForRow(atY: 80) == nil)
        #expect(layout.indexPathForRow(atY: -1) == nil)
    }

    @Test func aBillionUniformRowsNeedNoPerRowMemory() {
        let layout = TableLayout(width: 390, rows: RowOffsets(count: 1_000_000_000, height: 44))
        let offset = 44.0 * 987_654_321 + 10
        let visible = layout.indexPathsForRows(intersecting: offset, offset + 844)
        #expect(visible.first == LayoutIndexPath(row: 987_654_321))
        #expect(visible.count == 20)  // 844 / 44 = 19.2, starting 10 pt into a row: 20 rows
    }
}

/// Issue 7, item 12: a zero-height row's frame is empty, and an empty frame intersects
/// nothing, whether it lies on the window's edge or strictly inside it.
@Suite struct ZeroHeightRowTests {
    @Test func aZeroHeightRowIsNeverVisible() {
        let layout = TableLayout(width: 390, rows: RowOffsets(heights: [0, 28, 0, 16]))
        #expect(layout.indexPathsForRows(intersecting: 0, 844) == [LayoutIndexPath(row: 1), LayoutIndexPath(row: 3)])
        #expect(layout.indexPathsForRows(intersecting: 28, 29) == [LayoutIndexPath(row: 3)])
    }

    @Test func anEmptyRectIntersectsNothing() {
        let window = Rect(x: 0, y: 0, width: 390, height: 844)
        #expect(!Rect(x: 0, y: 28, width: 390, height: 0).intersects(window))
        #expect(!Rect(x: 0, y: 0, width: 390, height: 0).intersects(window))
        #expect(!window.intersects(Rect(x: 10, y: 10, width: 0, height: 5)))
        #expect(Rect(x: 0, y: 28, width: 390, height: 1).intersects(window))
    }

    @Test func uniformZeroHeightRowsShowNothingAndCostNothing() {
        let layout = TableLayout(width: 390, sections: [SectionMetrics(headerHeight: 38, rows: RowOffsets(count: 1_000_000_000, height: 0))])
        #expect(layout.indexPathsForRows(intersecting: 0, 844).isEmpty)
        #expect(layout.numberOfItems(intersecting: 0, 844) == 1)  // the section, for its header
    }

    @Test func itemsInAWindowAreCountedWithoutVisitingRows() {
        let layout = TableLayout(width: 390, sections: [
            SectionMetrics(headerHeight: 10, rows: RowOffsets(count: 16_000, height: 0.0625)),
            SectionMetrics(rows: RowOffsets(count: 10, height: 44)),
        ])
        // Section 0 spans [0, 1010): its header, then 1/16-pt rows from y = 10; 834 pt of them
        // lie in [0, 844). Section 1 starts at 1010, outside the window.
        #expect(layout.numberOfItems(intersecting: 0, 844) == 1 + 834 * 16)
        // [1020, 1100) meets only section 1: rows [1010, 1054), [1054, 1098), [1098, 1142).
        #expect(layout.numberOfItems(intersecting: 1_020, 1_100) == 1 + 3)
    }
}

import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import Testing

/// Issue 8, item 1: plain-style footers stick to the bottom of the visible area as UIKit's
/// do, and a section's header and footer hold each other back so that they never cross.
@Suite struct StickyFooterTests {
    /// One section: a 28 pt header, 20 rows of 44 pt (880 pt) and a 30 pt footer, then a
    /// second section of the same shape. Section 0 spans [0, 938), section 1 [938, 1876).
    static func layout(_ style: TableStyle = .plain) -> TableLayout {
        let section = SectionMetrics(headerHeight: 28, rows: RowOffsets(count: 20, height: 44), footerHeight: 30)
        return TableLayout(width: 390, sections: [section, section], style: style)
    }

    static func viewport(_ offset: Double, height: Double = 400, insets: EdgeInsets = .zero) -> LayoutViewport {
        LayoutViewport(origin: Point(x: 0, y: offset), size: Size(width: 390, height: height), contentInset: insets)
    }

    static func footers(_ layout: TableLayout, _ viewport: LayoutViewport) -> [Int: Double] {
        Dictionary(uniqueKeysWithValues: layout.layoutAttributesForElements(in: viewport)
            .filter { $0.element.kind == .footer }.map { ($0.element.indexPath.section, $0.frame.minY) })
    }

    @Test func aFooterSticksToTheBottomWhileItsSectionRunsOnBelow() {
        let layout = Self.layout()
        // At the top, section 0 runs on far below the 400 pt viewport: its footer sits at 370.
        #expect(Self.footers(layout, Self.viewport(0)) == [0: 370])
        #expect(layout.rectForFooter(inSection: 0, in: Self.viewport(100)) == Rect(x: 0, y: 470, width: 390, height: 30))
        // Where the section ends on screen, the footer is at its own place, 908…938; section
        // 1's footer now sticks to the bottom, 1000 − 30.
        #expect(Self.footers(layout, Self.viewport(600)) == [0: 908, 1: 970])
        #expect(layout.rectForFooter(inSection: 0, in: Self.viewport(538)) == layout.rectForFooter(inSection: 0))
        // Scrolled past, it is gone.
        #expect(Self.footers(layout, Self.viewport(938))[0] == nil)
    }

    @Test func theBottomInsetRaisesTheStickyFooter() {
        let layout = Self.layout()
        let insets = EdgeInsets(top: 20, bottom: 50)
        #expect(layout.rectForFooter(inSection: 0, in: Self.viewport(0, insets: insets)).minY == 400 - 50 - 30)
        // The header sticks below the top inset, as before.
        #expect(layout.rectForHeader(inSection: 0, in: Self.viewport(100, insets: insets)).minY == 120)
    }

    @Test func aSectionComingInFromBelowBringsItsFooterUnderItsHeader() {
        let layout = Self.layout()
        // Section 1 starts at 938. With the viewport's bottom at 950, 12 pt of its header show;
        // its footer would stick at 920, above the section: it is held under the header, at
        // 938 + 28, out of view.
        #expect(layout.rectForFooter(inSection: 1, in: Self.viewport(550)).minY == 966)
        #expect(Self.footers(layout, Self.viewport(550))[1] == nil)
        // With 40 pt of section 1 on screen, the footer shows its top 12 pt under the header.
        #expect(Self.footers(layout, Self.viewport(578))[1] == 966)
        // With 100 pt on screen it sticks to the bottom: 938 + 100 − 30.
        #expect(Self.footers(layout, Self.viewport(638))[1] == 1008)
    }

    @Test func aSectionsFooterPushesItsHeaderUp() {
        let layout = Self.layout()
        // Section 0's footer starts at 908: its header, 28 pt, stops at 880 however far the
        // section scrolls up, so it never covers the footer.
        #expect(layout.rectForHeader(inSection: 0, in: Self.viewport(500)).minY == 500)
        #expect(layout.rectForHeader(inSection: 0, in: Self.viewport(880)).minY == 880)
        #expect(layout.rectForHeader(inSection: 0, in: Self.viewport(900)).minY == 880)
        #expect(layout.rectForHeader(inSection: 0, in: Self.viewport(900)).maxY == layout.rectForFooter(inSection: 0).minY)
    }

    @Test func groupedFootersScrollWithTheirRows() {
        let layout = Self.layout(.grouped)
        #expect(Self.footers(layout, Self.viewport(0)).isEmpty)
        #expect(Self.footers(layout, Self.viewport(600)) == [0: 908])
        #expect(layout.rectForFooter(inSection: 0, in: Self.viewport(0)) == layout.rectForFooter(inSection: 0))
        #expect(layout.rectForHeader(inSection: 0, in: Self.viewport(100)) == layout.rectForHeader(inSection: 0))
    }

    @Test func aStickyFooterCoversTheRowUnderIt() {
        let layout = Self.layout()
        let viewport = Self.viewport(0)
        // Content y 375 is row 7 (336…380), under the footer at 370…400; y 360 is above it.
        #expect(layout.cell(at: Point(x: 100, y: 375), in: viewport) == nil)
        #expect(layout.cell(at: Point(x: 100, y: 360), in: viewport) == .cell(LayoutIndexPath(row: 7)))
        #expect(layout.layoutAttributes(for: .footer(0), in: viewport)?.frame.minY == 370)
    }

    /// Random tables of both styles against the rule written out the slow way.
    @Test(arguments: 0..<4)
    func headersAndFootersMatchTheOracle(seedBlock: Int) {
        var rng = SplitMix64(seed: 0xF00_7E2 &+ UInt64(seedBlock))
        for _ in 0..<150 {
            let style: TableStyle = Bool.random(using: &rng) ? .plain : .grouped
            let sections = (0..<Int.random(in: 1...5, using: &rng)).map { _ in
                (header: Bool.random(using: &rng) ? Double(Int.random(in: 0...40, using: &rng)) : 0,
                 rows: (0..<Int.random(in: 0...12, using: &rng)).map { _ in Double(Int.random(in: 0...240, using: &rng)) / 4 },
                 footer: Bool.random(using: &rng) ? Double(Int.random(in: 0...40, using: &rng)) : 0)
            }
            let layout = TableLayout(width: 320, sections: sections.map {
                SectionMetrics(headerHeight: $0.header, rows: RowOffsets(heights: $0.rows), footerHeight: $0.footer)
            }, style: style)
            var tops = [0.0]
            for section in sections { tops.append(tops.last! + section.header + section.rows.reduce(0, +) + section.footer) }
            for _ in 0..<20 {
                let height = Double(Int.random(in: 20...600, using: &rng))
                let insets = EdgeInsets(top: Double(Int.random(in: 0...30, using: &rng)), bottom: Double(Int.random(in: 0...30, using: &rng)))
                let offset = Double(Int.random(in: -80...Int(tops.last!) * 2 + 40, using: &rng)) / 2
                let viewport = Self.viewport(offset, height: height, insets: insets)
                var headers: [Int: Double] = [:], footers: [Int: Double] = [:]
                for (s, section) in sections.enumerated() {
                    let top = tops[s], bottom = tops[s + 1]
                    var header = top, footer = bottom - section.footer
                    if style == .plain {
                        header = min(max(top, offset + insets.top), bottom - section.footer - section.header)
                        footer = max(min(bottom - section.footer, offset + height - insets.bottom - section.footer), top + section.header)
                    }
                    if section.header > 0, header < offset + height, header + section.header > offset { headers[s] = header }
                    if section.footer > 0, footer < offset + height, footer + section.footer > offset { footers[s] = footer }
                }
                let attributes = layout.layoutAttributesForElements(in: viewport)
                let actualHeaders = Dictionary(uniqueKeysWithValues: attributes.filter { $0.element.kind == .header }
                    .map { ($0.element.indexPath.section, $0.frame.minY) })
                #expect(actualHeaders == headers, "\(style) offset \(offset) height \(height) \(insets) \(sections)")
                #expect(Self.footers(layout, viewport) == footers, "\(style) offset \(offset) height \(height) \(insets) \(sections)")
                for (s, y) in footers {
                    #expect(layout.layoutAttributes(for: .footer(s), in: viewport)?.frame.minY == y)
                }
                if actualHeaders != headers || Self.footers(layout, viewport) != footers { return }
            }
        }
    }
}

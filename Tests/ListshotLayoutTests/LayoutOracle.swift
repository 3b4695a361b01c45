import ListshotGeometry
import ListshotLayout
import ListshotLayoutTesting
import ListshotTestSupport

/// Brute-force oracles for the four layouts, written from the rules in their documentation
/// (issue 8) and nothing else: each enumerates every item and works out its frame by walking
/// the content from the start; the conformance suite (`LayoutConformance`) decides
/// visibility with its own half-open test. None calls a layout's helpers.
///
/// Every length is on the 1/64-point grid, where each sum and product the oracle and the
/// layouts make is exact, so frames must agree to the last bit.
protocol LayoutOracle: CustomStringConvertible {
    /// The layout under test, built from the same numbers.
    var layout: any ListLayout { get }
    var axis: ScrollAxis { get }
    /// Whether offsets are unbounded (the infinite wheel).
    var wraps: Bool { get }
    /// The length of the content along the axis (one lap for a wheel).
    var contentLength: Double { get }
    /// Every element that has a place with the viewport in this state, with its frame.
    func places(in viewport: LayoutViewport) -> [LayoutAttributes]
    /// Elements that must have no place: outside the data, a lap other than 0 where
    /// nothing wraps, a header where there are none.
    var nonElements: [LayoutElement] { get }
    /// The viewport's usual size across the axis: the table's width, the row's height, the
    /// grid's cross extent.
    var naturalCrossLength: Double { get }
}

/// Random lengths on the 1/64-point grid.
extension SplitMix64 {
    /// Whole points, quarter points or 64ths, in `0 < x ≤ maximum`.
    mutating func gridLength(upTo maximum: Int) -> Double { LayoutSampling.gridLength(upTo: maximum, using: &self) }

    /// A 64th of a point in `lo ... hi`.
    mutating func grid64(_ lo: Double, _ hi: Double) -> Double { LayoutSampling.grid64(lo, hi, using: &self) }

    mutating func oneIn(_ n: Int) -> Bool { LayoutSampling.oneIn(n, using: &self) }
}

/// `a / b` rounded toward −∞.
func floorDiv(_ a: Int, _ b: Int) -> Int {
    let (q, r) = a.quotientAndRemainder(dividingBy: b)
    return r != 0 && (r < 0) != (b < 0) ? q - 1 : q
}

// MARK: Table

/// `TableLayout`: sections stacked from y = 0, each its header, its rows one after another,
/// its footer; rows span `[0, width)`. In a plain table the header and footer stick, each
/// stopped by where the other is when it does not stick (`footerTop = sectionBottom −
/// footerHeight`): header `y = min(max(sectionTop, visibleTop), footerTop − headerHeight)`,
/// footer `y = max(min(footerTop, visibleBottom − footerHeight), sectionTop + headerHeight)`,
/// the visible part being the viewport less its insets. In the inset grouped style every row,
/// header and footer spans `[m, width − m)` instead, `m` the layout margin: 16 pt, 20 pt from
/// a width of 600 pt, at most half the width.
struct TableOracle: LayoutOracle {
    enum Storage: String { case given, estimated }
    var width: Double
    var style: TableStyle
    var sections: [(header: Double, rows: [Double], footer: Double)]
    /// How the layout is told the heights: all up front, or as an estimate then measured.
    var storage: Storage
    var estimate: Double

    var axis: ScrollAxis { .vertical }
    var wraps: Bool { false }
    var naturalCrossLength: Double { width }

    /// The margin on each side of rows, headers and footers.
    var margin: Double {
        guard style == .insetGrouped, width > 0 else { return 0 }
        return min(width >= 600 ? 20 : 16, width / 2)
    }

    var layout: any ListLayout {
        var table = TableLayout(width: width, sections: sections.map { section in
            let rows = storage == .given
                ? RowOffsets(heights: section.rows)
                : RowOffsets(count: section.rows.count, estimatedHeight: estimate)
            return SectionMetrics(headerHeight: section.header, rows: rows, footerHeight: section.footer)
        }, style: style)
        if storage == .estimated {
            for (s, section) in sections.enumerated() {
                for (r, h) in section.rows.enumerated() where h != estimate {
                    table.setHeight(h, forRowAt: LayoutIndexPath(row: r, section: s))
                }
            }
        }
        return table
    }

    var contentLength: Double {
        sections.reduce(0.0) { total, s in s.rows.reduce(total + s.header, +) + s.footer }
    }

    func places(in viewport: LayoutViewport) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        var sectionTop = 0.0
        for (s, section) in sections.enumerated() {
            var y = sectionTop + section.header
            for (r, h) in section.rows.enumerated() {
                result.append(LayoutAttributes(
                    element: .cell(LayoutIndexPath(row: r, section: s)), frame: Rect(x: margin, y: y, width: width - 2 * margin, height: h)))
                y += h
            }
            let sectionBottom = y + section.footer
            let footerTop = y  // where the footer is when it does not stick
            let visibleTop = viewport.origin.y + viewport.contentInset.top
            let visibleBottom = viewport.origin.y + viewport.size.height - viewport.contentInset.bottom
            let headerY = style == .plain ? min(max(sectionTop, visibleTop), footerTop - section.header) : sectionTop
            let footerY = style == .plain
                ? max(min(footerTop, visibleBottom - section.footer), sectionTop + section.header) : footerTop
            result.append(LayoutAttributes(
                element: .header(s), frame: Rect(x: margin, y: headerY, width: width - 2 * margin, height: section.header)))
            result.append(LayoutAttributes(
                element: .footer(s), frame: Rect(x: margin, y: footerY, width: width - 2 * margin, height: section.footer)))
            sectionTop = sectionBottom
        }
        return result
    }

    var nonElements: [LayoutElement] {
        let n = sections.count
        var result: [LayoutElement] = [.header(n), .footer(n), .cell(LayoutIndexPath(row: 0, section: n)), .cell(LayoutIndexPath(row: 0, section: -1))]
        for (s, section) in sections.enumerated() {
            result.append(.cell(LayoutIndexPath(row: section.rows.count, section: s)))
            result.append(.cell(LayoutIndexPath(row: -1, section: s)))
            if !section.rows.isEmpty { result.append(.cell(LayoutIndexPath(row: 0, section: s), lap: 1)) }
        }
        return result
    }

    static func random(style: TableStyle, _ rng: inout SplitMix64) -> TableOracle {
        func height(_ rng: inout SplitMix64) -> Double { rng.oneIn(8) ? 0 : rng.gridLength(upTo: 120) }
        let sections = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
            let count = rng.oneIn(5) ? 0 : Int.random(in: 1...40, using: &rng)
            // Uniform sections now and then: every row edge is then a multiple of the height.
            let uniform = rng.oneIn(3) ? height(&rng) : nil
            return (header: rng.oneIn(3) ? 0 : rng.gridLength(upTo: 40),
                    rows: (0..<count).map { _ in uniform ?? height(&rng) },
                    footer: rng.oneIn(2) ? 0 : rng.gridLength(upTo: 30))
        }
        // Inset grouped tables are also tried on regular widths (20 pt margins) and on
        // widths under two margins (empty rows); the other styles draw as they always did.
        var width = 0.0
        if !rng.oneIn(30) {
            if style == .insetGrouped && rng.oneIn(3) {
                width = Bool.random(using: &rng) ? 599 + rng.gridLength(upTo: 500) : rng.gridLength(upTo: 40)
            } else {
                width = rng.gridLength(upTo: 500)
            }
        }
        return TableOracle(
            width: width, style: style, sections: sections,
            storage: Bool.random(using: &rng) ? .given : .estimated, estimate: rng.gridLength(upTo: 60))
    }

    var description: String {
        "table \(style) width \(width) \(storage) estimate \(estimate) sections "
            + sections.map { "(\($0.header) | \($0.rows.map { "\($0)" }.joined(separator: ",")) | \($0.footer))" }.joined(separator: " ")
    }
}

// MARK: Horizontal

/// `HorizontalLayout`: item k, counting across sections, at `x = k · (width + spacing)`,
/// `y = 0`, of the item size.
struct HorizontalOracle: LayoutOracle {
    var itemSize: Size
    var spacing: Double
    var counts: [Int]

    var axis: ScrollAxis { .horizontal }
    var wraps: Bool { false }
    var naturalCrossLength: Double { itemSize.height }
    var layout: any ListLayout { HorizontalLayout(itemSize: itemSize, numberOfItems: counts, itemSpacing: spacing) }

    var contentLength: Double {
        let n = counts.reduce(0, +)
        return n == 0 ? 0 : Double(n) * itemSize.width + Double(n - 1) * spacing
    }

    func places(in viewport: LayoutViewport) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        var k = 0
        for (s, count) in counts.enumerated() {
            for r in 0..<count {
                let x = Double(k) * (itemSize.width + spacing)
                result.append(LayoutAttributes(element: .cell(LayoutIndexPath(row: r, section: s)), frame: Rect(origin: Point(x: x, y: 0), size: itemSize)))
                k += 1
            }
        }
        return result
    }

    var nonElements: [LayoutElement] {
        var result: [LayoutElement] = [.header(0), .footer(0), .cell(LayoutIndexPath(row: 0, section: counts.count))]
        for (s, count) in counts.enumerated() {
            result += [.cell(LayoutIndexPath(row: count, section: s)), .cell(LayoutIndexPath(row: -1, section: s)), .cell(LayoutIndexPath(row: 0, section: s), lap: -1)]
        }
        return result
    }

    static func random(_ rng: inout SplitMix64) -> HorizontalOracle {
        let counts = (0..<Int.random(in: 0...4, using: &rng)).map { _ in rng.oneIn(4) ? 0 : Int.random(in: 1...60, using: &rng) }
        let width = rng.oneIn(25) ? 0 : rng.gridLength(upTo: 200)
        let height = rng.oneIn(25) ? 0 : rng.gridLength(upTo: 300)
        return HorizontalOracle(
            itemSize: Size(width: width, height: height), spacing: Bool.random(using: &rng) ? 0 : rng.gridLength(upTo: 40), counts: counts)
    }

    var description: String { "horizontal item \(itemSize) spacing \(spacing) counts \(counts)" }
}

// MARK: Wheel

/// `WheelLayout`: unwrapped item u spans `[u·h, u·h + h)`; with
/// `d = (u·h + h/2) − (oy + H/2)` it has a frame only when |d| ≤ R, at
/// `x = ox ± (t + k·√(R² − d²))` (+ on the left, − mirrored on the right), width W.
/// An infinite wheel's item u shows row `u mod n` in lap `⌊u / n⌋`.
struct WheelOracle: LayoutOracle {
    var count: Int
    var rowHeight: Double
    var radius: Double
    var ratio: Double
    var translation: Double
    var side: WheelLayout.Side
    var infinite: Bool

    var axis: ScrollAxis { .vertical }
    var wraps: Bool { infinite }
    var naturalCrossLength: Double { 390 }
    var contentLength: Double { Double(count) * rowHeight }

    var layout: any ListLayout {
        WheelLayout(count: count, rowHeight: rowHeight, radius: radius, ratio: ratio, translation: translation, side: side, infinite: infinite)
    }

    static let limit = 1 << 53

    /// Every unwrapped item that can have a frame in this viewport: all of a finite wheel's,
    /// and for an infinite one every u whose middle can be within R of the viewport's.
    func candidates(in viewport: LayoutViewport) -> ClosedRange<Int> {
        guard infinite else { return 0...(count - 1) }
        let middle = viewport.origin.y + viewport.size.height / 2
        let lo = max(Int(((middle - radius) / rowHeight).rounded(.down)) - 2, -Self.limit)
        let hi = min(Int(((middle + radius) / rowHeight).rounded(.up)) + 2, Self.limit - 1)
        return lo...hi
    }

    func element(_ u: Int) -> LayoutElement {
        guard infinite else { return .cell(LayoutIndexPath(row: u)) }
        let lap = floorDiv(u, count)
        return .cell(LayoutIndexPath(row: u - lap * count), lap: lap)
    }

    /// d, for the row whose top is at `top`.
    func distance(top: Double, in viewport: LayoutViewport) -> Double {
        (top + rowHeight / 2) - (viewport.origin.y + viewport.size.height / 2)
    }

    /// t + k·√(R² − d²).
    func push(_ d: Double) -> Double { translation + ratio * (radius * radius - d * d).squareRoot() }

    func frame(_ u: Int, in viewport: LayoutViewport) -> Rect? {
        let top = Double(u) * rowHeight
        let d = distance(top: top, in: viewport)
        guard abs(d) <= radius else { return nil }
        let x = side == .left ? viewport.origin.x + push(d) : viewport.origin.x - push(d)
        return Rect(x: x, y: top, width: viewport.size.width, height: rowHeight)
    }

    func places(in viewport: LayoutViewport) -> [LayoutAttributes] {
        guard count > 0 else { return [] }
        return candidates(in: viewport).compactMap { u in
            frame(u, in: viewport).map { LayoutAttributes(element: element(u), frame: $0) }
        }
    }

    /// Rows of the data beyond the radius are checked by `probes`; these never exist.
    var nonElements: [LayoutElement] {
        var result: [LayoutElement] = [.header(0), .footer(0), .cell(LayoutIndexPath(row: count)), .cell(LayoutIndexPath(row: -1)),
                                       .cell(LayoutIndexPath(row: 0, section: 1))]
        if !infinite && count > 0 { result += [.cell(LayoutIndexPath(row: 0), lap: 1), .cell(LayoutIndexPath(row: count - 1), lap: -1)] }
        return result
    }

    /// Every candidate, with or without a frame: those without must have none.
    func probes(in viewport: LayoutViewport) -> [(LayoutElement, Rect?)] {
        guard count > 0 else { return [] }
        let range = candidates(in: viewport)
        return (range.lowerBound - 3...range.upperBound + 3).compactMap { u in
            guard infinite ? (-Self.limit..<Self.limit).contains(u) : (0..<count).contains(u) else { return nil }
            return (element(u), frame(u, in: viewport))
        }
    }

    static func random(side: WheelLayout.Side, infinite: Bool, _ rng: inout SplitMix64) -> WheelOracle {
        let count = infinite
            ? (rng.oneIn(8) ? 1 : Int.random(in: 1...40, using: &rng))
            : (rng.oneIn(10) ? 0 : Int.random(in: 1...150, using: &rng))
        let h = rng.oneIn(8) ? Double(Int.random(in: 64...256, using: &rng)) / 64 : rng.gridLength(upTo: 80)
        let k: Double
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: k = 0
        case 1: k = 1
        default: k = Double(Int.random(in: 1...160, using: &rng)) / 64
        }
        return WheelOracle(
            count: count, rowHeight: max(h, 1), radius: rng.gridLength(upTo: 500), ratio: k,
            translation: rng.grid64(-50, 150), side: side, infinite: infinite)
    }

    var description: String {
        "wheel \(side) \(infinite ? "infinite" : "finite") count \(count) h \(rowHeight) R \(radius) k \(ratio) t \(translation)"
    }
}

// MARK: Grid

/// `GridLayout`, worked out as the flow layout's rules say (see `GridLayout`'s
/// documentation): sections along the scroll axis as header, leading inset, lines
/// `lineSpacing` apart, trailing inset, footer; uniform sections in justified columns,
/// mixed ones broken greedily, justified but for the last line, which is packed.
struct GridOracle: LayoutOracle {
    var direction: ScrollAxis
    var crossExtent: Double
    /// Each section's item sizes, as given (width, height on screen).
    var sections: [[Size]]
    /// Whether section s is made with `GridSection(count:itemSize:)` (its sizes are equal).
    var byCount: [Bool]
    var lineSpacing: Double
    var interitemSpacing: Double
    var inset: EdgeInsets
    var header: Size
    var footer: Size
    /// Every element's place, and the content's length: nothing in a grid depends on the
    /// viewport, so they are worked out once.
    private var flowed: (places: [LayoutAttributes], length: Double) = ([], 0)

    init(direction: ScrollAxis, crossExtent: Double, sections: [[Size]], byCount: [Bool], lineSpacing: Double,
         interitemSpacing: Double, inset: EdgeInsets, header: Size, footer: Size) {
        self.direction = direction
        self.crossExtent = crossExtent
        self.sections = sections
        self.byCount = byCount
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.inset = inset
        self.header = header
        self.footer = footer
        flowed = flow()
    }

    var axis: ScrollAxis { direction }
    var wraps: Bool { false }
    var naturalCrossLength: Double { crossExtent }

    var layout: any ListLayout {
        GridLayout(
            scrollDirection: direction, crossExtent: crossExtent,
            sections: sections.enumerated().map { s, sizes in
                byCount[s] ? GridSection(count: sizes.count, itemSize: sizes.first ?? Size(width: 1, height: 1)) : GridSection(itemSizes: sizes)
            },
            minimumLineSpacing: lineSpacing, minimumInteritemSpacing: interitemSpacing, sectionInset: inset,
            headerReferenceSize: header, footerReferenceSize: footer)
    }

    private var vertical: Bool { direction == .vertical }

    /// A rectangle given across and along the scroll axis, on screen.
    private func rect(across: Double, along: Double, breadth: Double, length: Double) -> Rect {
        vertical ? Rect(x: across, y: along, width: breadth, height: length) : Rect(x: along, y: across, width: length, height: breadth)
    }

    /// The places of every element, and where the content ends along the axis.
    private func flow() -> (places: [LayoutAttributes], length: Double) {
        let alongStart = vertical ? inset.top : inset.left, alongEnd = vertical ? inset.bottom : inset.right
        let acrossStart = vertical ? inset.left : inset.top, acrossEnd = vertical ? inset.right : inset.bottom
        let headerLength = vertical ? header.height : header.width
        let footerLength = vertical ? footer.height : footer.width
        let available = crossExtent - acrossStart - acrossEnd
        let sp = interitemSpacing
        var result: [LayoutAttributes] = []
        var start = 0.0
        for (s, sizes) in sections.enumerated() {
            if headerLength > 0 {
                result.append(LayoutAttributes(element: .header(s), frame: rect(across: 0, along: start, breadth: crossExtent, length: headerLength)))
            }
            let linesStart = start + headerLength + alongStart
            let breadths = sizes.map { vertical ? $0.width : $0.height }
            let lengths = sizes.map { vertical ? $0.height : $0.width }
            func place(_ item: Int, across: Double, along: Double) {
                result.append(LayoutAttributes(
                    element: .cell(LayoutIndexPath(row: item, section: s)),
                    frame: rect(across: acrossStart + across, along: linesStart + along, breadth: breadths[item], length: lengths[item])))
            }
            var linesLength = 0.0
            if let first = sizes.first, sizes.allSatisfy({ $0 == first }) {
                // Columns: N the most items for which N·b + (N − 1)·spacing ≤ A, at least one.
                let b = breadths[0], l = lengths[0]
                var columns = 1
                while Double(columns + 1) * b + Double(columns) * sp <= available { columns += 1 }
                let leftover = available - (Double(columns) * b + Double(columns - 1) * sp)
                for item in sizes.indices {
                    let column = item % columns, line = item / columns
                    let x = columns == 1
                        ? LayoutContract.floor64(max(0, available - b) / 2)
                        : Double(column) * (b + sp) + LayoutContract.floor64(leftover * Double(column) / Double(columns - 1))
                    place(item, across: x, along: Double(line) * (l + lineSpacing))
                }
                let lines = (sizes.count + columns - 1) / columns
                linesLength = Double(lines) * l + Double(lines - 1) * lineSpacing
            } else if !sizes.isEmpty {
                // Greedy lines; each justified, a lone item centred, the last packed.
                var first = 0, lineStart = 0.0
                while first < sizes.count {
                    var end = first + 1, used = breadths[first]
                    while end < sizes.count, used + sp + breadths[end] <= available {
                        used += sp + breadths[end]
                        end += 1
                    }
                    let n = end - first
                    let thickness = lengths[first..<end].max()!
                    let sumOfBreadths = breadths[first..<end].reduce(0, +)
                    let leftover = available - sumOfBreadths - Double(n - 1) * sp
                    var x = 0.0
                    for i in 0..<n {
                        let item = first + i
                        let share = end == sizes.count ? 0
                            : n == 1 ? LayoutContract.floor64(max(0, leftover) / 2)
                            : LayoutContract.floor64(leftover * Double(i) / Double(n - 1))
                        place(item, across: x + share, along: lineStart + LayoutContract.floor64((thickness - lengths[item]) / 2))
                        x += breadths[item] + sp
                    }
                    linesLength = lineStart + thickness
                    lineStart += thickness + lineSpacing
                    first = end
                }
            }
            let footerStart = linesStart + linesLength + alongEnd
            if footerLength > 0 {
                result.append(LayoutAttributes(element: .footer(s), frame: rect(across: 0, along: footerStart, breadth: crossExtent, length: footerLength)))
            }
            start = footerStart + footerLength
        }
        return (result, start)
    }

    var contentLength: Double { flowed.length }

    func places(in viewport: LayoutViewport) -> [LayoutAttributes] { flowed.places }

    var nonElements: [LayoutElement] {
        let n = sections.count
        var result: [LayoutElement] = [.header(n), .footer(n), .cell(LayoutIndexPath(row: 0, section: n))]
        if (vertical ? header.height : header.width) == 0 { result.append(.header(0)) }
        if (vertical ? footer.height : footer.width) == 0 { result.append(.footer(0)) }
        for (s, sizes) in sections.enumerated() {
            result += [.cell(LayoutIndexPath(row: sizes.count, section: s)), .cell(LayoutIndexPath(row: -1, section: s)), .cell(LayoutIndexPath(row: 0, section: s), lap: 1)]
        }
        return result
    }

    /// - Parameter perItem: sections of per-item sizes (some mixed, some all equal) rather
    ///   than one fixed size for every item.
    static func random(direction: ScrollAxis, perItem: Bool, _ rng: inout SplitMix64) -> GridOracle {
        func size(_ rng: inout SplitMix64) -> Size {
            // Now and then an empty side (never visible) or an item broader than a line.
            let w = rng.oneIn(30) ? 0 : rng.oneIn(15) ? rng.gridLength(upTo: 600) : rng.gridLength(upTo: 150)
            let h = rng.oneIn(30) ? 0 : rng.gridLength(upTo: 150)
            return Size(width: w, height: h)
        }
        let fixed = size(&rng)
        var sections: [[Size]] = []
        var byCount: [Bool] = []
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let count = rng.oneIn(6) ? 0 : Int.random(in: 1...(perItem ? 40 : 80), using: &rng)
            if !perItem {
                sections.append(Array(repeating: fixed, count: count))
                byCount.append(Bool.random(using: &rng))
            } else if rng.oneIn(5) {
                sections.append(Array(repeating: size(&rng), count: count))  // equal per-item sizes: columns
                byCount.append(false)
            } else {
                // A few distinct sizes, so that lines hold several items.
                let palette = (0..<Int.random(in: 1...4, using: &rng)).map { _ in size(&rng) }
                sections.append((0..<count).map { _ in palette.randomElement(using: &rng)! })
                byCount.append(false)
            }
        }
        func spacing(_ rng: inout SplitMix64) -> Double { rng.oneIn(4) ? 0 : rng.gridLength(upTo: 20) }
        func edge(_ rng: inout SplitMix64) -> Double { rng.oneIn(3) ? 0 : rng.gridLength(upTo: 30) }
        func reference(_ rng: inout SplitMix64) -> Size {
            rng.oneIn(3) ? .zero : Size(width: rng.gridLength(upTo: 60), height: rng.gridLength(upTo: 60))
        }
        var interitem = spacing(&rng)
        // Items of no breadth need a spacing, or infinitely many would fit in a line.
        if interitem == 0, sections.joined().contains(where: { (direction == .vertical ? $0.width : $0.height) == 0 }) { interitem = 1 }
        return GridOracle(
            direction: direction, crossExtent: rng.gridLength(upTo: 500), sections: sections, byCount: byCount,
            lineSpacing: spacing(&rng), interitemSpacing: interitem,
            inset: EdgeInsets(top: edge(&rng), left: edge(&rng), bottom: edge(&rng), right: edge(&rng)),
            header: reference(&rng), footer: reference(&rng))
    }

    var description: String {
        "grid \(direction) cross \(crossExtent) line \(lineSpacing) interitem \(interitemSpacing) inset \(inset) header \(header) footer \(footer) sections "
            + sections.enumerated().map { s, sizes in
                byCount[s] ? "\(sizes.count)×\(sizes.first.map { "\($0)" } ?? "-")" : "[\(sizes.map { "\($0.width)x\($0.height)" }.joined(separator: ","))]"
            }.joined(separator: " ")
    }
}

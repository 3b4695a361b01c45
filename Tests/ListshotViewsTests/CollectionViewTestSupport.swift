import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import ListshotViews

/// A collection view's data source and delegate that log every call, in order.
final class CollectionLog: CollectionViewDataSource, CollectionViewDelegate {
    enum Event: Equatable, CustomStringConvertible {
        /// The data source was asked for the cell of this index path.
        case asked(IndexPath)
        case willDisplay(LayoutElement)
        case didEndDisplaying(LayoutElement)

        var description: String {
            switch self {
            case let .asked(indexPath): return "?\(indexPath)"
            case let .willDisplay(element): return "+\(element)"
            case let .didEndDisplaying(element): return "-\(element)"
            }
        }
    }

    var events: [Event] = []

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell {
        events.append(.asked(indexPath))
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, willDisplay cell: TableViewCell, for element: LayoutElement) {
        events.append(.willDisplay(element))
    }

    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: TableViewCell, for element: LayoutElement) {
        events.append(.didEndDisplaying(element))
    }

    /// A collection view of `size` showing `layout`, with this log as its data source and
    /// delegate, laid out once at offset zero.
    func makeView(_ layout: any ListLayout, size: Size) -> CollectionView {
        let view = CollectionView(frame: Rect(origin: .zero, size: size), layout: layout)
        view.register(TableViewCell.self, forCellWithReuseIdentifier: "Item")
        view.dataSource = self
        view.delegate = self
        view.layoutIfNeeded()
        return view
    }
}

/// A layout for a collection view, the viewport size it is built for, and every cell
/// element it can place, enumerated one by one, for a brute-force answer to "what is on
/// screen".
struct CollectionScenario: CustomStringConvertible {
    var name: String
    var layout: any ListLayout
    var size: Size
    /// A typical item length along the axis: step sizes are drawn around it.
    var itemLength: Double
    /// The cells there are: all of them, or for a wrapping layout those whose unwrapped
    /// index is in `range`, as (row mod n, lap ⌊u / n⌋).
    var elements: (_ range: ClosedRange<Int>) -> [LayoutElement]
    /// For a wrapping layout, the unwrapped indices that can meet a viewport at `offset`.
    var unwrappedRange: ((_ offset: Double) -> ClosedRange<Int>)?

    var axis: ScrollAxis { layout.scrollAxis }
    var contentLength: Double { axis == .vertical ? layout.contentSize.height : layout.contentSize.width }
    var viewportLength: Double { axis == .vertical ? size.height : size.width }

    var description: String { name }

    func viewport(at offset: Double) -> LayoutViewport {
        LayoutViewport(origin: axis == .vertical ? Point(x: 0, y: offset) : Point(x: offset, y: 0), size: size)
    }

    /// The cells whose frame meets the viewport at `offset`: every element is asked for its
    /// frame (which `LayoutOracleTests` checks against the formulas) and kept when the
    /// frame intersects the viewport, half-open on both axes, by the test written here.
    func visibleCells(at offset: Double) -> [LayoutElement] {
        let viewport = viewport(at: offset)
        let w = viewport.rect
        let candidates = elements(unwrappedRange?(offset) ?? 0...0)
        return candidates.filter { element in
            guard let f = layout.layoutAttributes(for: element, in: viewport)?.frame else { return false }
            return f.width > 0 && f.height > 0 && w.width > 0 && w.height > 0
                && f.minX < w.maxX && w.minX < f.maxX && f.minY < w.maxY && w.minY < f.maxY
        }.sorted()
    }

    // MARK: The layouts

    static func table(style: TableStyle, _ rng: inout SplitMix64) -> CollectionScenario {
        let sections = (0..<Int.random(in: 1...6, using: &rng)).map { _ in
            SectionMetrics(
                headerHeight: Bool.random(using: &rng) ? Double(Int.random(in: 10...40, using: &rng)) : 0,
                rows: RowOffsets(heights: (0..<Int.random(in: 0...30, using: &rng)).map { _ in
                    Int.random(in: 0..<10, using: &rng) == 0 ? 0 : Double(Int.random(in: 4...480, using: &rng)) / 4
                }),
                footerHeight: Bool.random(using: &rng) ? Double(Int.random(in: 5...30, using: &rng)) : 0)
        }
        let width = Double(Int.random(in: 100...420, using: &rng))
        let layout = TableLayout(width: width, sections: sections, style: style)
        return CollectionScenario(
            name: "table \(style) \(sections.map(\.rows.count))", layout: layout,
            size: Size(width: width, height: Double(Int.random(in: 40...900, using: &rng))), itemLength: 44,
            elements: { _ in
                sections.enumerated().flatMap { s, section in (0..<section.rows.count).map { LayoutElement.cell(IndexPath(row: $0, section: s)) } }
            })
    }

    static func horizontal(_ rng: inout SplitMix64) -> CollectionScenario {
        let counts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...60, using: &rng) }
        let item = Size(width: Double(Int.random(in: 4...600, using: &rng)) / 4, height: Double(Int.random(in: 20...200, using: &rng)))
        let spacing = Bool.random(using: &rng) ? 0 : Double(Int.random(in: 1...80, using: &rng)) / 4
        let layout = HorizontalLayout(itemSize: item, numberOfItems: counts, itemSpacing: spacing)
        return CollectionScenario(
            name: "horizontal \(counts) item \(item) spacing \(spacing)", layout: layout,
            size: Size(width: Double(Int.random(in: 40...800, using: &rng)), height: item.height), itemLength: item.width + spacing,
            elements: { _ in
                counts.enumerated().flatMap { s, count in (0..<count).map { LayoutElement.cell(IndexPath(row: $0, section: s)) } }
            })
    }

    static func wheel(side: WheelLayout.Side, infinite: Bool, count: Int? = nil, _ rng: inout SplitMix64) -> CollectionScenario {
        let n = count ?? Int.random(in: 1...(infinite ? 30 : 120), using: &rng)
        let h = Double(Int.random(in: 40...240, using: &rng)) / 4
        let size = Size(width: Double(Int.random(in: 100...400, using: &rng)), height: Double(Int.random(in: 100...900, using: &rng)))
        let radius = Bool.random(using: &rng) ? WheelLayout.defaultRadius(viewportHeight: size.height) : Double(Int.random(in: 20...600, using: &rng))
        let layout = WheelLayout(
            count: n, rowHeight: h, radius: radius, ratio: Double(Int.random(in: 0...128, using: &rng)) / 64,
            translation: Double(Int.random(in: -40...120, using: &rng)), side: side, infinite: infinite)
        return CollectionScenario(
            name: "wheel \(side) \(infinite ? "infinite" : "finite") n \(n) h \(h) R \(radius) ratio \(layout.ratio) t \(layout.translation) size \(size)",
            layout: layout, size: size, itemLength: h,
            elements: { range in
                guard infinite else { return (0..<n).map { .cell(IndexPath(row: $0)) } }
                return range.map { u in
                    let lap = (u >= 0 ? u : u - (n - 1)) / n  // floored
                    return .cell(IndexPath(row: u - lap * n), lap: lap)
                }
            },
            unwrappedRange: infinite ? { offset in
                Int((offset / h).rounded(.down)) - 2...Int(((offset + size.height) / h).rounded(.up)) + 2
            } : nil)
    }

    static func grid(direction: ScrollAxis, perItem: Bool, _ rng: inout SplitMix64) -> CollectionScenario {
        let cross = Double(Int.random(in: 100...500, using: &rng))
        let fixed = Size(width: Double(Int.random(in: 40...480, using: &rng)) / 4, height: Double(Int.random(in: 40...480, using: &rng)) / 4)
        let sections: [GridSection] = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
            let count = Int.random(in: 0...50, using: &rng)
            guard perItem else { return GridSection(count: count, itemSize: fixed) }
            return GridSection(itemSizes: (0..<count).map { _ in
                Size(width: Double(Int.random(in: 20...160, using: &rng)), height: Double(Int.random(in: 20...160, using: &rng)))
            })
        }
        let reference = Size(width: Double(Int.random(in: 0...40, using: &rng)), height: Double(Int.random(in: 0...40, using: &rng)))
        let layout = GridLayout(
            scrollDirection: direction, crossExtent: cross, sections: sections,
            minimumLineSpacing: Double(Int.random(in: 0...12, using: &rng)), minimumInteritemSpacing: Double(Int.random(in: 0...12, using: &rng)),
            sectionInset: EdgeInsets(top: 8, left: 4, bottom: 12, right: 6), headerReferenceSize: reference, footerReferenceSize: reference)
        let along = Double(Int.random(in: 60...900, using: &rng))
        return CollectionScenario(
            name: "grid \(direction) \(perItem ? "per-item" : "fixed \(fixed)") cross \(cross) sections \(sections.map(\.count))",
            layout: layout, size: direction == .vertical ? Size(width: cross, height: along) : Size(width: along, height: cross),
            itemLength: perItem ? 90 : (direction == .vertical ? fixed.height : fixed.width),
            elements: { _ in
                sections.enumerated().flatMap { s, section in (0..<section.count).map { LayoutElement.cell(IndexPath(row: $0, section: s)) } }
            })
    }
}

import ListshotGeometry

/// The direction a layout scrolls in.
public enum ScrollAxis: String, Sendable, CaseIterable {
    /// Offsets move along y (a table, a wheel, a vertical grid).
    case vertical
    /// Offsets move along x (a carousel, a horizontal grid).
    case horizontal
}

/// The state of the viewport a layout is asked about: where it is scrolled to, how big it
/// is, and the insets around the content. Frames may depend on it (sticky headers, a
/// wheel's curve), so every query takes one.
public struct LayoutViewport: Hashable, Sendable {
    /// The content point shown at the viewport's top-left corner (UIKit's `contentOffset`).
    public var origin: Point
    /// The viewport's size in points.
    public var size: Size
    /// Extra scrollable space around the content (UIKit's `contentInset`).
    public var contentInset: EdgeInsets

    public init(origin: Point = .zero, size: Size, contentInset: EdgeInsets = .zero) {
        self.origin = origin
        self.size = size
        self.contentInset = contentInset
    }

    /// The part of the content the viewport shows, in content coordinates.
    public var rect: Rect { Rect(origin: origin, size: size) }

    /// The offset along `axis`.
    public func offset(along axis: ScrollAxis) -> Double { axis == .vertical ? origin.y : origin.x }

    /// The viewport's length along `axis`.
    public func length(along axis: ScrollAxis) -> Double { axis == .vertical ? size.height : size.width }
}

/// What a piece of a laid-out list is (UIKit's `representedElementCategory` and kinds).
public enum LayoutElementKind: String, Hashable, Sendable, CaseIterable {
    /// A row or item, shown by a cell from the data source.
    case cell
    /// A section's header.
    case header
    /// A section's footer.
    case footer
}

/// One thing a layout places: a cell, a header or a footer.
///
/// A wrapping layout can show the same data row more than once at a time, so what is on
/// screen is keyed by more than the index path: `lap` counts how many times the data was
/// wrapped before this copy (0 in layouts that do not wrap), and may be negative for a
/// wheel scrolled above its start. Elements sort by lap, then index path, a section's
/// header before its cells and its footer after them.
public struct LayoutElement: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// A cell, a header or a footer.
    public var kind: LayoutElementKind
    /// The data item; for a header or footer, row 0 of its section.
    public var indexPath: LayoutIndexPath
    /// How many times a wrapping layout went round its data before this copy; 0 otherwise.
    public var lap: Int

    public init(kind: LayoutElementKind = .cell, indexPath: LayoutIndexPath, lap: Int = 0) {
        self.kind = kind
        self.indexPath = indexPath
        self.lap = lap
    }

    /// The cell of `indexPath` in lap `lap`.
    public static func cell(_ indexPath: LayoutIndexPath, lap: Int = 0) -> LayoutElement {
        LayoutElement(kind: .cell, indexPath: indexPath, lap: lap)
    }

    /// The header of `section`.
    public static func header(_ section: Int) -> LayoutElement {
        LayoutElement(kind: .header, indexPath: LayoutIndexPath(row: 0, section: section))
    }

    /// The footer of `section`.
    public static func footer(_ section: Int) -> LayoutElement {
        LayoutElement(kind: .footer, indexPath: LayoutIndexPath(row: 0, section: section))
    }

    public static func < (lhs: LayoutElement, rhs: LayoutElement) -> Bool {
        (lhs.lap, lhs.indexPath.section, lhs.indexPath.row, lhs.kind.order)
            < (rhs.lap, rhs.indexPath.section, rhs.indexPath.row, rhs.kind.order)
    }

    public var description: String {
        let lapText = lap == 0 ? "" : " lap \(lap)"
        switch kind {
        case .cell: return "cell \(indexPath.section).\(indexPath.row)\(lapText)"
        case .header: return "header \(indexPath.section)"
        case .footer: return "footer \(indexPath.section)"
        }
    }
}

extension LayoutElementKind {
    fileprivate var order: Int {
        switch self {
        case .header: return 0
        case .cell: return 1
        case .footer: return 2
        }
    }
}

/// Where a layout puts one element (UIKit's `UICollectionViewLayoutAttributes`).
public struct LayoutAttributes: Hashable, Sendable, CustomStringConvertible {
    /// What is placed.
    public var element: LayoutElement
    /// Where, in content coordinates.
    public var frame: Rect
    /// The draw order among the elements on screen: higher is drawn above; elements with
    /// the same `zIndex` draw cells first, then headers and footers, each in the order of
    /// ``LayoutElement`` (UIKit's `zIndex`). 0 unless the layout says otherwise.
    public var zIndex: Int
    /// The element's opacity, 0 (invisible) to 1 (opaque), multiplied into its view's own
    /// (UIKit's `alpha`). 1 unless the layout says otherwise.
    public var alpha: Double

    /// - Parameters:
    ///   - element: what is placed.
    ///   - frame: where, in content coordinates.
    ///   - zIndex: the draw order; higher is above.
    ///   - alpha: the opacity, 0 to 1.
    public init(element: LayoutElement, frame: Rect, zIndex: Int = 0, alpha: Double = 1) {
        self.element = element
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
    }

    /// The element and its frame, then `zIndex` and `alpha` where they are not the defaults.
    public var description: String {
        var text = "\(element) \(frame)"
        if zIndex != 0 { text += " zIndex \(zIndex)" }
        if alpha != 1 { text += " alpha \(alpha)" }
        return text
    }
}

/// The contract every list layout keeps: which elements intersect a viewport, and where
/// each one is. The reuse pool, the display callbacks, hit testing, `listshot layout` and
/// the renderer all go through it, so a new layout is one type that conforms.
///
/// ## The visibility contract
/// An element is in view iff its frame intersects the viewport's rectangle, half-open on
/// both axes (`Rect/intersects(_:)`): an element that only touches an edge is not in
/// view, and one with an empty frame never is. Frames are in content coordinates and may
/// depend on the viewport (a sticky header, a wheel's curve).
public protocol ListLayout: Sendable {
    /// The direction offsets move in.
    var scrollAxis: ScrollAxis { get }

    /// The size of everything the layout places. For a layout that wraps, one lap of it.
    var contentSize: Size { get }

    /// Whether the layout wraps its data round without end (offsets are then unbounded).
    var wraps: Bool { get }

    /// The offsets along ``scrollAxis`` the viewport may take: `[-inset.start,
    /// content + inset.end - viewport]` for a bounded layout, raised to the lower bound when
    /// the content is shorter than the viewport; all finite offsets for one that wraps.
    func offsetRange(in viewport: LayoutViewport) -> ClosedRange<Double>

    /// Every element whose frame intersects the viewport: cells in order (lap, section,
    /// row), then headers and footers by section.
    func layoutAttributesForElements(in viewport: LayoutViewport) -> [LayoutAttributes]

    /// Where `element` is with the viewport in this state, or `nil` when it has no place
    /// (an index outside the data, or a wheel row beyond the radius).
    func layoutAttributes(for element: LayoutElement, in viewport: LayoutViewport) -> LayoutAttributes?

    /// The cell under `point` (content coordinates), or `nil`; a header or footer drawn
    /// over a cell covers it.
    func cell(at point: Point, in viewport: LayoutViewport) -> LayoutElement?

    /// An upper bound on how many elements ``layoutAttributesForElements(in:)`` looks at for
    /// this viewport, found without visiting them, so that a caller can refuse a viewport
    /// that would hold millions before any is made.
    func numberOfElements(in viewport: LayoutViewport) -> Int
}

extension ListLayout {
    public var wraps: Bool { false }

    /// The bounded range, ``boundedOffsetRange(in:)``; a layout that wraps gives its own.
    public func offsetRange(in viewport: LayoutViewport) -> ClosedRange<Double> { boundedOffsetRange(in: viewport) }

    /// The usual range of a bounded layout along its axis (see ``offsetRange(in:)``).
    public func boundedOffsetRange(in viewport: LayoutViewport) -> ClosedRange<Double> {
        let (start, end) = scrollAxis == .vertical
            ? (viewport.contentInset.top, viewport.contentInset.bottom)
            : (viewport.contentInset.left, viewport.contentInset.right)
        let content = scrollAxis == .vertical ? contentSize.height : contentSize.width
        let low = -start
        return low...max(low, content + end - viewport.length(along: scrollAxis))
    }

    /// The cell whose frame contains `point`, among the elements in view: the one drawn on
    /// top (the highest ``LayoutAttributes/zIndex``, then the one placed last); none when a
    /// header or footer is over the point. Not a default for ``cell(at:in:)``, which must
    /// also find cells outside the viewport: a layout uses it for points it knows are in view.
    public func defaultCell(at point: Point, in viewport: LayoutViewport) -> LayoutElement? {
        let hits = layoutAttributesForElements(in: viewport).filter { !$0.frame.isEmpty && $0.frame.contains(point) }
        if hits.contains(where: { $0.element.kind != .cell }) { return nil }
        return hits.enumerated().max { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }?.element.element
    }
}

/// A layout that wraps its data round without end (the infinite wheel): each copy of an
/// item on screen has a place counting every lap.
public protocol WrappingLayout: ListLayout {
    /// The element's place counting every lap: `lap × count + row`.
    func unwrappedIndex(of element: LayoutElement) -> Int
}

import ListshotGeometry

/// Rows of one height that scroll vertically while each row is pushed sideways onto a
/// circle or an ellipse, so that the list seems to turn on a wheel (seed 004, the
/// "Circle View" `UITableView` trick), optionally wrapping its data round without end.
///
/// ## Where a row goes
/// Unwrapped item `u` is `rowHeight` (h) tall and spans `[u·h, u·h + h)` along y; a layout
/// that does not wrap has the items `0 ..< count`, one per row of section 0. Rows are as
/// wide as the viewport (W = `viewport.size.width`), as a table's cells are. With the
/// viewport at `origin` (ox, oy) and `size` (W, H), let
///
///     d = (u·h + h/2) − (oy + H/2)        the row's middle below the viewport's middle
///     a = t + k·√(R² − d²)                 how far the row is pushed in
///
/// for `radius` R, `ratio` k and `translation` t. That is the seed's
/// `x = k·R·cos(asin(d / R)) + t`, computed with `sqrt` alone because `sqrt` is exact in
/// IEEE arithmetic and `sin`/`asin` differ between C libraries. The frame is
///
///     side == .left:  x = ox + a     (the circle's centre on the viewport's left edge)
///     side == .right: x = ox − a     (mirrored about the viewport's vertical centre line:
///                                     [a, a + W) in viewport coordinates becomes [−a, W − a))
///
/// with `y = u·h`, width W and height h, in content coordinates. A row with |d| > R lies
/// beyond the circle, where the formula is undefined: it has no frame and is never shown
/// (it is never given a NaN). A row with |d| == R is shown, at `x = ox ± t`. Frames depend
/// on the viewport, which the layout contract allows. Unlike the seed, k·R is not floored
/// to whole points, and a row off the circle is hidden rather than left where it last was
/// (the seed skips its NaN and keeps a stale frame).
///
/// Each computation above is done in exactly that order (`u·h`, `+ h/2`, `oy + H/2`, the
/// subtraction, `R·R − d·d`, `sqrt`, `k·s`, `t + ·`, `ox ± ·`), so that a caller repeating it
/// gets the same bits. When h, R, the viewport's origin and size are on the 1/64-point grid,
/// |oy| + H ≤ 2⁴⁶ (7·10¹³ points) and R ≤ 2¹⁹, every step up to the square root is exact:
/// the visible set is exact and the frames are the correctly rounded formula, even at
/// offsets of ±10¹².
///
/// ## Visibility and order
/// As the contract says: a row is in view iff its frame intersects the viewport's rectangle
/// (half-open, so a row that only touches an edge is not, and nothing is in an empty
/// viewport). Rows come in unwrapped order, which is (lap, row) order.
///
/// ## Wrapping
/// With `infinite` the data wraps: unwrapped item `u` (any integer in
/// ``unwrappedIndexRange``, negative too) sits at `y = u·h` and shows data row `u mod count`
/// (floored, so u = −1 shows row `count − 1`) in lap `⌊u / count⌋`. Offsets are unbounded
/// both ways, so the same data row can be on screen twice (three rows in a tall viewport),
/// and the element key (index path, lap) tells the copies apart. Unlike the seed's
/// published control, nothing is tripled and no offset is ever reset: queries find the
/// unwrapped items in view by binary search over exactly the predicates they then test, so
/// they cost O(log n + rows in the band) at any offset.
public struct WheelLayout: WrappingLayout, Equatable {
    /// Which edge of the viewport the circle's centre is on.
    public enum Side: String, Sendable, CaseIterable {
        /// The centre on the left edge: rows near the middle are pushed right by up to k·R.
        case left
        /// The centre on the right edge: the left layout mirrored about the viewport's
        /// vertical centre line, so rows near the middle are pushed left.
        case right
    }

    /// How far from item 0 a wrapping wheel places items: unwrapped indices are in
    /// `-2⁵³ ..< 2⁵³`, where every index is a whole `Double` and `u·h` never overflows.
    /// For rows on the 1/64-point grid that reaches beyond 2⁴⁷ points, past any offset at
    /// which frames are still exact; a viewport scrolled further shows nothing.
    public static let unwrappedIndexLimit = 1 << 53

    /// The number of data rows, all in section 0.
    public let count: Int
    /// The height of every row (UITableView's `rowHeight`).
    public let rowHeight: Double
    /// The circle's vertical radius R: rows whose middle is further than R from the
    /// viewport's middle are not shown.
    public let radius: Double
    /// The horizontal radius over the vertical one, k (the seed's `HORIZONTAL_RADIUS_RATIO`):
    /// 1 is a circle, 0 a straight column.
    public let ratio: Double
    /// How far every row is pushed in besides the curve, t (the seed's `HORIZONTAL_TRANSLATION`).
    public let translation: Double
    /// Which edge the circle's centre is on.
    public let side: Side
    /// Whether the data wraps round without end.
    public let infinite: Bool
    /// R², computed once with the same multiplication a caller would use.
    private let radiusSquared: Double

    /// A wheel of `count` rows.
    ///
    /// - Parameters:
    ///   - count: The number of data rows, ≥ 0; > 0 when `infinite`.
    ///   - rowHeight: Every row's height; finite and > 0 (a wrapping wheel of empty rows
    ///     would hold infinitely many in any window).
    ///   - radius: The circle's vertical radius R; finite and > 0. The seed uses half the
    ///     table's height (``defaultRadius(viewportHeight:)``); the layout takes whatever
    ///     it is given, so that the curve does not change when the viewport does.
    ///   - ratio: The horizontal radius over the vertical one, k; finite and ≥ 0.
    ///   - translation: A constant inward push t; finite, may be negative.
    ///   - side: Which edge the circle's centre is on.
    ///   - infinite: Whether the data wraps round without end.
    ///
    /// The values must pass ``validate(count:rowHeight:radius:ratio:translation:infinite:)``;
    /// the scene-file layer reports its message to the user, the initializer traps with it.
    public init(
        count: Int, rowHeight: Double, radius: Double, ratio: Double = 1, translation: Double = 0,
        side: Side = .left, infinite: Bool = false
    ) {
        if let problem = Self.validate(
            count: count, rowHeight: rowHeight, radius: radius, ratio: ratio, translation: translation, infinite: infinite)
        {
            preconditionFailure(problem)
        }
        self.count = count
        self.rowHeight = rowHeight
        self.radius = radius
        self.ratio = ratio
        self.translation = translation
        self.side = side
        self.infinite = infinite
        self.radiusSquared = radius * radius
    }

    /// Why these values cannot make a wheel, or `nil` when they can: the initializer's
    /// preconditions, as a sentence a scene file's error can quote.
    public static func validate(
        count: Int, rowHeight: Double, radius: Double, ratio: Double, translation: Double, infinite: Bool
    ) -> String? {
        if count < 0 { return "a wheel cannot have \(count) rows" }
        if infinite && count == 0 { return "an infinite wheel needs at least one row to wrap" }
        if !(rowHeight > 0 && rowHeight.isFinite) { return "a wheel's row height must be finite and positive, got \(rowHeight)" }
        if !(radius > 0 && radius.isFinite) { return "a wheel's radius must be finite and positive, got \(radius)" }
        if !(ratio >= 0 && ratio.isFinite) { return "a wheel's ratio must be finite and not negative, got \(ratio)" }
        if !translation.isFinite { return "a wheel's translation must be finite, got \(translation)" }
        return nil
    }

    /// The seed's radius: half the viewport's height, so that the rows at the top and
    /// bottom edges sit at `x = t` and the middle row at `t + k·R`. For a scene that names
    /// no radius.
    public static func defaultRadius(viewportHeight: Double) -> Double { viewportHeight / 2 }

    /// Always vertical: the rows scroll along y and only their x follows the curve.
    public var scrollAxis: ScrollAxis { .vertical }

    /// One lap of rows: `h · count` tall. The width is 0 because the wheel has none of its
    /// own: its rows take the viewport's width, whatever it is.
    public var contentSize: Size { Size(width: 0, height: Double(count) * rowHeight) }

    /// Whether the data wraps: ``infinite``.
    public var wraps: Bool { infinite }

    /// `-∞ ... ∞` for a wheel that wraps; otherwise the usual bounded range
    /// (``boundedOffsetRange(in:)``) over ``contentSize``.
    public func offsetRange(in viewport: LayoutViewport) -> ClosedRange<Double> {
        infinite ? -Double.infinity...Double.infinity : boundedOffsetRange(in: viewport)
    }

    /// The unwrapped indices that can exist: `0 ..< count`, or
    /// `-unwrappedIndexLimit ..< unwrappedIndexLimit` for a wheel that wraps.
    public var unwrappedIndexRange: Range<Int> {
        infinite ? -Self.unwrappedIndexLimit..<Self.unwrappedIndexLimit : 0..<count
    }

    // MARK: Unwrapped indices

    /// The position of `element` in the unwrapped sequence: `lap · count + row`. It orders
    /// a wheel's elements, and `listshot layout` prints it. `element` must be one of this
    /// layout's (the product traps on overflow otherwise).
    public func unwrappedIndex(of element: LayoutElement) -> Int {
        element.lap * count + element.indexPath.row
    }

    /// The cell unwrapped item `u` shows: row `u mod count` (floored) in lap `⌊u / count⌋`.
    /// `u` must be in ``unwrappedIndexRange``.
    public func element(atUnwrappedIndex u: Int) -> LayoutElement {
        guard infinite else { return .cell(LayoutIndexPath(row: u, section: 0)) }
        let (quotient, remainder) = u.quotientAndRemainder(dividingBy: count)
        // Swift's division truncates toward zero; a wheel's laps are floored, so that
        // u = −1 is the last row of lap −1 rather than "row −1 of lap 0".
        return remainder < 0
            ? .cell(LayoutIndexPath(row: remainder + count, section: 0), lap: quotient - 1)
            : .cell(LayoutIndexPath(row: remainder, section: 0), lap: quotient)
    }

    /// Where unwrapped item `u` is with the viewport in this state (see the type's
    /// documentation), or `nil` when `u` is outside ``unwrappedIndexRange`` or its middle
    /// is further than the radius from the viewport's middle.
    public func frame(ofUnwrappedIndex u: Int, in viewport: LayoutViewport) -> Rect? {
        guard unwrappedIndexRange.contains(u) else { return nil }
        let top = top(of: u)
        let d = distance(ofRowAt: top, from: viewport.rect.midY)
        // Written as two comparisons so that a NaN (a non-finite viewport) fails them too.
        guard d >= -radius, d <= radius else { return nil }
        // |d| ≤ R makes d·d ≤ R·R after rounding as well, so the radicand is never negative.
        let inset = translation + ratio * (radiusSquared - d * d).squareRoot()
        let x = side == .left ? viewport.origin.x + inset : viewport.origin.x - inset
        return Rect(x: x, y: top, width: viewport.size.width, height: rowHeight)
    }

    /// The unwrapped items a query looks at: those whose extent `[u·h, u·h + h)` meets the
    /// viewport's y window `[oy, oy + H)` and whose middle is within R of the viewport's
    /// middle; empty for an empty viewport. Every row in view is among them; a row among
    /// them is in view unless its frame is pushed sideways out of the viewport.
    ///
    /// Each bound is a binary search over ``unwrappedIndexRange`` on the very expression
    /// ``frame(ofUnwrappedIndex:in:)`` and `Rect.intersects` evaluate, which never decreases
    /// as u grows, so the range is exact however far the viewport is scrolled: O(log n)
    /// (at most 55 steps per bound when the wheel wraps).
    public func candidateIndices(in viewport: LayoutViewport) -> Range<Int> {
        let window = viewport.rect
        guard !window.isEmpty else { return 0..<0 }
        let low = window.minY, high = window.maxY, middle = window.midY
        let first = max(
            unwrappedIndexRange.partitionPoint { top(of: $0) + rowHeight > low },
            unwrappedIndexRange.partitionPoint { distance(ofRowAt: top(of: $0), from: middle) >= -radius })
        let end = min(
            unwrappedIndexRange.partitionPoint { top(of: $0) >= high },
            unwrappedIndexRange.partitionPoint { distance(ofRowAt: top(of: $0), from: middle) > radius })
        return first < end ? first..<end : first..<first
    }

    // MARK: The layout contract

    /// The rows in view, in unwrapped order (lap, then row).
    public func layoutAttributesForElements(in viewport: LayoutViewport) -> [LayoutAttributes] {
        let window = viewport.rect
        return candidateIndices(in: viewport).compactMap { u in
            guard let frame = frame(ofUnwrappedIndex: u, in: viewport), frame.intersects(window) else { return nil }
            return LayoutAttributes(element: element(atUnwrappedIndex: u), frame: frame)
        }
    }

    /// Where a cell is, or `nil` for a header or footer (a wheel has none), a row or section
    /// outside the data, a lap other than 0 when the wheel does not wrap, or a row beyond
    /// the radius. The frame is returned whether or not it is in view.
    public func layoutAttributes(for element: LayoutElement, in viewport: LayoutViewport) -> LayoutAttributes? {
        guard element.kind == .cell, element.indexPath.section == 0,
              element.indexPath.row >= 0, element.indexPath.row < count
        else { return nil }
        let (product, productOverflow) = element.lap.multipliedReportingOverflow(by: count)
        let (u, sumOverflow) = product.addingReportingOverflow(element.indexPath.row)
        guard !productOverflow, !sumOverflow, let frame = frame(ofUnwrappedIndex: u, in: viewport) else { return nil }
        return LayoutAttributes(element: element, frame: frame)
    }

    /// The cell whose frame contains `point`, or `nil`. Like the table's, it looks at every
    /// row that has a frame, in view or not; inside the viewport it agrees with
    /// ``defaultCell(at:in:)``. Found by binary search, not by walking the rows in view.
    public func cell(at point: Point, in viewport: LayoutViewport) -> LayoutElement? {
        let u = unwrappedIndexRange.partitionPoint { top(of: $0) + rowHeight > point.y }
        // Off the 1/64 grid, rounding can overlap two neighbours by an ulp; the contract's
        // "placed last wins" then picks the later one, so try it first.
        for candidate in u == Int.max ? [u] : [u + 1, u] {
            if let frame = frame(ofUnwrappedIndex: candidate, in: viewport), frame.contains(point) {
                return element(atUnwrappedIndex: candidate)
            }
        }
        return nil
    }

    /// The number of ``candidateIndices(in:)``: an upper bound on the rows in view, found
    /// from the y window and the radius alone in O(log n).
    public func numberOfElements(in viewport: LayoutViewport) -> Int {
        candidateIndices(in: viewport).count
    }

    // MARK: Arithmetic shared by every query

    /// The top of unwrapped item `u`, `u·h`: one expression, so that the searches and the
    /// frames agree to the bit.
    private func top(of u: Int) -> Double { Double(u) * rowHeight }

    /// `d`: how far the middle of the row at `top` is below `middle`, the viewport's middle
    /// (`Rect.midY` rounds `top + h/2` the same way).
    private func distance(ofRowAt top: Double, from middle: Double) -> Double {
        (top + rowHeight / 2) - middle
    }
}

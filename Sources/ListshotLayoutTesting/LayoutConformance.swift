import ListshotGeometry
import ListshotLayout

/// The layout contract's conformance suite: checks any `ListLayout` against the rules in
/// its documentation, over many viewports, and says which rule broke where.
///
/// ```swift
/// let violations = LayoutConformance.check(MyLayout(...), numberOfItems: [40, 12])
/// ```
///
/// The elements a layout places are found by asking it for each one
/// (`layoutAttributes(for:in:)`); the suite then works out, by brute force and with the
/// rules written out again (``LayoutContract``), what every other query must answer:
/// which elements are in view and in what order, which cell a point hits, the bound on the
/// elements looked at, the offset range. A layout's own formulas are its author's to test;
/// `ListshotLayoutTests` also checks the built-in layouts against independent oracles
/// through ``check(_:in:places:nonElements:contentLength:points:)``.
public enum LayoutConformance {
    /// A rule of the contract.
    public enum Rule: String, Sendable, CaseIterable {
        /// `layoutAttributesForElements(in:)` returns exactly the placed elements whose frames
        /// meet the viewport (half-open), in the contract's order, with their frames.
        case elementsInView
        /// `layoutAttributes(for:in:)` gives each element its place, and says which element.
        case frame
        /// Elements outside the data, or in a lap where nothing wraps, have no place.
        case noPlace
        /// `cell(at:in:)` is the cell drawn on top at the point, none under a header or footer.
        case cellAtPoint
        /// `numberOfElements(in:)` is at least the number of cells returned.
        case numberOfElements
        /// The offset range is the bounded one, or every finite offset for a layout that wraps.
        case offsetRange
        /// The content's length along the axis is the one expected.
        case contentSize
        /// `alpha` is within 0…1 and frames are finite.
        case attributes
    }

    /// One broken rule, with the viewport it broke in.
    public struct Violation: Hashable, Sendable, CustomStringConvertible {
        public var rule: Rule
        public var viewport: LayoutViewport
        /// What was expected and what the layout answered.
        public var detail: String

        public init(rule: Rule, viewport: LayoutViewport, detail: String) {
            self.rule = rule
            self.viewport = viewport
            self.detail = detail
        }

        public var description: String {
            "\(rule.rawValue): \(detail) — viewport \(viewport.rect) inset \(viewport.contentInset)"
        }
    }

    /// Checks `layout` over `viewports` random viewports (seeded, so every run is the same)
    /// and returns what broke, at most one violation per viewport and `limit` in all.
    ///
    /// - Parameters:
    ///   - layout: the layout under test.
    ///   - numberOfItems: the items in each section, as the layout was given them; every
    ///     section's header and footer is asked for too.
    ///   - viewports: how many viewports to try.
    ///   - seed: the seed of the viewports and hit-test points.
    ///   - limit: stop after this many violations.
    /// - Returns: the violations, empty when the layout keeps the contract.
    public static func check(
        _ layout: any ListLayout, numberOfItems: [Int], viewports: Int = 500, seed: UInt64 = 0x5EED_0023, limit: Int = 10
    ) -> [Violation] {
        var rng = SeededGenerator(seed: seed)
        let axis = layout.scrollAxis
        let content = axis == .vertical ? layout.contentSize.height : layout.contentSize.width
        let cross = axis == .vertical ? layout.contentSize.width : layout.contentSize.height
        let natural = cross > 0 ? cross : 390
        let start = axis == .vertical
            ? LayoutViewport(size: Size(width: natural, height: 844)) : LayoutViewport(size: Size(width: 844, height: natural))
        let firstPlaces = places(of: layout, numberOfItems: numberOfItems, in: start)
        let edges = firstPlaces.filter { $0.element.kind == .cell }
            .flatMap { axis == .vertical ? [$0.frame.minY, $0.frame.maxY] : [$0.frame.minX, $0.frame.maxX] }
        let count = max(1, numberOfItems.reduce(0, +))
        let farStep = layout.wraps && content > 0 ? content / Double(count) : nil
        var violations: [Violation] = []
        for _ in 0..<viewports where violations.count < limit {
            let viewport = LayoutSampling.viewport(
                axis: axis, contentLength: content, naturalCrossLength: natural, edges: edges, farStep: farStep, using: &rng)
            let placed = places(of: layout, numberOfItems: numberOfItems, in: viewport)
            let points = (0..<6).map { _ in LayoutSampling.point(in: viewport, places: placed, using: &rng) }
            violations += check(
                layout, in: viewport, places: placed, nonElements: nonElements(of: layout, numberOfItems: numberOfItems),
                contentLength: nil, points: points
            ).prefix(1)
        }
        return Array(violations.prefix(limit))
    }

    /// Checks one viewport: what `layout` answers against `places`, the frame of every
    /// element that has one with the viewport in this state.
    ///
    /// - Parameters:
    ///   - layout: the layout under test.
    ///   - viewport: the viewport's state.
    ///   - places: every element with a place, and its attributes (from an oracle, or the
    ///     layout's own `layoutAttributes(for:in:)`).
    ///   - nonElements: elements that must have no place.
    ///   - contentLength: the content's expected length along the axis, or `nil` to take
    ///     the layout's `contentSize`.
    ///   - points: where to hit-test.
    /// - Returns: the violations, the first broken rule first.
    public static func check(
        _ layout: any ListLayout, in viewport: LayoutViewport, places: [LayoutAttributes], nonElements: [LayoutElement],
        contentLength: Double?, points: [Point]
    ) -> [Violation] {
        var violations: [Violation] = []
        func fail(_ rule: Rule, _ detail: String) { violations.append(Violation(rule: rule, viewport: viewport, detail: detail)) }
        let axis = layout.scrollAxis
        let ownLength = axis == .vertical ? layout.contentSize.height : layout.contentSize.width
        if let contentLength, ownLength != contentLength { fail(.contentSize, "\(ownLength), expected \(contentLength)") }

        let expected = LayoutContract.visible(places, in: viewport)
        let actual = layout.layoutAttributesForElements(in: viewport)
        if actual != expected { fail(.elementsInView, difference(actual, expected)) }
        for a in actual where !(0...1).contains(a.alpha) || !a.frame.origin.x.isFinite || !a.frame.origin.y.isFinite
            || !a.frame.size.width.isFinite || !a.frame.size.height.isFinite {
            fail(.attributes, "\(a)")
        }

        let looked = layout.numberOfElements(in: viewport)
        let cells = actual.filter { $0.element.kind == .cell }.count
        if looked < cells { fail(.numberOfElements, "numberOfElements \(looked) < \(cells) cells returned") }

        for place in places {
            let attributes = layout.layoutAttributes(for: place.element, in: viewport)
            if attributes != place { fail(.frame, "\(place.element): \(attributes.map(\.description) ?? "nil"), expected \(place)") }
        }
        for element in nonElements {
            if let attributes = layout.layoutAttributes(for: element, in: viewport) { fail(.noPlace, "\(element) has a place: \(attributes)") }
        }

        for point in points {
            let hit = layout.cell(at: point, in: viewport)
            let expectedHit = LayoutContract.cell(at: point, places: places, viewport: viewport)
            if hit != expectedHit {
                fail(.cellAtPoint, "cell(at: \(point)) is \(hit.map(\.description) ?? "nil"), expected \(expectedHit.map(\.description) ?? "nil")")
            }
        }

        let range = layout.offsetRange(in: viewport)
        if layout.wraps {
            if range != -Double.infinity...Double.infinity { fail(.offsetRange, "\(range) for a layout that wraps") }
        } else {
            let inset = viewport.contentInset
            let (start, end) = axis == .vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let length = axis == .vertical ? viewport.size.height : viewport.size.width
            let expectedRange = -start...max(-start, (contentLength ?? ownLength) + end - length)
            if range != expectedRange { fail(.offsetRange, "\(range), expected \(expectedRange)") }
        }
        return violations
    }

    // MARK: The elements a layout places

    /// Every element of the data that has a place in `viewport`, as the layout gives it: the
    /// header, cells and footer of each section; for a layout that wraps, each lap that can
    /// meet the viewport (lap k is taken to lie within `[k·L, (k+1)·L)` along the axis, L
    /// the content's length, give or take a lap).
    static func places(of layout: any ListLayout, numberOfItems: [Int], in viewport: LayoutViewport) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        func add(_ element: LayoutElement) {
            if let attributes = layout.layoutAttributes(for: element, in: viewport) { result.append(attributes) }
        }
        for (section, count) in numberOfItems.enumerated() {
            add(.header(section))
            for lap in laps(of: layout, in: viewport) {
                for row in 0..<count { add(.cell(LayoutIndexPath(row: row, section: section), lap: lap)) }
            }
            add(.footer(section))
        }
        return result
    }

    static func laps(of layout: any ListLayout, in viewport: LayoutViewport) -> ClosedRange<Int> {
        let axis = layout.scrollAxis
        let length = axis == .vertical ? layout.contentSize.height : layout.contentSize.width
        guard layout.wraps, length > 0 else { return 0...0 }
        let low = viewport.offset(along: axis), high = low + viewport.length(along: axis)
        let first = Int((low / length).rounded(.down)) - 1, last = Int((high / length).rounded(.down)) + 1
        return first...min(last, first + 1_000)
    }

    /// Elements just outside the data, which must have no place.
    static func nonElements(of layout: any ListLayout, numberOfItems: [Int]) -> [LayoutElement] {
        let sections = numberOfItems.count
        var result: [LayoutElement] = [
            .header(sections), .footer(sections), .cell(LayoutIndexPath(row: 0, section: sections)), .cell(LayoutIndexPath(row: 0, section: -1)),
        ]
        for (section, count) in numberOfItems.enumerated() {
            result += [.cell(LayoutIndexPath(row: count, section: section)), .cell(LayoutIndexPath(row: -1, section: section))]
            if !layout.wraps && count > 0 {
                result += [.cell(LayoutIndexPath(row: 0, section: section), lap: 1), .cell(LayoutIndexPath(row: 0, section: section), lap: -1)]
            }
        }
        return result
    }

    /// The first few elements one list has and the other lacks, or frames that differ.
    public static func difference(_ actual: [LayoutAttributes], _ expected: [LayoutAttributes]) -> String {
        let a = Dictionary(actual.map { ($0.element, $0) }, uniquingKeysWith: { x, _ in x })
        let e = Dictionary(expected.map { ($0.element, $0) }, uniquingKeysWith: { x, _ in x })
        var parts: [String] = []
        let extra = actual.filter { e[$0.element] == nil }.prefix(4)
        let missing = expected.filter { a[$0.element] == nil }.prefix(4)
        let moved = actual.filter { e[$0.element] != nil && e[$0.element] != $0 }.prefix(4)
        if !extra.isEmpty { parts.append("extra \(extra.map(\.description))") }
        if !missing.isEmpty { parts.append("missing \(missing.map(\.description))") }
        if !moved.isEmpty { parts.append("attributes differ \(moved.map { "\($0) (expected \(e[$0.element]!))" })") }
        if parts.isEmpty { parts.append("order differs: \(actual.map(\.element)) vs \(expected.map(\.element))") }
        if actual.count != expected.count { parts.append("\(actual.count) returned, \(expected.count) expected") }
        return parts.joined(separator: "; ")
    }
}

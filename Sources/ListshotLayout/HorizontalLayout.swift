import ListshotGeometry

/// A horizontally scrolling list of items that are all one size, laid side by side in a
/// single row: a carousel, or the recycling scroll view of "Roll your own UITableView".
///
/// Item *k*, counting across every section from 0, has the frame
/// `x = k · (itemSize.width + itemSpacing)`, `y = 0`, of size ``itemSize``. Sections only
/// group the items for their index paths: the items of one section follow those of the
/// one before with no gap other than ``itemSpacing``, and there are no section headers or
/// footers (so ``layoutAttributes(for:in:)`` has no place for one).
///
/// ## The visibility contract
/// An item is in view iff its frame intersects the viewport's rectangle, half-open on both
/// axes: an item that only touches an edge is not, a viewport scrolled above or below the
/// row shows nothing, and neither does one that lies entirely in the spacing between two
/// items. The items in view are found by arithmetic on the offset, never by visiting
/// items, so a query costs O(log sections + items in view) and a billion items take no
/// memory per item; only the sections cost memory, one `Int` each.
///
/// Frames are `Double`. Sizes and spacing on a 1/64-point grid give exact frames while
/// the content stays below ``TableLayout/maximumExtent``.
public struct HorizontalLayout: Sendable, Equatable {
    /// The size of every item.
    public let itemSize: Size
    /// The distance between two consecutive items, also across a section boundary
    /// (in a one-row horizontal `UICollectionViewFlowLayout`, `minimumLineSpacing`; here it
    /// is exact, not a minimum).
    public let itemSpacing: Double
    /// `sectionStarts[s]` is the global index of section `s`'s first item; one extra entry
    /// at the end holds the total, so a section's items are `sectionStarts[s]..<sectionStarts[s + 1]`.
    private let sectionStarts: [Int]

    /// A layout of `numberOfItems[s]` items in section `s`, for every section in order.
    ///
    /// - Parameters:
    ///   - itemSize: The size of every item; both sides finite and not negative. An item
    ///     with a zero side has an empty frame, which is never in view.
    ///   - numberOfItems: How many items each section holds; none negative, and their sum
    ///     must fit an `Int`. Empty sections are allowed and take no room.
    ///   - itemSpacing: The gap between consecutive items; finite and not negative.
    /// - Precondition: ``validate(itemSize:numberOfItems:itemSpacing:)`` returns `nil`.
    public init(itemSize: Size, numberOfItems: [Int], itemSpacing: Double = 0) {
        if let problem = Self.validate(itemSize: itemSize, numberOfItems: numberOfItems, itemSpacing: itemSpacing) {
            preconditionFailure(problem)
        }
        self.itemSize = itemSize
        self.itemSpacing = itemSpacing
        var starts = [0]
        starts.reserveCapacity(numberOfItems.count + 1)
        for count in numberOfItems { starts.append(starts[starts.count - 1] + count) }
        self.sectionStarts = starts
    }

    /// A layout of one section of `numberOfItems` items.
    ///
    /// - Parameters:
    ///   - itemSize: The size of every item; both sides finite and not negative.
    ///   - numberOfItems: How many items there are; not negative.
    ///   - itemSpacing: The gap between consecutive items; finite and not negative.
    public init(itemSize: Size, numberOfItems: Int, itemSpacing: Double = 0) {
        self.init(itemSize: itemSize, numberOfItems: [numberOfItems], itemSpacing: itemSpacing)
    }

    /// Why these values cannot make a layout, or `nil` when they can. The initializers
    /// require `nil`; a caller that reads the values from a user can report the message
    /// instead of trapping.
    ///
    /// - Parameters:
    ///   - itemSize: Must have finite, non-negative sides.
    ///   - numberOfItems: Per section; must be non-negative, with a sum that fits an `Int`.
    ///   - itemSpacing: Must be finite and non-negative.
    public static func validate(itemSize: Size, numberOfItems: [Int], itemSpacing: Double) -> String? {
        for side in [itemSize.width, itemSize.height] where !(side >= 0 && side.isFinite) {
            return "an item's width and height must be finite and not negative, got \(itemSize)"
        }
        if !(itemSpacing >= 0 && itemSpacing.isFinite) {
            return "the item spacing must be finite and not negative, got \(itemSpacing)"
        }
        var total = 0
        for (section, count) in numberOfItems.enumerated() {
            if count < 0 { return "section \(section) cannot have \(count) items" }
            let (sum, overflow) = total.addingReportingOverflow(count)
            if overflow { return "the sections hold more than \(Int.max) items together" }
            total = sum
        }
        return nil
    }

    /// The number of sections.
    public var numberOfSections: Int { sectionStarts.count - 1 }

    /// The number of items in every section together.
    public var numberOfItems: Int { sectionStarts[sectionStarts.count - 1] }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        sectionStarts[section + 1] - sectionStarts[section]
    }

    /// The distance from one item's left edge to the next one's.
    private var stride: Double { itemSize.width + itemSpacing }

    /// Where the item with global index `index` (counting across sections) is:
    /// `x = index · (width + spacing)`, `y = 0`, of size ``itemSize``.
    public func frameForItem(atGlobalIndex index: Int) -> Rect {
        Rect(origin: Point(x: Double(index) * stride, y: 0), size: itemSize)
    }

    /// The global index (counting across sections from 0) of the item at `indexPath`,
    /// or `nil` when there is no such item.
    public func globalIndex(of indexPath: LayoutIndexPath) -> Int? {
        let section = indexPath.section
        guard section >= 0, section < numberOfSections,
              indexPath.row >= 0, indexPath.row < numberOfItems(inSection: section) else { return nil }
        return sectionStarts[section] + indexPath.row
    }

    /// The index path of the item with global index `index`, found by a binary search over
    /// the sections (O(log sections)); empty sections are skipped.
    ///
    /// - Precondition: `0 <= index < numberOfItems`.
    public func indexPath(forGlobalIndex index: Int) -> LayoutIndexPath {
        precondition(index >= 0 && index < numberOfItems, "item \(index) is outside 0..<\(numberOfItems)")
        let section = self.section(containing: index)
        return LayoutIndexPath(row: index - sectionStarts[section], section: section)
    }

    /// The global indices of the items whose frames intersect `rect`, in order.
    ///
    /// `first` is the first item whose right edge lies past `rect.minX`, `end` the first
    /// whose left edge is not before `rect.maxX`: exactly the two terms of
    /// `Rect/intersects(_:)` along x, so an item touching either edge is left out, and the
    /// range agrees with testing every frame. Both come from dividing by the stride, checked
    /// against the frames themselves so that rounding can never add or drop an item.
    public func globalIndices(intersecting rect: Rect) -> Range<Int> {
        let item = Rect(origin: .zero, size: itemSize)
        guard !rect.isEmpty, !item.isEmpty, item.minY < rect.maxY, rect.minY < item.maxY else { return 0..<0 }
        let low = rect.minX, high = rect.maxX
        let first = firstIndex(near: guess(((low - itemSize.width) / stride).rounded(.down) + 1)) {
            low < Double($0) * stride + itemSize.width
        }
        let end = firstIndex(near: guess((high / stride).rounded(.up))) { !(Double($0) * stride < high) }
        return first < end ? first..<end : first..<first
    }

    /// The section that holds the item with global index `index` (which must exist): the
    /// first section that ends after it, so empty sections before it are passed over.
    private func section(containing index: Int) -> Int {
        (0..<numberOfSections).partitionPoint { sectionStarts[$0 + 1] > index }
    }

    /// An estimated index, clamped to `0...numberOfItems`; NaN and negatives give 0.
    private func guess(_ estimate: Double) -> Int {
        guard estimate > 0 else { return 0 }
        // Compared in Double: converting a value beyond Int's range would trap.
        return estimate >= Double(numberOfItems) ? numberOfItems : min(Int(estimate), numberOfItems)
    }

    /// The smallest index in `0...numberOfItems` at which `isPast` holds (`numberOfItems`
    /// when none does); `isPast` must be false and then true along the items.
    ///
    /// It starts at `guess` and gallops outward, so a right guess costs one or two probes
    /// and a wrong one O(log of the error): rounding in the guess can never make the answer
    /// differ from the frames.
    private func firstIndex(near guess: Int, where isPast: (Int) -> Bool) -> Int {
        let n = numberOfItems
        var low: Int, high: Int  // the answer is in low...high
        var step = 1
        if guess == n || isPast(guess) {
            high = guess
            while true {
                if high == 0 { return 0 }
                let probe = step >= high ? 0 : high - step
                if isPast(probe) { high = probe } else { low = probe + 1; break }
                step = step > n / 2 ? n : step * 2
            }
        } else {
            low = guess + 1
            while true {
                let probe = step >= n - guess ? n : guess + step
                if probe == n || isPast(probe) { high = probe; break }
                low = probe + 1
                step = step > n / 2 ? n : step * 2
            }
        }
        return (low..<high).partitionPoint(where: isPast)
    }
}

/// The horizontal list keeps the layout contract: every item is a cell of lap 0, there are
/// no headers or footers, and nothing depends on the offset but which items are in view.
extension HorizontalLayout: ListLayout {
    /// Always `.horizontal`: offsets move along x.
    public var scrollAxis: ScrollAxis { .horizontal }

    /// `(n · width + (n − 1) · spacing, height)` for `n` items, where the width is exactly
    /// the last item's right edge; `(0, height)` when there are none.
    public var contentSize: Size {
        let n = numberOfItems
        return Size(width: n == 0 ? 0 : frameForItem(atGlobalIndex: n - 1).maxX, height: itemSize.height)
    }

    /// `[-inset.left, contentWidth + inset.right - viewportWidth]`, raised to the lower
    /// bound when the content is narrower than the viewport.
    public func offsetRange(in viewport: LayoutViewport) -> ClosedRange<Double> {
        boundedOffsetRange(in: viewport)
    }

    /// The items whose frames intersect the viewport's rectangle, by global index, each
    /// with its section's index path.
    public func layoutAttributesForElements(in viewport: LayoutViewport) -> [LayoutAttributes] {
        let range = globalIndices(intersecting: viewport.rect)
        guard !range.isEmpty else { return [] }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            // One binary search per section in view, so runs of empty sections cost nothing.
            let section = section(containing: index)
            let sectionEnd = min(sectionStarts[section + 1], range.upperBound)
            for global in index..<sectionEnd {
                let indexPath = LayoutIndexPath(row: global - sectionStarts[section], section: section)
                result.append(LayoutAttributes(element: .cell(indexPath), frame: frameForItem(atGlobalIndex: global)))
            }
            index = sectionEnd
        }
        return result
    }

    /// The frame of a cell of lap 0 whose index path exists; `nil` for anything else
    /// (the layout has no headers or footers and never wraps).
    public func layoutAttributes(for element: LayoutElement, in viewport: LayoutViewport) -> LayoutAttributes? {
        guard element.kind == .cell, element.lap == 0, let index = globalIndex(of: element.indexPath) else { return nil }
        return LayoutAttributes(element: element, frame: frameForItem(atGlobalIndex: index))
    }

    /// The item whose frame contains `point`, wherever the viewport is; `nil` in the
    /// spacing between items, above or below the row and past either end. Only the first
    /// item whose right edge lies past `point.x` can contain it, so it is found by the
    /// same arithmetic as the items in view.
    public func cell(at point: Point, in viewport: LayoutViewport) -> LayoutElement? {
        guard itemSize.width > 0, itemSize.height > 0, numberOfItems > 0 else { return nil }
        let x = point.x
        let index = firstIndex(near: guess(((x - itemSize.width) / stride).rounded(.down) + 1)) {
            x < Double($0) * stride + itemSize.width
        }
        guard index < numberOfItems, frameForItem(atGlobalIndex: index).contains(point) else { return nil }
        return .cell(indexPath(forGlobalIndex: index))
    }

    /// Exactly how many items are in view, from the same arithmetic as
    /// ``layoutAttributesForElements(in:)`` and without visiting them.
    public func numberOfElements(in viewport: LayoutViewport) -> Int {
        globalIndices(intersecting: viewport.rect).count
    }
}

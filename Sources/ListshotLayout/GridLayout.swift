import ListshotGeometry

/// A grid in the manner of UIKit's `UICollectionViewFlowLayout`: each section's items flow
/// into lines, the lines stack along the scroll axis, and the sections follow one another,
/// each between an optional header and footer.
///
/// ## Directions
/// Scrolling vertically, a line is a row filled left to right and rows stack downwards;
/// scrolling horizontally, a line is a column filled top to bottom and columns stack to
/// the right. Below, *along* is the scroll axis (y, or x when horizontal) and *across* the
/// other; an item's *breadth* is its size across (its width, or height when horizontal) and
/// its *length* its size along. The grid is built for one ``crossExtent``, the viewport's
/// width (vertical) or height (horizontal): a view rebuilds it with
/// ``reflowed(crossExtent:)`` when that changes. ``contentSize`` is `crossExtent` across.
///
/// ## A section, along the scroll axis
/// Its header (`headerReferenceSize.height`, or `.width` when horizontal; 0 for none), the
/// section inset's leading edge (top, or left), the lines, exactly `minimumLineSpacing`
/// apart, the inset's trailing edge (bottom, or right), then its footer
/// (`footerReferenceSize` likewise). A section without items still takes its header, both
/// insets and its footer, as in UIKit. Headers and footers span the whole `crossExtent`
/// from 0, whatever the inset, and scroll with the content: there are no sticky headers.
///
/// ## Where lines break
/// Items are placed in order within `A = crossExtent − inset.left − inset.right` (top and
/// bottom when horizontal). An item joins the current line when the line's breadths with
/// `minimumInteritemSpacing` between them still fit (`≤ A`), and starts the next line
/// otherwise; the first item of a line always joins it, so an item broader than `A` has a
/// line of its own, starts at the inset and overruns the far edge (UIKit leaves this
/// undefined). A line is as thick as its longest item; a shorter item is centred in it,
/// `⌊(thickness − length) / 2⌋₆₄` from the line's start (UIKit's default).
///
/// ## Where the leftover space goes
/// `⌊v⌋₆₄` is `v` rounded down to the 1/64-point grid: offsets the layout invents stay on
/// the grid, so the frames of grid-sized items are exact sums, and the last item of a
/// justified line ends exactly at the inset.
/// - **Uniform sections** (``GridSection/init(count:itemSize:)``, or per-item sizes that are
///   all equal) are columns: every line, the last included, is laid out as a full line of
///   `N` items, `N` the most that fit. With `N ≥ 2`, column `c` starts
///   `c × (breadth + spacing) + ⌊L × c / (N − 1)⌋₆₄` after the inset, where
///   `L = A − N × breadth − (N − 1) × spacing`: a full line is justified (first and last
///   items touch the insets, like UIKit), and a short last line fills the first columns, not
///   stretched. With `N = 1` every item is centred: `⌊max(0, A − breadth) / 2⌋₆₄` after the
///   inset.
/// - **Sections of mixed sizes**: a line that is not its section's last and holds `n ≥ 2`
///   items is justified: item `i` starts `Σⱼ₍ⱼ<ᵢ₎ (breadthⱼ + spacing) + ⌊L × i / (n − 1)⌋₆₄`
///   after the inset, `L = A − Σ breadth − (n − 1) × spacing`. A line of one item that is not
///   the last is centred as above (UIKit centres a lone item too). The section's last line is packed at the start with
///   exactly `minimumInteritemSpacing`, leftover at the end (UIKit left-aligns the last line
///   of mixed sizes too).
///
/// ## Elements and cost
/// Cells are ordered by (section, item), then headers and then footers by section
/// (``ListLayout``). A uniform section takes no memory per item and answers in
/// O(items in view + log sections + log items); a section of mixed sizes breaks its lines
/// once, in O(n), and answers by binary search over lines and within them. Frames are exact
/// for sizes, spacings, insets and extents on the 1/64-point grid below
/// ``TableLayout/maximumExtent``.
public struct GridLayout: Sendable, Equatable {
    /// The direction the grid scrolls in (UIKit's `scrollDirection`).
    public let scrollDirection: ScrollAxis
    /// The space across the scroll axis that lines are flowed into: the viewport's width
    /// when scrolling vertically, its height when scrolling horizontally.
    public let crossExtent: Double
    /// Each section's items.
    public let sections: [GridSection]
    /// The space between two lines of a section (UIKit's `minimumLineSpacing`; here exact,
    /// since lines are never stretched apart).
    public let minimumLineSpacing: Double
    /// The least space between two items of a line (UIKit's `minimumInteritemSpacing`).
    public let minimumInteritemSpacing: Double
    /// The margins around each section's items, inside its header and footer (UIKit's
    /// `sectionInset`).
    public let sectionInset: EdgeInsets
    /// Each header's size; only the length along the scroll axis counts: its height when
    /// vertical, its width when horizontal (UIKit's `headerReferenceSize`). 0 for none.
    public let headerReferenceSize: Size
    /// Each footer's size, read as ``headerReferenceSize`` is (UIKit's `footerReferenceSize`).
    public let footerReferenceSize: Size

    /// Each section's lines, worked out as if scrolling vertically.
    let lines: [GridLines]
    /// `sectionStarts[s]` is where section `s` (its header) starts along the scroll axis;
    /// one extra entry at the end: the content's length.
    let sectionStarts: [Double]

    /// A grid of `sections` flowed into lines `crossExtent` points across.
    ///
    /// Preconditions: `crossExtent`, the spacings, the insets and the reference sizes are
    /// finite and not negative. Defaults are UIKit's.
    /// - Parameters:
    ///   - scrollDirection: Vertical (lines are rows) or horizontal (lines are columns).
    ///   - crossExtent: The viewport's width when vertical, its height when horizontal.
    ///   - sections: Each section's items.
    ///   - minimumLineSpacing: The space between two lines of a section.
    ///   - minimumInteritemSpacing: The least space between two items of a line.
    ///   - sectionInset: The margins around each section's items.
    ///   - headerReferenceSize: Each header's size; its length along the scroll axis counts.
    ///   - footerReferenceSize: Each footer's size, likewise.
    public init(
        scrollDirection: ScrollAxis = .vertical, crossExtent: Double, sections: [GridSection],
        minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
        headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero
    ) {
        func check(_ value: Double, _ name: String) {
            precondition(value >= 0 && value.isFinite, "a grid's \(name) must be finite and not negative, got \(value)")
        }
        check(crossExtent, "crossExtent")
        check(minimumLineSpacing, "minimumLineSpacing")
        check(minimumInteritemSpacing, "minimumInteritemSpacing")
        for (value, name) in [(sectionInset.top, "top"), (sectionInset.left, "left"), (sectionInset.bottom, "bottom"), (sectionInset.right, "right")] {
            check(value, "sectionInset.\(name)")
        }
        for (size, name) in [(headerReferenceSize, "headerReferenceSize"), (footerReferenceSize, "footerReferenceSize")] {
            check(size.width, name + ".width")
            check(size.height, name + ".height")
        }
        self.scrollDirection = scrollDirection
        self.crossExtent = crossExtent
        self.sections = sections
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize

        let inset = Self.canonical(sectionInset, scrollDirection)
        let available = crossExtent - inset.left - inset.right
        let lines = sections.map {
            GridLines(section: $0, transposed: scrollDirection == .horizontal, available: available,
                      interitemSpacing: minimumInteritemSpacing, lineSpacing: minimumLineSpacing)
        }
        var starts = [0.0]
        starts.reserveCapacity(sections.count + 1)
        let header = Self.length(of: headerReferenceSize, scrollDirection)
        let footer = Self.length(of: footerReferenceSize, scrollDirection)
        for section in lines {
            let footerStart = starts[starts.count - 1] + header + inset.top + section.length + inset.bottom
            starts.append(footerStart + footer)
        }
        self.lines = lines
        self.sectionStarts = starts
    }

    /// A grid whose sections each hold `numberOfItems[s]` items of `itemSize` (UIKit's
    /// `itemSize`); see ``init(scrollDirection:crossExtent:sections:minimumLineSpacing:minimumInteritemSpacing:sectionInset:headerReferenceSize:footerReferenceSize:)``.
    public init(
        scrollDirection: ScrollAxis = .vertical, crossExtent: Double, itemSize: Size, numberOfItems: [Int],
        minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
        headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero
    ) {
        self.init(
            scrollDirection: scrollDirection, crossExtent: crossExtent,
            sections: numberOfItems.map { GridSection(count: $0, itemSize: itemSize) },
            minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
            sectionInset: sectionInset, headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
    }

    /// A grid whose section `s` holds one item of each size in `itemSizes[s]` (UIKit's
    /// `collectionView(_:layout:sizeForItemAt:)`); see
    /// ``init(scrollDirection:crossExtent:sections:minimumLineSpacing:minimumInteritemSpacing:sectionInset:headerReferenceSize:footerReferenceSize:)``.
    public init(
        scrollDirection: ScrollAxis = .vertical, crossExtent: Double, itemSizes: [[Size]],
        minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10, sectionInset: EdgeInsets = .zero,
        headerReferenceSize: Size = .zero, footerReferenceSize: Size = .zero
    ) {
        self.init(
            scrollDirection: scrollDirection, crossExtent: crossExtent, sections: itemSizes.map(GridSection.init(itemSizes:)),
            minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
            sectionInset: sectionInset, headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
    }

    /// The same grid flowed into lines `crossExtent` points across, for a viewport whose
    /// width (vertical) or height (horizontal) changed.
    public func reflowed(crossExtent: Double) -> GridLayout {
        GridLayout(
            scrollDirection: scrollDirection, crossExtent: crossExtent, sections: sections,
            minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
            sectionInset: sectionInset, headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
    }

    /// The size of everything the grid scrolls over: `crossExtent` across, and the sections
    /// end to end along the scroll axis.
    public var contentSize: Size {
        transposedIfHorizontal(Size(width: crossExtent, height: sectionStarts[sectionStarts.count - 1]))
    }

    /// The number of lines section `section` flows into (rows when vertical, columns when
    /// horizontal).
    public func numberOfLines(inSection section: Int) -> Int { lines[section].count }

    /// The frame of an item, in content coordinates. The index path must be in the data.
    public func rectForItem(at indexPath: LayoutIndexPath) -> Rect {
        precondition(sections.indices.contains(indexPath.section) && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].count,
                     "item \(indexPath) is outside the grid")
        return transposedIfHorizontal(lines[indexPath.section].frame(ofItem: indexPath.row, base: itemsOrigin(ofSection: indexPath.section)))
    }

    /// The frame of a section's header, or `nil` when headers have no length.
    public func rectForHeader(inSection section: Int) -> Rect? {
        canonicalHeader(inSection: section).map(transposedIfHorizontal)
    }

    /// The frame of a section's footer, or `nil` when footers have no length.
    public func rectForFooter(inSection section: Int) -> Rect? {
        canonicalFooter(inSection: section).map(transposedIfHorizontal)
    }
}

// The geometry is worked out as if the grid scrolled vertically (x across, y along);
// a horizontal grid swaps x and y on the way in and out, which preserves intersections.
extension GridLayout {
    static func canonical(_ inset: EdgeInsets, _ direction: ScrollAxis) -> EdgeInsets {
        direction == .vertical ? inset : EdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom)
    }

    static func length(of size: Size, _ direction: ScrollAxis) -> Double {
        direction == .vertical ? size.height : size.width
    }

    func transposedIfHorizontal(_ rect: Rect) -> Rect {
        scrollDirection == .vertical ? rect : Rect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    func transposedIfHorizontal(_ point: Point) -> Point {
        scrollDirection == .vertical ? point : Point(x: point.y, y: point.x)
    }

    func transposedIfHorizontal(_ size: Size) -> Size {
        scrollDirection == .vertical ? size : Size(width: size.height, height: size.width)
    }

    var canonicalInset: EdgeInsets { Self.canonical(sectionInset, scrollDirection) }
    var headerLength: Double { Self.length(of: headerReferenceSize, scrollDirection) }
    var footerLength: Double { Self.length(of: footerReferenceSize, scrollDirection) }

    /// The inset's leading corner of section `section`: x across, y where its first line starts.
    func itemsOrigin(ofSection section: Int) -> Point {
        let inset = canonicalInset
        return Point(x: inset.left, y: sectionStarts[section] + headerLength + inset.top)
    }

    func canonicalHeader(inSection section: Int) -> Rect? {
        guard headerLength > 0 else { return nil }
        return Rect(x: 0, y: sectionStarts[section], width: crossExtent, height: headerLength)
    }

    func canonicalFooter(inSection section: Int) -> Rect? {
        guard footerLength > 0 else { return nil }
        let y = itemsOrigin(ofSection: section).y + lines[section].length + canonicalInset.bottom
        return Rect(x: 0, y: y, width: crossExtent, height: footerLength)
    }

    /// The sections whose extent along the scroll axis intersects `[low, high)`; sections
    /// of no length strictly inside are included, and show nothing.
    func sections(intersecting low: Double, _ high: Double) -> Range<Int> {
        guard low < high else { return 0..<0 }
        let first = (0..<sections.count).partitionPoint { sectionStarts[$0 + 1] > low }
        let end = (first..<sections.count).partitionPoint { sectionStarts[$0] >= high }
        return first..<end
    }
}

import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotText

/// A headless table view (UIKit's `UITableView`): it asks its data source for the cells
/// of the rows its viewport shows and recycles cells that scroll out of view.
///
/// Setting `contentOffset` lays the table out at once:
/// 1. rows whose frames no longer intersect the viewport are removed, reported to
///    `didEndDisplaying` in index order, and put into the reuse pool;
/// 2. rows that newly intersect it are asked from the data source, reported to
///    `willDisplay` in index order and added;
/// 3. rows that stay on screen are kept and not asked for again.
///
/// Visibility follows `TableLayout`'s half-open contract: with the viewport at offset
/// `y` and height `h`, a row is visible iff its frame intersects `[y, y + h)`.
///
/// ## Heights
/// Without ``estimatedRowHeight`` every row's height is asked up front (the delegate's
/// `heightForRowAt`, else ``rowHeight``); a row whose height is ``automaticDimension`` is
/// measured by its cell's `sizeThatFits` at the table's width. A delegate whose heights
/// repeat can give one cycle instead (`repeatingHeightsForRowsInSection`): the section then
/// costs memory for the cycle, not for every row. With an estimate, only the
/// rows that come on screen are asked and measured; the others count as the estimate.
/// When a measured height differs from its estimate, the offset is corrected so that the
/// rows that were on screen stay where they were: nothing on screen jumps (see
/// `contentOffset`).
open class TableView: ListView {
    /// Return this from `heightForRowAt` (or set it as ``rowHeight``) to size a row by its cell.
    public static let automaticDimension = -1.0

    /// The table's style: sticky headers and footers (plain) or ones that scroll (grouped),
    /// with the rows inset as rounded cards (inset grouped).
    public let style: TableStyle

    /// Supplies rows. Setting it drains the reuse pool and reloads at the next layout.
    /// Held weakly, as in UIKit.
    public weak var dataSource: TableViewDataSource? {
        didSet {
            dataSourceWasSet = dataSource != nil
            setNeedsReload(discardingCells: true)
        }
    }
    /// Whether the last data source set was an object (not `nil`).
    private var dataSourceWasSet = false
    /// Whether the data source set last was released: an object was set and the weak
    /// reference is now `nil`, so the table shows no rows. A table never given a data source,
    /// or given `nil`, is not one: it is empty on purpose. The test libraries refuse to draw
    /// such a table (see `assertSnapshot`).
    package var dataSourceWasReleased: Bool { dataSourceWasSet && dataSource == nil }
    /// Sizes rows and hears display events. Setting it drains the reuse pool and reloads
    /// at the next layout. Held weakly, as in UIKit.
    public weak var delegate: TableViewDelegate? {
        didSet { setNeedsReload(discardingCells: true) }
    }
    /// The height of rows when the delegate does not give one: 50 points, as in the seed.
    /// May be ``automaticDimension``.
    public var rowHeight: Double = 50 {
        didSet { setNeedsReload(discardingCells: false) }
    }
    /// The height assumed for rows not yet measured; 0 (the default) asks every row's
    /// height up front. An estimate under ``minimumEstimatedRowHeight`` counts as that
    /// minimum: the estimate says how many rows a layout pass measures, and one of a
    /// thousandth of a point would measure a million rows for one screen.
    public var estimatedRowHeight: Double = 0 {
        didSet { setNeedsReload(discardingCells: false) }
    }
    /// The smallest estimate the table uses: 1 point.
    public static let minimumEstimatedRowHeight = 1.0
    /// The estimate rows are laid out with: ``estimatedRowHeight``, at least
    /// ``minimumEstimatedRowHeight``; 0 when there is none.
    var estimateInUse: Double {
        estimatedRowHeight > 0 ? max(estimatedRowHeight, Self.minimumEstimatedRowHeight) : 0
    }
    /// The height of headers when the delegate does not give one. ``automaticDimension``
    /// (the default) means: a title's wrapped height plus margins, at least 28 pt in the
    /// plain style and 38 pt in the grouped style; 28 and 38 pt for a header view from the
    /// delegate; none (plain) or 18 pt (grouped; 35 pt above the first section,
    /// ``groupedTopSpacing``) for a section without either.
    public var sectionHeaderHeight: Double = TableView.automaticDimension {
        didSet { setNeedsReload(discardingCells: false) }
    }
    /// The height of footers when the delegate does not give one; ``automaticDimension``
    /// follows the same rule as ``sectionHeaderHeight``.
    public var sectionFooterHeight: Double = TableView.automaticDimension {
        didSet { setNeedsReload(discardingCells: false) }
    }
    /// The font of the default header titles (those from `titleForHeaderInSection`); `nil`
    /// (the default) for the style's, ``TableViewHeaderFooterView/defaultFont(of:in:)``.
    /// Titles are measured in it, so a larger font makes taller automatic headers, as UIKit's
    /// self-sizing headers grow with Dynamic Type. Setting it reloads at the next layout.
    public var sectionHeaderTitleFont: Font? {
        didSet { setNeedsReload(discardingCells: false) }
    }
    /// The font of the default footer titles; as ``sectionHeaderTitleFont``.
    public var sectionFooterTitleFont: Font? {
        didSet { setNeedsReload(discardingCells: false) }
    }

    /// How rows are separated: a hairline under each row, or nothing.
    public enum SeparatorStyle: Sendable { case none, singleLine }
    /// Whether rows are separated by hairlines (the default) or not.
    public var separatorStyle: SeparatorStyle = .singleLine
    /// The separators' colour (UIKit's opaque separator grey).
    public var separatorColor: Color = .separator
    /// How far separators stay from the left and right edges (UIKit's default: 16 pt on the
    /// left, the layout margin). A cell showing an image starts its separator at its text
    /// instead, when that is further in (see ``separatorInset(for:)``). In a right-to-left
    /// table the sides swap, as UIKit's do: `left` is kept from the right edge.
    public var separatorInset = EdgeInsets(left: 16)

    /// Lays out for the new ``ListView/contentOffset``. The scrollable range is
    /// `[-contentInset.top, contentHeight + contentInset.bottom - viewportHeight]` (just
    /// `-top` when the content is shorter), and plain-style headers stick below `top`.
    ///
    /// With estimated heights the table may correct the offset you set: when rows that come
    /// on screen are measured and differ from their estimate, the offset moves by the
    /// difference above the first row that stayed on screen, so that row keeps its place.
    open override func contentOffsetDidChange() {
        layoutCells(anchor: .previouslyDisplayed)
    }

    /// The table's layout, as the contract every list layout keeps.
    open override var listLayout: any ListLayout { tableLayout }

    /// The size of everything the table scrolls over.
    public var contentSize: Size { tableLayout.contentSize }

    /// How many cells the table has created in its life (recycled cells are not counted again).
    public var numberOfCellsCreated: Int { cellRegistry.numberCreated }
    /// How many header and footer views the table has created in its life, registered
    /// classes and default title views alike (recycled views are not counted again; nor are
    /// the two views, one per kind, that only measure titles).
    public var numberOfHeaderFooterViewsCreated: Int { headerFooterRegistry.numberCreated }

    var cellRegistry = ReuseRegistry<TableViewCell>()
    var pool = ReusePool<TableViewCell>(defaultLimit: 10)
    /// The rows on screen.
    let rows = DisplayedViews<IndexPath, TableViewCell>()
    var displayed: [IndexPath: TableViewCell] { rows.byKey }
    /// Cells made to measure rows about to be shown, waiting for the row to be displayed.
    var preparedCells: [IndexPath: TableViewCell] = [:]
    /// The headers and footers on screen, by section.
    let headers = DisplayedViews<Int, View>(), footers = DisplayedViews<Int, View>()
    var displayedHeaders: [Int: View] { headers.byKey }
    var displayedFooters: [Int: View] { footers.byKey }
    var headerFooterRegistry = ReuseRegistry<TableViewHeaderFooterView>()
    var headerFooterPool = ReusePool<TableViewHeaderFooterView>(defaultLimit: 10)
    /// One view per kind, never displayed, that measures titles for automatic heights.
    var sizingHeaderFooterViews: [TableViewHeaderFooterView.Kind: TableViewHeaderFooterView] = [:]
    var cachedLayout: TableLayout?
    var selectedIndexPath: IndexPath?
    /// A reload waiting for the next layout; `discardingCells` when no cell made so far
    /// may be handed out again (the data source or delegate changed).
    var pendingReload: PendingReload?
    struct PendingReload { var discardingCells: Bool }

    /// A table of `style`; give it a frame before it lays out.
    public init(frame: Rect = .zero, style: TableStyle = .plain) {
        self.style = style
        super.init(frame: frame)
        if style.isGrouped { backgroundColor = .groupedBackground }
        headerFooterRegistry.register(TableViewHeaderFooterView.self, for: Self.defaultHeaderFooterReuseIdentifier)
    }

    /// Makes every cell, header and footer again under the new traits (their colours and
    /// fonts were resolved when they were made), and takes the new traits' table background
    /// and separator colour where the table has its default ones.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let old = (previousTraitCollection ?? .standard).resolvedStyle, new = traitCollection.resolvedStyle
        if old != new {
            if style.isGrouped, backgroundColor == ColorRole.systemGroupedBackground.color(in: old) {
                backgroundColor = ColorRole.systemGroupedBackground.color(in: new)
            }
            if !style.isGrouped, backgroundColor == (old == .light ? nil : ColorRole.systemBackground.color(in: old)) {
                // A plain table draws nothing behind its cells in light, as it always has.
                backgroundColor = new == .light ? nil : ColorRole.systemBackground.color(in: new)
            }
            if separatorColor == ColorRole.separator.color(in: old) { separatorColor = ColorRole.separator.color(in: new) }
        }
        setNeedsReload(discardingCells: true)
    }

    open override func layoutSubviews() {
        if let cachedLayout, cachedLayout.width != frame.width { self.cachedLayout = nil }
        layoutCells(anchor: .previouslyDisplayed)
    }

    // MARK: Registering and dequeuing cells

    /// Tells the table which class (and cell style) to instantiate for `identifier` when
    /// its pool has no cell to recycle.
    public func register(
        _ cellClass: TableViewCell.Type, style: TableViewCell.CellStyle = .default,
        forCellReuseIdentifier identifier: String
    ) {
        cellRegistry.register(cellClass, style: style, for: identifier)
    }

    /// A recycled cell for `identifier` if the pool has one (after its `prepareForReuse()`),
    /// otherwise a new instance of the registered class. A new cell of a grouped table whose
    /// background is still its default, `systemBackground`, takes the grouped cells'
    /// `secondarySystemGroupedBackground`, as UIKit's do (white on white in light; #1C1C1E,
    /// not black, in dark).
    ///
    /// - Precondition: a class is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        let made = cellRegistry.numberCreated
        let cell = cellRegistry.dequeue(identifier, from: &pool, registerCall: "register(_:forCellReuseIdentifier:)")
        if style.isGrouped, cellRegistry.numberCreated > made, cell.backgroundColor == Color.systemBackground {
            cell.backgroundColor = .secondarySystemGroupedBackground
        }
        return cell
    }

    /// The number of cells waiting in the reuse pool for `identifier`.
    public func numberOfReusableCells(withIdentifier identifier: String) -> Int {
        pool.count(for: identifier)
    }

    /// Sets how many recycled cells the pool keeps for `identifier` between layout passes
    /// (10 by default); extra cells are released.
    public func setMaximumReusableCells(_ count: Int, forIdentifier identifier: String) {
        pool.setLimit(count, for: identifier)
        pool.trim()
    }

    // MARK: Reloading

    /// Drains the reuse pools, asks the data source and delegate for rows and heights
    /// again, and lays out: every visible row, header and footer is asked for anew. The
    /// views that were on screen go into the drained pools, so the reload reuses them.
    public func reloadData() {
        setNeedsReload(discardingCells: false)
        layoutCells(anchor: .none)
    }

    func setNeedsReload(discardingCells: Bool) {
        let discard = discardingCells || (pendingReload?.discardingCells ?? false)
        pendingReload = PendingReload(discardingCells: discard)
        cachedLayout = nil
        setNeedsLayout()
    }

    /// Carries out a pending reload: ends every displayed row, header and footer and empties
    /// the pools, so that the next layout asks the data source for every visible row.
    func applyPendingReload() {
        guard let reload = pendingReload else { return }
        pendingReload = nil
        if !reload.discardingCells {
            pool.drain()
            headerFooterPool.drain()
        }
        rows.endDisplayingAll { endDisplaying($1, forRowAt: $0) }
        headers.endDisplayingAll { endDisplaying($1, as: .header, inSection: $0) }
        footers.endDisplayingAll { endDisplaying($1, as: .footer, inSection: $0) }
        if reload.discardingCells {  // views of the old data source or delegate are never handed out
            pool.drain()
            headerFooterPool.drain()
        }
        cachedLayout = nil
    }

    // MARK: Visible cells

    /// The index paths of the rows on screen, in table order.
    public var indexPathsForVisibleRows: [IndexPath] {
        layoutIfNeeded()
        return displayed.keys.sorted()
    }

    /// The cells on screen, in table order.
    public var visibleCells: [TableViewCell] {
        indexPathsForVisibleRows.compactMap { displayed[$0] }
    }

    /// The cell showing `indexPath`, or `nil` when that row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        displayed[indexPath]
    }

    /// The sections whose header is on screen, in order.
    public var indexesOfVisibleHeaders: [Int] {
        layoutIfNeeded()
        return displayedHeaders.keys.sorted()
    }

    /// The sections whose footer is on screen, in order.
    public var indexesOfVisibleFooters: [Int] {
        layoutIfNeeded()
        return displayedFooters.keys.sorted()
    }

    /// The view showing a section's header, or `nil` when it is not on screen.
    public func headerView(forSection section: Int) -> View? { displayedHeaders[section] }

    /// The view showing a section's footer, or `nil` when it is not on screen.
    public func footerView(forSection section: Int) -> View? { displayedFooters[section] }
}

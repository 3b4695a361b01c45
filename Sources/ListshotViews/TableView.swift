@_exported import ListshotLayout

/// A headless table view (UIKit's `UITableView`): it asks its data source for the cells
/// of the rows its viewport shows and recycles cells that scroll out of view.
///
/// Setting ``contentOffset`` lays the table out at once:
/// 1. rows whose frames no longer intersect the viewport are removed, reported to
///    `didEndDisplaying` in index order, and put into the reuse pool;
/// 2. rows that newly intersect it are asked from the data source, reported to
///    `willDisplay` in index order and added;
/// 3. rows that stay on screen are kept and not asked for again.
///
/// Visibility follows ``TableLayout``'s half-open contract: with the viewport at offset
/// `y` and height `h`, a row is visible iff its frame intersects `[y, y + h)`.
open class TableView: View {
    /// Supplies rows. Setting it drains the reuse pool and reloads at the next layout.
    /// Held weakly, as in UIKit.
    public weak var dataSource: TableViewDataSource? {
        didSet { setNeedsReload(discardingCells: true) }
    }
    /// Sizes rows and hears display events. Setting it drains the reuse pool and reloads
    /// at the next layout. Held weakly, as in UIKit.
    public weak var delegate: TableViewDelegate? {
        didSet { setNeedsReload(discardingCells: true) }
    }
    /// The height of rows when the delegate does not give one: 50 points, as in the seed.
    public var rowHeight: Double = 50 {
        didSet { setNeedsReload(discardingCells: false) }
    }

    /// The point of the content shown at the viewport's top-left corner. Setting it lays out.
    public var contentOffset: Point {
        get { boundsOrigin }
        set {
            boundsOrigin = newValue
            layoutCells()
        }
    }

    /// The size of everything the table scrolls over: the sum of the row heights tall.
    public var contentSize: Size { tableLayout.contentSize }

    /// The offsets the table may scroll to: `0 ... contentHeight - viewportHeight`, or
    /// just 0 when the content is shorter than the viewport.
    public var contentOffsetRange: ClosedRange<Double> {
        tableLayout.offsetRange(viewportHeight: frame.height)
    }

    /// How many cells the table has created in its life (recycled cells are not counted again).
    public private(set) var numberOfCellsCreated = 0

    private var registeredCells: [String: TableViewCell.Type] = [:]
    private var pool = ReusePool()
    private var displayed: [IndexPath: TableViewCell] = [:]
    private var cachedLayout: TableLayout?
    /// A reload waiting for the next layout; `discardingCells` when no cell made so far
    /// may be handed out again (the data source or delegate changed).
    private var pendingReload: PendingReload?
    private struct PendingReload { var discardingCells: Bool }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    // MARK: Registering and dequeuing cells

    /// Tells the table which class to instantiate for `identifier` when its pool is empty.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registeredCells[identifier] = cellClass
    }

    /// A recycled cell for `identifier` if the pool has one (after its `prepareForReuse()`),
    /// otherwise a new instance of the registered class.
    ///
    /// - Precondition: a class is registered for `identifier`.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = pool.dequeue(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredCells[identifier] else {
            preconditionFailure("no cell class is registered for reuse identifier \"\(identifier)\"; call register(_:forCellReuseIdentifier:) first")
        }
        numberOfCellsCreated += 1
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// The number of cells waiting in the reuse pool for `identifier`.
    public func numberOfReusableCells(withIdentifier identifier: String) -> Int {
        pool.count(for: identifier)
    }

    // MARK: Reloading

    /// Drains the reuse pool, asks the data source and delegate for rows and heights
    /// again, and lays out: every visible row is asked for anew. The cells that were on
    /// screen go into the drained pool, so the reload reuses them.
    public func reloadData() {
        setNeedsReload(discardingCells: false)
        layoutCells()
    }

    private func setNeedsReload(discardingCells: Bool) {
        let discard = discardingCells || (pendingReload?.discardingCells ?? false)
        pendingReload = PendingReload(discardingCells: discard)
        cachedLayout = nil
        setNeedsLayout()
    }

    /// Carries out a pending reload: ends every displayed row and empties the pool, so
    /// that the next layout asks the data source for every visible row.
    private func applyPendingReload() {
        guard let reload = pendingReload else { return }
        pendingReload = nil
        if !reload.discardingCells { pool.drain() }
        for indexPath in displayed.keys.sorted() { endDisplaying(at: indexPath) }
        if reload.discardingCells { pool.drain() }  // cells of the old data source are never handed out
        cachedLayout = nil
    }

    // MARK: Geometry

    /// The layout of every row, built from the data source and delegate on first use.
    public var tableLayout: TableLayout {
        applyPendingReload()
        if let cachedLayout { return cachedLayout }
        let layout = makeLayout()
        cachedLayout = layout
        return layout
    }

    private func makeLayout() -> TableLayout {
        guard let dataSource else { return TableLayout(width: frame.width, sections: []) }
        let sectionCount = dataSource.numberOfSections(in: self)
        precondition(sectionCount >= 0, "numberOfSections returned \(sectionCount)")
        var sections: [SectionMetrics] = []
        for section in 0..<sectionCount {
            let count = dataSource.tableView(self, numberOfRowsInSection: section)
            precondition(count >= 0, "numberOfRowsInSection(\(section)) returned \(count)")
            let rows: RowOffsets
            if let delegate {
                rows = RowOffsets(heights: (0..<count).lazy.map { row in
                    delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
                })
            } else {
                rows = RowOffsets(count: count, height: rowHeight)
            }
            sections.append(SectionMetrics(rows: rows))
        }
        return TableLayout(width: frame.width, sections: sections)
    }

    /// The frame of a row in content coordinates.
    public func rectForRow(at indexPath: IndexPath) -> Rect { tableLayout.rectForRow(at: indexPath) }

    /// The row under `point` (in content coordinates), or `nil`.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        guard point.x >= 0, point.x < frame.width else { return nil }
        return tableLayout.indexPathForRow(atY: point.y)
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

    // MARK: Selection

    /// Simulates a tap at `point` in the viewport's coordinates: the row under it, if any,
    /// is reported to `didSelectRowAt` and returned.
    @discardableResult
    public func tap(at point: Point) -> IndexPath? {
        let content = Point(x: point.x + contentOffset.x, y: point.y + contentOffset.y)
        guard point.y >= 0, point.y < frame.height, let indexPath = indexPathForRow(at: content) else { return nil }
        delegate?.tableView(self, didSelectRowAt: indexPath)
        return indexPath
    }

    // MARK: Layout

    open override func layoutSubviews() {
        if let cachedLayout, cachedLayout.width != frame.width { self.cachedLayout = nil }
        layoutCells()
    }

    /// Recycles rows that left the viewport and shows rows that entered it.
    private func layoutCells() {
        applyPendingReload()
        guard frame.height > 0, dataSource != nil else { return }
        let layout = tableLayout
        let top = contentOffset.y
        let visible = layout.indexPathsForRows(intersecting: top, top + frame.height)
        let visibleSet = Set(visible)
        for indexPath in displayed.keys.sorted() where !visibleSet.contains(indexPath) {
            endDisplaying(at: indexPath)
        }
        for indexPath in visible {
            if let cell = displayed[indexPath] {
                cell.frame = layout.rectForRow(at: indexPath)
            } else {
                display(at: indexPath, frame: layout.rectForRow(at: indexPath))
            }
        }
    }

    private func display(at indexPath: IndexPath, frame: Rect) {
        guard let dataSource else { return }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.frame = frame
        cell.layoutIfNeeded()
        displayed[indexPath] = cell
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        addSubview(cell)
    }

    private func endDisplaying(at indexPath: IndexPath) {
        guard let cell = displayed.removeValue(forKey: indexPath) else { return }
        cell.removeFromSuperview()
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        pool.enqueue(cell)
    }
}

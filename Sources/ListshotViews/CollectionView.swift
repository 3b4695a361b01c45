import ListshotGeometry
import ListshotLayout

/// A headless collection view (UIKit's `UICollectionView`): it shows the items of any
/// ``ListLayout`` — a horizontal list, a wheel, a grid — with cells from its data source,
/// recycled through a reuse pool as they scroll out of view.
///
/// Setting ``contentOffset`` lays out at once, as ``TableView`` does: the elements the
/// layout places in the viewport are diffed against those on screen; cells that left are
/// reported to `didEndDisplaying` and go to the pool, cells that entered are asked from the
/// data source and reported to `willDisplay`, each exactly once and in the layout's order;
/// cells that stay are moved to their new frames (a wheel's curve moves them as it
/// scrolls) and not asked for again. What is on screen is keyed by ``LayoutElement``, so a
/// wrapping layout can show one data item twice and recycle across the wrap.
open class CollectionView: ListView {
    /// Places the items. Setting it drains the reuse pool and lays out anew.
    public var collectionViewLayout: any ListLayout {
        didSet { setNeedsReload() }
    }
    /// Supplies cells. Held weakly, as in UIKit; setting it reloads.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// Hears display events and taps. Held weakly, as in UIKit.
    public weak var delegate: CollectionViewDelegate?

    /// How many cells the view has created in its life (recycled cells are not counted again).
    public var numberOfCellsCreated: Int { cellRegistry.numberOfCellsCreated }

    private var cellRegistry = CellRegistry()
    private var pool = ReusePool<TableViewCell>(defaultLimit: 10)
    private var displayed: [LayoutElement: TableViewCell] = [:]
    private var displayedSupplementary: [LayoutElement: TableViewHeaderFooterView] = [:]
    private var supplementaryPool = ReusePool<TableViewHeaderFooterView>(defaultLimit: 4)
    static let supplementaryReuseIdentifier = "listshot.CollectionView.headerFooter"

    /// How many header and footer views the view has made in its life; the rest were recycled.
    public private(set) var numberOfSupplementaryViewsCreated = 0
    private var needsReload = true

    /// A collection view at `frame` showing `layout`.
    public init(frame: Rect = .zero, layout: any ListLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    open override var listLayout: any ListLayout { collectionViewLayout }

    // MARK: Registering and dequeuing cells

    /// Tells the view which class (and cell style) to make for `identifier` when its pool
    /// has no cell to recycle.
    public func register(
        _ cellClass: TableViewCell.Type, style: TableViewCell.CellStyle = .default,
        forCellWithReuseIdentifier identifier: String
    ) {
        cellRegistry.register(cellClass, style: style, for: identifier)
    }

    /// A recycled cell for `identifier` (after its `prepareForReuse()`), else a new one.
    ///
    /// - Precondition: a class is registered for `identifier`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        cellRegistry.dequeue(identifier, from: &pool, registerCall: "register(_:forCellWithReuseIdentifier:)")
    }

    /// Drains the reuse pool and asks for every visible item again.
    public func reloadData() {
        setNeedsReload()
        layoutElements()
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: What is on screen

    /// The elements of the cells on screen, in the layout's order.
    public var visibleElements: [LayoutElement] {
        layoutIfNeeded()
        return displayed.keys.sorted()
    }

    /// The cell showing `element`, or `nil` when it is not on screen.
    public func cell(for element: LayoutElement) -> TableViewCell? { displayed[element] }

    /// The header or footer view showing `element`, or `nil` when it is not on screen.
    public func supplementaryView(for element: LayoutElement) -> TableViewHeaderFooterView? {
        displayedSupplementary[element]
    }

    // MARK: Layout

    open override func contentOffsetDidChange() { layoutElements() }

    open override func layoutSubviews() { layoutElements() }

    /// Recycles the cells that left the viewport, shows the ones that entered, and moves
    /// the ones that stayed to their frames for this offset.
    private func layoutElements() {
        if needsReload {
            needsReload = false
            for element in displayed.keys.sorted() { endDisplaying(element) }
            for view in displayedSupplementary.values { view.removeFromSuperview() }
            displayedSupplementary.removeAll()
            pool.drain()
        }
        guard frame.width > 0, frame.height > 0, dataSource != nil else { return }
        let attributes = collectionViewLayout.layoutAttributesForElements(in: layoutViewport)
        let cells = attributes.filter { $0.element.kind == .cell }
        let visible = Set(cells.map(\.element))
        for element in displayed.keys.sorted() where !visible.contains(element) { endDisplaying(element) }
        for item in cells {
            if let cell = displayed[item.element] {
                cell.frame = item.frame
            } else {
                display(item)
            }
        }
        layoutSupplementaryViews(attributes.filter { $0.element.kind != .cell })
        applyDrawOrderAndAlpha(attributes.compactMap { item in
            (item.element.kind == .cell ? displayed[item.element] : displayedSupplementary[item.element]).map { (item, $0) }
        })
        // Keep enough cells to fill the screen as full as it has been: with a fixed limit, a
        // pass that drops many cells (a run of short rows, a grid column of small items)
        // discarded cells that a later pass made anew, on every swing without end.
        pool.trim(onScreen: displayed.count)
    }

    private func display(_ item: LayoutAttributes) {
        guard let cell = dataSource?.collectionView(self, cellForItemAt: item.element.indexPath) else { return }
        cell.frame = item.frame
        cell.layoutIfNeeded()
        displayed[item.element] = cell
        delegate?.collectionView(self, willDisplay: cell, for: item.element)
        insertSubview(cell, at: 0)  // cells below headers
    }

    private func endDisplaying(_ element: LayoutElement) {
        guard let cell = displayed.removeValue(forKey: element) else { return }
        cell.removeFromSuperview()
        delegate?.collectionView(self, didEndDisplaying: cell, for: element)
        pool.enqueue(cell)
    }

    /// Headers and footers: a ``TableViewHeaderFooterView`` with the data source's title,
    /// recycled through their own pool as they scroll out and in, as cells are.
    private func layoutSupplementaryViews(_ attributes: [LayoutAttributes]) {
        let visible = Set(attributes.map(\.element))
        for element in displayedSupplementary.keys.sorted() where !visible.contains(element) {
            let view = displayedSupplementary.removeValue(forKey: element)!
            view.removeFromSuperview()
            supplementaryPool.enqueue(view)
        }
        for item in attributes {
            let view = displayedSupplementary[item.element] ?? makeSupplementaryView(for: item.element)
            view.frame = item.frame
        }
        supplementaryPool.trim()
    }

    private func makeSupplementaryView(for element: LayoutElement) -> TableViewHeaderFooterView {
        let view: TableViewHeaderFooterView
        if let recycled = supplementaryPool.dequeue(identifier: Self.supplementaryReuseIdentifier) {
            recycled.prepareForReuse()
            view = recycled
        } else {
            numberOfSupplementaryViewsCreated += 1
            view = TableViewHeaderFooterView(reuseIdentifier: Self.supplementaryReuseIdentifier)
        }
        let section = element.indexPath.section
        view.kind = element.kind == .header ? .header : .footer
        view.showTitle(element.kind == .header
            ? dataSource?.collectionView(self, titleForHeaderInSection: section)
            : dataSource?.collectionView(self, titleForFooterInSection: section))
        displayedSupplementary[element] = view
        delegate?.collectionView(self, willDisplaySupplementaryView: view, for: element)
        addSubview(view)
        return view
    }

    // MARK: Taps

    /// Simulates a tap at `point` in the viewport's coordinates; the item under it is
    /// reported to `didSelectItemAt` and returned.
    @discardableResult
    public func tap(at point: Point) -> IndexPath? {
        layoutIfNeeded()
        guard point.x >= 0, point.x < frame.width, point.y >= 0, point.y < frame.height else { return nil }
        let content = Point(x: point.x + contentOffset.x, y: point.y + contentOffset.y)
        guard let element = collectionViewLayout.cell(at: content, in: layoutViewport) else { return nil }
        delegate?.collectionView(self, didSelectItemAt: element.indexPath)
        return element.indexPath
    }
}

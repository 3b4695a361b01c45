import ListshotGeometry
import ListshotLayout

/// A headless collection view (UIKit's `UICollectionView`): it shows the items of any
/// `ListLayout` — a horizontal list, a wheel, a grid — with cells from its data source,
/// recycled through a reuse pool as they scroll out of view.
///
/// Setting `contentOffset` lays out at once, as ``TableView`` does: the elements the
/// layout places in the viewport are diffed against those on screen; cells that left are
/// reported to `didEndDisplaying` and go to the pool, cells that entered are asked from the
/// data source and reported to `willDisplay`, each exactly once and in the layout's order;
/// cells that stay are moved to their new frames (a wheel's curve moves them as it
/// scrolls) and not asked for again. What is on screen is keyed by `LayoutElement`, so a
/// wrapping layout can show one data item twice and recycle across the wrap.
///
/// Cells are ``CollectionViewCell``s or any ``TableViewCell``; a section's header and footer
/// are the data source's views (registered with
/// ``register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``), else default views
/// showing its titles. Cells, headers and footers go through the same pass and reuse pools
/// as a ``TableView``'s rows do.
open class CollectionView: ListView {
    /// Places the items. Setting it drains the reuse pool and lays out anew.
    public var collectionViewLayout: any ListLayout {
        didSet { setNeedsReload() }
    }
    /// Supplies cells. Held weakly, as in UIKit; setting it reloads.
    public weak var dataSource: CollectionViewDataSource? {
        didSet {
            dataSourceWasSet = dataSource != nil
            setNeedsReload()
        }
    }
    /// Whether the last data source set was an object (not `nil`).
    private var dataSourceWasSet = false
    /// Whether the data source set last was released (see `TableView.dataSourceWasReleased`).
    package var dataSourceWasReleased: Bool { dataSourceWasSet && dataSource == nil }
    /// Hears display events and taps. Held weakly, as in UIKit.
    public weak var delegate: CollectionViewDelegate?

    /// How many cells the view has created in its life (recycled cells are not counted again).
    public var numberOfCellsCreated: Int { cellRegistry.numberCreated }

    private var cellRegistry = ReuseRegistry<TableViewCell>()
    private var pool = ReusePool<TableViewCell>(defaultLimit: 10)
    private let cells = DisplayedViews<LayoutElement, TableViewCell>()
    private let supplementaryViews = DisplayedViews<LayoutElement, TableViewHeaderFooterView>()
    private var supplementaryRegistry = ReuseRegistry<TableViewHeaderFooterView>()
    private var supplementaryPool = ReusePool<TableViewHeaderFooterView>(defaultLimit: 4)
    /// The identifier of the default title views, shown when the data source gives no view.
    static let supplementaryReuseIdentifier = "listshot.CollectionView.headerFooter"

    /// How many header and footer views the view has made in its life, default title views
    /// and registered classes alike; the rest were recycled.
    public var numberOfSupplementaryViewsCreated: Int { supplementaryRegistry.numberCreated }
    private var needsReload = true

    /// A collection view at `frame` showing `layout`.
    public init(frame: Rect = .zero, layout: any ListLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        supplementaryRegistry.register(TableViewHeaderFooterView.self, for: Self.supplementaryReuseIdentifier)
    }

    open override var listLayout: any ListLayout { collectionViewLayout }

    // MARK: Registering and dequeuing cells

    /// Tells the view which class (and cell style) to make for `identifier` when its pool
    /// has no cell to recycle: a ``CollectionViewCell``, or any ``TableViewCell`` (one
    /// designed cell can serve tables and collections).
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

    // MARK: Registering and dequeuing supplementary views

    /// The kind of a section's header (UIKit's `elementKindSectionHeader`).
    public static let elementKindSectionHeader = "listshot.CollectionView.sectionHeader"
    /// The kind of a section's footer (UIKit's `elementKindSectionFooter`).
    public static let elementKindSectionFooter = "listshot.CollectionView.sectionFooter"

    /// Tells the view which class to make for `identifier` when its pool has no header or
    /// footer view to recycle (UIKit's `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`).
    /// Return the views from the data source's `viewForSupplementaryElementOfKind`.
    ///
    /// - Parameters:
    ///   - viewClass: ``TableViewHeaderFooterView`` or a subclass.
    ///   - elementKind: ``elementKindSectionHeader`` or ``elementKindSectionFooter``. One
    ///     identifier names one class whatever the kind: views are recycled by identifier.
    ///   - identifier: the reuse identifier to dequeue with.
    public func register(
        _ viewClass: TableViewHeaderFooterView.Type, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryRegistry.register(viewClass, for: identifier)
    }

    /// A recycled header or footer view for `identifier` (after its `prepareForReuse()`),
    /// else a new one of the registered class; the view styles it as `elementKind` when it
    /// shows it, and recycles it when it scrolls off screen.
    ///
    /// - Precondition: a class is registered for `identifier`.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> TableViewHeaderFooterView {
        supplementaryRegistry.dequeue(
            identifier, from: &supplementaryPool, registerCall: "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)")
    }

    /// Drains the reuse pool and asks for every visible item again.
    public func reloadData() {
        setNeedsReload()
        layoutElements()
    }

    /// Makes every cell and supplementary view again under the new traits: their colours and
    /// fonts were resolved when they were made.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        cells.endDisplayingAll(end: endDisplaying)
        supplementaryViews.endDisplayingAll { $1.removeFromSuperview() }
        pool.drain()
        setNeedsReload()
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: What is on screen

    /// The elements of the cells on screen, in the layout's order.
    public var visibleElements: [LayoutElement] {
        layoutIfNeeded()
        return cells.byKey.keys.sorted()
    }

    /// The cell showing `element`, or `nil` when it is not on screen.
    public func cell(for element: LayoutElement) -> TableViewCell? { cells.byKey[element] }

    /// The header or footer view showing `element`, or `nil` when it is not on screen.
    public func supplementaryView(for element: LayoutElement) -> TableViewHeaderFooterView? {
        supplementaryViews.byKey[element]
    }

    // MARK: Layout

    open override func contentOffsetDidChange() { layoutElements() }

    open override func layoutSubviews() { layoutElements() }

    /// Recycles the cells that left the viewport, shows the ones that entered, and moves
    /// the ones that stayed to their frames for this offset.
    /// With the collection view's traits current, so that a data source's cells take their
    /// colours and fonts from them.
    private func layoutElements() {
        traitCollection.performAsCurrent { layoutElementsWithCurrentTraits() }
    }

    private func layoutElementsWithCurrentTraits() {
        if needsReload {
            needsReload = false
            cells.endDisplayingAll(end: endDisplaying)
            supplementaryViews.endDisplayingAll { $1.removeFromSuperview() }
            pool.drain()
        }
        guard frame.width > 0, frame.height > 0, dataSource != nil else { return }
        let attributes = collectionViewLayout.layoutAttributesForElements(in: layoutViewport)
        cells.update(
            to: attributes.filter { $0.element.kind == .cell }, keyedBy: \.element,
            end: endDisplaying,
            move: { item, cell in
                // A cell a vertical list moves across (a wheel's curve) lays itself out again, so
                // that what it shows can keep to the part of it on screen.
                if scrollAxis == .vertical, cell.frame.minX != item.frame.minX { cell.setNeedsLayout() }
                cell.frame = item.frame
            },
            make: { item in
                guard let cell = dataSource?.collectionView(self, cellForItemAt: IndexPath(item.element.indexPath)) else { return nil }
                cell.frame = item.frame
                cell.layoutIfNeeded()
                return cell
            },
            show: { item, cell in
                delegate?.collectionView(self, willDisplay: cell, for: item.element)
                insertSubview(cell, at: 0)  // cells below headers
                // Laid out again now it is in the list, which it may stand past (a wheel's row).
                if scrollAxis == .vertical, item.frame.minX != 0 { cell.setNeedsLayout() }
            })
        layoutSupplementaryViews(attributes.filter { $0.element.kind != .cell })
        applyDrawOrderAndAlpha(attributes.compactMap { item in
            (item.element.kind == .cell ? cells.byKey[item.element] as View? : supplementaryViews.byKey[item.element]).map { (item, $0) }
        })
        // Keep enough cells to fill the screen as full as it has been: with a fixed limit, a
        // pass that drops many cells (a run of short rows, a grid column of small items)
        // discarded cells that a later pass made anew, on every swing without end.
        pool.trim(onScreen: cells.byKey.count)
    }

    private func endDisplaying(_ element: LayoutElement, _ cell: TableViewCell) {
        cell.removeFromSuperview()
        delegate?.collectionView(self, didEndDisplaying: cell, for: element)
        pool.enqueue(cell)
    }

    /// Headers and footers: the data source's view, else a ``TableViewHeaderFooterView``
    /// with its title, recycled through their own pool as they scroll out and in, as cells are.
    private func layoutSupplementaryViews(_ attributes: [LayoutAttributes]) {
        supplementaryViews.update(
            to: attributes, keyedBy: \.element,
            end: { _, view in
                view.removeFromSuperview()
                if view.reuseIdentifier != nil { supplementaryPool.enqueue(view) }
            },
            move: { item, view in view.frame = item.frame },
            make: { makeSupplementaryView(for: $0.element) },
            show: { item, view in
                delegate?.collectionView(self, willDisplaySupplementaryView: view, for: item.element)
                addSubview(view)
                view.frame = item.frame
            })
        supplementaryPool.trim()
    }

    /// The data source's view for a header or footer, else a default view showing its
    /// title; styled as a header or a footer.
    private func makeSupplementaryView(for element: LayoutElement) -> TableViewHeaderFooterView {
        let section = element.indexPath.section
        let isHeader = element.kind == .header
        let elementKind = isHeader ? Self.elementKindSectionHeader : Self.elementKindSectionFooter
        if let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: elementKind, at: IndexPath(element.indexPath)) {
            view.kind = isHeader ? .header : .footer
            return view
        }
        let view = supplementaryRegistry.dequeue(Self.supplementaryReuseIdentifier, from: &supplementaryPool)!
        view.kind = isHeader ? .header : .footer
        view.showTitle(isHeader
            ? dataSource?.collectionView(self, titleForHeaderInSection: section)
            : dataSource?.collectionView(self, titleForFooterInSection: section))
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
        delegate?.collectionView(self, didSelectItemAt: IndexPath(element.indexPath))
        return IndexPath(element.indexPath)
    }
}

import ListshotGeometry
import ListshotLayout
import ListshotText
import ListshotViews

/// A scene file whose `layout` is not a table: a horizontal list, a wheel or a grid,
/// shown by a `CollectionView`. Each row of the file is an item with the table's keys:
/// its `text` (and `detail`) in a standard cell, so `generate` works for every layout.
///
/// Generated sections are never expanded, as in ``FileScene``: an item's text is made
/// when its cell is asked for.
public final class FileCollectionScene: Scene, CollectionViewDataSource, CollectionViewDelegate {
    /// What the scene shows.
    public let sceneDescription: SceneDescription
    /// The view that shows the items.
    public let collectionView: CollectionView
    public var listView: ListView { collectionView }
    /// The pictures custom cells draw per row (templated images), each drawn once.
    let pictures = GeneratedImageCache()
    /// The custom cells' designs at the scene's text size (``FileScene/designs(of:)``).
    let designs: [String: CellDesign]

    /// Builds the collection view that `description` describes.
    ///
    /// - Parameters:
    ///   - description: the scene; its `layout` must not be `.table` (``FileScene`` shows those).
    ///   - viewport: the screen to lay it out on; `nil` uses the description's own. A grid
    ///     flows its items across the viewport's width (or height, scrolling horizontally),
    ///     and a wheel with no radius takes half the viewport's height.
    public init(_ description: SceneDescription, viewport: Viewport? = nil) {
        let viewport = viewport ?? description.viewport
        sceneDescription = description
        designs = FileScene.designs(of: description)
        collectionView = CollectionView(frame: viewport.bounds, layout: Self.layout(for: description, viewport: viewport))
        collectionView.contentInset = description.contentInset
        collectionView.semanticContentAttribute = description.semanticContentAttribute
        if description.appearance != .light { collectionView.backgroundColor = description.appearance.colors.background }
        if let color = description.backgroundColor { collectionView.backgroundColor = color }
        FileScene.registerCells { collectionView.register(TableViewCell.self, style: $0, forCellWithReuseIdentifier: $1) }
        FileScene.registerDesignedCells(of: description) { collectionView.register($0, forCellWithReuseIdentifier: $1) }
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// The layout of `description` in `viewport`.
    static func layout(for description: SceneDescription, viewport: Viewport) -> any ListLayout {
        let counts = description.sections.map(\.rows.count)
        switch description.layout {
        case .table:
            preconditionFailure("a table scene is shown by FileScene")
        case let .horizontal(horizontal):
            return HorizontalLayout(itemSize: horizontal.itemSize, numberOfItems: counts, itemSpacing: horizontal.itemSpacing)
        case let .wheel(wheel):
            return WheelLayout(
                count: counts.reduce(0, +), rowHeight: wheelRowHeight(wheel.rowHeight, description),
                radius: wheel.radius ?? WheelLayout.defaultRadius(viewportHeight: viewport.height),
                ratio: wheel.ratio, translation: wheel.translation,
                side: wheel.side, infinite: wheel.infinite)
        case let .grid(grid):
            let vertical = grid.direction == .vertical
            func size(_ length: Double) -> Size {
                vertical ? Size(width: viewport.width, height: length) : Size(width: length, height: viewport.height)
            }
            // Headers and footers follow the text size, as their titles do (``titleFont(_:)``).
            let headers = description.sections.compactMap(\.header).map { description.textSize.scaledValue($0.height ?? defaultHeaderHeight) }
            let footers = description.sections.compactMap(\.footer).map { description.textSize.scaledValue($0.height ?? defaultHeaderHeight) }
            return GridLayout(
                scrollDirection: grid.direction, crossExtent: vertical ? viewport.width : viewport.height,
                itemSize: grid.itemSize, numberOfItems: counts,
                minimumLineSpacing: grid.lineSpacing, minimumInteritemSpacing: grid.itemSpacing,
                sectionInset: grid.sectionInset,
                headerReferenceSize: size(headers.max() ?? 0),
                footerReferenceSize: size(footers.max() ?? 0))
        case let .waterfall(waterfall):
            return WaterfallLayout(
                width: viewport.width, columns: waterfall.columns, itemHeights: itemHeights(of: description).first ?? [], spacing: waterfall.spacing)
        case let .registered(type, options):
            guard let make = SceneLayoutRegistry.maker(for: type) else { preconditionFailure("layout \"\(type)\" was registered when the file was read") }
            return make(SceneLayoutRegistry.Context(
                options: options, numberOfItems: counts, itemHeights: itemHeights(of: description),
                viewportSize: Size(width: viewport.width, height: viewport.height)))
        }
    }

    /// Each item's height: its row's `height`, else the scene's `rowHeight`; 44 for rows
    /// that size themselves (a collection's items do not).
    private static func itemHeights(of description: SceneDescription) -> [[Double]] {
        description.sections.map { section in
            (0..<section.rows.count).map { row in
                switch section.rows.height(ofRow: row) ?? description.rowHeight {
                case let .fixed(points): return points
                case .automatic: return SceneDescription.defaultRowHeight
                }
            }
        }
    }

    /// A wheel's row height: the layout's `points`, grown with the text size when its rows
    /// show a design that scales (``FileScene/rowHeight(_:showing:in:)``), as a table's are.
    /// A wheel's rows are all one height and cannot size themselves, so at another text size
    /// than the default a design with labels that wrap also gets the room of one more of
    /// their lines, for the label that wraps (a long name in the middle rows, which the
    /// curve pushes furthest across).
    private static func wheelRowHeight(_ points: Double, _ description: SceneDescription) -> Double {
        let cell: String? = switch description.sections.first?.rows {
        case let .generated(pattern)?: pattern.look.cell
        case let .listed(rows)?: rows.first?.cell
        case nil: nil
        }
        let height = FileScene.rowHeight(points, showing: cell, in: description)
        guard description.textSize != .large, let design = cell.flatMap({ description.cells[$0] }) else { return height }
        return height + design.wrappingLineHeight(at: description.textSize)
    }

    /// A grid header's or footer's title font at the scene's text size: the file's `fonts`,
    /// else a plain table's; `nil` at `large` without `fonts`, which keeps the view's own.
    private func titleFont(_ kind: TableViewHeaderFooterView.Kind) -> Font? {
        let description = sceneDescription
        let spec = kind == .header ? description.fonts.header : description.fonts.footer
        if let spec { return spec.font(scaledFor: description.textSize) }
        guard description.textSize != .large else { return nil }
        return try? Font.preferredFont(forTextStyle: FileScene.titleStyle(kind, in: .plain), compatibleWith: description.textSize)
    }

    /// A grid's header or footer length when the file gives none: a plain table's 28 points.
    static let defaultHeaderHeight = 28.0

    // MARK: Data source

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell {
        FileScene.cell(forRowAt: indexPath, in: sceneDescription, designs: designs, pictures: pictures) {
            collectionView.dequeueReusableCell(withReuseIdentifier: $0, for: indexPath)
        }
    }

    public func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String? {
        sceneDescription.sections[section].header?.text
    }

    public func collectionView(_ collectionView: CollectionView, titleForFooterInSection section: Int) -> String? {
        sceneDescription.sections[section].footer?.text
    }

    // MARK: Delegate

    /// A grid's headers and footers in the scene's appearance: a plain table's.
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: TableViewHeaderFooterView, for element: LayoutElement
    ) {
        FileScene.applyAppearance(toHeaderOrFooter: view, style: view.style, sceneDescription.appearance)
        if let font = titleFont(view.kind) {
            view.textLabel.font = font
            view.setNeedsLayout()
        }
    }
}

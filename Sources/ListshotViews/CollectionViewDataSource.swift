import ListshotLayout

/// Supplies a ``CollectionView``'s cells (UIKit's `UICollectionViewDataSource`). The layout
/// says how many items there are; the data source makes the cell for each one shown.
public protocol CollectionViewDataSource: AnyObject {
    /// The cell for an item about to be shown; dequeue it with
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``. A wrapping layout
    /// asks for the same data item once for every copy of it on screen.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> TableViewCell
    /// The view for a section's header or footer (UIKit's `viewForSupplementaryElementOfKind`):
    /// dequeue it with ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// Optional: `nil` (the default) shows a default view with the section's title.
    ///
    /// - Parameters:
    ///   - collectionView: the collection view asking.
    ///   - kind: ``CollectionView/elementKindSectionHeader`` or ``CollectionView/elementKindSectionFooter``.
    ///   - indexPath: the section's first item's index path.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> TableViewHeaderFooterView?
    /// The text of a section's header, drawn by the default header view; optional.
    func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String?
    /// The text of a section's footer, drawn by the default footer view; optional.
    func collectionView(_ collectionView: CollectionView, titleForFooterInSection section: Int) -> String?
}

extension CollectionViewDataSource {
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> TableViewHeaderFooterView? { nil }
    public func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String? { nil }
    public func collectionView(_ collectionView: CollectionView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Hears what a ``CollectionView`` displays (UIKit's `UICollectionViewDelegate`). Every
/// method is optional. Each item on screen is a `LayoutElement`: its index path and, for
/// a layout that wraps, the lap that tells two copies of one item apart.
public protocol CollectionViewDelegate: AnyObject {
    /// A cell is about to be shown for `element`: configure its appearance here.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: TableViewCell, for element: LayoutElement)
    /// A cell has left the screen; it goes back to the reuse pool after this returns.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: TableViewCell, for element: LayoutElement)
    /// A header or footer view is about to be shown for `element` (UIKit's
    /// `willDisplaySupplementaryView`): configure its colours here.
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: TableViewHeaderFooterView, for element: LayoutElement)
    /// The user tapped the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: TableViewCell, for element: LayoutElement) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: TableViewCell, for element: LayoutElement) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: TableViewHeaderFooterView, for element: LayoutElement
    ) {}
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
}

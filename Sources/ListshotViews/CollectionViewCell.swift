/// An item of a ``CollectionView`` (UIKit's `UICollectionViewCell`): a reusable view with a
/// ``TableViewCell/contentView`` to add subviews to, ``TableViewCell/prepareForReuse()`` to
/// reset it before it is handed out again, and ``TableViewCell/isSelected``.
///
/// Register it (or a subclass) with ``CollectionView/register(_:style:forCellWithReuseIdentifier:)``
/// and dequeue it in the data source's `cellForItemAt`. Unlike a table row it has no
/// background of its own (UIKit's collection cells are clear), no separator and no accessory.
///
/// It is a ``TableViewCell`` so that collection views go on accepting any table cell: one
/// designed cell class (a subclass of ``TableViewCell``) serves a table's rows and a
/// collection's items alike, and data sources written for `TableViewCell` keep compiling.
/// The text label, detail label and image view are there, empty, for such shared cells.
open class CollectionViewCell: TableViewCell {
    /// A cell for `reuseIdentifier`; the collection view calls this when its pool has no
    /// recycled cell. `style` lays out the inherited labels, for cells that use them.
    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = nil
    }
}

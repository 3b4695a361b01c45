public import FoundationEssentials

/// The position of a row or item: Foundation's `IndexPath`, as in UIKit.
///
/// A table or collection view's index paths hold exactly two indexes, the section and then the
/// row (or item). Because this is Foundation's own type, a file that imports both Foundation and
/// ListshotViews means one type by `IndexPath`, and code written against UIKit's data sources
/// compiles unchanged.
public typealias IndexPath = FoundationEssentials.IndexPath

extension IndexPath {
    /// The row `row` of section `section` (UIKit's `IndexPath(row:section:)`; the section
    /// defaults to 0 here).
    public init(row: Int, section: Int = 0) {
        self.init(indexes: [section, row])
    }

    /// The item `item` of section `section` (UIKit's `IndexPath(item:section:)`; the section
    /// defaults to 0 here).
    public init(item: Int, section: Int = 0) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[Self.requiringTwoIndexes(count, at: 0)] }
        set { self[Self.requiringTwoIndexes(count, at: 0)] = newValue }
    }

    /// The row within the section: the second index.
    public var row: Int {
        get { self[Self.requiringTwoIndexes(count, at: 1)] }
        set { self[Self.requiringTwoIndexes(count, at: 1)] = newValue }
    }

    /// The item within the section: the second index, as a collection view names it.
    public var item: Int {
        get { row }
        set { row = newValue }
    }

    /// UIKit's precondition: an index path given to a table or collection view names a section
    /// and a row, nothing more or less.
    private static func requiringTwoIndexes(_ count: Int, at position: Int) -> Int {
        precondition(
            count == 2,
            "Invalid index path for use with a table or collection view: it must contain exactly two indexes, the section and the row or item; this one has \(count)."
        )
        return position
    }
}

extension IndexPath {
    /// The layout engine's index path for the same row.
    public init(_ layoutIndexPath: LayoutIndexPath) {
        self.init(row: layoutIndexPath.row, section: layoutIndexPath.section)
    }
}

extension LayoutIndexPath {
    /// The layout engine's index path for a table or collection view's `indexPath`.
    public init(_ indexPath: IndexPath) {
        self.init(row: indexPath.row, section: indexPath.section)
    }
}

extension LayoutElement {
    /// The cell at a table or collection view's index path, on lap `lap` of a wrapping layout.
    public static func cell(_ indexPath: IndexPath, lap: Int = 0) -> LayoutElement {
        .cell(LayoutIndexPath(indexPath), lap: lap)
    }
}

/// The position of a row: its section and its row within that section.
///
/// The layout engine needs nothing but the standard library, so it has its own index path
/// rather than Foundation's. ListshotViews speaks Foundation's `IndexPath`, as UIKit does,
/// and converts at the boundary; only a custom layout meets this type.
///
/// Index paths sort in table order: by section, then by row.
public struct LayoutIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within its section, from 0.
    public var row: Int

    /// The row `row` of section `section`.
    public init(row: Int, section: Int = 0) {
        self.row = row
        self.section = section
    }

    public static func < (lhs: LayoutIndexPath, rhs: LayoutIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "[\(section), \(row)]" }
}

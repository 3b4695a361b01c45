/// The position of a row: its section and its row within that section (UIKit's `IndexPath`).
///
/// Index paths sort in table order: by section, then by row.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within its section, from 0.
    public var row: Int

    /// The row `row` of section `section` (UIKit's `IndexPath(row:section:)`).
    public init(row: Int, section: Int = 0) {
        self.row = row
        self.section = section
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "[\(section), \(row)]" }
}

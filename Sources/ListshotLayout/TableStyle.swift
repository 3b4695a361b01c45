/// How a table treats its section headers and footers (UIKit's `UITableView.Style`).
public enum TableStyle: String, Sendable, CaseIterable {
    /// Headers stick to the top of the visible area and footers to its bottom while their
    /// section is on screen.
    case plain
    /// Headers and footers scroll with their rows; sections are set apart on a grey background.
    case grouped
    /// As ``grouped``, but each section's rows are inset from the table's sides by the
    /// layout margin (``horizontalInset(forWidth:)``) and drawn as one card with rounded
    /// corners; the headers and footers are inset with them (UIKit's `insetGrouped`, iOS 13).
    case insetGrouped

    /// Whether sections are set apart on the grouped background, with headers and footers
    /// that scroll with their rows: true for ``grouped`` and ``insetGrouped``.
    public var isGrouped: Bool { self != .plain }

    /// UIKit's layout margin in a compact-width environment (every phone in portrait): 16 pt.
    public static let compactLayoutMargin = 16.0
    /// UIKit's layout margin in a regular-width environment (an iPad): 20 pt.
    public static let regularLayoutMargin = 20.0
    /// The width from which a table counts as regular width: 600 pt. UIKit decides by size
    /// class, which a width alone does not give; every phone in portrait is narrower and
    /// every iPad in full screen (744 pt and more) is wider.
    public static let regularWidthThreshold = 600.0

    /// How far rows, headers and footers stay from each side of a table `width` points wide:
    /// 0 but in ``insetGrouped``, where it is the layout margin, ``compactLayoutMargin``
    /// below ``regularWidthThreshold`` and ``regularLayoutMargin`` from it. It is never more
    /// than half the width, so a very narrow table has empty rows rather than negative ones.
    public func horizontalInset(forWidth width: Double) -> Double {
        guard self == .insetGrouped, width > 0 else { return 0 }
        return min(Self.layoutMargin(forWidth: width), width / 2)
    }

    /// The layout margin of a table `width` points wide, which its cells' content keeps from
    /// their edges: ``compactLayoutMargin`` below ``regularWidthThreshold``, else
    /// ``regularLayoutMargin``.
    public static func layoutMargin(forWidth width: Double) -> Double {
        width >= regularWidthThreshold ? regularLayoutMargin : compactLayoutMargin
    }
}

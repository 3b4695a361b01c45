import ListshotGeometry
import ListshotLayout

extension TableView {
    /// The radius of an inset grouped section's outer corners: 10 pt, UIKit's from iOS 13 on.
    public static let insetGroupedCornerRadius = 10.0

    /// In the inset grouped style, rounds each section's outer corners: the first row's top
    /// corners, the last row's bottom ones, all four of a section's only row; the rows
    /// between are square. The table owns these cells' ``View/cornerRadius``,
    /// ``View/maskedCorners`` and ``View/clipsToBounds`` in that style, as UIKit rounds and
    /// masks the cell's layer: the background, the selection and the content are all cut at
    /// the corners. Other styles leave them alone.
    func updateSectionCorners(_ layout: TableLayout) {
        guard style == .insetGrouped else { return }
        for (indexPath, cell) in displayed {
            var corners: CornerMask = []
            if indexPath.row == 0 { corners.formUnion(.top) }
            if indexPath.row == layout.sections[indexPath.section].rows.count - 1 { corners.formUnion(.bottom) }
            cell.maskedCorners = corners
            cell.cornerRadius = corners.isEmpty ? 0 : Self.insetGroupedCornerRadius
            cell.clipsToBounds = !corners.isEmpty
        }
    }
}

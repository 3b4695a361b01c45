import ListshotGeometry
import ListshotLayout

extension TableView {
    /// Gives each visible cell the separator UITableView draws along its bottom: one device
    /// pixel, inset as ``separatorInset(for:)`` says. The grouped styles draw none after a
    /// section's last row. Cells draw their own separator, so headers and footers cover it; a
    /// cell with a separator keeps its content above it (see ``TableViewCell``, "Content and
    /// separator").
    func updateSeparators(_ layout: TableLayout) {
        for (indexPath, cell) in displayed {
            let isLast = indexPath.row == layout.sections[indexPath.section].rows.count - 1
            let shows = separatorStyle == .singleLine && !(style.isGrouped && isLast)
            cell.separator = shows ? TableViewCell.Separator(inset: separatorInset(for: cell), color: separatorColor) : nil
        }
    }

    /// Where `cell`'s separator starts and ends: ``separatorInset``, except that a cell
    /// showing an image in its ``TableViewCell/imageView`` starts its separator at its text,
    /// past the image, as UIKit's do: the left inset is the text's leading edge
    /// (``TableViewCell/textLeadingEdge``, 16 + 29 + 16 = 61 pt in a standard row) when that
    /// is further in than ``separatorInset``'s.
    ///
    /// In a table of regular width (an iPad) the default inset, 16 pt, follows the cells'
    /// layout margin to 20 pt, where their text starts.
    public func separatorInset(for cell: TableViewCell) -> EdgeInsets {
        var inset = separatorInset
        if inset.left == TableViewCell.layoutMargin { inset.left = cell.horizontalLayoutMargin }
        if cell.imageView.image != nil { inset.left = max(inset.left, cell.textLeadingEdge) }
        return inset
    }
}

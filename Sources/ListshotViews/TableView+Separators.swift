import ListshotGeometry
import ListshotLayout

extension TableView {
    /// Gives each visible cell the separator UITableView draws along its bottom: one device
    /// pixel, inset as ``separatorInset(for:)`` says. The grouped styles draw none after a
    /// section's last row. Around the selected row neither line is drawn, its own nor the one
    /// of the row above it, so its highlight is not cut by lines, as UIKit hides both
    /// (``separatorTouches(selected:)``). Cells draw their own separator, so headers and
    /// footers cover it; a cell with a separator keeps its content above it (see
    /// ``TableViewCell``, "Content and separator").
    func updateSeparators(_ layout: TableLayout) {
        for (indexPath, cell) in displayed {
            let isLast = indexPath.row == layout.sections[indexPath.section].rows.count - 1
            let shows = separatorStyle == .singleLine && !(style.isGrouped && isLast)
                && !separatorTouches(selected: indexPath)
            cell.separator = shows ? TableViewCell.Separator(inset: separatorInset(for: cell), color: separatorColor) : nil
        }
    }

    /// Whether the separator along the bottom of the row at `indexPath` borders the selected
    /// row: it is the selected row's own, or the one of the row just above it in its section.
    func separatorTouches(selected indexPath: IndexPath) -> Bool {
        guard let selected = selectedIndexPath, selected.section == indexPath.section else { return false }
        return indexPath.row == selected.row || indexPath.row == selected.row - 1
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

extension TableView {
    /// Gives each visible cell the separator UITableView draws along its bottom: one device
    /// pixel, inset by ``separatorInset``. The grouped style draws none after a section's
    /// last row. Cells draw their own separator, so headers and footers cover it; a cell with
    /// a separator keeps its content above it (see ``TableViewCell``, "Content and separator").
    func updateSeparators(_ layout: TableLayout) {
        for (indexPath, cell) in displayed {
            let isLast = indexPath.row == layout.sections[indexPath.section].rows.count - 1
            let shows = separatorStyle == .singleLine && !(style == .grouped && isLast)
            cell.separator = shows ? TableViewCell.Separator(inset: separatorInset, color: separatorColor) : nil
        }
    }
}

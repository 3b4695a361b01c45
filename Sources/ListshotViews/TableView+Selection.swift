import ListshotGeometry
import ListshotLayout

extension TableView {
    /// The selected row, if any.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// Selects the row at `indexPath` (or clears the selection with `nil`); its cell, when
    /// on screen, draws highlighted, without the separators above and below it. Does not
    /// call the delegate, as in UIKit.
    public func selectRow(at indexPath: IndexPath?) {
        if let old = selectedIndexPath { displayed[old]?.isSelected = false }
        selectedIndexPath = indexPath
        if let indexPath { displayed[indexPath]?.isSelected = true }
        if !displayed.isEmpty { updateSeparators(tableLayout) }
    }

    /// Clears the selection of the row at `indexPath`.
    public func deselectRow(at indexPath: IndexPath) {
        if selectedIndexPath == indexPath { selectRow(at: nil) }
    }

    /// Simulates a tap at `point` in the viewport's coordinates (0…width, 0…height).
    ///
    /// A tap on a header or footer (a sticky header covers the rows under it) selects
    /// nothing; a tap on a row selects it, reports it to `didSelectRowAt` and returns it.
    @discardableResult
    public func tap(at point: Point) -> IndexPath? {
        layoutIfNeeded()
        guard point.x >= 0, point.x < frame.width, point.y >= 0, point.y < frame.height else { return nil }
        let content = Point(x: point.x + contentOffset.x, y: point.y + contentOffset.y)
        guard let indexPath = tableLayout.cell(at: content, in: layoutViewport).map({ IndexPath($0.indexPath) }) else { return nil }
        selectRow(at: indexPath)
        delegate?.tableView(self, didSelectRowAt: indexPath)
        return indexPath
    }
}

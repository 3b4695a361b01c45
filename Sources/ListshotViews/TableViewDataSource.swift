import ListshotLayout

/// Supplies a ``TableView``'s rows (UIKit's `UITableViewDataSource`).
public protocol TableViewDataSource: AnyObject {
    /// The number of sections; optional, 1 by default.
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row that is about to be shown or measured; dequeue it with
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The text of a section's header, drawn by the default header view; optional.
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The text of a section's footer, drawn by the default footer view; optional.
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// Sizes a ``TableView``'s rows and hears what it displays (UIKit's `UITableViewDelegate`).
/// Every method is optional.
public protocol TableViewDelegate: AnyObject {
    /// The height of a row; by default the table's ``TableView/rowHeight`` (50). Return
    /// ``TableView/automaticDimension`` to have the cell size itself.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    /// The heights the rows of `section` take in turn, when they repeat: row `r` is
    /// `heights[r % heights.count]` tall. The table then keeps one cycle of heights instead
    /// of asking `heightForRowAt` for every row, so a section of a billion rows lays out at
    /// once in a few bytes (listshot's addition; UIKit asks row by row).
    ///
    /// `nil` (the default) asks `heightForRowAt` for each row, as does a list that is empty
    /// or holds ``TableView/automaticDimension``: a self-sizing row's height is its cell's.
    /// Asked only when every row's height is asked up front, without an
    /// ``TableView/estimatedRowHeight``; with one, rows are asked as they come on screen.
    func tableView(_ tableView: TableView, repeatingHeightsForRowsInSection section: Int) -> [Double]?
    /// The height of a section's header; by default ``TableView/sectionHeaderHeight``'s rule.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    /// The height of a section's footer; by default ``TableView/sectionFooterHeight``'s rule.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    /// A custom header view, best dequeued with
    /// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)`` so that it is recycled
    /// when it scrolls off screen; `nil` (the default) shows a recycled
    /// ``TableViewHeaderFooterView`` with the title.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A custom footer view, best dequeued with
    /// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)`` so that it is recycled
    /// when it scrolls off screen; `nil` (the default) shows a recycled
    /// ``TableViewHeaderFooterView`` with the title.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A cell is about to be shown for `indexPath`: configure its appearance here.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell has left the screen; it goes back to the reuse pool after this returns.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A section's header view is about to be shown: configure its appearance here.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// A section's header view has left the screen; a reusable one goes back to the pool
    /// after this returns.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// A section's footer view is about to be shown: configure its appearance here.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// A section's footer view has left the screen; a reusable one goes back to the pool
    /// after this returns.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
    /// The user tapped the row at `indexPath`; it is now selected.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        tableView.rowHeight
    }
    public func tableView(_ tableView: TableView, repeatingHeightsForRowsInSection section: Int) -> [Double]? { nil }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        tableView.defaultHeight(ofHeaderInSection: section)
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        tableView.defaultHeight(ofFooterInSection: section)
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
}

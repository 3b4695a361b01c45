extension ListView {
    /// Why a snapshot of the list must not be taken, when the data source it was given has
    /// been released: it would draw as an empty list (an all-grey golden that then passes for
    /// ever), as `SettingsScreen().tableView` does when the screen that owns the data source
    /// is freed at once. `nil` for a list never given a data source, or given `nil`: it is
    /// empty on purpose. For the snapshot libraries, which say what they did instead.
    package var releasedDataSourceMessage: String? {
        let kind: String, property: String
        if let table = self as? TableView, table.dataSourceWasReleased {
            (kind, property) = ("table", "tableView")
        } else if let collection = self as? CollectionView, collection.dataSourceWasReleased {
            (kind, property) = ("collection view", "collectionView")
        } else {
            return nil
        }
        return "The \(kind)'s dataSource is nil: it was released before it was drawn (a \(kind) holds its data source "
            + "weakly, as UIKit does), so an empty \(kind) would be recorded. Keep the object that owns the data source "
            + "in a variable until the assertion (`let screen = MyScreen()`, then `assertSnapshot(of: screen.\(property), …)`)."
    }
}

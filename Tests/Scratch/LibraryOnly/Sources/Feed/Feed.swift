import ListshotViews

/// A feed's table, empty: the package exists for the packages it resolves.
public let feed = TableView()

import ListshotViews

/// A list with everything it needs to draw itself: its data source and delegate live as
/// long as the scene (a list view holds them weakly, as UIKit does).
public protocol Scene: AnyObject {
    /// The list the scene shows: a table, or a collection view with another layout.
    var listView: ListView { get }
}

/// A scene that shows a table.
public protocol TableScene: Scene {
    /// The table the scene shows.
    var tableView: TableView { get }
}

extension TableScene {
    public var listView: ListView { tableView }
}

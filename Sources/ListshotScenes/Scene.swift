import ListshotViews

/// A list with everything it needs to draw itself: its data source and delegate live as
/// long as the scene (a list view holds them weakly, as UIKit does).
public protocol Scene: AnyObject {
    /// The list the scene shows: a table, or a collection view with another layout.
    var listView: ListView { get }

    /// The screen the scene is made for (a scene file's `device` or `viewport`), or `nil`
    /// when it leaves that to whoever draws it. `nil` by default.
    var preferredViewport: Viewport? { get }

    /// The scene drawn with `traits` over its own: the default gives them to the list as its
    /// `View/traitOverrides` (and to its bars), whose cells are then made again under them;
    /// a scene file's scene is made again from its description in that appearance, text
    /// size and direction. Traits left `nil` keep the scene's own.
    func applying(_ traits: TraitCollection) -> any Scene
}

extension Scene {
    public var preferredViewport: Viewport? { nil }

    public func applying(_ traits: TraitCollection) -> any Scene {
        listView.traitOverrides = traits.merged(over: listView.traitOverrides)
        if let chrome = (self as? any ChromeScene)?.chrome {
            chrome.traitOverrides = traits.merged(over: chrome.traitOverrides)
        }
        return self
    }
}

/// A scene that shows a table.
public protocol TableScene: Scene {
    /// The table the scene shows.
    var tableView: TableView { get }
}

extension TableScene {
    public var listView: ListView { tableView }
}

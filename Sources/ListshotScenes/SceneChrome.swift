import ListshotViews

/// The screen around a scene's table, as its file asks for it (`statusBar`, `navigationBar`,
/// `searchBar`, `tabBar`, `toolbar`): none of it unless asked, so a scene without these keys
/// draws only its list, as it always has. ``FileScene`` builds the views (`ScreenChrome`).
public struct SceneChrome: Sendable, Equatable {
    /// The status bar: 9:41, signal, Wi-Fi, battery.
    public var statusBar = false
    /// The navigation bar, if any.
    public var navigationBar: NavigationBarDescription?
    /// The search bar under the navigation bar's title, if any.
    public var searchBar: SearchBarDescription?
    /// The tab bar or toolbar at the bottom, if any.
    public var bottomBar: BottomBar?

    public init() {}

    /// True when the scene asks for no bar at all.
    public var isEmpty: Bool { !statusBar && navigationBar == nil && searchBar == nil && bottomBar == nil }

    /// A navigation bar: its title, whether it is large, its buttons.
    public struct NavigationBarDescription: Sendable, Equatable {
        /// The title.
        public var title: String
        /// Whether the title is drawn large under the bar until the list scrolls past it
        /// (UIKit's `prefersLargeTitles`).
        public var largeTitle: Bool
        /// The buttons at the leading end.
        public var leading: [BarButtonItem]
        /// The buttons at the trailing end, from the edge inwards.
        public var trailing: [BarButtonItem]

        public init(title: String = "", largeTitle: Bool = false, leading: [BarButtonItem] = [], trailing: [BarButtonItem] = []) {
            self.title = title
            self.largeTitle = largeTitle
            self.leading = leading
            self.trailing = trailing
        }
    }

    /// A search bar.
    public struct SearchBarDescription: Sendable, Equatable {
        /// The grey text in the empty field.
        public var placeholder: String

        public init(placeholder: String = "Search") {
            self.placeholder = placeholder
        }
    }

    /// What sits at the bottom of the screen.
    public enum BottomBar: Sendable, Equatable {
        /// A tab bar with these tabs, one selected.
        case tabBar(items: [TabBar.Item], selected: Int)
        /// A toolbar with these buttons.
        case toolbar(items: [BarButtonItem])
    }
}

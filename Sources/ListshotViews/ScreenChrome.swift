import ListshotGeometry
import ListshotRaster

/// The screen around a list: the status bar, a navigation bar with its large title and
/// search bar, and a tab bar or toolbar, placed for a device and drawn over the list, with
/// the bars' translucent backgrounds over the rows beneath them.
///
/// The chrome is as big as the screen. It tells the list how far its content must be inset
/// (``contentInset``, UIKit's adjusted content inset: the safe area and the bars), and
/// follows the list's scrolling (``follow(_:)``): a large title and a search bar collapse
/// as the content scrolls up under them, and the top bar's background and hairline show
/// once content is under the bar (UIKit's `scrollEdgeAppearance`, transparent, gives way to
/// its `standardAppearance`). The bottom bar keeps its background at every offset.
public final class ScreenChrome: View {
    /// What a bar is, as `listshot layout` names it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case statusBar, navigationBar, searchBar, tabBar, toolbar
    }

    /// Where the device's screen keeps clear, in points.
    public struct Metrics: Sendable, Hashable {
        /// The top safe area: the status bar's height, where the navigation bar starts.
        public var top: Double
        /// The bottom safe area: the home indicator's, 0 on a phone with a Home button.
        public var bottom: Double
        /// The status bar's layout.
        public var statusBarStyle: StatusBar.Style
        /// The bars' side margins: 16 pt, 20 on the widest phones and iPads.
        public var layoutMargin: Double
        /// The tab bar's height above the safe area: 49 pt on an iPhone, 50 on an iPad.
        public var tabBarHeight: Double

        public init(top: Double, bottom: Double, statusBarStyle: StatusBar.Style, layoutMargin: Double = 16, tabBarHeight: Double = TabBar.phoneHeight) {
            self.top = top
            self.bottom = bottom
            self.statusBarStyle = statusBarStyle
            self.layoutMargin = layoutMargin
            self.tabBarHeight = tabBarHeight
        }
    }

    /// The safe areas and margins the bars are placed by.
    public let metrics: Metrics
    /// The colours, the bars' background among them.
    public let colors: BarColors
    /// The status bar, if shown.
    public let statusBar: StatusBar?
    /// The navigation bar, if shown.
    public let navigationBar: NavigationBar?
    /// The search bar under the navigation bar's title, if shown.
    public let searchBar: SearchBar?
    /// The tab bar or the toolbar at the bottom, if either is shown.
    public let bottomBar: View?

    /// How far the content has scrolled from its top, in points (0 at the top): what the
    /// large title and the search bar collapse by.
    public private(set) var scrolledDistance = 0.0
    /// The list's own inset, under the bars' (a scene file's `contentInset`): offsets are
    /// measured from `-restingContentInset.top`, which includes it.
    public var baseContentInset = EdgeInsets.zero

    /// The chrome of a screen of `size`.
    ///
    /// - Parameters:
    ///   - size: the screen's size in points.
    ///   - metrics: the device's safe areas and margins.
    ///   - colors: what the bars draw with.
    ///   - statusBar: whether to show the status bar.
    ///   - navigationBar: the navigation bar, or `nil`.
    ///   - searchBar: the search bar, or `nil`; it goes under the navigation bar's title.
    ///   - bottomBar: a ``TabBar`` or a ``Toolbar``, or `nil`.
    public init(
        size: Size, metrics: Metrics, colors: BarColors, statusBar: Bool, navigationBar: NavigationBar?, searchBar: SearchBar?, bottomBar: View?
    ) {
        self.metrics = metrics
        self.colors = colors
        self.statusBar = statusBar ? StatusBar(style: metrics.statusBarStyle, color: colors.label) : nil
        self.navigationBar = navigationBar
        self.searchBar = searchBar
        self.bottomBar = bottomBar
        super.init(frame: Rect(origin: .zero, size: size))
        navigationBar?.layoutMargin = metrics.layoutMargin
        searchBar?.layoutMargin = metrics.layoutMargin
        (bottomBar as? Toolbar)?.layoutMargin = metrics.layoutMargin
        for view in [navigationBar, searchBar, bottomBar, self.statusBar].compactMap({ $0 }) { addSubview(view) }
        placeBars()
    }

    /// The extra room the list's content needs so that, scrolled to its top, nothing lies
    /// under the bars: the top safe area and the navigation and search bars expanded, the
    /// bottom safe area and the bottom bar.
    public var contentInset: EdgeInsets {
        let navigation = navigationBar.map { NavigationBar.barHeight + $0.largeTitleHeight } ?? 0
        return EdgeInsets(top: metrics.top + navigation + (searchBar == nil ? 0 : SearchBar.standardHeight), bottom: metrics.bottom + bottomBarHeight)
    }

    /// The list's inset with the bars expanded: its own and ``contentInset``. The list
    /// scrolls from `-restingContentInset.top` (the top: every bar expanded); as its bars
    /// collapse, its top inset shrinks with them (``contentInsetTop(forOffset:)``).
    public var restingContentInset: EdgeInsets {
        let bars = contentInset, base = baseContentInset
        return EdgeInsets(top: base.top + bars.top, left: base.left, bottom: base.bottom + bars.bottom, right: base.right)
    }

    /// The list's top inset at content offset `offset`: the resting one less what the large
    /// title and search bar have collapsed by, so that the visible area starts at the bars'
    /// bottom, where a plain table's section headers stick. UIKit's adjusted content inset
    /// does the same: the scroll view's safe area follows the navigation bar as it shrinks.
    public func contentInsetTop(forOffset offset: Double) -> Double {
        let resting = restingContentInset.top
        return resting - min(max(offset + resting, 0), collapsibleHeight)
    }

    /// How far the content scrolls before it goes under the navigation bar: the large-title
    /// area and the search bar, which collapse first.
    public var collapsibleHeight: Double {
        (navigationBar?.largeTitleHeight ?? 0) + (searchBar == nil ? 0 : SearchBar.standardHeight)
    }

    /// True when content lies under the top bar, which then shows its background and hairline.
    public var isContentUnderTopBar: Bool {
        navigationBar != nil && scrolledDistance > 0 && scrolledDistance >= collapsibleHeight
    }

    /// The bottom bar's height above the safe area.
    private var bottomBarHeight: Double {
        switch bottomBar {
        case is TabBar: metrics.tabBarHeight
        case is Toolbar: Toolbar.height
        default: 0
        }
    }

    /// Collapses the large title and the search bar for `list`'s offset: `contentOffset.y +
    /// restingContentInset.top` points from the top.
    public func follow(_ list: ListView) {
        if frame.size != list.frame.size { frame = Rect(origin: .zero, size: list.frame.size) }
        scroll(to: list.contentOffset.y + restingContentInset.top)
    }

    /// Collapses the large title and the search bar for content scrolled `distance` points
    /// from its top, the search bar first, then the large title, and lays the bars out.
    public func scroll(to distance: Double) {
        scrolledDistance = max(0, distance)
        placeBars()
        layoutIfNeeded()
    }

    private func placeBars() {
        let width = frame.width
        statusBar?.frame = Rect(x: 0, y: 0, width: width, height: metrics.top)
        let search = searchBar == nil ? 0 : SearchBar.standardHeight
        let searchCollapse = min(scrolledDistance, search)
        var bottom = metrics.top
        if let navigationBar {
            navigationBar.largeTitleCollapse = min(max(scrolledDistance - search, 0), navigationBar.largeTitleHeight)
            navigationBar.frame = Rect(x: 0, y: bottom, width: width, height: navigationBar.currentHeight)
            bottom = navigationBar.frame.maxY
        }
        searchBar?.frame = Rect(x: 0, y: bottom, width: width, height: search - searchCollapse)
        let bottomHeight = bottomBarHeight + metrics.bottom
        bottomBar?.frame = Rect(x: 0, y: frame.height - bottomHeight, width: width, height: bottomHeight)
    }

    /// The top bar's background under the status bar and the navigation bar, once content is
    /// under it, and the bottom bar's.
    public override func draw(in canvas: inout Canvas) {
        if isContentUnderTopBar, let navigationBar {
            colors.background.draw(in: Rect(x: 0, y: 0, width: frame.width, height: navigationBar.frame.maxY), hairlineAt: .bottom, canvas: &canvas)
        }
        if let bottomBar {
            colors.background.draw(in: bottomBar.frame, hairlineAt: .top, canvas: &canvas)
        }
    }
}

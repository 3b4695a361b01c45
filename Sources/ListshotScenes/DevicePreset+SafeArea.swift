import ListshotViews

extension DevicePreset {
    /// Where the device keeps clear of its notch, Dynamic Island, status bar and home
    /// indicator, in points, portrait: what the bars of a scene's screen are placed by.
    ///
    /// The values are the safe-area insets Apple's devices report (`UIView.safeAreaInsets`
    /// in the simulator, as published in Apple's Human Interface Guidelines' layout tables
    /// and collected by e.g. useyourloaf.com's "iPhone safe area" tables):
    /// - iPhone SE: 20 pt at the top (its status bar), none at the bottom (a Home button).
    /// - iPhone 13 mini: 50 pt top; iPhone 14: 47 pt top (a notch).
    /// - iPhone 15, 15 Plus, 15 Pro, 15 Pro Max, 16, 16 Plus: 59 pt top (the Dynamic
    ///   Island; the status bar's own frame is 54 pt, the navigation bar starts at 59).
    /// - iPhone 16 Pro and Pro Max: 62 pt top (their Dynamic Island sits lower).
    /// - Every phone without a Home button: 34 pt at the bottom (the home indicator).
    /// - iPads: 24 pt top (the status bar), 20 pt bottom (the home indicator).
    ///
    /// Margins are 16 pt, 20 on phones 414 pt wide or wider and on iPads (UIKit's
    /// `layoutMargins` for those size classes).
    public var chromeMetrics: ScreenChrome.Metrics {
        Self.chromeMetrics(device: name, width: viewport.width)
    }

    /// The metrics of the preset called `device`, or, for none or another name, of a phone
    /// with a notch (as the default 390 pt viewport is an iPhone 14's) or an iPad when
    /// `width` is 600 pt or more.
    public static func chromeMetrics(device: String?, width: Double) -> ScreenChrome.Metrics {
        let margin = width >= 414 ? 20.0 : 16
        switch device {
        case "iphone-se-3": return ScreenChrome.Metrics(top: 20, bottom: 0, statusBarStyle: .homeButton, layoutMargin: margin)
        case "iphone-13-mini": return ScreenChrome.Metrics(top: 50, bottom: 34, statusBarStyle: .notch, layoutMargin: margin)
        case "iphone-16-pro", "iphone-16-pro-max":
            return ScreenChrome.Metrics(top: 62, bottom: 34, statusBarStyle: .dynamicIsland, layoutMargin: margin)
        case let name? where name.hasPrefix("iphone-15") || name.hasPrefix("iphone-16"):
            return ScreenChrome.Metrics(top: 59, bottom: 34, statusBarStyle: .dynamicIsland, layoutMargin: margin)
        case let name? where name.hasPrefix("ipad"):
            return tablet
        default:
            return width >= 600 ? tablet : ScreenChrome.Metrics(top: 47, bottom: 34, statusBarStyle: .notch, layoutMargin: margin)
        }
    }

    private static let tablet = ScreenChrome.Metrics(
        top: 24, bottom: 20, statusBarStyle: .tablet, layoutMargin: 20, tabBarHeight: TabBar.tabletHeight)
}

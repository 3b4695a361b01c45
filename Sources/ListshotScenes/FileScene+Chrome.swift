import ListshotGeometry
import ListshotText
import ListshotRaster
import ListshotViews

/// A scene that draws bars around its list (`SceneRenderer` draws them over the list, and
/// sets the list's top inset to the bars' height at each offset:
/// `ScreenChrome/contentInsetTop(forOffset:)`).
public protocol ChromeScene: Scene {
    /// The bars, or `nil` for none.
    var chrome: ScreenChrome? { get }
}

extension FileScene {
    /// The bars `description` asks for, placed for its device on a screen of `size`, in its
    /// appearance and text size; `nil` when it asks for none.
    static func makeChrome(for description: SceneDescription, size: Size) -> ScreenChrome? {
        let chrome = description.chrome
        guard !chrome.isEmpty else { return nil }
        let colors = barColors(description.appearance)
        let navigationBar = chrome.navigationBar.map { bar in
            NavigationBar(
                title: bar.title, largeTitleFont: bar.largeTitle ? largeTitleFont(description.textSize) : nil,
                leading: bar.leading, trailing: bar.trailing, colors: colors)
        }
        let bottomBar: View? = switch chrome.bottomBar {
        case let .tabBar(items, selected)?: TabBar(items: items, selectedIndex: selected, colors: colors)
        case let .toolbar(items)?: Toolbar(items: items, tint: colors.tint)
        case nil: nil
        }
        let screen = ScreenChrome(
            size: size, metrics: DevicePreset.chromeMetrics(device: description.device, width: size.width), colors: colors,
            statusBar: chrome.statusBar, navigationBar: navigationBar,
            searchBar: chrome.searchBar.map { SearchBar(placeholder: $0.placeholder, colors: colors) }, bottomBar: bottomBar)
        // Mirrored with the table in a right-to-left scene, as UIKit mirrors its bars.
        screen.semanticContentAttribute = description.semanticContentAttribute
        return screen
    }

    /// `role`'s colour and opacity in `appearance`, to blend on what lies under it when drawn.
    private static func translucent(_ role: ColorRole, _ appearance: Appearance) -> Color {
        guard let (rgb, alpha) = role.translucentValue(in: appearance) else { return role.color(in: appearance) }
        return Color(rgb: rgb, alpha: UInt8((alpha * 255).rounded()))
    }

    /// The bars' colours in `appearance`: its system colours, UIKit's `tertiarySystemFill`
    /// for the search field and the bar material of ``BarBackground``.
    static func barColors(_ appearance: Appearance) -> BarColors {
        let colors = appearance.colors
        return BarColors(
            label: colors.label, secondaryLabel: colors.secondaryLabel, tint: colors.tint, inactive: ColorRole.systemGray.color(in: appearance),
            searchField: translucent(.tertiarySystemFill, appearance),
            background: appearance == .light ? .light : .dark)
    }

    /// The large title's font at `size`: the `largeTitle` text style's size in Apple's table
    /// (34 pt at Large, 60 at AX5), in Inter SemiBold, the boldest bundled weight, as
    /// UINavigationBar sets its large title bold.
    static func largeTitleFont(_ size: TextSize) -> Font? {
        (try? FontFace.bundled(.semibold)).map { Font(face: $0, size: TextStyle.largeTitle.pointSize(for: size), textStyle: .largeTitle) }
    }
}

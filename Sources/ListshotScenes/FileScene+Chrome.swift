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

    /// The bars' colours in `appearance`: its system colours, UIKit's `tertiarySystemFill`
    /// for the search field and the bar material of ``BarBackground``.
    static func barColors(_ appearance: Appearance) -> BarColors {
        let colors = appearance.colors
        return BarColors(
            label: colors.label, secondaryLabel: colors.secondaryLabel, tint: colors.tint, inactive: ColorRole.systemGray.color(in: appearance),
            searchField: appearance == .light ? BarColors.light.searchField : Color(rgb: 0x767680, alpha: 61),
            background: appearance == .light ? .light : .dark)
    }

    /// The large title's font at `size`: Inter SemiBold (the bundled fonts have no bold) at
    /// the `largeTitle` text style's size.
    ///
    /// The sizes are Apple's Dynamic Type table for `largeTitle` (Human Interface Guidelines,
    /// "Typography"): xS 31, S 32, M 33, L 34, XL 36, XXL 38, XXXL 40, AX1 44, AX2 48,
    /// AX3 52, AX4 56, AX5 60. A private table until the library has text styles; then this
    /// is `Font.preferredFont(forTextStyle: .largeTitle, …)`.
    static func largeTitleFont(_ size: TextSize) -> Font? {
        let points: Double = switch size {
        case .extraSmall: 31
        case .small: 32
        case .medium: 33
        case .large: 34
        case .extraLarge: 36
        case .extraExtraLarge: 38
        case .extraExtraExtraLarge: 40
        case .accessibilityMedium: 44
        case .accessibilityLarge: 48
        case .accessibilityExtraLarge: 52
        case .accessibilityExtraExtraLarge: 56
        case .accessibilityExtraExtraExtraLarge: 60
        }
        return try? Font.bundled(.semibold, size: points)
    }
}

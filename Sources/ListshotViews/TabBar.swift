import ListshotGeometry
import ListshotRaster
import ListshotText

/// A tab bar at the bottom of the screen (UIKit's `UITabBar`): equal-width items, each an
/// icon over a 10 pt title, the selected one in the tint colour and the others in grey.
///
/// The bar is 49 pt tall on an iPhone (50 on an iPad) plus the home indicator's safe area
/// under it, which ``ScreenChrome`` adds to its frame. Icons are ``BarGlyph`` shapes, symbols
/// of the bundled icon font by name (`Symbol`, as Settings icons are), or the first letter of
/// a name that is neither.
public final class TabBar: View {
    /// One tab.
    public struct Item: Sendable, Hashable {
        /// The title under the icon.
        public var title: String
        /// The icon: a ``BarGlyph`` from ``BarGlyph/tabIcons``, a symbol's name of the bundled
        /// icon font (`"settings"`), or text whose first character is drawn as a letter; `nil`
        /// draws the title's first letter.
        public var icon: String?

        public init(title: String, icon: String? = nil) {
            self.title = title
            self.icon = icon
        }
    }

    /// The bar's height above the safe area on an iPhone: 49 pt.
    public static let phoneHeight = 49.0
    /// The bar's height above the safe area on an iPad: 50 pt.
    public static let tabletHeight = 50.0

    /// The tabs.
    public let items: [Item]
    /// The selected tab's index.
    public let selectedIndex: Int
    /// Each tab's icon: a ``BarGlyphView`` or a ``Label`` holding one letter.
    public let iconViews: [View]
    /// Each tab's title.
    public let titleLabels: [Label]

    /// - Parameters:
    ///   - items: the tabs, left to right.
    ///   - selectedIndex: which is selected.
    ///   - colors: the tint for the selected tab, `inactive` for the rest.
    public init(items: [Item], selectedIndex: Int, colors: BarColors) {
        self.items = items
        self.selectedIndex = selectedIndex
        var icons: [View] = [], titles: [Label] = []
        for (index, item) in items.enumerated() {
            let color = index == selectedIndex ? colors.tint : colors.inactive
            if let glyph = item.icon.flatMap(BarGlyph.init(rawValue:)) {
                icons.append(BarGlyphView(glyph, color: color))
            } else if let name = item.icon, let symbol = try? Symbol(named: name) {
                // A symbol of the bundled icon font, as a Settings icon's, at the tab icon's size.
                let icon = Label()
                icon.text = String(Character(symbol.scalar))
                icon.font = try? Symbol.font(size: 25)
                icon.textColor = color
                icon.textAlignment = .center
                icons.append(icon)
            } else {
                let letter = Label()
                letter.text = (item.icon ?? item.title).first.map { String($0).uppercased() } ?? ""
                letter.font = try? Font.bundled(.semibold, size: 22)
                letter.textColor = color
                letter.textAlignment = .center
                icons.append(letter)
            }
            let title = Label()
            title.text = item.title
            title.font = try? Font.bundled(.regular, size: 10)
            title.textColor = color
            title.textAlignment = .center
            titles.append(title)
        }
        iconViews = icons
        titleLabels = titles
        super.init()
        for view in iconViews + titleLabels { addSubview(view) }
    }

    public override func layoutSubviews() {
        guard !items.isEmpty else { return }
        let width = frame.width / Double(items.count)
        for index in items.indices {
            let x = width * Double(index)
            // A 25 pt icon 5 pt from the top, the title's line under it, as UITabBar stacks them.
            iconViews[index].frame = Rect(x: x + (width - 25) / 2, y: 5, width: 25, height: 25)
            let lineHeight = titleLabels[index].resolvedFont?.lineHeight ?? 12
            titleLabels[index].frame = Rect(x: x + 2, y: 32, width: max(0, width - 4), height: lineHeight)
        }
        mirrorForRightToLeft(subviews)  // the first tab on the right
    }
}

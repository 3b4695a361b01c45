import ListshotRaster

/// UIKit's semantic system colours for one style, as opaque colours (UIKit's
/// translucent ones, such as `separator` and `secondaryLabel`, composited on the background
/// they are drawn over, as the views draw them): each one a ``ColorRole``'s value.
public struct SystemColors: Sendable, Hashable {
    /// `systemBackground`: behind a plain table and its cells.
    public var background: Color
    /// `secondarySystemBackground`.
    public var secondaryBackground: Color
    /// `systemGroupedBackground`: behind a grouped table.
    public var groupedBackground: Color
    /// `secondarySystemGroupedBackground`: a grouped table's cells, a text field's inside.
    public var secondaryGroupedBackground: Color
    /// `label`: a cell's text.
    public var label: Color
    /// `secondaryLabel`: a detail line, a grouped header's and a footer's text.
    public var secondaryLabel: Color
    /// `tertiaryLabel`: the disclosure indicator's chevron.
    public var tertiaryLabel: Color
    /// `placeholderText`: a text field's placeholder.
    public var placeholderText: Color
    /// `opaqueSeparator`: the lines between rows, a text field's outline.
    public var separator: Color
    /// `tintColor` (`systemBlue`): the checkmark, the detail button, value2's title.
    public var tint: Color
    /// The background of a plain table's section headers and footers.
    public var plainHeaderBackground: Color
    /// `systemGray4`: a selected cell.
    public var selection: Color
    /// The style the colours are of: the other roles' (``ColorRole``) are taken in it.
    public let appearance: UserInterfaceStyle

    /// The colours of `style`, from ``ColorRole/color(in:)``.
    public init(_ style: UserInterfaceStyle) {
        func role(_ role: ColorRole) -> Color { role.color(in: style) }
        self.appearance = style
        background = role(.systemBackground)
        secondaryBackground = role(.secondarySystemBackground)
        groupedBackground = role(.systemGroupedBackground)
        secondaryGroupedBackground = role(.secondarySystemGroupedBackground)
        label = role(.label)
        secondaryLabel = role(.secondaryLabel)
        tertiaryLabel = role(.tertiaryLabel)
        placeholderText = role(.placeholderText)
        separator = role(.opaqueSeparator)
        tint = role(.tintColor)
        plainHeaderBackground = role(.plainHeaderBackground)
        selection = role(.systemGray4)
    }

    /// The colours as drawn over `background`: the translucent roles (`secondaryLabel`,
    /// `tertiaryLabel`, `placeholderText`) blended on it (``ColorRole/color(in:over:)``), the
    /// others as they are. A cell takes its labels' and its chevron's colours this way over
    /// its own background.
    public func over(_ background: Color) -> SystemColors {
        guard background.alpha == 255 else { return self }
        var colors = self
        colors.secondaryLabel = ColorRole.secondaryLabel.color(in: appearance, over: background)
        colors.tertiaryLabel = ColorRole.tertiaryLabel.color(in: appearance, over: background)
        colors.placeholderText = ColorRole.placeholderText.color(in: appearance, over: background)
        return colors
    }

    /// The light colours, the ones ListshotViews draws with by default.
    public static let light = SystemColors(.light)

    /// The dark colours (UIKit's base level, not elevated).
    public static let dark = SystemColors(.dark)
}

import ListshotRaster

/// UIKit's semantic colours, resolved when they are read against `TraitCollection.current`:
/// the traits of the list being laid out (so in a data source's `cellForRowAt`) or drawn,
/// else light (UIKit resolves its dynamic colours against `UITraitCollection.current` the
/// same way). Each one is a ``ColorRole``'s value; UIKit's translucent colours
/// (`secondaryLabel`, `separator`, the fills) are given opaque, over `systemBackground` (use
/// ``ColorRole/color(in:over:)`` for another background).
///
/// They belong to the views, not to the rasterizer, which knows only colours by value.
extension Color {
    /// `ColorRole`'s value in the current traits' style.
    private static func current(_ role: ColorRole) -> Color { role.color(in: TraitCollection.current.resolvedStyle) }

    /// `label`: primary text. Black in light, white in dark.
    public static var label: Color { current(.label) }
    /// `secondaryLabel`: a detail line, a grouped header's title.
    public static var secondaryLabel: Color { current(.secondaryLabel) }
    /// `tertiaryLabel`: a disclosure chevron.
    public static var tertiaryLabel: Color { current(.tertiaryLabel) }
    /// `quaternaryLabel`.
    public static var quaternaryLabel: Color { current(.quaternaryLabel) }
    /// `placeholderText`: a text field's placeholder.
    public static var placeholderText: Color { current(.placeholderText) }
    /// `separator`: the lines between rows.
    public static var separator: Color { current(.separator) }
    /// `opaqueSeparator`.
    public static var opaqueSeparator: Color { current(.opaqueSeparator) }
    /// `systemBackground`: behind a plain table and its cells.
    public static var systemBackground: Color { current(.systemBackground) }
    /// `secondarySystemBackground`.
    public static var secondarySystemBackground: Color { current(.secondarySystemBackground) }
    /// `systemGroupedBackground`: behind a grouped table.
    public static var systemGroupedBackground: Color { current(.systemGroupedBackground) }
    /// `secondarySystemGroupedBackground`: a grouped table's cells.
    public static var secondarySystemGroupedBackground: Color { current(.secondarySystemGroupedBackground) }
    /// `systemFill`: a switch's track when off.
    public static var systemFill: Color { current(.systemFill) }
    /// `secondarySystemFill`.
    public static var secondarySystemFill: Color { current(.secondarySystemFill) }
    /// `tertiarySystemFill`: a search field's inside.
    public static var tertiarySystemFill: Color { current(.tertiarySystemFill) }
    /// `quaternarySystemFill`.
    public static var quaternarySystemFill: Color { current(.quaternarySystemFill) }
    /// `systemGray`.
    public static var systemGray: Color { current(.systemGray) }
    /// `systemGray4`: a selected cell's background.
    public static var systemGray4: Color { current(.systemGray4) }
    /// `systemRed`.
    public static var systemRed: Color { current(.systemRed) }
    /// `systemOrange`.
    public static var systemOrange: Color { current(.systemOrange) }
    /// `systemGreen`.
    public static var systemGreen: Color { current(.systemGreen) }
    /// `systemBlue`: the tint of checkmarks, detail buttons and bar buttons.
    public static var systemBlue: Color { current(.systemBlue) }
    /// `systemIndigo`.
    public static var systemIndigo: Color { current(.systemIndigo) }
    /// `systemPurple`.
    public static var systemPurple: Color { current(.systemPurple) }

    /// `systemGroupedBackground`, under the name the views have used for it.
    public static var groupedBackground: Color { systemGroupedBackground }
    /// The grey behind a plain table's section headers.
    public static var plainHeaderBackground: Color { current(.plainHeaderBackground) }
    /// `systemGray4`, as a selected cell's background.
    public static var selection: Color { systemGray4 }
}

import ListshotRaster

/// The colours the bars draw with, in one appearance: given by whoever builds the bars (a
/// scene, from its system colours), so that the bars know no appearance of their own.
public struct BarColors: Sendable, Hashable {
    /// Titles, the status bar's time and icons (`label`).
    public var label: Color
    /// The search field's placeholder and magnifying glass (`secondaryLabel`).
    public var secondaryLabel: Color
    /// Bar buttons and the selected tab (`tintColor`).
    public var tint: Color
    /// The tabs not selected (`systemGray`, UITabBar's `unselectedItemTintColor` default).
    public var inactive: Color
    /// The search field's fill: `tertiarySystemFill`, translucent (`#767680` at 12 % light,
    /// 24 % dark), so that it darkens whatever lies under it as UIKit's does.
    public var searchField: Color
    /// The bars' translucent background and hairline.
    public var background: BarBackground

    public init(label: Color, secondaryLabel: Color, tint: Color, inactive: Color, searchField: Color, background: BarBackground) {
        self.label = label
        self.secondaryLabel = secondaryLabel
        self.tint = tint
        self.inactive = inactive
        self.searchField = searchField
        self.background = background
    }

    /// UIKit's light colours.
    public static let light = BarColors(
        label: .black, secondaryLabel: Color(rgb: 0x8E8E93), tint: Color(rgb: 0x007AFF), inactive: Color(rgb: 0x8E8E93),
        searchField: Color(rgb: 0x767680, alpha: 31), background: .light)
}

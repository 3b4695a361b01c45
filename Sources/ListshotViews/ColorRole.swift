import ListshotRaster

/// Every colour listshot draws for its own views, by the UIKit dynamic system colour it
/// stands for, with its value in each ``UserInterfaceStyle``.
///
/// Values are opaque, as ``SystemColors`` are: ``color(in:)`` gives UIKit's translucent
/// colours (`secondaryLabel`, `tertiaryLabel`, `placeholderText`, `separator`, the fills)
/// composited on `systemBackground` (white in light, black in dark), and
/// ``color(in:over:)`` composited on the colour actually under them, as UIKit blends them:
/// `tertiaryLabel` on a dark grouped cell (#1C1C1E) is #5A5A5E, not the #46464A it is on
/// black. The light values on white are the ones listshot has always drawn, so light images
/// do not change.
public enum ColorRole: String, Sendable, CaseIterable {
    /// `systemBackground`: a plain table and its cells.
    case systemBackground
    /// `secondarySystemBackground`.
    case secondarySystemBackground
    /// `systemGroupedBackground`: behind a grouped table.
    case systemGroupedBackground
    /// `secondarySystemGroupedBackground`: a grouped table's cells, and a text field's inside.
    case secondarySystemGroupedBackground
    /// `label`: a cell's text, a plain header's title, a text field's text.
    case label
    /// `secondaryLabel`: a detail line, a grouped header's and a footer's title.
    case secondaryLabel
    /// `tertiaryLabel`: the disclosure indicator's chevron.
    case tertiaryLabel
    /// `quaternaryLabel`.
    case quaternaryLabel
    /// `separator`: UIKit's translucent line colour, a table's default separator colour.
    case separator
    /// `systemFill` … `quaternarySystemFill`: UIKit's translucent fills (a switch's track
    /// when off, a search field's inside).
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    /// `placeholderText`: a text field's placeholder.
    case placeholderText
    /// `opaqueSeparator`: the lines between rows, a text field's outline.
    case opaqueSeparator
    /// `tintColor` (`systemBlue`): the checkmark, the detail button, value2's title.
    case tintColor
    /// `systemGray4`: a selected cell's background.
    case systemGray4
    /// `systemGray`: a picture's default avatar colour.
    case systemGray
    /// The background of a plain table's (and a grid's) section headers and footers.
    case plainHeaderBackground
    /// `systemRed`, `systemOrange`, `systemGreen`, `systemBlue`, `systemIndigo` and
    /// `systemPurple`: the accent colours the built-in scenes give avatars and chat bubbles
    /// (by name in their scene files).
    case systemRed, systemOrange, systemGreen, systemBlue, systemIndigo, systemPurple

    /// The colour in `appearance`, opaque: a translucent role composited on `systemBackground`.
    public func color(in appearance: UserInterfaceStyle) -> Color {
        let (light, dark) = values
        return appearance == .light ? Color(rgb: light) : Color(rgb: dark)
    }

    /// The colour in `appearance` as drawn over `background` (an opaque colour): a
    /// translucent role (``translucentValue(in:)``) blended on it, any other role as
    /// ``color(in:)`` gives it. Over `systemBackground` it is ``color(in:)``'s value.
    public func color(in appearance: UserInterfaceStyle, over background: Color) -> Color {
        guard let (rgb, alpha) = translucentValue(in: appearance),
            background != ColorRole.systemBackground.color(in: appearance)
        else { return color(in: appearance) }
        let color = Color(rgb: rgb)
        func blend(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded(.toNearestOrEven))
        }
        return Color(red: blend(color.red, background.red), green: blend(color.green, background.green), blue: blend(color.blue, background.blue))
    }

    /// UIKit's colour and opacity for a translucent role in `appearance`; `nil` for an opaque one.
    public func translucentValue(in appearance: UserInterfaceStyle) -> (rgb: UInt32, alpha: Double)? {
        let light: (UInt32, Double), dark: (UInt32, Double)
        switch self {
        case .secondaryLabel: (light, dark) = ((0x3C3C43, 0.6), (0xEBEBF5, 0.6))
        case .tertiaryLabel, .placeholderText: (light, dark) = ((0x3C3C43, 0.3), (0xEBEBF5, 0.3))
        case .quaternaryLabel: (light, dark) = ((0x3C3C43, 0.18), (0xEBEBF5, 0.16))
        case .separator: (light, dark) = ((0x3C3C43, 0.29), (0x545458, 0.6))
        case .systemFill: (light, dark) = ((0x787880, 0.2), (0x787880, 0.36))
        case .secondarySystemFill: (light, dark) = ((0x787880, 0.16), (0x787880, 0.32))
        case .tertiarySystemFill: (light, dark) = ((0x767680, 0.12), (0x767680, 0.24))
        case .quaternarySystemFill: (light, dark) = ((0x747480, 0.08), (0x767680, 0.18))
        default: return nil
        }
        return appearance == .light ? light : dark
    }

    /// The light and the dark value, as `0xRRGGBB`.
    private var values: (light: UInt32, dark: UInt32) {
        switch self {
        case .systemBackground: return (0xFFFFFF, 0x000000)
        case .secondarySystemBackground: return (0xF2F2F7, 0x1C1C1E)
        case .systemGroupedBackground: return (0xF2F2F7, 0x000000)
        case .secondarySystemGroupedBackground: return (0xFFFFFF, 0x1C1C1E)
        case .label: return (0x000000, 0xFFFFFF)
        // #3C3C43 at 60% on white; #EBEBF5 at 60% on black.
        case .secondaryLabel: return (0x8E8E93, 0x8D8D93)
        // #3C3C43 at 30% on white; #EBEBF5 at 30% on black (70.5 and 73.5, rounded to even).
        case .tertiaryLabel: return (0xC4C4C7, 0x46464A)
        // #3C3C43 at 18%, #EBEBF5 at 16%, on white and on black.
        case .quaternaryLabel: return (0xDCDCDD, 0x262627)
        // #3C3C43 at 29% on white (the opaque separator's value); #545458 at 60% on black.
        case .separator: return (0xC6C6C8, 0x323235)
        // #787880 at 20% and 16%, #767680 at 12%, #747480 at 8% on white; #787880 at 36% and
        // 32%, #767680 at 24% and 18% on black.
        case .systemFill: return (0xE4E4E6, 0x2B2B2E)
        case .secondarySystemFill: return (0xE9E9EB, 0x262629)
        case .tertiarySystemFill: return (0xEFEFF0, 0x1C1C1F)
        case .quaternarySystemFill: return (0xF4F4F5, 0x151517)
        // The same colours as tertiaryLabel in UIKit; the light value is the one the text
        // field has always drawn, a blue channel below tertiaryLabel's.
        case .placeholderText: return (0xC4C4C6, 0x46464A)
        case .opaqueSeparator: return (0xC6C6C8, 0x38383A)
        case .tintColor: return (0x007AFF, 0x0A84FF)
        case .systemGray4: return (0xD1D1D6, 0x3A3A3C)
        case .systemGray: return (0x8E8E93, 0x8E8E93)
        case .plainHeaderBackground: return (0xF7F7F7, 0x1C1C1E)
        case .systemRed: return (0xFF3B30, 0xFF453A)
        case .systemOrange: return (0xFF9500, 0xFF9F0A)
        case .systemGreen: return (0x34C759, 0x30D158)
        case .systemBlue: return (0x007AFF, 0x0A84FF)
        case .systemIndigo: return (0x5856D6, 0x5E5CE6)
        case .systemPurple: return (0xAF52DE, 0xBF5AF2)
        }
    }
}

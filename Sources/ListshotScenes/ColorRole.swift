import ListshotRaster

/// Every colour listshot draws for its own views, by the UIKit dynamic system colour it
/// stands for, with its value in each ``Appearance``.
///
/// Values are opaque, as ``SystemColors`` are: UIKit's translucent colours (`secondaryLabel`,
/// `tertiaryLabel`, `placeholderText`) are composited on `systemBackground` (white in light,
/// black in dark), and the separator is UIKit's `opaqueSeparator`. The light values are the
/// ones listshot has always drawn, so light images do not change.
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

    /// The colour in `appearance`.
    public func color(in appearance: Appearance) -> Color {
        let (light, dark) = values
        return appearance == .light ? Color(rgb: light) : Color(rgb: dark)
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

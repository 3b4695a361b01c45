/// Dynamic Type's content size categories, UIKit's `UIContentSizeCategory`: the text size a
/// reader chose. `"textSize": "accessibilityLarge"` in a scene file, `--text-size
/// extraLarge` on the command line; `large` is UIKit's default.
public enum TextSize: String, Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The body text style's size in points at this category, as Apple publishes it:
    /// 14, 15, 16, 17 (large), 19, 21, 23, then 28, 33, 40, 47, 53 for the accessibility sizes.
    public var bodyPointSize: Double {
        switch self {
        case .extraSmall: return 14
        case .small: return 15
        case .medium: return 16
        case .large: return 17
        case .extraLarge: return 19
        case .extraExtraLarge: return 21
        case .extraExtraExtraLarge: return 23
        case .accessibilityMedium: return 28
        case .accessibilityLarge: return 33
        case .accessibilityExtraLarge: return 40
        case .accessibilityExtraExtraLarge: return 47
        case .accessibilityExtraExtraExtraLarge: return 53
        }
    }

    /// The short name Apple's tables use: `xS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL`, `AX1` … `AX5`;
    /// scene files and flags take it too.
    public var shortName: String {
        switch self {
        case .extraSmall: return "xS"
        case .small: return "S"
        case .medium: return "M"
        case .large: return "L"
        case .extraLarge: return "XL"
        case .extraExtraLarge: return "XXL"
        case .extraExtraExtraLarge: return "XXXL"
        case .accessibilityMedium: return "AX1"
        case .accessibilityLarge: return "AX2"
        case .accessibilityExtraLarge: return "AX3"
        case .accessibilityExtraExtraLarge: return "AX4"
        case .accessibilityExtraExtraExtraLarge: return "AX5"
        }
    }

    /// How much larger than at ``large`` text is drawn: the body size over 17.
    public var scale: Double { bodyPointSize / TextSize.large.bodyPointSize }

    /// A font `size` points tall at ``large``, scaled as the body style is, to a quarter
    /// point: what `UIFontMetrics.default.scaledFont(for:)` does to a custom font.
    public func scaled(_ size: Double) -> Double {
        self == .large ? size : (size * scale * 4).rounded() / 4
    }

    /// `value`, a metric designed at ``large`` (an avatar's size, a margin, a baseline's
    /// offset), scaled as `UIFontMetrics.default.scaledValue(for:)` scales it: times
    /// ``scale``, not rounded. At ``large`` it is `value` exactly.
    public func scaledValue(_ value: Double) -> Double {
        self == .large ? value : value * scale
    }

    /// True for AX1 to AX5, UIKit's `isAccessibilityCategory`: the sizes at which a layout
    /// that sits side by side is expected to stack instead.
    public var isAccessibilityCategory: Bool { bodyPointSize >= TextSize.accessibilityMedium.bodyPointSize }
}

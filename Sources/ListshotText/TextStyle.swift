/// Dynamic Type's text styles, UIKit's `UIFont.TextStyle`: what a piece of text is (a title,
/// the body, a footnote), from which its size at each ``TextSize``, its weight and its
/// leading follow. `font: {style: title1}` in a scene file; ``Font/preferredFont(forTextStyle:compatibleWith:)``
/// in code.
///
/// The sizes and leadings are Apple's published Dynamic Type table for iOS (Human Interface
/// Guidelines, "Typography"), for each of the twelve content size categories: each style
/// grows at its own rate, so a title grows less than the body (Title 1 is 28 pt at Large and
/// 58 pt at AX5, the body 17 and 53) and a footnote more at the accessibility sizes
/// (13 → 44). The weights are the table's, in the two weights the bundled Inter has:
/// Headline is semibold, the others regular.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's size in points at `textSize`, from Apple's table.
    public func pointSize(for textSize: TextSize) -> Double {
        Double(Self.table[self]![TextSize.allCases.firstIndex(of: textSize)!].size)
    }

    /// The distance from one baseline to the next in points at `textSize` (the table's
    /// leading), for text that wraps over lines.
    public func leading(for textSize: TextSize) -> Double {
        Double(Self.table[self]![TextSize.allCases.firstIndex(of: textSize)!].leading)
    }

    /// The weight the style is set in: semibold for ``headline``, regular for the others.
    public var weight: BundledFont { self == .headline ? .semibold : .regular }

    /// How much larger than at ``TextSize/large`` this style is at `textSize`: what
    /// `UIFontMetrics(forTextStyle:).scaledFont(for:)` multiplies a custom size by.
    public func scale(for textSize: TextSize) -> Double {
        pointSize(for: textSize) / pointSize(for: .large)
    }

    /// Each style's (size, leading) at the twelve categories, from extra small to AX5, in
    /// ``TextSize/allCases``' order.
    private static let table: [TextStyle: [(size: Int, leading: Int)]] = [
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 45), (44, 52)],
        .caption1: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 29), (29, 35), (34, 41), (40, 48)],
    ]
}

extension Font {
    /// The font for `style` at `textSize`: the bundled Inter in the style's weight at the
    /// style's size (UIKit's `UIFont.preferredFont(forTextStyle:compatibleWith:)`). The font
    /// remembers its style (``textStyle``), which `listshot layout --views` reports.
    ///
    /// - Throws: ``FontError`` when the bundled font cannot be loaded.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith textSize: TextSize) throws(FontError) -> Font {
        Font(face: try FontFace.bundled(style.weight), size: style.pointSize(for: textSize), textStyle: style)
    }
}

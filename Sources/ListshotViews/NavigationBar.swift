import ListshotGeometry
import ListshotRaster
import ListshotText

/// A navigation bar (UIKit's `UINavigationBar`): a 44 pt bar with buttons at each end and a
/// title in its middle, and, when it prefers large titles, the title drawn large in a 52 pt
/// area under the bar that collapses as the list scrolls.
///
/// The collapse follows UIKit's: as the content scrolls up by ``largeTitleCollapse`` points
/// (0 to ``largeTitleHeight``), the large-title area shrinks by as much and the large title
/// slides up under the bar, cut off at the bar's bottom edge; once it is gone the 17 pt
/// inline title shows in the bar. The bar's background is drawn by ``ScreenChrome``, which
/// knows where the status bar is.
public final class NavigationBar: View {
    /// The bar's own height, UIKit's on every iPhone in portrait and on iPad: 44 pt.
    public static let barHeight = 44.0
    /// The large-title area's height at the default text size, UIKit's: 52 pt.
    public static let standardLargeTitleHeight = 52.0
    /// Where the large title and the buttons start, from the screen's edges.
    public var layoutMargin = 16.0 {
        didSet { setNeedsLayout() }
    }

    /// The title shown in the bar: always without large titles, else once the large title
    /// has scrolled away. 17 pt semibold at every text size: UIKit's bars do not grow their
    /// title and buttons with Dynamic Type (the bar stays 44 pt tall); at the accessibility
    /// sizes they offer the Large Content Viewer on a long press instead (iOS 13, WWDC19
    /// session 261, "Large Content Viewer: Ensuring Readability for Everyone", which shows
    /// bars keeping their size). So listshot keeps it at 17.
    public let titleLabel = Label()
    /// The large title, `nil` when the bar does not prefer large titles.
    public let largeTitleLabel: Label?
    /// The area under the bar that holds the large title and clips it as it collapses.
    public let largeTitleArea = View()
    /// The buttons at the leading end, first to last.
    public let leadingButtons: [BarButtonView]
    /// The buttons at the trailing end, first to last from the trailing edge inwards.
    public let trailingButtons: [BarButtonView]
    /// The large-title area's height when expanded: 52 pt at the default text size, taller
    /// when a larger text size makes the title's line taller.
    public let largeTitleHeight: Double

    /// How far the large title has collapsed, 0 (expanded) to ``largeTitleHeight`` (gone).
    public var largeTitleCollapse = 0.0 {
        didSet { if largeTitleCollapse != oldValue { setNeedsLayout() } }
    }

    /// - Parameters:
    ///   - title: the title.
    ///   - largeTitleFont: the large title's font, or `nil` for an inline title only.
    ///   - leading: the buttons at the leading end.
    ///   - trailing: the buttons at the trailing end, from the edge inwards.
    ///   - colors: the title's and the buttons' colours.
    public init(title: String, largeTitleFont: Font?, leading: [BarButtonItem] = [], trailing: [BarButtonItem] = [], colors: BarColors) {
        titleLabel.text = title
        titleLabel.font = try? Font.bundled(.semibold, size: 17)
        titleLabel.textColor = colors.label
        titleLabel.textAlignment = .center
        largeTitleLabel = largeTitleFont.map { font in
            let label = Label()
            label.text = title
            label.font = font
            label.textColor = colors.label
            return label
        }
        // The area grows by as much as the title's line does past 34 pt's, as UIKit's does at
        // the accessibility sizes.
        if let font = largeTitleFont, let standard = try? Font.bundled(.semibold, size: 34) {
            largeTitleHeight = Self.standardLargeTitleHeight + max(0, font.lineHeight - standard.lineHeight)
        } else {
            largeTitleHeight = largeTitleFont == nil ? 0 : Self.standardLargeTitleHeight
        }
        leadingButtons = leading.map { BarButtonView($0, tint: colors.tint) }
        trailingButtons = trailing.map { BarButtonView($0, tint: colors.tint) }
        super.init()
        largeTitleArea.clipsToBounds = true
        if let largeTitleLabel { largeTitleArea.addSubview(largeTitleLabel) }
        for view in [titleLabel, largeTitleArea] + leadingButtons + trailingButtons { addSubview(view) }
    }

    /// Whether the bar shows its title large (UIKit's `prefersLargeTitles`).
    public var prefersLargeTitles: Bool { largeTitleLabel != nil }

    /// The bar's height with the large title collapsed by ``largeTitleCollapse``.
    public var currentHeight: Double { Self.barHeight + largeTitleHeight - min(max(largeTitleCollapse, 0), largeTitleHeight) }

    /// True once the large title has scrolled away (always, without a large title): the
    /// inline title shows.
    public var isCollapsed: Bool { largeTitleCollapse >= largeTitleHeight }

    public override func layoutSubviews() {
        let width = frame.width, barHeight = Self.barHeight
        var leadingEnd = layoutMargin
        for button in leadingButtons {
            let size = button.sizeThatFits(Size(width: .infinity, height: barHeight))
            button.frame = Rect(x: leadingEnd, y: (barHeight - size.height) / 2, width: size.width, height: size.height)
            leadingEnd = button.frame.maxX + 16
        }
        var trailingStart = width - layoutMargin
        for button in trailingButtons {
            let size = button.sizeThatFits(Size(width: .infinity, height: barHeight))
            button.frame = Rect(x: trailingStart - size.width, y: (barHeight - size.height) / 2, width: size.width, height: size.height)
            trailingStart = button.frame.minX - 16
        }
        // Centred on the screen, as narrow as the buttons leave room for on both sides.
        let side = max(leadingEnd, width - trailingStart)
        let titleHeight = titleLabel.resolvedFont?.lineHeight ?? 20
        titleLabel.frame = Rect(x: side, y: (barHeight - titleHeight) / 2, width: max(0, width - 2 * side), height: titleHeight)
        titleLabel.alpha = isCollapsed ? 1 : 0

        let collapse = min(max(largeTitleCollapse, 0), largeTitleHeight)
        largeTitleArea.frame = Rect(x: 0, y: barHeight, width: width, height: largeTitleHeight - collapse)
        if let largeTitleLabel {
            // The line's bottom 3 pt above the area's, as UIKit sets the title's baseline.
            let lineHeight = largeTitleLabel.resolvedFont?.lineHeight ?? 41
            largeTitleLabel.frame = Rect(
                x: layoutMargin, y: largeTitleHeight - lineHeight - 3 - collapse, width: max(0, width - 2 * layoutMargin), height: lineHeight)
            largeTitleLabel.alpha = isCollapsed ? 0 : 1
        }
        // Right to left the leading buttons go right, the large title too (its text aligns
        // right by itself: its alignment is natural).
        mirrorForRightToLeft(subviews)
        largeTitleArea.mirrorForRightToLeft(largeTitleArea.subviews)
    }
}

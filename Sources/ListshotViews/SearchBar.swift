import ListshotGeometry
import ListshotRaster
import ListshotText

/// A search bar under a navigation bar's title (UIKit's `UISearchController.searchBar` in
/// `navigationItem.searchController`): a 36 pt rounded field in `tertiarySystemFill`, a
/// magnifying glass and a placeholder in `secondaryLabel`, in a 52 pt strip.
///
/// As the list scrolls, the strip shrinks before the large title does (UIKit's
/// `hidesSearchBarWhenScrolling`): the field loses height with it, keeping 8 pt above and
/// below, and its icon and placeholder fade out as it passes 36 to 24 pt.
public final class SearchBar: View {
    /// The strip's height, expanded.
    public static let standardHeight = 52.0
    /// The field's height, expanded.
    public static let fieldHeight = 36.0
    /// Between the field and the strip's edges, above and below.
    static let fieldPadding = 8.0
    /// The field's corner radius: 10 pt, as iOS 13 and later draw it.
    static let fieldCornerRadius = 10.0

    /// The grey text shown while nothing is typed.
    public let placeholderLabel = Label()
    /// The magnifying glass.
    public let iconView: BarGlyphView
    /// Where the field starts and ends, from the screen's edges.
    public var layoutMargin = 16.0 {
        didSet { setNeedsLayout() }
    }
    /// The field's fill.
    public var fieldColor: Color

    /// A search bar showing `placeholder`, in `colors`.
    public init(placeholder: String, colors: BarColors) {
        fieldColor = colors.searchField
        iconView = BarGlyphView(.magnifyingGlass, color: colors.secondaryLabel)
        super.init()
        placeholderLabel.text = placeholder
        placeholderLabel.font = try? Font.bundled(.regular, size: 17)
        placeholderLabel.textColor = colors.secondaryLabel
        addSubview(iconView)
        addSubview(placeholderLabel)
    }

    /// The field's rectangle in the bar's coordinates: as tall as the strip leaves room for,
    /// at most ``fieldHeight``.
    public var fieldFrame: Rect {
        let height = max(0, min(Self.fieldHeight, frame.height - 2 * Self.fieldPadding))
        return Rect(x: layoutMargin, y: Self.fieldPadding, width: max(0, frame.width - 2 * layoutMargin), height: height)
    }

    public override func layoutSubviews() {
        let field = fieldFrame
        let fade = min(max((field.height - 24) / 12, 0), 1)
        let icon = iconView.glyph.size
        iconView.frame = Rect(x: field.minX + 8, y: field.midY - icon.height / 2, width: icon.width, height: icon.height)
        let lineHeight = placeholderLabel.resolvedFont?.lineHeight ?? 21
        let textX = iconView.frame.maxX + 6
        placeholderLabel.frame = Rect(x: textX, y: field.midY - lineHeight / 2, width: max(0, field.maxX - 8 - textX), height: lineHeight)
        iconView.alpha = fade
        placeholderLabel.alpha = fade
        mirrorForRightToLeft(subviews)
    }

    public override func draw(in canvas: inout Canvas) {
        let field = fieldFrame
        guard field.height > 0 else { return }
        canvas.fill(field, cornerRadii: CornerRadii(all: min(Self.fieldCornerRadius, field.height / 2)), color: fieldColor)
    }
}

import ListshotGeometry
import ListshotRaster
import ListshotText

/// A ``BarButtonItem`` drawn: its icon, then its title in 17 pt text, both in the tint colour.
public final class BarButtonView: View {
    /// The item shown.
    public let item: BarButtonItem
    /// The icon, when the item has one.
    public let iconView: BarGlyphView?
    /// The title, when the item has one.
    public let titleLabel: Label?
    /// Between the icon and the title (a back button's chevron and text).
    static let iconSpacing = 5.0

    /// A button showing `item` in `tint`.
    public init(_ item: BarButtonItem, tint: Color) {
        self.item = item
        iconView = item.icon.map { BarGlyphView($0, color: tint) }
        titleLabel = item.title.map { title in
            let label = Label()
            label.text = title
            label.font = try? Font.bundled(item.isProminent ? .semibold : .regular, size: 17)
            label.textColor = tint
            return label
        }
        super.init()
        if let iconView { addSubview(iconView) }
        if let titleLabel { addSubview(titleLabel) }
    }

    public override func sizeThatFits(_ size: Size) -> Size {
        let icon = iconView?.glyph.size ?? .zero
        let title = titleLabel?.sizeThatFits(Size(width: .infinity, height: .infinity)) ?? .zero
        let spacing = iconView != nil && titleLabel != nil ? Self.iconSpacing : 0
        return Size(width: icon.width + spacing + title.width, height: max(icon.height, title.height))
    }

    public override func layoutSubviews() {
        var x = 0.0
        if let iconView {
            let icon = iconView.glyph.size
            iconView.frame = Rect(x: 0, y: (frame.height - icon.height) / 2, width: icon.width, height: icon.height)
            x = icon.width + Self.iconSpacing
        }
        if let titleLabel {
            let title = titleLabel.sizeThatFits(Size(width: .infinity, height: .infinity))
            titleLabel.frame = Rect(x: x, y: (frame.height - title.height) / 2, width: max(0, frame.width - x), height: title.height)
        }
        mirrorForRightToLeft(subviews)  // a back button's chevron on the right of its title
    }
}

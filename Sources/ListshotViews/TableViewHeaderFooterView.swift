import ListshotText

/// The view a table shows for a section's header or footer title (UIKit's
/// `UITableViewHeaderFooterView`).
open class TableViewHeaderFooterView: View {
    /// Whether the view heads or ends its section; footers use smaller grey text.
    public enum Kind: Sendable { case header, footer }

    /// The title, inset by ``TableViewCell/layoutMargin``.
    public let textLabel = Label()
    /// Header or footer.
    public let kind: Kind
    /// The style of the table the view is in.
    public let style: TableStyle

    /// A view showing `title` as `kind` does in a table of `style`.
    public init(title: String?, kind: Kind, style: TableStyle) {
        self.kind = kind
        self.style = style
        super.init(frame: .zero)
        textLabel.text = title ?? ""
        switch (kind, style) {
        case (.header, .plain):
            backgroundColor = .plainHeaderBackground
            textLabel.font = try? Font.bundled(.semibold, size: 17)
            textLabel.textColor = .black
        case (.header, .grouped):
            textLabel.font = try? Font.bundled(.regular, size: 13)
            textLabel.textColor = .secondaryLabel
            textLabel.text = textLabel.text.uppercased()
        case (.footer, .plain):
            backgroundColor = .plainHeaderBackground
            textLabel.font = try? Font.bundled(.regular, size: 13)
            textLabel.textColor = .secondaryLabel
        case (.footer, .grouped):
            textLabel.font = try? Font.bundled(.regular, size: 13)
            textLabel.textColor = .secondaryLabel
        }
        addSubview(textLabel)
    }

    open override func layoutSubviews() {
        let margin = TableViewCell.layoutMargin
        let width = max(0, frame.width - 2 * margin)
        switch kind {
        case .header:
            // Plain headers centre their title; grouped ones sit on their rows, 6 pt above them.
            let height = min(frame.height, textLabel.sizeThatFits(Size(width: width, height: frame.height)).height)
            let y = style == .plain ? (frame.height - height) / 2 : frame.height - height - 6
            textLabel.frame = Rect(x: margin, y: y, width: width, height: height)
        case .footer:
            textLabel.frame = Rect(x: margin, y: 0, width: width, height: frame.height)
        }
    }
}

/// A row of a ``TableView`` (UIKit's `UITableViewCell`, default style).
///
/// Subclass it to add views to ``contentView``; override ``prepareForReuse()`` to
/// reset state before the table hands a recycled cell out again.
open class TableViewCell: View {
    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view that holds the cell's content; add custom subviews here.
    public let contentView = View()
    /// The cell's main text, inset by ``TableViewCell/layoutMargin`` on both sides.
    public let textLabel = Label()

    /// UIKit's horizontal margin for cell content on a 390 pt wide phone.
    public static let layoutMargin = 16.0

    /// A cell for `reuseIdentifier`; the table calls this when its pool has no recycled cell.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        backgroundColor = .white
        addSubview(contentView)
        contentView.addSubview(textLabel)
    }

    /// Resets the cell before it is handed out again by `dequeueReusableCell`.
    /// The default clears the text label; call `super` when you override it.
    open func prepareForReuse() {
        textLabel.text = ""
    }

    open override func layoutSubviews() {
        contentView.frame = Rect(origin: .zero, size: frame.size)
        let margin = Self.layoutMargin
        textLabel.frame = Rect(x: margin, y: 0, width: max(0, frame.width - 2 * margin), height: frame.height)
    }
}

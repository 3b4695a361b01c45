import ListshotGeometry

/// A cell whose content is a ``StackView`` filling its content view: it sizes itself by
/// the stack, so it suits rows of ``TableView/automaticDimension``.
open class StackCell: TableViewCell {
    /// The content; add arranged subviews to it.
    public let stack = StackView()

    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(stack)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = contentView.bounds
    }

    /// The stack's size at `size.width`.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: stack.sizeThatFits(Size(width: size.width, height: .infinity)).height)
    }
}

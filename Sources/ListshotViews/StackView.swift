import ListshotGeometry

/// Lays out its arranged subviews in a column or a row, with spacing and margins, and
/// sizes itself from them (a small `UIStackView`): what self-sizing cells measure.
///
/// Its size depends on its arranged subviews' sizes, so when one of them invalidates its
/// intrinsic content size (a label's text changed) the stack lays out again and invalidates
/// its own, and so on up through nested stacks; changing ``axis``, ``spacing``,
/// ``alignment`` or ``layoutMargins`` does the same.
///
/// In a right-to-left view (``View/effectiveUserInterfaceLayoutDirection``) the stack
/// mirrors as `UIStackView` does: a row runs from the right edge leftwards, ``Alignment/leading``
/// and ``Alignment/trailing`` in a column mean the right and the left, and the left and right
/// ``layoutMargins`` change sides.
open class StackView: View {
    /// Column (vertical) or row (horizontal).
    public enum Axis: Sendable { case vertical, horizontal }
    /// Where arranged subviews sit across the axis.
    public enum Alignment: Sendable {
        /// Stretched to the stack's width (vertical) or height (horizontal).
        case fill
        /// At the leading edge (the top, or the left; the right in a right-to-left stack), at their own size.
        case leading
        /// Centred, at their own size.
        case center
        /// At the trailing edge (the bottom, or the right; the left in a right-to-left stack), at their own size.
        case trailing
    }

    public private(set) var arrangedSubviews: [View] = []
    /// Column or row.
    public var axis: Axis {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }
    /// Space between neighbouring arranged subviews.
    public var spacing: Double {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }
    /// Where arranged subviews sit across the axis.
    public var alignment: Alignment {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }
    /// Space between the stack's edges and its arranged subviews.
    public var layoutMargins: EdgeInsets {
        didSet { if layoutMargins != oldValue { arrangementDidChange() } }
    }

    /// A stack of `arrangedSubviews` along `axis`.
    public init(
        arrangedSubviews: [View] = [], axis: Axis = .vertical, spacing: Double = 0,
        alignment: Alignment = .fill, layoutMargins: EdgeInsets = .zero
    ) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.layoutMargins = layoutMargins
        super.init(frame: .zero)
        for view in arrangedSubviews { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the stack.
    public func addArrangedSubview(_ view: View) {
        arrangedSubviews.append(view)
        addSubview(view)
        arrangementDidChange()
    }

    /// An arranged subview's size may have changed: so may the stack's.
    open override func subviewDidInvalidateIntrinsicContentSize(_ subview: View) {
        super.subviewDidInvalidateIntrinsicContentSize(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { invalidateIntrinsicContentSize() }
    }

    /// The stack places its views differently and may need another size.
    private func arrangementDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private var visibleArranged: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// The size of a subview within `available` points across the axis.
    private func size(of view: View, across available: Double) -> Size {
        switch axis {
        case .vertical: return view.sizeThatFits(Size(width: available, height: .infinity))
        case .horizontal: return view.sizeThatFits(Size(width: .infinity, height: available))
        }
    }

    /// For a vertical stack: the height its subviews need at `size.width` (their heights,
    /// the spacing between them and the margins), and the widest subview's width with the
    /// margins, never more than `size.width` (as a `UIStackView` column hugs its content, so
    /// that a column aligned ``Alignment/leading`` in another, a chat bubble, is as wide as
    /// its text). A horizontal stack sums widths and takes the tallest subview's height.
    open override func sizeThatFits(_ size: Size) -> Size {
        let views = visibleArranged
        let gaps = spacing * Double(max(0, views.count - 1))
        switch axis {
        case .vertical:
            let inner = size.width - layoutMargins.horizontal
            let sizes = views.map { self.size(of: $0, across: inner) }
            let height = sizes.reduce(0) { $0 + $1.height }
            let width = (sizes.map(\.width).max() ?? 0) + layoutMargins.horizontal
            return Size(width: min(size.width, width), height: height + gaps + layoutMargins.vertical)
        case .horizontal:
            let sizes = rowSizes(of: views, in: Size(width: size.width - layoutMargins.horizontal, height: size.height - layoutMargins.vertical))
            let width = sizes.reduce(0) { $0 + $1.width } + gaps + layoutMargins.horizontal
            return Size(width: width, height: (sizes.map(\.height).max() ?? 0) + layoutMargins.vertical)
        }
    }

    /// The sizes of a row's `views` in `content` (the stack's size less its margins): each
    /// its natural width, unless together they are wider than `content.width`; then, as Auto
    /// Layout compresses a `UIStackView`'s views, the last views that can narrow (text, and
    /// stacks of it; not images) give up the excess, from the last one back, and each is as
    /// tall as it needs at its width (a label that wraps takes more lines).
    private func rowSizes(of views: [View], in content: Size) -> [Size] {
        var sizes = views.map { size(of: $0, across: content.height) }
        guard content.width.isFinite else { return sizes }
        var excess = sizes.reduce(0) { $0 + $1.width } + spacing * Double(max(0, views.count - 1)) - content.width
        for index in views.indices.reversed() where excess > 1e-9 && !(views[index] is ImageView) {
            let width = max(0, sizes[index].width - excess)
            excess -= sizes[index].width - width
            sizes[index] = Size(width: width, height: views[index].sizeThatFits(Size(width: width, height: .infinity)).height)
        }
        return sizes
    }

    open override func layoutSubviews() {
        // Laid out left to right, then each frame mirrored in the stack's width.
        let direction = effectiveUserInterfaceLayoutDirection
        let content = Rect(origin: .zero, size: frame.size).inset(by: layoutMargins)
        var position = axis == .vertical ? content.minY : content.minX
        defer {
            if direction == .rightToLeft {
                for view in visibleArranged { view.frame = Self.flipped(view.frame, in: frame.width, for: direction) }
            }
        }
        let views = visibleArranged
        let row = axis == .horizontal ? rowSizes(of: views, in: content.size) : []
        for (index, view) in views.enumerated() {
            switch axis {
            case .vertical:
                let natural = size(of: view, across: content.width)
                let width = alignment == .fill ? content.width : min(content.width, natural.width)
                view.frame = Rect(x: content.minX + crossOffset(free: content.width - width), y: position, width: width, height: natural.height)
                position += natural.height + spacing
            case .horizontal:
                let natural = row[index]
                let height = alignment == .fill ? content.height : min(content.height, natural.height)
                view.frame = Rect(x: position, y: content.minY + crossOffset(free: content.height - height), width: natural.width, height: height)
                position += natural.width + spacing
            }
        }
    }

    private func crossOffset(free: Double) -> Double {
        switch alignment {
        case .fill, .leading: return 0
        case .center: return free / 2
        case .trailing: return free
        }
    }
}

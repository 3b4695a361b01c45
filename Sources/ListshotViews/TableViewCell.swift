import ListshotGeometry
import ListshotRaster
import ListshotText

/// A row of a ``TableView`` (UIKit's `UITableViewCell`).
///
/// Subclass it to add views to ``contentView``; override ``prepareForReuse()`` to reset
/// state before the table hands a recycled cell out again, and `sizeThatFits(_:)` to size
/// custom content for rows of ``TableView/automaticDimension``.
///
/// ## Content and separator
/// A cell that shows a ``separator`` gives its bottom row of device pixels to it, and its
/// content never covers or sits under it: ``contentView`` and everything in it are drawn
/// clipped to the pixels above the separator's row, at every scale. The content area is
/// thus the cell's height less one device pixel, as UIKit's content view is `height − 1/scale`
/// tall. The pixel is taken at draw time because only the canvas knows the scale: the
/// content view is laid out over the whole cell, in points. Left of the separator's inset
/// that pixel row shows the cell's background, as in UIKit.
///
/// A self-sized row (``TableView/automaticDimension``) is exactly as tall as `sizeThatFits`
/// says, separator included: a layout in points cannot add one device pixel at an unknown
/// scale, so the content's last device pixel row gives way to the separator. (UIKit adds
/// `1/scale` to the measured height instead; doing that needs the display scale at layout.)
///
/// ## Right to left
/// In a right-to-left view (``View/effectiveUserInterfaceLayoutDirection``, as under a
/// table whose ``View/semanticContentAttribute`` is ``SemanticContentAttribute/forceRightToLeft``)
/// the cell mirrors as UIKit's does: the image on the right, the labels right-aligned and
/// placed leftwards from it (value1's detail at the left, value2's narrow title column on the
/// right), the accessory at the left with its chevron pointing left, and the separator inset
/// from the right by its left inset. The checkmark and the "i" are not mirrored, as UIKit's
/// symbols are not.
open class TableViewCell: View {
    /// The standard layouts of a cell's labels and image (UIKit's `UITableViewCell.CellStyle`).
    public enum CellStyle: String, Sendable, CaseIterable {
        /// An optional image, then the text label.
        case `default`
        /// The text label above a smaller grey detail label.
        case subtitle
        /// The text label on the left, the detail label right-aligned in grey.
        case value1
        /// A small blue right-aligned text label in a narrow column, the detail label after it.
        case value2
    }

    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    /// How the labels and image are laid out.
    public let cellStyle: CellStyle
    /// The view that holds the cell's content; add custom subviews here. It fills the cell
    /// and, while the cell shows a separator, is drawn clipped to the pixels above it.
    public let contentView: View = ContentView()
    /// The cell's main text.
    public let textLabel = Label()
    /// The secondary text of the subtitle, value1 and value2 styles; empty in the default style.
    public let detailTextLabel = Label()
    /// An image before the labels; hidden while it has no image.
    public let imageView = ImageView()

    /// What the cell shows at its trailing edge; the labels make room for it, so a different
    /// accessory lays the cell out again.
    public var accessoryType: CellAccessory = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }
    /// The colour of the checkmark and the detail button, and of value2's title (UIKit's
    /// `tintColor`, `systemBlue`: light mode's `#007AFF` until set).
    public var tintColor: Color = .blue
    /// The colour of the disclosure indicator's chevron (UIKit draws it in `tertiaryLabel`):
    /// light mode's ``CellAccessory/chevronColor`` until set.
    public var disclosureIndicatorColor: Color = CellAccessory.chevronColor

    /// Whether the row is selected; a selected cell draws ``selectedBackgroundColor``.
    public var isSelected = false
    /// What a selected cell shows behind its content (UIKit's grey selection).
    public var selectedBackgroundColor: Color? = .selection

    /// The hairline a table draws along a cell's bottom edge.
    public struct Separator: Equatable, Sendable {
        /// How far the line stays from the cell's left and right edges; in a right-to-left
        /// cell `left` is kept from the right edge and `right` from the left one.
        public var inset: EdgeInsets
        /// The line's colour.
        public var color: Color
    }
    /// Set by the table: the separator this cell draws in its bottom device pixel row, below
    /// its content (see "Content and separator" above), or `nil`.
    public internal(set) var separator: Separator?

    /// The direction the labels' alignments were set for: value1's detail and value2's title
    /// align to the trailing side, which is the left in a right-to-left cell.
    private var alignedDirection: UserInterfaceLayoutDirection = .leftToRight

    /// UIKit's horizontal margin for cell content on a 390 pt wide phone.
    public static let layoutMargin = 16.0
    /// UIKit's margin above and below the labels of a self-sizing cell.
    public static let verticalMargin = 11.0
    /// UIKit's smallest row height for a self-sizing standard cell.
    public static let minimumHeight = 44.0

    /// A cell of `style` for `reuseIdentifier`; the table calls this when its pool has no
    /// recycled cell.
    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.cellStyle = style
        super.init(frame: .zero)
        backgroundColor = .white
        addSubview(contentView)
        contentView.addSubview(imageView)
        contentView.addSubview(textLabel)
        contentView.addSubview(detailTextLabel)
        imageView.contentMode = .scaleAspectFit
        configureLabels()
    }

    private func configureLabels() {
        switch cellStyle {
        case .default:
            break
        case .subtitle:
            detailTextLabel.font = try? Font.bundled(.regular, size: 12)
            detailTextLabel.textColor = .secondaryLabel
        case .value1:
            detailTextLabel.textColor = .secondaryLabel
            detailTextLabel.textAlignment = .right
        case .value2:
            textLabel.font = try? Font.bundled(.semibold, size: 12)
            textLabel.textColor = .blue
            textLabel.textAlignment = .right
            detailTextLabel.font = try? Font.bundled(.regular, size: 15)
        }
    }

    /// Resets the cell before it is handed out again by `dequeueReusableCell`: clears the
    /// labels, the image and the selection. Call `super` when you override it.
    open func prepareForReuse() {
        textLabel.text = ""
        detailTextLabel.text = ""
        imageView.image = nil
        isSelected = false
        accessoryType = .none
    }

    open override func draw(in canvas: inout Canvas) {
        if isSelected, let selectedBackgroundColor {
            canvas.fill(canvas.pixelAligned(Rect(origin: .zero, size: frame.size)), cornerRadii: cornerRadii, color: selectedBackgroundColor)
        }
    }

    /// Draws the accessory, then the separator: the cell's bottom row of device pixels from
    /// the separator's left inset to its right one, where the content view draws nothing. A
    /// right-to-left cell draws both mirrored: the accessory at the left margin, the separator
    /// from its right inset to its left one counted from the right.
    open override func drawForeground(in canvas: inout Canvas) {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if rightToLeft {
            accessoryType.draw(
                in: &canvas, minX: Self.layoutMargin, midY: frame.height / 2, tint: tintColor, chevron: disclosureIndicatorColor)
        } else {
            accessoryType.draw(
                in: &canvas, maxX: frame.width - Self.layoutMargin, midY: frame.height / 2, tint: tintColor,
                chevron: disclosureIndicatorColor)
        }
        guard let separator else { return }
        let leading = separator.inset.left, trailing = separator.inset.right
        canvas.fillHairline(
            atBottomOf: frame.height, from: rightToLeft ? trailing : leading, to: frame.width - (rightToLeft ? leading : trailing),
            color: separator.color)
    }

    // MARK: Layout

    /// Where the labels start, in the cell: ``layoutMargin``, or past the image and another
    /// margin when ``imageView`` shows one. A table starts such a cell's separator here.
    /// In a right-to-left cell it is measured from the right edge.
    public var textLeadingEdge: Double {
        guard imageView.image != nil else { return Self.layoutMargin }
        return Self.layoutMargin + imageSide + Self.layoutMargin
    }

    /// Where the labels end: before the accessory, when there is one.
    private var labelsMaxX: Double {
        frame.width - Self.layoutMargin - (accessoryType == .none ? 0 : accessoryType.width + 10)
    }

    /// The image is fitted into a square as tall as a standard row's content.
    private var imageSide: Double { min(frame.height - 8, 29) }

    open override func layoutSubviews() {
        contentView.frame = Rect(origin: .zero, size: frame.size)
        let margin = Self.layoutMargin, height = frame.height
        imageView.isHidden = imageView.image == nil
        // Without an image the frame is zero, as in a cell that never had one: a recycled
        // cell's layout owes nothing to the rows it showed before.
        imageView.frame = imageView.image == nil
            ? .zero : Rect(x: margin, y: (height - imageSide) / 2, width: imageSide, height: imageSide)
        let x = textLeadingEdge, width = max(0, labelsMaxX - x)
        layOutLabels(x: x, width: width, height: height)
        let direction = effectiveUserInterfaceLayoutDirection
        alignTrailingLabels(for: direction)
        if direction == .rightToLeft {
            // Laid out left to right, then mirrored in the cell's width, as UIKit's leading
            // and trailing constraints are.
            for view in [imageView, textLabel, detailTextLabel] as [View] where view.frame != .zero {
                view.frame = Self.flipped(view.frame, in: frame.width, for: direction)
            }
        }
    }

    /// Gives value1's detail label and value2's title the trailing alignment of `direction`
    /// (right, or left in a right-to-left cell) unless they were given another alignment.
    private func alignTrailingLabels(for direction: UserInterfaceLayoutDirection) {
        guard direction != alignedDirection else { return }
        let old: TextAlignment = alignedDirection == .rightToLeft ? .left : .right
        let new: TextAlignment = direction == .rightToLeft ? .left : .right
        alignedDirection = direction
        let trailingLabel: Label? = switch cellStyle {
        case .value1: detailTextLabel
        case .value2: textLabel
        case .default, .subtitle: nil
        }
        if let trailingLabel, trailingLabel.textAlignment == old { trailingLabel.textAlignment = new }
    }

    /// Places the labels left to right from `x`, `width` points wide, in a cell `height` tall.
    private func layOutLabels(x: Double, width: Double, height: Double) {
        switch cellStyle {
        case .default:
            textLabel.frame = Rect(x: x, y: 0, width: width, height: height)
            detailTextLabel.frame = .zero
        case .subtitle:
            let title = textLabel.sizeThatFits(Size(width: width, height: height)).height
            let detail = detailTextLabel.text.isEmpty ? 0 : detailTextLabel.sizeThatFits(Size(width: width, height: height)).height
            let top = (height - title - detail) / 2
            textLabel.frame = Rect(x: x, y: top, width: width, height: title)
            detailTextLabel.frame = Rect(x: x, y: top + title, width: width, height: detail)
        case .value1:
            let detailWidth = min(width, detailTextLabel.sizeThatFits(Size(width: width, height: height)).width)
            textLabel.frame = Rect(x: x, y: 0, width: max(0, width - detailWidth - 8), height: height)
            detailTextLabel.frame = Rect(x: x + width - detailWidth, y: 0, width: detailWidth, height: height)
        case .value2:
            let column = 67.0
            textLabel.frame = Rect(x: x, y: 0, width: column, height: height)
            detailTextLabel.frame = Rect(x: x + column + 6, y: 0, width: max(0, width - column - 6), height: height)
        }
    }

    /// The height the standard labels need at `size.width`, at least 44 pt (UIKit's
    /// minimum): the labels' height plus 11 pt above and below. Subclasses with custom
    /// content override this to measure it (a ``StackView`` measures itself).
    open override func sizeThatFits(_ size: Size) -> Size {
        let accessory = accessoryType == .none ? 0 : accessoryType.width + 10
        let width = max(0, size.width - textLeadingEdge - Self.layoutMargin - accessory)
        let title = textLabel.sizeThatFits(Size(width: width, height: .infinity)).height
        let detail = detailTextLabel.text.isEmpty ? 0 : detailTextLabel.sizeThatFits(Size(width: width, height: .infinity)).height
        let labels = cellStyle == .subtitle ? title + detail : max(title, detail)
        return Size(width: size.width, height: max(Self.minimumHeight, labels + 2 * Self.verticalMargin))
    }
}

/// A cell's ``TableViewCell/contentView``: while its cell shows a separator, it and its
/// subviews draw only above the separator's row of device pixels.
///
/// The cell, not the content view, places the labels and the image view (and custom cells
/// place what they add here), so a subview whose size changes with its content makes the
/// cell lay out again. It goes no further: a table does not resize rows when their content
/// changes, as in UIKit (reload the rows for that).
private final class ContentView: View {
    override func subviewDidInvalidateIntrinsicContentSize(_ subview: View) {
        super.subviewDidInvalidateIntrinsicContentSize(subview)
        superview?.setNeedsLayout()
    }

    override func render(in canvas: inout Canvas) {
        guard let cell = superview as? TableViewCell, cell.separator != nil else { return super.render(in: &canvas) }
        canvas.save()
        defer { canvas.restore() }
        // The canvas is in the coordinates the cell places its subviews in, which are the
        // ones its separator is drawn in: both find the same pixel row.
        canvas.clip(aboveHairlineAtBottomOf: cell.frame.height)
        super.render(in: &canvas)
    }
}

extension Canvas {
    /// Narrows the clip to the rows of device pixels above the one that
    /// `fillHairline(atBottomOf: y, …)` fills; the clip's other edges stay.
    ///
    /// The row is found exactly as `fillHairline` finds it (`y` snapped to the nearest pixel
    /// boundary), and the clip's new bottom edge falls on a whole pixel, so the two meet
    /// without a gap or an overlap at every scale and position.
    fileprivate mutating func clip(aboveHairlineAtBottomOf y: Double) {
        let hairlineTop = pixelPoint(for: Point(x: 0, y: y)).y.rounded() - 1
        let origin = pixelPoint(for: .zero), current = clipBounds
        // The current clip in points, with its bottom moved up to the hairline: each edge
        // converts back to the same whole pixel.
        let minX = (Double(current.x) - origin.x) / scale, minY = (Double(current.y) - origin.y) / scale
        let maxX = (Double(current.maxX) - origin.x) / scale
        let maxY = (min(Double(current.maxY), max(Double(current.y), hairlineTop)) - origin.y) / scale
        clip(to: Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
    }
}

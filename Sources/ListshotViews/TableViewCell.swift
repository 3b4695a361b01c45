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

    /// The alignment last given to value1's detail and value2's title: trailing (right, or
    /// left in a right-to-left cell) side by side, leading when stacked. A label whose
    /// alignment was changed from it keeps the new one.
    private var appliedTrailingAlignment: TextAlignment = .right

    /// The reader's text size as the cell lays out for it: accessories and the image scale by
    /// its ``ContentSizeTraits/scale``, and at the accessibility sizes value1 and value2 put
    /// the detail under the title and the labels wrap (UIKit's `UIListContentConfiguration`
    /// when side by side no longer fits). The fonts are the caller's to set at that size (a
    /// scene sets both). Until set, the default text size.
    public var contentSizeTraits: ContentSizeTraits = .standard {
        didSet {
            guard contentSizeTraits != oldValue else { return }
            wrapLabels(contentSizeTraits.isAccessibilityCategory)
            setNeedsLayout()
        }
    }

    /// The cell's left and right layout margin in points: ``layoutMargin`` (16) on a phone,
    /// 20 in a regular-width table, where the table sets it (UIKit's cells take their
    /// table's layout margins).
    public var horizontalLayoutMargin = TableViewCell.layoutMargin {
        didSet { if horizontalLayoutMargin != oldValue { setNeedsLayout() } }
    }

    /// True while the labels wrap because the text size is an accessibility one: they were
    /// at one line and were given as many as they need, to be given one again below.
    private var wrapsForAccessibility = false

    /// UIKit's horizontal margin for cell content on a phone (compact width).
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

    /// The accessory the cell had when the table made it: what a subclass's initializer
    /// set (a contact cell's chevron), to which ``prepareForReuse()`` returns.
    var accessoryTypeWhenMade: CellAccessory = .none

    /// Resets the cell before it is handed out again by `dequeueReusableCell`: clears the
    /// labels, the image and the selection, and gives back the accessory it was made with
    /// (`.none`, unless a subclass's initializer set one), so an accessory set for one row
    /// does not stay on the next, and one a subclass always shows is not lost. Call `super`
    /// when you override it.
    open func prepareForReuse() {
        textLabel.text = ""
        detailTextLabel.text = ""
        imageView.image = nil
        isSelected = false
        accessoryType = accessoryTypeWhenMade
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
        let style = CellAccessory.Style(tint: tintColor, chevron: disclosureIndicatorColor, scale: contentSizeTraits.scale)
        if rightToLeft {
            accessoryType.draw(in: &canvas, minX: horizontalLayoutMargin, midY: frame.height / 2, style: style)
        } else {
            accessoryType.draw(in: &canvas, maxX: frame.width - horizontalLayoutMargin, midY: frame.height / 2, style: style)
        }
        guard let separator else { return }
        let leading = separator.inset.left, trailing = separator.inset.right
        canvas.fillHairline(
            atBottomOf: frame.height, from: rightToLeft ? trailing : leading, to: frame.width - (rightToLeft ? leading : trailing),
            color: separator.color)
    }

    // MARK: Layout

    /// Where the labels start, in the cell: the layout margin, or past the image's reserved
    /// width and another margin when ``imageView`` shows one. A table starts such a cell's
    /// separator here. In a right-to-left cell it is measured from the right edge.
    public var textLeadingEdge: Double {
        guard imageView.image != nil else { return horizontalLayoutMargin }
        return horizontalLayoutMargin + reservedImageWidth + horizontalLayoutMargin
    }

    /// The labels' width in a cell `width` points wide: from the text's leading edge to the
    /// trailing margin, less the accessory and 10 pt before it.
    private func labelsWidth(cellWidth width: Double) -> Double {
        let accessory = accessoryType == .none ? 0 : accessoryType.width(scale: contentSizeTraits.scale) + 10
        return max(0, width - textLeadingEdge - horizontalLayoutMargin - accessory)
    }

    /// The width kept for the image, so that every row's text starts at the same place
    /// (UIKit's `reservedLayoutSize`): 29 pt at the default text size, growing with the text
    /// up to the first accessibility size (48 pt) and no further, so that a photo never
    /// crowds out the text it stands beside.
    private var reservedImageWidth: Double {
        (29 * min(contentSizeTraits.scale, Self.largestImageScale)).rounded()
    }

    /// How far the image grows with the text: to its size at AX1 (28 pt body over 17).
    private static let largestImageScale = 28.0 / 17

    /// The image is fitted into a square of ``reservedImageWidth``, never taller than the row
    /// less 4 pt above and below.
    private func imageSide(height: Double) -> Double { max(0, min(height - 8, reservedImageWidth)) }

    /// Whether the detail goes under the title: value1 and value2 at the accessibility text
    /// sizes; subtitle always.
    private var stacksLabels: Bool {
        switch cellStyle {
        case .default: false
        case .subtitle: true
        case .value1, .value2: contentSizeTraits.isAccessibilityCategory
        }
    }

    /// value2's column for its title: 67 pt at the default text size, scaled with the text.
    private var value2Column: Double { 67 * contentSizeTraits.scale }

    /// Gives labels at one line as many as they need at the accessibility sizes, where no
    /// standard style truncates its title while the row can grow; gives them one line again
    /// below those sizes. Labels given another number of lines keep it.
    private func wrapLabels(_ wrap: Bool) {
        guard wrap != wrapsForAccessibility else { return }
        for label in [textLabel, detailTextLabel] where label.numberOfLines == (wrap ? 1 : 0) {
            label.numberOfLines = wrap ? 0 : 1
        }
        wrapsForAccessibility = wrap
    }

    open override func layoutSubviews() {
        contentView.frame = Rect(origin: .zero, size: frame.size)
        let margin = horizontalLayoutMargin, height = frame.height, side = imageSide(height: height)
        imageView.isHidden = imageView.image == nil
        // Without an image the frame is zero, as in a cell that never had one: a recycled
        // cell's layout owes nothing to the rows it showed before.
        imageView.frame = imageView.image == nil
            ? .zero : Rect(x: margin + (reservedImageWidth - side) / 2, y: (height - side) / 2, width: side, height: side)
        let direction = effectiveUserInterfaceLayoutDirection
        alignTrailingLabels(for: direction)
        layOutLabels(x: textLeadingEdge, width: labelsWidth(cellWidth: frame.width), height: height)
        if direction == .rightToLeft {
            // Laid out left to right, then mirrored in the cell's width, as UIKit's leading
            // and trailing constraints are.
            for view in [imageView, textLabel, detailTextLabel] as [View] where view.frame != .zero {
                view.frame = Self.flipped(view.frame, in: frame.width, for: direction)
            }
        }
    }

    /// Gives value1's detail label and value2's title the alignment of their place: the
    /// trailing side of `direction` (right, or left in a right-to-left cell) beside the
    /// other label, the leading side under it; unless they were given another alignment.
    private func alignTrailingLabels(for direction: UserInterfaceLayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        let alignment: TextAlignment = stacksLabels == rightToLeft ? .right : .left
        guard alignment != appliedTrailingAlignment else { return }
        let trailingLabel: Label? = switch cellStyle {
        case .value1: detailTextLabel
        case .value2: textLabel
        case .default, .subtitle: nil
        }
        if let trailingLabel, trailingLabel.textAlignment == appliedTrailingAlignment { trailingLabel.textAlignment = alignment }
        appliedTrailingAlignment = alignment
    }

    /// Places the labels left to right from `x`, `width` points wide, in a cell `height` tall.
    /// Labels never overlap and never leave the row: when the row is too short for both, the
    /// title keeps at least one line and each label shows what fits, its last line ending
    /// in "…" (a ``Label`` truncates to its bounds).
    private func layOutLabels(x: Double, width: Double, height: Double) {
        let hasDetail = !detailTextLabel.text.isEmpty
        if stacksLabels {
            let unbounded = Size(width: width, height: .infinity)
            let title = textLabel.sizeThatFits(unbounded).height
            let detail = hasDetail ? detailTextLabel.sizeThatFits(unbounded).height : 0
            // The title gives way first, down to one line; then the detail gets what is left.
            let titleLine = min(title, textLabel.resolvedFont?.lineHeight ?? title)
            let titleHeight = max(0, min(title, height, max(titleLine, height - detail)))
            let detailHeight = max(0, min(detail, height - titleHeight))
            let top = (height - titleHeight - detailHeight) / 2
            textLabel.frame = Rect(x: x, y: top, width: width, height: titleHeight)
            detailTextLabel.frame = hasDetail ? Rect(x: x, y: top + titleHeight, width: width, height: detailHeight) : .zero
            return
        }
        switch cellStyle {
        case .default, .subtitle:
            textLabel.frame = Rect(x: x, y: 0, width: width, height: height)
            detailTextLabel.frame = .zero
        case .value1:
            let (title, detail) = value1Widths(width)
            textLabel.frame = Rect(x: x, y: 0, width: title, height: height)
            detailTextLabel.frame = detail > 0 ? Rect(x: x + width - detail, y: 0, width: detail, height: height) : .zero
        case .value2:
            let column = min(value2Column, width), gap = 6.0
            textLabel.frame = Rect(x: x, y: 0, width: column, height: height)
            detailTextLabel.frame = Rect(x: x + column + gap, y: 0, width: max(0, width - column - gap), height: height)
        }
    }

    /// value1's title and detail widths side by side in `width` points: each its own when
    /// both fit with 8 pt between; else the title keeps its width and the detail is truncated
    /// (UIKit gives way on the detail first), or left out (0) when less than two of its
    /// font's sizes would be left for it.
    private func value1Widths(_ width: Double) -> (title: Double, detail: Double) {
        let gap = 8.0, unbounded = Size(width: width, height: .infinity)
        guard !detailTextLabel.text.isEmpty else { return (width, 0) }
        let title = textLabel.text.isEmpty ? 0 : textLabel.sizeThatFits(unbounded).width
        let detail = detailTextLabel.sizeThatFits(unbounded).width
        if title + gap + detail <= width { return (max(0, width - detail - gap), detail) }
        let left = width - title - gap, smallest = 2 * (detailTextLabel.resolvedFont?.size ?? 17)
        return left >= smallest ? (title, left) : (width, 0)
    }

    /// The height the standard labels need at `size.width`, at least 44 pt (UIKit's
    /// minimum): the labels' height plus 11 pt above and below; stacked labels' heights add
    /// up, side-by-side ones' the taller counts. Subclasses with custom content override this
    /// to measure it (a ``StackView`` measures itself).
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = labelsWidth(cellWidth: size.width)
        func height(_ label: Label, _ width: Double) -> Double {
            label.text.isEmpty ? 0 : label.sizeThatFits(Size(width: width, height: .infinity)).height
        }
        let labels: Double
        if stacksLabels {
            labels = height(textLabel, width) + height(detailTextLabel, width)
        } else {
            switch cellStyle {
            case .default, .subtitle:
                labels = height(textLabel, width)
            case .value1:
                let (title, detail) = value1Widths(width)
                labels = max(height(textLabel, title), detail > 0 ? height(detailTextLabel, detail) : 0)
            case .value2:
                let column = min(value2Column, width)
                labels = max(height(textLabel, column), height(detailTextLabel, max(0, width - column - 6)))
            }
        }
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

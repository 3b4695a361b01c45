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
    /// accessory lays the cell out again. An ``accessoryView`` is shown in its place.
    public var accessoryType: CellAccessory = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }
    /// A view shown at the trailing edge in place of ``accessoryType`` (UIKit's
    /// `accessoryView`), such as a ``Switch``: at its `sizeThatFits` size, centred vertically,
    /// ending at the trailing margin. A cell keeps it when reused, as UIKit's does.
    public var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// A Settings-style icon shown in the image's place (and instead of the image), 29 pt at
    /// every text size, the text starting after it as after an image; `nil` for none.
    public var iconView: IconView? {
        didSet {
            guard iconView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            // In the image's place among the content view's subviews: drawn and listed first.
            if let iconView { contentView.insertSubview(iconView, at: contentView.subviews.firstIndex { $0 === imageView } ?? 0) }
            setNeedsLayout()
        }
    }
    /// A count in a red capsule before the accessory (as Settings shows "1" before General's
    /// chevron); `nil` or empty for none. The labels make room for it.
    public var badgeValue: String? {
        didSet {
            guard badgeValue != oldValue else { return }
            let text = badgeValue ?? ""
            if badgeView == nil, !text.isEmpty {
                let badge = BadgeView()
                badge.scale = accessoryScale
                contentView.addSubview(badge)
                badgeView = badge
            }
            badgeView?.text = text
            badgeView?.isHidden = text.isEmpty
            setNeedsLayout()
        }
    }
    /// The view that draws ``badgeValue``, made when a badge is first shown: set its
    /// ``BadgeView/badgeColor`` for another appearance.
    public private(set) var badgeView: BadgeView?
    /// The colour of the checkmark and the detail button, and of value2's title (UIKit's
    /// `tintColor`, `systemBlue`: light mode's `#007AFF` until set).
    public var tintColor: Color = .systemBlue
    /// The colour of the disclosure indicator's chevron (UIKit draws it in `tertiaryLabel`):
    /// light mode's ``CellAccessory/chevronColor`` until set.
    public var disclosureIndicatorColor: Color = .tertiaryLabel

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
    var appliedTrailingAlignment: TextAlignment = .right

    /// The reader's text size as the cell lays out for it: accessories and the badge scale by
    /// its ``ContentSizeTraits/scale`` up to their size at AX1 (``accessoryScale``), the image
    /// and the icon stay 29 pt, and at the accessibility sizes value1 and value2 put the
    /// detail under the title and the labels wrap (UIKit's `UIListContentConfiguration`;
    /// value1 also does at any size when its labels do not fit side by side). The fonts are
    /// the caller's to set at that size (a scene sets both). Until set, the default text size.
    public var contentSizeTraits: ContentSizeTraits = .standard {
        didSet {
            guard contentSizeTraits != oldValue else { return }
            wrapLabels(contentSizeTraits.isAccessibilityCategory)
            badgeView?.scale = accessoryScale
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
    var wrapsForAccessibility = false

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
        backgroundColor = .systemBackground
        addSubview(contentView)
        contentView.addSubview(imageView)
        contentView.addSubview(textLabel)
        contentView.addSubview(detailTextLabel)
        imageView.contentMode = .scaleAspectFit
        configureLabels()
        // Made for a list with another text size (in its data source's cellForRowAt).
        let size = TraitCollection.current.resolvedContentSizeCategory
        if size != .large { followTextSize(from: .large, to: size) }
    }

    /// Follows a new text size: the accessories' scale, the stacking at accessibility sizes,
    /// and the style's fonts where the labels have them (``styleFonts(at:)``).
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        followTextSize(
            from: (previousTraitCollection ?? .standard).resolvedContentSizeCategory, to: traitCollection.resolvedContentSizeCategory)
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
            textLabel.textColor = .systemBlue
            textLabel.textAlignment = .right
            detailTextLabel.font = try? Font.bundled(.regular, size: 15)
        }
    }

    /// The accessory the cell had when the table made it: what a subclass's initializer
    /// set (a contact cell's chevron), to which ``prepareForReuse()`` returns.
    var accessoryTypeWhenMade: CellAccessory = .none

    /// Resets the cell before it is handed out again by `dequeueReusableCell`: clears the
    /// labels, the image, the icon, the badge and the selection, and gives back the accessory it was made with
    /// (`.none`, unless a subclass's initializer set one), so an accessory set for one row
    /// does not stay on the next, and one a subclass always shows is not lost. Call `super`
    /// when you override it.
    open func prepareForReuse() {
        textLabel.text = ""
        detailTextLabel.text = ""
        imageView.image = nil
        iconView = nil
        badgeValue = nil
        isSelected = false
        accessoryType = accessoryTypeWhenMade
    }

    open override func draw(in canvas: inout Canvas) {
        if isSelected, let selectedBackgroundColor {
            canvas.fill(canvas.pixelAligned(Rect(origin: .zero, size: frame.size)), cornerRadii: cornerRadii, color: selectedBackgroundColor)
        }
    }

    /// Draws the accessory (unless an ``accessoryView`` stands in its place), then the
    /// separator: the cell's bottom row of device pixels from the separator's left inset to
    /// its right one, where the content view draws nothing. A right-to-left cell draws both
    /// mirrored: the accessory at the left margin, the separator from its right inset to its
    /// left one counted from the right.
    open override func drawForeground(in canvas: inout Canvas) {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let style = CellAccessory.Style(tint: tintColor, chevron: disclosureIndicatorColor, scale: accessoryScale)
        if accessoryView != nil {
            // The view draws itself, in place of the accessory type.
        } else if rightToLeft {
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
    /// width and another margin when ``imageView`` shows one or the cell has an ``iconView``.
    /// A table starts such a cell's separator here. In a right-to-left cell it is measured
    /// from the right edge.
    public var textLeadingEdge: Double {
        guard imageView.image != nil || iconView != nil else { return horizontalLayoutMargin }
        return horizontalLayoutMargin + Self.reservedImageWidth + horizontalLayoutMargin
    }

    /// The width kept for the image or the icon, so that every row's text starts at the same
    /// place (UIKit's `reservedLayoutSize`): 29 pt at every text size, as iOS keeps a
    /// Settings icon or a standard cell's picture, so that the text keeps the width it needs
    /// most at the accessibility sizes.
    static let reservedImageWidth = 29.0

    /// The image is fitted into a square of ``reservedImageWidth``, never taller than the row
    /// less 4 pt above and below; so is the icon.
    private func imageSide(height: Double) -> Double { max(0, min(height - 8, Self.reservedImageWidth)) }

    open override func layoutSubviews() {
        contentView.frame = Rect(origin: .zero, size: frame.size)
        let margin = horizontalLayoutMargin, height = frame.height, side = imageSide(height: height)
        let square = Rect(x: margin + (Self.reservedImageWidth - side) / 2, y: (height - side) / 2, width: side, height: side)
        // The icon takes the image's place; without either the frame is zero, as in a cell
        // that never had one: a recycled cell's layout owes nothing to the rows it showed before.
        imageView.isHidden = imageView.image == nil || iconView != nil
        imageView.frame = imageView.isHidden ? .zero : square
        iconView?.frame = square
        let direction = effectiveUserInterfaceLayoutDirection
        let width = labelsWidth(cellWidth: frame.width)
        alignTrailingLabels(stacked: stacksLabels(width: width), for: direction)
        layOutLabels(x: textLeadingEdge, width: width, height: height)
        layOutTrailingViews()
        if direction == .rightToLeft {
            // Laid out left to right, then mirrored in the cell's width, as UIKit's leading
            // and trailing constraints are.
            let views = [imageView, textLabel, detailTextLabel] + ([iconView, badgeView, accessoryView] as [View?]).compactMap { $0 }
            for view in views where view.frame != .zero {
                view.frame = Self.flipped(view.frame, in: frame.width, for: direction)
            }
        }
    }

    /// The height the standard labels need at `size.width`, at least 44 pt (UIKit's
    /// minimum): the labels' height plus 11 pt above and below; stacked labels' heights add
    /// up, side-by-side ones' the taller counts. Subclasses with custom content override this
    /// to measure it (a ``StackView`` measures itself).
    open override func sizeThatFits(_ size: Size) -> Size {
        let labels = labelsHeight(width: labelsWidth(cellWidth: size.width))
        return Size(width: size.width, height: max(Self.minimumHeight, labels + 2 * Self.verticalMargin))
    }
}

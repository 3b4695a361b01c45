import ListshotGeometry
import ListshotRaster
import ListshotText

/// A view that draws text (UIKit's `UILabel`): one line by default, or as many as
/// ``numberOfLines`` allows, wrapped at the label's width.
///
/// The block of lines is centred vertically in the label's bounds, as UIKit does; lines are
/// aligned horizontally within the bounds by ``textAlignment``. When the bounds are too short
/// for the lines, only the lines that fit are drawn and the last one follows
/// ``lineBreakMode`` (with the default mode it ends in "…"). See `TextLayout` for how lines
/// break and truncate.
///
/// The properties that change the label's size (``text``, ``font``, ``numberOfLines``,
/// ``lineBreakMode``, ``lineSpacing``) invalidate its intrinsic content size when they change
/// to a different value, so that the view placing the label lays out again; colour and
/// alignment change no size and do not.
open class Label: View {
    /// The text drawn; `""` draws nothing.
    public var text = "" {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The font; `nil` uses the body style at the label's traits' text size (``Label/defaultFont``,
    /// Inter Regular 17 pt, at Large).
    public var font: Font? {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The text's colour: `label` in the traits current when the label was made.
    public var textColor: Color = .label
    /// Where lines sit in the label's width. The default, `TextAlignment/natural` (as
    /// UIKit's), is the left in a left-to-right view and the right in a right-to-left one
    /// (``View/effectiveUserInterfaceLayoutDirection``); `.left` and `.right` stay put.
    public var textAlignment: TextAlignment = .natural
    /// ``textAlignment`` with `.natural` resolved by the label's direction.
    public var resolvedTextAlignment: TextAlignment {
        textAlignment.resolved(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
    /// The most lines drawn; 0 for as many as the text needs. UIKit's default is 1.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// How lines wrap and what the last line shows when text is left over (UIKit's default,
    /// `LineBreakMode/byTruncatingTail`, ends it with "…").
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Extra points between lines.
    public var lineSpacing: Double = 0 {
        didSet { if lineSpacing != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The base direction of the text's paragraphs (UIKit's `NSParagraphStyle.baseWritingDirection`):
    /// `.natural`, the default, takes each paragraph's from its first strong character.
    public var baseWritingDirection: WritingDirection = .natural {
        didSet { if baseWritingDirection != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The body style at the default text size, Inter Regular 17 pt; `nil` when the bundled
    /// fonts cannot be found.
    public static var defaultFont: Font? { bundledDefaultFont }

    /// The default font, looked up once (finding the bundled fonts touches the file system).
    private static let bundledDefaultFont = try? Font.preferredFont(forTextStyle: .body)

    /// Whether a ``font`` made for a text style (`Font.preferredFont(forTextStyle:)`) is
    /// made again at the new text size when the label's traits change (UIKit's
    /// `adjustsFontForContentSizeCategory`). Off by default, as in UIKit; a label without a
    /// font always follows.
    public var adjustsFontForContentSizeCategory = false

    /// The body style at the traits' text size, for a label without a font.
    private var traitsDefaultFont: Font?

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        traitsDefaultFont = Self.bodyFont(at: TraitCollection.current.resolvedContentSizeCategory)
    }

    /// The font the label draws with.
    public var resolvedFont: Font? { font ?? traitsDefaultFont }

    /// ``defaultFont`` at Large, else the body style at `size`.
    private static func bodyFont(at size: TextSize) -> Font? {
        size == .large ? defaultFont : try? Font.preferredFont(forTextStyle: .body, compatibleWith: size)
    }

    /// Follows a new text size: the default font, and a text style's font when
    /// ``adjustsFontForContentSizeCategory`` is on.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let size = traitCollection.resolvedContentSizeCategory
        guard size != (previousTraitCollection ?? .standard).resolvedContentSizeCategory else { return }
        let defaultFont = Self.bodyFont(at: size)
        if defaultFont != traitsDefaultFont {
            traitsDefaultFont = defaultFont
            if font == nil { invalidateIntrinsicContentSize() }
        }
        if adjustsFontForContentSizeCategory, let style = font?.textStyle {
            font = try? Font.preferredFont(forTextStyle: style, compatibleWith: size)
        }
    }

    /// The last two layouts made (measuring and drawing usually use different widths),
    /// reused while nothing they depend on changes.
    private var cachedLayouts: [TextLayout] = []

    /// The cached layout at `width` with at most `lines` lines, if there is one.
    private func cachedLayout(width: Double?, numberOfLines lines: Int, font: Font) -> TextLayout? {
        let textAlignment = resolvedTextAlignment
        return cachedLayouts.first {
            $0.text == text && $0.font == font && $0.width == width && $0.numberOfLines == max(0, lines)
                && $0.lineBreakMode == lineBreakMode && $0.alignment == textAlignment && $0.lineSpacing == lineSpacing
                && $0.baseWritingDirection == baseWritingDirection
        }
    }

    /// The label's text laid out at `width` (`nil`: unconstrained) with at most `lines` lines.
    public func textLayout(width: Double?, numberOfLines lines: Int) -> TextLayout? {
        guard let font = resolvedFont else { return nil }
        let textAlignment = resolvedTextAlignment
        if let cached = cachedLayout(width: width, numberOfLines: lines, font: font) { return cached }
        let layout = TextLayout(
            text: text, font: font, width: width, numberOfLines: lines, lineBreakMode: lineBreakMode,
            alignment: textAlignment, lineSpacing: lineSpacing, baseWritingDirection: baseWritingDirection)
        cachedLayouts = [layout] + cachedLayouts.prefix(1)
        return layout
    }

    /// The size of the text wrapped at `size.width` (a width that is not finite, or 0 or
    /// less, leaves it unconstrained), with at most ``numberOfLines`` lines; the height
    /// constraint is ignored, as `UILabel` does. The width is the widest line's, never more
    /// than a positive finite `size.width`. Empty text measures zero.
    open override func sizeThatFits(_ size: Size) -> Size {
        let constrained = size.width.isFinite && size.width > 0
        guard !text.isEmpty, let layout = textLayout(width: constrained ? size.width : nil, numberOfLines: numberOfLines)
        else { return .zero }
        return Size(width: constrained ? min(size.width, layout.size.width) : layout.size.width, height: layout.size.height)
    }

    /// The text as ``draw(in:)`` lays it out in the label's current bounds, and where the
    /// layout's box goes, in the label's coordinates; `nil` when the label draws nothing.
    ///
    /// Within a line limit, the lines are those that fit the bounds' height, the last
    /// following ``lineBreakMode``, as `UILabel` draws them; the box is centred vertically.
    /// Its `TextLayout/isTruncated` says whether text was left out of what is drawn.
    public var drawnTextLayout: (layout: TextLayout, origin: Point)? {
        guard !text.isEmpty, let font = resolvedFont else { return nil }
        // No more lines than the bounds could hold at the font's line height, and one more
        // (to know that text is left over), unless the label was measured at this width: a
        // long text in short bounds costs what shows. The lines drawn are the same.
        let spacing = lineSpacing.isFinite ? lineSpacing : 0
        let step = font.lineHeight + spacing
        var limit = max(0, numberOfLines)
        if step > 0, frame.height.isFinite, cachedLayout(width: frame.width, numberOfLines: limit, font: font) == nil {
            let possible = Int(max(0, min((frame.height + spacing) / step, 1e6)).rounded(.down)) + 1
            if limit == 0 || limit > possible { limit = possible }
        }
        guard var layout = textLayout(width: frame.width, numberOfLines: limit) else { return nil }
        if layout.lines.count > 1, layout.size.height > frame.height {
            // As UILabel: only the lines that fit the bounds, the last one truncated.
            var fitting = step > 0 ? Int(((frame.height + layout.lineSpacing) / step).rounded(.down)) : 1
            // Lines taller than the font's own (fallback runs: CJK, emoji) take more room.
            var grown = 0.0
            for index in 0..<min(max(fitting, 0), layout.lines.count) {
                grown += layout.lines[index].shaped.lineHeight - layout.font.lineHeight
                if grown > 0, Double(index + 1) * step - layout.lineSpacing + grown > frame.height {
                    fitting = index
                    break
                }
            }
            let lines = max(1, min(fitting, layout.lines.count))
            if lines < layout.lines.count, let shorter = textLayout(width: frame.width, numberOfLines: lines) {
                layout = shorter
            }
        }
        return (layout, Point(x: 0, y: (frame.height - layout.size.height) / 2))
    }

    open override func draw(in canvas: inout Canvas) {
        guard let (layout, origin) = drawnTextLayout else { return }
        canvas.draw(layout, at: origin, color: textColor)
    }
}

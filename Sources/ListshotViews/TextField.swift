import ListshotGeometry
import ListshotRaster
import ListshotText

/// A single-line editable text view (a headless `UITextField`): tests type into it with
/// ``insertText(_:)`` and ``deleteBackward()``; it draws its text, or its placeholder in
/// grey while empty, ending with "…" when it is wider than the field. In a right-to-left view (``View/effectiveUserInterfaceLayoutDirection``)
/// the text sits at the right, as a `UITextField`'s natural alignment puts it.
open class TextField: View {
    /// How the field's edge is drawn.
    public enum BorderStyle: Sendable { case none, roundedRect }

    /// What the user typed.
    public var text = ""
    /// Shown in grey while ``text`` is empty.
    public var placeholder = ""
    /// The font; `nil` uses Inter Regular 17 pt. The field's height follows the font's, so a
    /// different font invalidates its intrinsic content size (its text does not: the field
    /// is as wide as it is placed, whatever is typed).
    public var font: Font? {
        didSet { if font != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The colour of typed text.
    public var textColor: Color = .label
    /// The colour of the placeholder (UIKit's `placeholderText`, light mode's until set).
    public var placeholderColor: Color = .placeholderText
    /// What a ``BorderStyle/roundedRect`` field is filled with inside its outline (white, as
    /// in light mode, until set; a dark scene sets `secondarySystemGroupedBackground`).
    public var fieldColor: Color = .secondarySystemGroupedBackground
    /// The colour of a ``BorderStyle/roundedRect`` field's outline (light mode's
    /// `opaqueSeparator` until set).
    public var borderColor: Color = .opaqueSeparator
    /// A rounded grey outline (the default) or none.
    public var borderStyle: BorderStyle = .roundedRect
    /// Space between the edge and the text.
    public static let padding = 8.0

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Appends `string` at the end, as typing does.
    public func insertText(_ string: String) { text += string }

    /// Removes the last character, as the delete key does.
    public func deleteBackward() { if !text.isEmpty { text.removeLast() } }

    var resolvedFont: Font? { font ?? Label.defaultFont }

    /// At least the font's line height plus padding, 34 pt for 17 pt text (UIKit's
    /// rounded-rect field height).
    open override func sizeThatFits(_ size: Size) -> Size {
        let line = resolvedFont?.lineHeight ?? 17
        return Size(width: size.width, height: max(34, (line + 2 * Self.padding).rounded(.up)))
    }

    /// What the field draws: its text, or its placeholder while the text is empty, ending
    /// with "…" when wider than the room inside the padding (as a UITextField that is not
    /// being edited truncates both), and the line's box (its width by the font's line
    /// height, centred vertically, at the leading padding), in the field's coordinates;
    /// `nil` without a font.
    public var drawnText: (text: String, frame: Rect)? {
        guard let font = resolvedFont else { return nil }
        let (drawn, _, box) = drawnLine(font: font)
        return (drawn, box)
    }

    /// The text drawn in `font`, the truncated line when it was cut (`nil` when the whole
    /// text fits), and the line's box: one layout for ``drawnText`` and for drawing.
    private func drawnLine(font: Font) -> (text: String, truncated: TextLayout.Line?, box: Rect) {
        let shown = text.isEmpty ? placeholder : text
        let cut = truncatedLine(shown, font: font)
        let (drawn, width) = cut.map { ($0.text, $0.width) } ?? (shown, font.width(of: shown))
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? frame.width - Self.padding - width : Self.padding
        return (drawn, cut, Rect(x: x, y: (frame.height - font.lineHeight) / 2, width: width, height: font.lineHeight))
    }

    /// What the field shows at its width: ``drawnText``'s text.
    public var displayedText: String { drawnText?.text ?? (text.isEmpty ? placeholder : text) }

    /// Where text shows, in the field's coordinates: its bounds less ``padding`` on the left
    /// and on the right.
    public var textClipRect: Rect { Rect(origin: .zero, size: frame.size).inset(by: EdgeInsets(left: Self.padding, right: Self.padding)) }

    /// `shown` cut to the room inside the padding with "…" at its end; `nil` when it fits.
    private func truncatedLine(_ shown: String, font: Font) -> TextLayout.Line? {
        let room = frame.width - 2 * Self.padding
        guard font.width(of: shown) > room + 1e-6 else { return nil }
        return TextLayout(text: shown, font: font, width: max(0, room), numberOfLines: 1, lineBreakMode: .byTruncatingTail).lines.first
    }

    open override func draw(in canvas: inout Canvas) {
        let bounds = Rect(origin: .zero, size: frame.size)
        if borderStyle == .roundedRect {
            canvas.fill(bounds, cornerRadii: CornerRadii(all: 5), color: fieldColor)
            canvas.stroke(bounds, cornerRadii: CornerRadii(all: 5), lineWidth: 1 / canvas.scale, color: borderColor)
        }
        guard let font = resolvedFont else { return }
        let (drawn, truncated, box) = drawnLine(font: font)
        canvas.save()
        canvas.clip(to: textClipRect)
        let baseline = box.minY + font.ascender, color = text.isEmpty ? placeholderColor : textColor
        if let truncated {
            canvas.draw(truncated.shaped, at: Point(x: box.minX, y: baseline), color: color)
        } else {
            canvas.drawText(drawn, font: font, at: Point(x: box.minX, y: baseline), color: color)
        }
        canvas.restore()
    }
}

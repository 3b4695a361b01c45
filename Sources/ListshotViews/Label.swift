import ListshotText

/// How a label places its text horizontally.
public enum TextAlignment: String, Sendable, CaseIterable {
    case left, center, right
}

/// A view that draws one line of text (UIKit's `UILabel`).
///
/// The line box (the font's line height) is centred vertically in the label's bounds,
/// as UIKit does for a single-line label.
open class Label: View {
    /// The text drawn; `""` draws nothing.
    public var text = ""
    /// The font; `nil` uses ``Label/defaultFont``, Inter Regular 17 pt from the bundled fonts.
    public var font: Font?
    public var textColor: Color = .black
    public var textAlignment: TextAlignment = .left

    /// Inter Regular 17 pt, UIKit's body size; `nil` when the bundled fonts cannot be found.
    public static var defaultFont: Font? { try? Font.bundled(.regular, size: 17) }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The font the label draws with.
    public var resolvedFont: Font? { font ?? Self.defaultFont }

    open override func sizeThatFits(_ size: Size) -> Size {
        guard let font = resolvedFont else { return .zero }
        return Size(width: min(size.width, font.width(of: text)), height: font.lineHeight)
    }

    open override func draw(in canvas: inout Canvas) {
        guard !text.isEmpty, let font = resolvedFont else { return }
        let width = font.width(of: text)
        let x: Double
        switch textAlignment {
        case .left: x = 0
        case .center: x = (frame.width - width) / 2
        case .right: x = frame.width - width
        }
        let baseline = (frame.height - font.lineHeight) / 2 + font.ascender
        canvas.drawText(text, font: font, at: Point(x: x, y: baseline), color: textColor)
    }
}

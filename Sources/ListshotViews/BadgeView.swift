import ListshotGeometry
import ListshotRaster
import ListshotText

/// A count in a red capsule, as iOS's Settings app shows "1" before General's chevron (a
/// cell shows one from its ``TableViewCell/badgeValue``).
///
/// At the default text size it is 24 pt tall with its text in 16 pt, and at least as wide
/// as tall (a circle for one digit); ``scale`` grows it with the text as the cell's
/// accessory grows.
open class BadgeView: View, VisibleContentReporting {
    /// The text in the capsule: a count, usually.
    public var text: String {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The capsule's colour: `systemRed`, light mode's `#FF3B30` until set.
    public var badgeColor: Color = .systemRed
    /// The text's colour: white.
    public var textColor = Color.white
    /// How many times its default size it is drawn (the cell's capped accessory scale).
    public var scale = 1.0 {
        didSet { if scale != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The capsule's height at the default text size, in points.
    public static let height = 24.0
    /// The text's size at the default text size, in points.
    public static let fontSize = 16.0
    /// The room left and right of the text at the default text size, in points.
    public static let padding = 7.0

    /// A badge showing `text`.
    public init(text: String = "") {
        self.text = text
        super.init(frame: .zero)
    }

    private var font: Font? { try? Font.bundled(.regular, size: Self.fontSize * scale) }

    /// The capsule's size: the text's width and padding, at least as wide as it is tall.
    open override func sizeThatFits(_ size: Size) -> Size {
        let height = Self.height * scale
        let textWidth = font.map { $0.width(of: text) } ?? 0
        return Size(width: max(height, textWidth + 2 * Self.padding * scale), height: height)
    }

    open override func draw(in canvas: inout Canvas) {
        let bounds = Rect(origin: .zero, size: frame.size)
        canvas.fill(bounds, cornerRadii: CornerRadii(all: min(bounds.width, bounds.height) / 2), color: badgeColor)
        guard let font, !text.isEmpty else { return }
        let line = Shaper.shape(text, font: font)
        // The line box (ascender above the baseline, descender below) centred, as a label's.
        let baseline = bounds.midY + (font.ascender + font.descender) / 2
        canvas.draw(line, at: Point(x: bounds.midX - line.width / 2, y: baseline), color: textColor)
    }

    /// A ``VisibleView/Kind/badge`` with the badge's text, over the capsule.
    public var visibleContent: VisibleView? {
        text.isEmpty ? nil : VisibleView(kind: .badge, frame: Rect(origin: .zero, size: frame.size), text: text, textColor: textColor)
    }
}

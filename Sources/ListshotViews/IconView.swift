import ListshotGeometry
import ListshotRaster
import ListshotText

/// A Settings-style icon: a white `Symbol` (ListshotText) on a coloured rounded square, as iOS's Settings
/// app shows before "Wi-Fi" or "General". A cell shows one in its image's place
/// (``TableViewCell/iconView``).
open class IconView: View, VisibleContentReporting {
    /// The picture drawn in the middle; `nil` draws the square alone.
    public var symbol: Symbol?
    /// The square's colour.
    public var iconBackgroundColor: Color
    /// The symbol's colour: white until set.
    public var symbolColor = Color.white

    /// The square's side at every text size, in points: a standard cell's image (29 pt).
    public static let side = 29.0
    /// The square's corner radius, in points: iOS's continuous corners on a 29 pt icon drawn
    /// as a plain circular arc of about the same size.
    public static let cornerRadius = 7.0
    /// The symbol's em size, in points: Material Icons draw on 20 of a 24-unit em, so a
    /// 22 pt em gives a glyph about 18 pt across, as Settings' glyphs are.
    public static let symbolSize = 22.0

    /// A square of `backgroundColor` showing `symbol`.
    public init(symbol: Symbol? = nil, backgroundColor: Color = .gray) {
        self.symbol = symbol
        self.iconBackgroundColor = backgroundColor
        super.init(frame: Rect(x: 0, y: 0, width: Self.side, height: Self.side))
    }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: Self.side, height: Self.side) }

    open override func draw(in canvas: inout Canvas) {
        let bounds = Rect(origin: .zero, size: frame.size)
        let radius = min(Self.cornerRadius, bounds.width / 2, bounds.height / 2)
        canvas.fill(bounds, cornerRadii: CornerRadii(all: radius), color: iconBackgroundColor)
        guard let symbol, let font = try? Symbol.font(size: Self.symbolSize * min(bounds.width, bounds.height) / Self.side)
        else { return }
        // Material Icons' em box is the glyph's box (ascender 1 em, descender 0), so the
        // advance centred across and the em centred down centre the picture.
        let line = Shaper.shape(String(Character(symbol.scalar)), font: font)
        let emHeight = font.ascender - font.descender
        let origin = Point(x: bounds.midX - line.width / 2, y: bounds.midY - emHeight / 2 + font.ascender)
        canvas.draw(line, at: origin, color: symbolColor)
    }

    /// A ``VisibleView/Kind/icon`` over the square, with its symbol's name (as its text too).
    public var visibleContent: VisibleView? {
        VisibleView(kind: .icon, frame: Rect(origin: .zero, size: frame.size), text: symbol?.name, symbol: symbol?.name)
    }
}

import ListshotGeometry
import ListshotRaster

/// A view that draws a ``BarGlyph`` in one colour, centred in its bounds, mirrored when it
/// points one way (``BarGlyph/isDirectional``) in a right-to-left view; `listshot layout
/// --views` lists it as an image.
public final class BarGlyphView: View, VisibleContentReporting {
    /// The picture drawn.
    public var glyph: BarGlyph
    /// Its colour.
    public var tintColor: Color

    /// A view showing `glyph` in `color`, at its natural size until placed.
    public init(_ glyph: BarGlyph, color: Color) {
        self.glyph = glyph
        tintColor = color
        super.init(frame: Rect(origin: .zero, size: glyph.size))
    }

    public override func sizeThatFits(_ size: Size) -> Size { glyph.size }

    public override func draw(in canvas: inout Canvas) {
        let mirrored = glyph.isDirectional && effectiveUserInterfaceLayoutDirection == .rightToLeft
        glyph.draw(in: Rect(origin: .zero, size: frame.size), color: tintColor, mirrored: mirrored, canvas: &canvas)
    }

    /// The whole bounds, as an image.
    public var visibleContent: VisibleView? {
        frame.width > 0 && frame.height > 0 ? VisibleView(kind: .image, frame: Rect(origin: .zero, size: frame.size)) : nil
    }
}

import ListshotGeometry
import ListshotRaster

/// The translucent material behind a bar once content scrolls under it, and the hairline
/// that parts it from the content (UIKit's `UIBarAppearance` default background and
/// `shadowColor`).
///
/// UIKit blurs what lies beneath (`.systemChromeMaterial`); listshot does not blur, and lays
/// a near-opaque tint over the rows instead, which is what the blur looks like over a plain
/// list: light `#F9F9F9` at 94 % with a black hairline at 30 %, dark `#1D1D1D` at 94 % with
/// a white hairline at 15 %.
public struct BarBackground: Sendable, Hashable {
    /// The bar's fill, translucent.
    public var fill: Color
    /// The one-pixel line on the bar's edge that faces the content.
    public var hairline: Color

    /// - Parameters:
    ///   - fill: the bar's fill.
    ///   - hairline: the line on its edge.
    public init(fill: Color, hairline: Color) {
        self.fill = fill
        self.hairline = hairline
    }

    /// Light appearance: `#F9F9F9` at 94 %, hairline black at 30 %.
    public static let light = BarBackground(fill: Color(rgb: 0xF9F9F9, alpha: 240), hairline: Color(rgb: 0x000000, alpha: 77))
    /// Dark appearance: `#1D1D1D` at 94 %, hairline white at 15 %.
    public static let dark = BarBackground(fill: Color(rgb: 0x1D1D1D, alpha: 240), hairline: Color(rgb: 0xFFFFFF, alpha: 38))

    /// Which edge of the bar the hairline runs along.
    public enum Edge: Sendable { case top, bottom }

    /// Fills `rect` and draws the hairline one device pixel thick inside its `edge`.
    public func draw(in rect: Rect, hairlineAt edge: Edge, canvas: inout Canvas) {
        guard rect.width > 0, rect.height > 0 else { return }
        canvas.fill(rect, color: fill)
        switch edge {
        case .bottom: canvas.fillHairline(atBottomOf: rect.maxY, from: rect.minX, to: rect.maxX, color: hairline)
        case .top: canvas.fillHairline(atBottomOf: rect.minY + 1 / canvas.scale, from: rect.minX, to: rect.maxX, color: hairline)
        }
    }
}

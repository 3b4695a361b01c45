import ListshotGeometry
import ListshotRaster

/// A toolbar at the bottom of the screen (UIKit's `UIToolbar`): a 44 pt row of bar buttons
/// spread with flexible space between them, as a toolbar's items usually are (one item sits
/// at the leading margin, two at the margins, more evenly between). ``ScreenChrome`` adds the
/// home indicator's safe area under it.
public final class Toolbar: View {
    /// The bar's height above the safe area: 44 pt.
    public static let height = 44.0

    /// The buttons, first to last.
    public let buttons: [BarButtonView]
    /// Where the first and last buttons sit, from the screen's edges.
    public var layoutMargin = 16.0 {
        didSet { setNeedsLayout() }
    }

    /// A toolbar showing `items` in `tint`.
    public init(items: [BarButtonItem], tint: Color) {
        buttons = items.map { BarButtonView($0, tint: tint) }
        super.init()
        for button in buttons { addSubview(button) }
    }

    public override func layoutSubviews() {
        let sizes = buttons.map { $0.sizeThatFits(Size(width: .infinity, height: Self.height)) }
        let total = sizes.map(\.width).reduce(0, +)
        let free = max(0, frame.width - 2 * layoutMargin - total)
        let gap = buttons.count > 1 ? free / Double(buttons.count - 1) : 0
        var x = layoutMargin
        for (button, size) in zip(buttons, sizes) {
            button.frame = Rect(x: x, y: (Self.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + gap
        }
        mirrorForRightToLeft(subviews)
    }
}

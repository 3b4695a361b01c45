import ListshotGeometry
import ListshotRaster

/// An on/off switch (UIKit's `UISwitch`), as a cell's ``TableViewCell/accessoryView`` shows it
/// in a Settings row: a 51 × 31 pt capsule, green with its white knob at the right when on,
/// grey with the knob at the left when off.
///
/// It has UISwitch's size whatever the text size, as UIKit's has: a switch does not grow
/// with the text.
open class Switch: View, VisibleContentReporting {
    /// Whether the switch is on.
    public var isOn: Bool

    /// The track's colour when on (UIKit's `onTintColor`): `systemGreen`, light mode's
    /// `#34C759` until set (dark mode's is `#30D158`).
    public var onTintColor: Color = .systemGreen
    /// The track's colour when off: UIKit's `systemFill`-like grey, light mode's `#E9E9EA`
    /// on white until set (dark mode's is `#39393D` on its grouped cell).
    public var offTrackColor = Color(rgb: 0xE9E9EA)
    /// The knob's colour (UIKit's `thumbTintColor`): white.
    public var thumbTintColor = Color.white

    /// UISwitch's size, in points.
    public static let size = Size(width: 51, height: 31)
    /// The knob's diameter, in points: 2 pt inside the track all round.
    public static let knobDiameter = 27.0

    /// A switch at UISwitch's size, on or off.
    public init(isOn: Bool = false) {
        self.isOn = isOn
        super.init(frame: Rect(origin: .zero, size: Self.size))
    }

    /// UISwitch's size, whatever is offered.
    open override func sizeThatFits(_ size: Size) -> Size { Self.size }

    /// Where the knob is drawn, in the switch's coordinates: at the right when on, at the
    /// left when off, centred vertically.
    public var knobFrame: Rect {
        let inset = (Self.size.height - Self.knobDiameter) / 2
        let x = isOn ? frame.width - inset - Self.knobDiameter : inset
        return Rect(x: x, y: (frame.height - Self.knobDiameter) / 2, width: Self.knobDiameter, height: Self.knobDiameter)
    }

    open override func draw(in canvas: inout Canvas) {
        let track = Rect(origin: .zero, size: frame.size)
        canvas.fill(track, cornerRadii: CornerRadii(all: track.height / 2), color: isOn ? onTintColor : offTrackColor)
        let knob = knobFrame
        // A soft shadow under the knob, a point below it, as UIKit's faint one: discs of
        // black growing fainter outwards.
        for (spread, alpha) in [(2.0, 4), (1.25, 6), (0.5, 9)] as [(Double, UInt8)] {
            let ring = Rect(
                x: knob.minX - spread, y: knob.minY - spread + 1, width: knob.width + 2 * spread, height: knob.height + 2 * spread)
            canvas.fillEllipse(in: ring, color: Color(red: 0, green: 0, blue: 0, alpha: alpha))
        }
        canvas.fillEllipse(in: knob, color: thumbTintColor)
    }

    /// A ``VisibleView/Kind/switch`` over the track, with ``isOn`` (and "on" or "off" as its text).
    public var visibleContent: VisibleView? {
        VisibleView(kind: .switch, frame: Rect(origin: .zero, size: frame.size), text: isOn ? "on" : "off", isOn: isOn)
    }
}

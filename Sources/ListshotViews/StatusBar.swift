import ListshotGeometry
import ListshotRaster
import ListshotText

/// The status bar at the top of the screen, as every iOS screenshot shows it (Apple's own
/// marketing time, 9:41, full signal, full Wi-Fi, a full battery), drawn from shapes and the
/// bundled fonts.
///
/// Where things go depends on the device's top edge (``Style``): beside a notch or the
/// Dynamic Island the time sits in the left "ear" and the icons in the right one; on a phone
/// with a Home button the time is centred; on an iPad the time and date sit on the left.
/// Right to left, the whole bar is mirrored, as iOS mirrors it in Arabic and Hebrew.
public final class StatusBar: View {
    /// The shape of the top of the screen the status bar is laid out around.
    public enum Style: String, Sendable, Hashable {
        /// A notch (iPhone X to 14): the time and the icons in the ears beside it.
        case notch
        /// The Dynamic Island (iPhone 14 Pro, 15, 16): as a notch, lower down.
        case dynamicIsland
        /// A Home button (iPhone SE): a 20 pt bar, the time centred, signal left, battery right.
        case homeButton
        /// An iPad: a 24 pt bar, the time and date on the left, Wi-Fi and battery on the right.
        case tablet
    }

    /// The shape it is laid out around.
    public let style: Style
    /// The time (or time and date) shown.
    public let timeLabel = Label()
    /// Full signal bars; hidden on an iPad, which is shown on Wi-Fi.
    public let signalView: BarGlyphView
    /// Full Wi-Fi.
    public let wifiView: BarGlyphView
    /// A full battery.
    public let batteryView: BarGlyphView

    /// A status bar in `style`, its text and icons in `color` (the appearance's `label`).
    public init(style: Style, color: Color) {
        self.style = style
        signalView = BarGlyphView(.cellularSignal, color: color)
        wifiView = BarGlyphView(.wifi, color: color)
        batteryView = BarGlyphView(.battery, color: color)
        super.init()
        let compact = style == .homeButton || style == .tablet
        // 9:41 in SF Pro semibold: 17 pt beside a notch, 12 pt in a 20 or 24 pt bar.
        timeLabel.font = try? Font.bundled(.semibold, size: compact ? 12 : 17)
        timeLabel.textColor = color
        timeLabel.textAlignment = style == .tablet ? .natural : .center
        timeLabel.text = switch style {
        case .notch, .dynamicIsland: "9:41"
        case .homeButton: "9:41 AM"
        case .tablet: "9:41  Tue Jan 9"
        }
        signalView.isHidden = style == .tablet
        for view in [timeLabel, signalView, wifiView, batteryView] { addSubview(view) }
    }

    /// How much smaller the icons are in a 20 or 24 pt bar than beside a notch.
    private var iconScale: Double { style == .homeButton || style == .tablet ? 0.85 : 1 }

    public override func layoutSubviews() {
        let width = frame.width, height = frame.height
        func size(_ view: BarGlyphView) -> Size {
            Size(width: view.glyph.size.width * iconScale, height: view.glyph.size.height * iconScale)
        }
        func place(_ view: BarGlyphView, x: Double, centerY: Double) {
            let s = size(view)
            view.frame = Rect(x: x, y: centerY - s.height / 2, width: s.width, height: s.height)
        }
        let timeHeight = timeLabel.resolvedFont?.lineHeight ?? 20
        switch style {
        case .notch, .dynamicIsland:
            // The ears are centred about a sixth of the width in from each side; the time and
            // the icons are centred in them, level with the middle of the notch or island.
            let ear = width * 0.165, centerY = height / 2
            timeLabel.frame = Rect(x: ear - 40, y: centerY - timeHeight / 2, width: 80, height: timeHeight)
            let gap = 5.5
            let icons = [signalView, wifiView, batteryView]
            let total = icons.map { size($0).width }.reduce(0, +) + gap * Double(icons.count - 1)
            var x = width - ear - total / 2
            for view in icons {
                place(view, x: x, centerY: centerY)
                x += size(view).width + gap
            }
        case .homeButton:
            let centerY = height / 2
            timeLabel.frame = Rect(x: width / 2 - 50, y: centerY - timeHeight / 2, width: 100, height: timeHeight)
            place(signalView, x: 6, centerY: centerY)
            place(wifiView, x: 6 + size(signalView).width + 5, centerY: centerY)
            place(batteryView, x: width - 6 - size(batteryView).width, centerY: centerY)
        case .tablet:
            let centerY = height / 2
            timeLabel.frame = Rect(x: 20, y: centerY - timeHeight / 2, width: 160, height: timeHeight)
            place(batteryView, x: width - 20 - size(batteryView).width, centerY: centerY)
            place(wifiView, x: batteryView.frame.minX - 6 - size(wifiView).width, centerY: centerY)
        }
        mirrorForRightToLeft(subviews)
    }
}

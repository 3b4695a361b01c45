import ListshotGeometry
import ListshotRaster

/// A small picture the bars draw from shapes, in place of Apple's SF Symbols artwork: the
/// status bar's signal, Wi-Fi and battery, the search field's magnifying glass, bar button
/// icons and simple tab bar icons. Each has a size in points (``size``) and is drawn in one
/// colour by ``draw(in:color:mirrored:canvas:)``, centred in the rectangle it is given. Scene files
/// name a glyph by its raw value, the SF Symbol it stands in for (`"chevron.backward"`).
public enum BarGlyph: String, Sendable, Hashable, CaseIterable {
    /// Four rising bars, all filled: full cellular signal.
    case cellularSignal = "cellularbars"
    /// Three rings over a dot, in a quarter-circle fan: full Wi-Fi.
    case wifi
    /// A full battery: an outlined body, the charge inside it and the terminal cap.
    case battery = "battery.100"
    /// A ring with a handle: the search field's icon.
    case magnifyingGlass = "magnifyingglass"
    /// A plus sign: an "add" bar button (SF Symbols' `plus`).
    case plus
    /// Three dots in a row: a "more" bar button (`ellipsis`).
    case ellipsis
    /// A left-pointing chevron: the back button's (`chevron.backward`).
    case chevronBackward = "chevron.backward"
    /// A filled circle: a tab icon.
    case circle
    /// A filled rounded square: a tab icon.
    case square
    /// A head over shoulders: a tab icon (`person.fill`).
    case person

    /// The glyphs a bar button can show by name (`icon` in a scene file's bar items).
    public static let barButtonIcons: [BarGlyph] = [.plus, .ellipsis, .chevronBackward, .magnifyingGlass]
    /// The glyphs a tab bar item can show by name; any other icon is drawn as a letter.
    public static let tabIcons: [BarGlyph] = [.circle, .square, .person, .magnifyingGlass, .ellipsis]

    /// The glyph's size in points at scale 1, roughly SF Symbols' at the bars' text sizes.
    public var size: Size {
        switch self {
        case .cellularSignal: return Size(width: 17, height: 11)
        case .wifi: return Size(width: 15.5, height: 11)
        case .battery: return Size(width: 27, height: 12.5)
        case .magnifyingGlass: return Size(width: 15, height: 15)
        case .plus: return Size(width: 19, height: 19)
        case .ellipsis: return Size(width: 21, height: 5)
        case .chevronBackward: return Size(width: 12, height: 21)
        case .circle, .square, .person: return Size(width: 25, height: 25)
        }
    }

    /// True for a glyph that points one way (the back chevron), which right-to-left text
    /// mirrors, as SF Symbols' `chevron.backward` points right in Arabic and Hebrew.
    public var isDirectional: Bool { self == .chevronBackward }

    /// Draws the glyph, scaled to fit `rect` and centred in it, in `color`; `mirrored` flips
    /// it left to right.
    public func draw(in rect: Rect, color: Color, mirrored: Bool = false, canvas: inout Canvas) {
        let natural = size
        let scale = min(rect.width / natural.width, rect.height / natural.height)
        guard scale > 0, scale.isFinite else { return }
        let origin = Point(x: rect.minX + (rect.width - natural.width * scale) / 2, y: rect.minY + (rect.height - natural.height * scale) / 2)
        // Every shape is built at scale 1 and mapped, so a glyph looks the same at any size.
        func place(_ path: Path) -> Path {
            mirrored
                ? path.scaledBy(x: -scale, y: scale).offsetBy(dx: origin.x + natural.width * scale, dy: origin.y)
                : path.scaledBy(x: scale, y: scale).offsetBy(dx: origin.x, dy: origin.y)
        }
        switch self {
        case .cellularSignal:
            canvas.fill(place(Self.signalBars), color: color)
        case .wifi:
            canvas.fill(place(Self.wifiFan), color: color)
        case .battery:
            canvas.fill(place(Self.batteryOutline), color: color.withOpacity(0.4), rule: .evenOdd)
            canvas.fill(place(Self.batteryCharge), color: color)
        case .magnifyingGlass:
            canvas.stroke(place(Self.ring(center: Point(x: 6.3, y: 6.3), radius: 5.3)), lineWidth: 1.7 * scale, color: color)
            canvas.stroke(place(Self.handle), lineWidth: 2 * scale, color: color, lineCap: .round)
        case .plus:
            canvas.stroke(place(Self.plusSign), lineWidth: 2.2 * scale, color: color, lineCap: .round)
        case .ellipsis:
            for x in [2.5, 10.5, 18.5] {
                canvas.fill(place(Self.disc(Rect(x: x - 2.5, y: 0, width: 5, height: 5))), color: color)
            }
        case .chevronBackward:
            canvas.stroke(place(Self.chevron), lineWidth: 2.6 * scale, color: color, lineCap: .round, lineJoin: .round)
        case .circle:
            canvas.fill(place(Self.disc(Rect(x: 1.5, y: 1.5, width: 22, height: 22))), color: color)
        case .square:
            var path = Path()
            path.addRoundedRect(Rect(x: 2, y: 2, width: 21, height: 21), cornerRadii: CornerRadii(all: 5))
            canvas.fill(place(path), color: color)
        case .person:
            canvas.fill(place(Self.disc(Rect(x: 7.5, y: 1, width: 10, height: 10))), color: color)
            canvas.fill(place(Self.shoulders), color: color)
        }
    }
}

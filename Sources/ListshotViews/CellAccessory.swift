import ListshotGeometry
import ListshotRaster

/// What a cell shows at its trailing edge (UIKit's `UITableViewCell.AccessoryType`),
/// drawn as vector shapes in UIKit's proportions.
public enum CellAccessory: String, Sendable, CaseIterable {
    case none
    /// A grey chevron: the row leads somewhere.
    case disclosureIndicator
    /// A blue checkmark: the row is chosen.
    case checkmark
    /// A blue "i" in a circle: the row has details.
    case detailButton
    /// The detail button and the chevron.
    case detailDisclosureButton

    /// The width the accessory takes at the cell's trailing margin at the default text size, in points.
    public var width: Double { size(scale: 1).width }

    /// The width the accessory takes when drawn `scale` times its size at the default text
    /// size (``ContentSizeTraits/scale``), in points.
    public func width(scale: Double) -> Double { size(scale: scale).width }

    /// The height of what the accessory draws at the default text size, in points, centred
    /// on the cell's middle: the chevron's and the checkmark's strokes, or the detail
    /// button's circle.
    public var height: Double { size(scale: 1).height }

    /// The height of what the accessory draws `scale` times its default size, in points.
    public func height(scale: Double) -> Double { size(scale: scale).height }

    /// The box the accessory is drawn in, `scale` times its size at the default text size:
    /// the width it takes at the trailing margin by the height of what it draws.
    public func size(scale: Double) -> Size {
        let size: Size = switch self {
        case .none: Size(width: 0, height: 0)
        case .disclosureIndicator: Size(width: 8, height: 14)
        case .checkmark: Size(width: 14, height: 13)
        case .detailButton: Size(width: 22, height: 22)
        case .detailDisclosureButton: Size(width: 22 + 12 + 8, height: 22)
        }
        return Size(width: size.width * scale, height: size.height * scale)
    }

    /// UIKit's grey for chevrons in light mode (`tertiaryLabel` on white); a cell draws its
    /// ``TableViewCell/disclosureIndicatorColor``, which starts as this.
    public static let chevronColor = Color(rgb: 0xC4C4C7)

    /// How an accessory is drawn: its colours and its size.
    struct Style {
        /// The checkmark's and the detail button's colour.
        var tint: Color
        /// The chevron's colour.
        var chevron: Color
        /// How many times its size at the default text size it is drawn: SF Symbols grow
        /// with the body style, strokes and all.
        var scale = 1.0
    }

    /// Draws the accessory with its right edge at `maxX`, centred on `midY` (points).
    func draw(in canvas: inout Canvas, maxX: Double, midY: Double, style: Style) {
        let s = style.scale
        switch self {
        case .none:
            break
        case .disclosureIndicator:
            Self.drawChevron(in: &canvas, maxX: maxX, midY: midY, style: style)
        case .checkmark:
            var path = Path()
            let x = maxX - 14 * s
            path.move(to: Point(x: x + 0.5 * s, y: midY + 0.5 * s))
            path.addLine(to: Point(x: x + 5 * s, y: midY + 5 * s))
            path.addLine(to: Point(x: x + 13.5 * s, y: midY - 6 * s))
            canvas.stroke(path, lineWidth: 2 * s, color: style.tint, lineCap: .round, lineJoin: .round)
        case .detailButton:
            Self.drawInfo(in: &canvas, minX: maxX - 22 * s, midY: midY, style: style)
        case .detailDisclosureButton:
            Self.drawInfo(in: &canvas, minX: maxX - width(scale: s), midY: midY, style: style)
            Self.drawChevron(in: &canvas, maxX: maxX, midY: midY, style: style)
        }
    }

    /// Draws the accessory mirrored for a right-to-left cell, with its left edge at `minX`,
    /// centred on `midY` (points): the chevron points left and comes first, at `minX`; the
    /// checkmark and the "i" keep their shapes, as UIKit's symbols do.
    func draw(in canvas: inout Canvas, minX: Double, midY: Double, style: Style) {
        let s = style.scale
        switch self {
        case .none:
            break
        case .disclosureIndicator:
            Self.drawLeftChevron(in: &canvas, minX: minX, midY: midY, style: style)
        case .checkmark:
            draw(in: &canvas, maxX: minX + width(scale: s), midY: midY, style: style)
        case .detailButton:
            Self.drawInfo(in: &canvas, minX: minX, midY: midY, style: style)
        case .detailDisclosureButton:
            Self.drawLeftChevron(in: &canvas, minX: minX, midY: midY, style: style)
            Self.drawInfo(in: &canvas, minX: minX + width(scale: s) - 22 * s, midY: midY, style: style)
        }
    }

    /// The chevron of ``drawChevron(in:maxX:midY:style:)`` mirrored: pointing left, its tip at `minX + 1`.
    private static func drawLeftChevron(in canvas: inout Canvas, minX: Double, midY: Double, style: Style) {
        let s = style.scale
        var path = Path()
        path.move(to: Point(x: minX + 7 * s, y: midY - 6 * s))
        path.addLine(to: Point(x: minX + 1 * s, y: midY))
        path.addLine(to: Point(x: minX + 7 * s, y: midY + 6 * s))
        canvas.stroke(path, lineWidth: 2 * s, color: style.chevron, lineCap: .round, lineJoin: .round)
    }

    private static func drawChevron(in canvas: inout Canvas, maxX: Double, midY: Double, style: Style) {
        let s = style.scale
        var path = Path()
        path.move(to: Point(x: maxX - 7 * s, y: midY - 6 * s))
        path.addLine(to: Point(x: maxX - 1 * s, y: midY))
        path.addLine(to: Point(x: maxX - 7 * s, y: midY + 6 * s))
        canvas.stroke(path, lineWidth: 2 * s, color: style.chevron, lineCap: .round, lineJoin: .round)
    }

    private static func drawInfo(in canvas: inout Canvas, minX: Double, midY: Double, style: Style) {
        let s = style.scale, tint = style.tint
        let circle = Rect(x: minX, y: midY - 11 * s, width: 22 * s, height: 22 * s)
        var ring = Path()
        ring.addEllipse(in: Rect(x: circle.minX + 0.6 * s, y: circle.minY + 0.6 * s, width: 20.8 * s, height: 20.8 * s))
        canvas.stroke(ring, lineWidth: 1.2 * s, color: tint, lineCap: .butt, lineJoin: .round)
        // The "i": a dot and a stem, drawn as shapes so they sit exactly in the circle.
        canvas.fillEllipse(in: Rect(x: circle.midX - 1.3 * s, y: midY - 6.3 * s, width: 2.6 * s, height: 2.6 * s), color: tint)
        canvas.fill(
            Rect(x: circle.midX - 1 * s, y: midY - 2 * s, width: 2 * s, height: 8 * s), cornerRadii: CornerRadii(all: 1 * s),
            color: tint)
    }
}

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

    /// The width the accessory takes at the cell's trailing margin, in points.
    public var width: Double {
        switch self {
        case .none: return 0
        case .disclosureIndicator: return 8
        case .checkmark: return 14
        case .detailButton: return 22
        case .detailDisclosureButton: return 22 + 12 + 8
        }
    }

    /// UIKit's grey for chevrons in light mode (`tertiaryLabel` on white); a cell draws its
    /// ``TableViewCell/disclosureIndicatorColor``, which starts as this.
    public static let chevronColor = Color(rgb: 0xC4C4C7)

    /// Draws the accessory with its right edge at `maxX`, centred on `midY` (points): the
    /// checkmark and the detail button in `tint`, the chevron in `chevron`.
    func draw(in canvas: inout Canvas, maxX: Double, midY: Double, tint: Color, chevron: Color) {
        switch self {
        case .none:
            break
        case .disclosureIndicator:
            Self.drawChevron(in: &canvas, maxX: maxX, midY: midY, color: chevron)
        case .checkmark:
            var path = Path()
            let x = maxX - 14
            path.move(to: Point(x: x + 0.5, y: midY + 0.5))
            path.addLine(to: Point(x: x + 5, y: midY + 5))
            path.addLine(to: Point(x: x + 13.5, y: midY - 6))
            canvas.stroke(path, lineWidth: 2, color: tint, lineCap: .round, lineJoin: .round)
        case .detailButton:
            Self.drawInfo(in: &canvas, minX: maxX - 22, midY: midY, tint: tint)
        case .detailDisclosureButton:
            Self.drawInfo(in: &canvas, minX: maxX - width, midY: midY, tint: tint)
            Self.drawChevron(in: &canvas, maxX: maxX, midY: midY, color: chevron)
        }
    }

    /// Draws the accessory mirrored for a right-to-left cell, with its left edge at `minX`,
    /// centred on `midY` (points): the chevron points left and comes first, at `minX`; the
    /// checkmark and the "i" keep their shapes, as UIKit's symbols do.
    func draw(in canvas: inout Canvas, minX: Double, midY: Double, tint: Color, chevron: Color) {
        switch self {
        case .none:
            break
        case .disclosureIndicator:
            Self.drawLeftChevron(in: &canvas, minX: minX, midY: midY, color: chevron)
        case .checkmark:
            draw(in: &canvas, maxX: minX + width, midY: midY, tint: tint, chevron: chevron)
        case .detailButton:
            Self.drawInfo(in: &canvas, minX: minX, midY: midY, tint: tint)
        case .detailDisclosureButton:
            Self.drawLeftChevron(in: &canvas, minX: minX, midY: midY, color: chevron)
            Self.drawInfo(in: &canvas, minX: minX + width - 22, midY: midY, tint: tint)
        }
    }

    /// The chevron of ``drawChevron(in:maxX:midY:color:)`` mirrored: pointing left, its tip at `minX + 1`.
    private static func drawLeftChevron(in canvas: inout Canvas, minX: Double, midY: Double, color: Color) {
        var path = Path()
        path.move(to: Point(x: minX + 7, y: midY - 6))
        path.addLine(to: Point(x: minX + 1, y: midY))
        path.addLine(to: Point(x: minX + 7, y: midY + 6))
        canvas.stroke(path, lineWidth: 2, color: color, lineCap: .round, lineJoin: .round)
    }

    private static func drawChevron(in canvas: inout Canvas, maxX: Double, midY: Double, color: Color) {
        var path = Path()
        path.move(to: Point(x: maxX - 7, y: midY - 6))
        path.addLine(to: Point(x: maxX - 1, y: midY))
        path.addLine(to: Point(x: maxX - 7, y: midY + 6))
        canvas.stroke(path, lineWidth: 2, color: color, lineCap: .round, lineJoin: .round)
    }

    private static func drawInfo(in canvas: inout Canvas, minX: Double, midY: Double, tint: Color) {
        let circle = Rect(x: minX, y: midY - 11, width: 22, height: 22)
        var ring = Path()
        ring.addEllipse(in: Rect(x: circle.minX + 0.6, y: circle.minY + 0.6, width: 20.8, height: 20.8))
        canvas.stroke(ring, lineWidth: 1.2, color: tint, lineCap: .butt, lineJoin: .round)
        // The "i": a dot and a stem, drawn as shapes so they sit exactly in the circle.
        canvas.fillEllipse(in: Rect(x: circle.midX - 1.3, y: midY - 6.3, width: 2.6, height: 2.6), color: tint)
        canvas.fill(Rect(x: circle.midX - 1, y: midY - 2, width: 2, height: 8), cornerRadii: CornerRadii(all: 1), color: tint)
    }
}

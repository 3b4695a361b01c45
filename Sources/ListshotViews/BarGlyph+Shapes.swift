import ListshotGeometry
import ListshotRaster

/// The glyphs' outlines at scale 1, in each glyph's own ``BarGlyph/size`` box: geometry
/// only, so that ``BarGlyph/draw(in:color:mirrored:canvas:)`` reads as a list of fills and strokes.
extension BarGlyph {
    /// Four bars 3 pt wide, 1.67 pt apart, 4 to 11 pt tall, standing on the bottom edge.
    static var signalBars: Path {
        var path = Path()
        for (index, height) in [4.0, 6.3, 8.7, 11].enumerated() {
            let x = Double(index) * 4.67
            path.addRoundedRect(Rect(x: x, y: 11 - height, width: 3, height: height), cornerRadii: CornerRadii(all: 1))
        }
        return path
    }

    /// A dot and two rings, each a quarter turn of an annulus about the bottom centre
    /// (−135° to −45°, pointing up), with gaps of 1.5 pt.
    static var wifiFan: Path {
        let center = Point(x: 7.75, y: 11)
        let start = 1.25 * DeterministicTrigonometry.pi, end = 1.75 * DeterministicTrigonometry.pi
        var path = Path()
        for (inner, outer) in [(0.0, 3.6), (5.1, 7.3), (8.8, 11)] {
            path.addArc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: true)
            if inner > 0 {
                path.addArc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: false)
            } else {
                path.addLine(to: center)
            }
            path.closeSubpath()
        }
        return path
    }

    /// The battery's body, a 1 pt ring 24 × 12.5 pt with 4 pt corners, and its cap: filled
    /// with the even-odd rule, so the ring's inside stays empty.
    static var batteryOutline: Path {
        var path = Path()
        path.addRoundedRect(Rect(x: 0, y: 0, width: 24.5, height: 12.5), cornerRadii: CornerRadii(all: 4))
        path.addRoundedRect(Rect(x: 1, y: 1, width: 22.5, height: 10.5), cornerRadii: CornerRadii(all: 3))
        path.addRoundedRect(
            Rect(x: 25.5, y: 4.25, width: 1.5, height: 4), cornerRadii: CornerRadii(topLeft: 0, topRight: 0.75, bottomLeft: 0, bottomRight: 0.75))
        return path
    }

    /// The charge: the body's inside less 1 pt all round, full.
    static var batteryCharge: Path {
        var path = Path()
        path.addRoundedRect(Rect(x: 2, y: 2, width: 20.5, height: 8.5), cornerRadii: CornerRadii(all: 2))
        return path
    }

    /// A circle's outline, for a stroke.
    static func ring(center: Point, radius: Double) -> Path {
        var path = Path()
        path.addEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        return path
    }

    /// The magnifying glass's handle, from the ring towards the bottom right.
    static var handle: Path {
        var path = Path()
        path.move(to: Point(x: 10.3, y: 10.3))
        path.addLine(to: Point(x: 14, y: 14))
        return path
    }

    /// A filled circle inscribed in `rect`.
    static func disc(_ rect: Rect) -> Path {
        var path = Path()
        path.addEllipse(in: rect)
        return path
    }

    /// Two strokes crossing at the centre of a 19 pt box.
    static var plusSign: Path {
        var path = Path()
        path.move(to: Point(x: 9.5, y: 1.5))
        path.addLine(to: Point(x: 9.5, y: 17.5))
        path.move(to: Point(x: 1.5, y: 9.5))
        path.addLine(to: Point(x: 17.5, y: 9.5))
        return path
    }

    /// The back chevron: two strokes meeting at the left, 8.5 pt across and 19 pt tall.
    static var chevron: Path {
        var path = Path()
        path.move(to: Point(x: 10.5, y: 1.3))
        path.addLine(to: Point(x: 1.5, y: 10.5))
        path.addLine(to: Point(x: 10.5, y: 19.7))
        return path
    }

    /// A person's shoulders under the head of ``BarGlyph/person``: half an ellipse on a flat base.
    static var shoulders: Path {
        var path = Path()
        path.move(to: Point(x: 2, y: 24))
        path.addCurve(to: Point(x: 12.5, y: 13), control1: Point(x: 2, y: 17), control2: Point(x: 6.5, y: 13))
        path.addCurve(to: Point(x: 23, y: 24), control1: Point(x: 18.5, y: 13), control2: Point(x: 23, y: 17))
        path.closeSubpath()
        return path
    }
}

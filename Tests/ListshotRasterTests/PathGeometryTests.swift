import Foundation
import ListshotGeometry
import Testing

@Suite struct PathGeometryTests {
    @Test func deterministicTrigonometryMatchesTheLibrary() {
        var worst = 0.0
        var angle = -20.0
        while angle < 20 {
            let (s, c) = DeterministicTrigonometry.sinCos(angle)
            worst = max(worst, abs(s - Foundation.sin(angle)), abs(c - Foundation.cos(angle)))
            angle += 0.001_37
        }
        #expect(worst < 1e-15)
        let (s, c) = DeterministicTrigonometry.sinCos(0)
        #expect(s == 0 && c == 1)
    }

    /// The largest distance between a flattened segment's midpoint and the true circle.
    static func worstError(radius: Double, tolerance: Double) -> Double {
        var path = Path()
        path.addEllipse(in: Rect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
        let points = path.flattened(tolerance: tolerance)[0].points
        var worst = 0.0
        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            worst = max(worst, abs((a.x * a.x + a.y * a.y).squareRoot() - radius))
            let m = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            worst = max(worst, radius - (m.x * m.x + m.y * m.y).squareRoot())
        }
        return worst
    }

    @Test func flattenedCirclesStayWithinTolerance() {
        for radius in [0.5, 3, 17.3, 100, 1000, 6000] {
            let error = Self.worstError(radius: radius, tolerance: 1.0 / 64)
            #expect(error <= 1.0 / 64, "radius \(radius): \(error)")
        }
        // Few points for small circles, more for large ones.
        var small = Path()
        small.addEllipse(in: Rect(x: 0, y: 0, width: 4, height: 4))
        var large = Path()
        large.addEllipse(in: Rect(x: 0, y: 0, width: 400, height: 400))
        #expect(small.flattened(tolerance: 1.0 / 64)[0].points.count < 50)
        #expect(large.flattened(tolerance: 1.0 / 64)[0].points.count > 100)
    }

    @Test func flattenedCubicsStayWithinTolerance() {
        let p0 = Point(x: 0, y: 0), p1 = Point(x: 30, y: 200), p2 = Point(x: 250, y: -80), p3 = Point(x: 300, y: 100)
        var path = Path()
        path.move(to: p0)
        path.addCurve(to: p3, control1: p1, control2: p2)
        let points = path.flattened(tolerance: 0.05)[0].points
        // Sample the true curve densely; each sample is near the polyline.
        func distance(_ p: Point, toSegment a: Point, _ b: Point) -> Double {
            let dx = b.x - a.x, dy = b.y - a.y
            let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
            let q = Point(x: a.x + t * dx, y: a.y + t * dy)
            return ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot()
        }
        var worst = 0.0
        for i in 0...2_000 {
            let t = Double(i) / 2_000, u = 1 - t
            let p = Point(
                x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
                y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y)
            var best = Double.infinity
            for j in 1..<points.count { best = min(best, distance(p, toSegment: points[j - 1], points[j])) }
            worst = max(worst, best)
        }
        #expect(worst <= 0.05)
    }

    @Test func arcsFollowUIKitConventions() {
        var path = Path()
        path.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: DeterministicTrigonometry.pi / 2, clockwise: true)
        // Clockwise on screen from (15, 10) down to (10, 15): one quarter conic.
        #expect(path.elements.count == 2)
        let end = path.currentPoint!
        #expect(abs(end.x - 10) < 1e-12 && abs(end.y - 15) < 1e-12)
        guard case let .conic(_, control, weight) = path.elements[1] else { Issue.record("not a conic"); return }
        #expect(abs(control.x - 15) < 1e-12 && abs(control.y - 15) < 1e-12)
        #expect(abs(weight - Path.quarterArcWeight) < 1e-15)
        // Anticlockwise the long way round: three quarters, through the top.
        var long = Path()
        long.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: DeterministicTrigonometry.pi / 2, clockwise: false)
        #expect(long.elements.count == 4)
        let top = long.flattened(tolerance: 0.001)[0].points.min { $0.y < $1.y }!
        #expect(abs(top.y + 1) < 1e-3)
        // Every flattened point lies on the circle.
        for p in long.flattened(tolerance: 0.001)[0].points { #expect(abs((p.x * p.x + p.y * p.y).squareRoot() - 1) < 1e-12) }
    }

    @Test func buildingAndTransforms() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil && path.controlPointBounds == nil)
        path.addLine(to: Point(x: 1, y: 2))  // no current point: a move
        #expect(path.elements == [.move(to: Point(x: 1, y: 2))])
        path.addLine(to: Point(x: 5, y: 2))
        path.closeSubpath()
        path.closeSubpath()  // twice is once
        #expect(path.elements.count == 3)
        #expect(path.currentPoint == Point(x: 1, y: 2))
        let moved = path.offsetBy(dx: 1, dy: -1).scaledBy(x: 2, y: 3)
        #expect(moved.elements == [.move(to: Point(x: 4, y: 3)), .line(to: Point(x: 12, y: 3)), .close])
        #expect(moved.controlPointBounds == Rect(x: 4, y: 3, width: 8, height: 0))
        #expect(Path(moved.elements) == moved)
        // After a close, a line starts a new polyline at the subpath's start.
        path.addLine(to: Point(x: 1, y: 9))
        let lines = path.flattened(tolerance: 0.1)
        #expect(lines.count == 2 && lines[0].isClosed && !lines[1].isClosed)
        #expect(lines[1].points == [Point(x: 1, y: 2), Point(x: 1, y: 9)])
    }

    @Test func strokeOutlinePiecesAllRunTheSameWay() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 0))
        path.addLine(to: Point(x: 10, y: 10))
        path.addLine(to: Point(x: 0, y: 3))
        for join in LineJoin.allCases {
            for cap in LineCap.allCases {
                let outline = path.strokeOutline(lineWidth: 2, lineCap: cap, lineJoin: join, tolerance: 0.01)
                for polygon in outline.flattened(tolerance: 0.01) {
                    var area = 0.0
                    let p = polygon.points
                    for i in p.indices { area += p[i].x * p[(i + 1) % p.count].y - p[(i + 1) % p.count].x * p[i].y }
                    #expect(area > 0)
                }
            }
        }
    }
}

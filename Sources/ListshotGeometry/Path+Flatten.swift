extension Path {
    /// One subpath as straight segments: `points[0]` to `points[1]` and so on, and back to
    /// `points[0]` when `isClosed`. Points may repeat (a zero-length line is kept, since a
    /// round cap draws it as a dot).
    public struct Polyline: Sendable, Equatable {
        public var points: [Point]
        public var isClosed: Bool

        public init(points: [Point], isClosed: Bool) {
            self.points = points
            self.isClosed = isClosed
        }
    }

    /// The most line segments one curve is cut into, whatever its size.
    static let maximumSegmentsPerCurve = 4_096

    /// The path as polylines whose points lie on the curves and whose segments stray from
    /// them by at most about `tolerance` (in the path's units; give it in device pixels
    /// after transforming the path to device pixels).
    ///
    /// Each curve is cut at evenly spaced parameters, as many as a bound on its curvature
    /// asks for; the points come from `+ − × ÷` and square roots, so the result is the same
    /// on every machine. A subpath of a lone `move(to:)` gives nothing.
    ///
    /// - Parameter tolerance: the largest distance allowed between a segment and its curve;
    ///   0 or less (or not finite) means 0.25.
    public func flattened(tolerance: Double) -> [Polyline] {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.25
        var result: [Polyline] = []
        var points: [Point] = []
        var hasSegments = false
        func finish(closed: Bool) {
            if hasSegments { result.append(Polyline(points: points, isClosed: closed)) }
            points.removeAll(keepingCapacity: true)
            hasSegments = false
        }
        for element in elements {
            switch element {
            case let .move(p):
                finish(closed: false)
                points.append(p)
            case let .line(p):
                points.append(p)
                hasSegments = true
            case let .quadCurve(p, c):
                Self.flattenConic(from: points[points.count - 1], control: c, to: p, weight: 1, tolerance: tol, into: &points)
                hasSegments = true
            case let .conic(p, c, w):
                Self.flattenConic(from: points[points.count - 1], control: c, to: p, weight: w, tolerance: tol, into: &points)
                hasSegments = true
            case let .curve(p, c1, c2):
                Self.flattenCubic(from: points[points.count - 1], c1, c2, to: p, tolerance: tol, into: &points)
                hasSegments = true
            case .close:
                let start = points[0]
                finish(closed: true)
                points.append(start)  // the pen is back at the start: a following line continues from there
            }
        }
        finish(closed: false)
        return result
    }

    /// The number of segments for a curve whose chord error with `n` segments is at most
    /// `bound / n²`: the least `n` with `bound / n² ≤ tolerance`.
    static func segmentCount(bound: Double, tolerance: Double) -> Int {
        let n = (bound / tolerance).squareRoot().rounded(.up)
        guard n.isFinite, n >= 1 else { return 1 }
        return min(Int(n), maximumSegmentsPerCurve)
    }

    /// Appends the points of a conic (a quadratic Bézier when `weight` is 1) after its start.
    static func flattenConic(
        from p0: Point, control p1: Point, to p2: Point, weight w: Double, tolerance: Double, into points: inout [Point]
    ) {
        // A quadratic Bézier's second derivative is 2(p0 − 2p1 + p2), so n uniform segments
        // stray by at most |p0 − 2p1 + p2| / (4n²). A conic of weight ≤ 1 bends no more
        // than its quadratic but unevenly in t; twice the bound covers a quarter circle
        // (checked by the tests), and heavier weights scale it.
        let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        let bound = w == 1 ? dd / 4 : dd / 2 * max(1, w * w)
        let n = segmentCount(bound: bound, tolerance: tolerance)
        for i in 1..<n {
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u, b = 2 * w * t * u, c = t * t
            let denominator = a + b + c
            points.append(
                Point(
                    x: (a * p0.x + b * p1.x + c * p2.x) / denominator,
                    y: (a * p0.y + b * p1.y + c * p2.y) / denominator))
        }
        points.append(p2)
    }

    /// Appends the points of a cubic Bézier after its start.
    static func flattenCubic(
        from p0: Point, _ p1: Point, _ p2: Point, to p3: Point, tolerance: Double, into points: inout [Point]
    ) {
        // |B''| ≤ 6 max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|); n uniform segments stray by
        // at most |B''| / (8n²).
        func length(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
        let m = max(
            length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
            length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        let n = segmentCount(bound: 0.75 * m, tolerance: tolerance)
        for i in 1..<n {
            let t = Double(i) / Double(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            points.append(
                Point(
                    x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                    y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
        }
        points.append(p3)
    }
}

/// How the open ends of a stroked subpath are drawn.
public enum LineCap: Sendable, Hashable, CaseIterable {
    /// The stroke stops square at the end point.
    case butt
    /// A half disc of the line's width is added at each end.
    case round
    /// A half square is added at each end: the line is longer by its width.
    case square
}

/// How a stroke turns the corner where two segments meet.
public enum LineJoin: Sendable, Hashable, CaseIterable {
    /// The outer edges are extended until they meet, unless the point would lie farther
    /// than the miter limit (in line widths) from the corner; then the corner is beveled.
    case miter
    /// A disc sector rounds the outer corner.
    case round
    /// The outer corners are joined by a straight line.
    case bevel
}

extension Path {
    /// The area a pen of `lineWidth` covers when it traces the path, as a path of convex,
    /// closed polygons that all run the same way, so that filling it with
    /// ``FillRule/nonZero`` paints their union: one quadrilateral per segment, a disc
    /// sector, triangle or miter at each join, and the caps at the open ends.
    ///
    /// Curves are flattened first, and round joins and caps cut into segments, with
    /// `tolerance` in the path's units (give the path and both lengths in device pixels).
    /// A subpath whose segments all have zero length is a dot: a disc with round caps, a
    /// square (axis-aligned) with square caps, nothing with butt caps.
    ///
    /// - Parameters:
    ///   - lineWidth: the stroke's width, centred on the path.
    ///   - lineCap: the ends of open subpaths.
    ///   - lineJoin: the corners.
    ///   - miterLimit: the longest miter, in line widths; longer ones become bevels (as in
    ///     Core Graphics, 10 by default).
    ///   - tolerance: how far a flattened curve may stray from the true one.
    public func strokeOutline(
        lineWidth: Double, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
        tolerance: Double
    ) -> Path {
        guard lineWidth > 0, lineWidth.isFinite else { return Path() }
        var stroker = Stroker(halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin, miterLimit: miterLimit, tolerance: tolerance)
        for polyline in flattened(tolerance: tolerance) { stroker.stroke(polyline) }
        return stroker.outline
    }
}

/// Builds a stroke's outline as a union of convex polygons.
private struct Stroker {
    let halfWidth: Double
    let cap: LineCap
    let join: LineJoin
    let miterLimit: Double
    let tolerance: Double
    var outline = Path()

    init(halfWidth: Double, cap: LineCap, join: LineJoin, miterLimit: Double, tolerance: Double) {
        self.halfWidth = halfWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.tolerance = tolerance > 0 && tolerance.isFinite ? tolerance : 0.25
    }

    /// Points closer than this are one point: a segment this short has no direction.
    static let coincident = 1e-9

    mutating func stroke(_ polyline: Path.Polyline) {
        var points: [Point] = []
        for p in polyline.points {
            guard p.x.isFinite, p.y.isFinite else { return }
            if let last = points.last, distance(last, p) <= Self.coincident { continue }
            points.append(p)
        }
        if polyline.isClosed, points.count > 1, distance(points[0], points[points.count - 1]) <= Self.coincident {
            points.removeLast()
        }
        guard let first = points.first else { return }
        if points.count == 1 { return dot(at: first) }
        let closed = polyline.isClosed
        let segmentCount = closed ? points.count : points.count - 1
        var directions: [Point] = []
        directions.reserveCapacity(segmentCount)
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % points.count]
            let d = unit(Point(x: b.x - a.x, y: b.y - a.y))
            directions.append(d)
            let n = Point(x: -d.y * halfWidth, y: d.x * halfWidth)
            addPolygon([
                Point(x: a.x + n.x, y: a.y + n.y), Point(x: b.x + n.x, y: b.y + n.y),
                Point(x: b.x - n.x, y: b.y - n.y), Point(x: a.x - n.x, y: a.y - n.y),
            ])
        }
        if closed {
            for i in 0..<segmentCount {
                addJoin(at: points[i], incoming: directions[(i + segmentCount - 1) % segmentCount], outgoing: directions[i])
            }
        } else {
            for i in 1..<segmentCount { addJoin(at: points[i], incoming: directions[i - 1], outgoing: directions[i]) }
            addCap(at: points[0], direction: Point(x: -directions[0].x, y: -directions[0].y))
            addCap(at: points[points.count - 1], direction: directions[segmentCount - 1])
        }
    }

    /// A subpath of zero length.
    private mutating func dot(at p: Point) {
        let h = halfWidth
        switch cap {
        case .butt: return
        case .square:
            addPolygon([
                Point(x: p.x - h, y: p.y - h), Point(x: p.x + h, y: p.y - h),
                Point(x: p.x + h, y: p.y + h), Point(x: p.x - h, y: p.y + h),
            ])
        case .round:
            var polygon = [Point(x: p.x + h, y: p.y)]
            let corners = [(1.0, 1.0, 0.0, 1.0), (-1, 1, -1, 0), (-1, -1, 0, -1), (1, -1, 1, 0)]
            for (cx, cy, ex, ey) in corners {
                Path.flattenConic(
                    from: polygon[polygon.count - 1], control: Point(x: p.x + cx * h, y: p.y + cy * h),
                    to: Point(x: p.x + ex * h, y: p.y + ey * h), weight: Path.quarterArcWeight,
                    tolerance: tolerance, into: &polygon)
            }
            polygon.removeLast()
            addPolygon(polygon)
        }
    }

    /// The cap at end point `p` of a segment leaving it in `direction` (a unit vector).
    private mutating func addCap(at p: Point, direction d: Point) {
        let h = halfWidth
        let n = Point(x: -d.y * h, y: d.x * h), f = Point(x: d.x * h, y: d.y * h)
        switch cap {
        case .butt: return
        case .square:
            addPolygon([
                Point(x: p.x + n.x, y: p.y + n.y), Point(x: p.x + n.x + f.x, y: p.y + n.y + f.y),
                Point(x: p.x - n.x + f.x, y: p.y - n.y + f.y), Point(x: p.x - n.x, y: p.y - n.y),
            ])
        case .round:
            var polygon = [Point(x: p.x + n.x, y: p.y + n.y)]
            Path.flattenConic(
                from: polygon[0], control: Point(x: p.x + n.x + f.x, y: p.y + n.y + f.y),
                to: Point(x: p.x + f.x, y: p.y + f.y), weight: Path.quarterArcWeight, tolerance: tolerance, into: &polygon)
            Path.flattenConic(
                from: polygon[polygon.count - 1], control: Point(x: p.x - n.x + f.x, y: p.y - n.y + f.y),
                to: Point(x: p.x - n.x, y: p.y - n.y), weight: Path.quarterArcWeight, tolerance: tolerance, into: &polygon)
            addPolygon(polygon)
        }
    }

    /// The join at `v` between a segment arriving in direction `d0` and one leaving in `d1`.
    private mutating func addJoin(at v: Point, incoming d0: Point, outgoing d1: Point) {
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if cross == 0 && dot > 0 { return }  // straight on: the quads already meet
        // The outer side is away from the turn: −normal when turning towards +normal.
        let side: Double = cross > 0 ? -1 : 1
        let h = halfWidth
        let u0 = Point(x: -d0.y * side, y: d0.x * side), u1 = Point(x: -d1.y * side, y: d1.x * side)
        let a = Point(x: v.x + u0.x * h, y: v.y + u0.y * h), b = Point(x: v.x + u1.x * h, y: v.y + u1.y * h)
        // The outer bisector: forward along d0 and back along d1 (forward for a U-turn).
        let m = unit(Point(x: d0.x - d1.x, y: d0.y - d1.y))
        switch join {
        case .bevel:
            addPolygon([v, a, b])
        case .miter:
            let cosHalfTurn = ((1 + dot) / 2).squareRoot()
            if (1 + dot) * miterLimit * miterLimit >= 2, cosHalfTurn > 0 {
                let reach = h / cosHalfTurn
                addPolygon([v, a, Point(x: v.x + m.x * reach, y: v.y + m.y * reach), b])
            } else {
                addPolygon([v, a, b])
            }
        case .round:
            var polygon = [v, a]
            let uu = u0.x * u1.x + u0.y * u1.y
            if uu >= 0 {
                addArc(around: v, from: u0, to: u1, cosine: uu, into: &polygon)
            } else {
                let mid = m
                addArc(around: v, from: u0, to: mid, cosine: u0.x * mid.x + u0.y * mid.y, into: &polygon)
                addArc(around: v, from: mid, to: u1, cosine: mid.x * u1.x + mid.y * u1.y, into: &polygon)
            }
            addPolygon(polygon)
        }
    }

    /// Appends the arc of radius `halfWidth` around `c` from unit direction `u0` to `u1`
    /// (at most a quarter turn apart; `cosine` is their dot product) after its start.
    private func addArc(around c: Point, from u0: Point, to u1: Point, cosine: Double, into polygon: inout [Point]) {
        let h = halfWidth
        let end = Point(x: c.x + u1.x * h, y: c.y + u1.y * h)
        guard cosine < 1, 1 + cosine > 0 else { return polygon.append(end) }
        // The tangents at the two ends meet at c + h (u0 + u1) / (1 + u0·u1); the conic's
        // weight is the cosine of half the angle.
        let k = h / (1 + cosine)
        let control = Point(x: c.x + (u0.x + u1.x) * k, y: c.y + (u0.y + u1.y) * k)
        let start = Point(x: c.x + u0.x * h, y: c.y + u0.y * h)
        Path.flattenConic(
            from: start, control: control, to: end, weight: ((1 + cosine) / 2).squareRoot(), tolerance: tolerance,
            into: &polygon)
    }

    /// Adds a closed convex polygon, turned to run clockwise on screen (positive area in
    /// y-down coordinates) like every other piece, so nonzero winding unites them.
    private mutating func addPolygon(_ points: [Point]) {
        var area = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            area += p.x * q.y - q.x * p.y
        }
        guard area != 0, area.isFinite else { return }
        let ordered = area > 0 ? points : points.reversed()
        outline.move(to: ordered[0])
        for p in ordered.dropFirst() { outline.addLine(to: p) }
        outline.closeSubpath()
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    private func unit(_ v: Point) -> Point {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        guard length > 0 else { return Point(x: 1, y: 0) }
        return Point(x: v.x / length, y: v.y / length)
    }
}

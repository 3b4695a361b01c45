/// An outline made of straight lines and curves, in points (UIKit's `UIBezierPath`,
/// Core Graphics' `CGPath`).
///
/// A path is a list of subpaths; each starts with ``move(to:)`` and may end with
/// ``closeSubpath()``. Curves are kept exactly (quadratic and cubic Béziers, and conics
/// for circular and elliptical arcs) and turned into line segments only when the path is
/// drawn, at the size it is drawn (``flattened(tolerance:)``), so a small ellipse does
/// not carry hundreds of points and a large one is still smooth.
///
/// Coordinates are y-down, as in UIKit: angles grow from the +x axis towards +y, which is
/// clockwise on screen.
public struct Path: Sendable, Equatable {
    /// One drawing command of a path.
    public enum Element: Sendable, Equatable {
        /// Starts a new subpath at the point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A rational quadratic Bézier (a conic section) from the current point. A weight of
        /// √½ with the control point at the corner of a quarter's bounding box is an exact
        /// quarter ellipse; 1 is a parabola (a quadratic Bézier).
        case conic(to: Point, control: Point, weight: Double)
        /// Closes the current subpath with a line back to its start.
        case close
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []
    /// Where the current subpath started, and where the pen is.
    private var subpathStart: Point?
    private var current: Point?

    /// An empty path.
    public init() {}

    /// A path holding `elements`, replayed through the building methods.
    public init(_ elements: [Element]) {
        for element in elements { append(element) }
    }

    /// True when the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// The pen's position: the end of the last command, `nil` before the first `move(to:)`.
    public var currentPoint: Point? { current }

    public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }

    // MARK: Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        subpathStart = point
        current = point
    }

    /// Adds a straight line to `point`; without a current point it starts a subpath there.
    public mutating func addLine(to point: Point) {
        guard current != nil else { return move(to: point) }
        elements.append(.line(to: point))
        current = point
    }

    /// Adds a quadratic Bézier curve to `point` bent towards `control`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        guard current != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
        current = point
    }

    /// Adds a cubic Bézier curve to `point` with two control points.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        guard current != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        current = point
    }

    /// Adds a conic (rational quadratic Bézier) to `point` with `control` and `weight` > 0.
    public mutating func addConic(to point: Point, control: Point, weight: Double) {
        guard current != nil else { return move(to: point) }
        guard weight > 0, weight.isFinite else { return addLine(to: point) }
        elements.append(.conic(to: point, control: control, weight: weight))
        current = point
    }

    /// Closes the current subpath; the pen goes back to its start.
    public mutating func closeSubpath() {
        guard current != nil, let start = subpathStart else { return }
        if case .close? = elements.last { return }
        elements.append(.close)
        current = start
    }

    mutating func append(_ element: Element) {
        switch element {
        case let .move(p): move(to: p)
        case let .line(p): addLine(to: p)
        case let .quadCurve(p, c): addQuadCurve(to: p, control: c)
        case let .curve(p, c1, c2): addCurve(to: p, control1: c1, control2: c2)
        case let .conic(p, c, w): addConic(to: p, control: c, weight: w)
        case .close: closeSubpath()
        }
    }

    // MARK: Shapes

    /// Adds `rect` as a closed subpath, clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: Rect) {
        move(to: Point(x: rect.minX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// √½, the weight of a conic that is an exact quarter circle or ellipse.
    public static let quarterArcWeight = 0.707_106_781_186_547_6

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four exact conic quarters,
    /// clockwise on screen from its rightmost point.
    public mutating func addEllipse(in rect: Rect) {
        let w = Self.quarterArcWeight
        let cx = rect.midX, cy = rect.midY
        move(to: Point(x: rect.maxX, y: cy))
        addConic(to: Point(x: cx, y: rect.maxY), control: Point(x: rect.maxX, y: rect.maxY), weight: w)
        addConic(to: Point(x: rect.minX, y: cy), control: Point(x: rect.minX, y: rect.maxY), weight: w)
        addConic(to: Point(x: cx, y: rect.minY), control: Point(x: rect.minX, y: rect.minY), weight: w)
        addConic(to: Point(x: rect.maxX, y: cy), control: Point(x: rect.maxX, y: rect.minY), weight: w)
        closeSubpath()
    }

    /// Adds `rect` with circular-quarter corners as a closed subpath, clockwise on screen.
    /// Radii are used as given (negative ones as 0); scale them down first if two corners on
    /// one edge would overlap (`addRoundedRect(_:cornerRadii:)` in ListshotRaster does).
    ///
    /// - Parameters:
    ///   - rect: the rectangle.
    ///   - topLeft: the top-left corner's radius.
    ///   - topRight: the top-right corner's radius.
    ///   - bottomLeft: the bottom-left corner's radius.
    ///   - bottomRight: the bottom-right corner's radius.
    public mutating func addRoundedRect(
        _ rect: Rect, topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double
    ) {
        let tl = max(0, topLeft), tr = max(0, topRight), bl = max(0, bottomLeft), br = max(0, bottomRight)
        let w = Self.quarterArcWeight
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        move(to: Point(x: x0 + tl, y: y0))
        addLine(to: Point(x: x1 - tr, y: y0))
        if tr > 0 { addConic(to: Point(x: x1, y: y0 + tr), control: Point(x: x1, y: y0), weight: w) }
        addLine(to: Point(x: x1, y: y1 - br))
        if br > 0 { addConic(to: Point(x: x1 - br, y: y1), control: Point(x: x1, y: y1), weight: w) }
        addLine(to: Point(x: x0 + bl, y: y1))
        if bl > 0 { addConic(to: Point(x: x0, y: y1 - bl), control: Point(x: x0, y: y1), weight: w) }
        addLine(to: Point(x: x0, y: y0 + tl))
        if tl > 0 { addConic(to: Point(x: x0 + tl, y: y0), control: Point(x: x0, y: y0), weight: w) }
        closeSubpath()
    }

    /// Adds a circular arc around `center`, from `startAngle` to `endAngle` (radians, from
    /// the +x axis towards +y), as UIKit's `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`
    /// does: `clockwise` (on screen, y-down) sweeps through increasing angles. A line joins
    /// the current point to the arc's start; without a current point the arc starts a subpath.
    ///
    /// The arc is stored as conics of at most a quarter turn. Their points come from
    /// ``DeterministicTrigonometry``, which uses only `+ − × ÷`, so every machine gets the
    /// same path.
    ///
    /// - Parameters:
    ///   - center: the circle's centre.
    ///   - radius: the circle's radius (≥ 0).
    ///   - startAngle: where the arc starts, in radians from the +x axis towards +y.
    ///   - endAngle: where it ends; a sweep of a whole turn or more draws the whole circle.
    ///   - clockwise: on screen (y-down): through increasing angles.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius >= 0, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let twoPi = 2 * DeterministicTrigonometry.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = twoPi + sweep.truncatingRemainder(dividingBy: twoPi) }
            sweep = min(sweep, twoPi)
        } else {
            if sweep > 0 { sweep = -twoPi + sweep.truncatingRemainder(dividingBy: twoPi) }
            sweep = max(sweep, -twoPi)
        }
        func point(_ angle: Double, _ r: Double) -> Point {
            let (s, c) = DeterministicTrigonometry.sinCos(angle)
            return Point(x: center.x + r * c, y: center.y + r * s)
        }
        let start = point(startAngle, radius)
        if current == nil { move(to: start) } else { addLine(to: start) }
        let quarter = DeterministicTrigonometry.pi / 2
        var pieces = Int((abs(sweep) / quarter).rounded(.up))
        if pieces == 0 { return }
        // A sweep a hair over a whole number of quarters adds no sliver of a piece.
        if pieces > 1, abs(sweep) - Double(pieces - 1) * quarter < 1e-12 { pieces -= 1 }
        let step = sweep / Double(pieces)
        let (_, halfCos) = DeterministicTrigonometry.sinCos(step / 2)
        for i in 0..<pieces {
            let a0 = startAngle + step * Double(i)
            let a1 = i == pieces - 1 ? startAngle + sweep : a0 + step
            addConic(to: point(a1, radius), control: point(a0 + step / 2, radius / halfCos), weight: halfCos)
        }
    }

    // MARK: Transforms

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Path {
        mapped { Point(x: $0.x + dx, y: $0.y + dy) }
    }

    /// The path scaled by `sx` horizontally and `sy` vertically about the origin.
    public func scaledBy(x sx: Double, y sy: Double) -> Path {
        mapped { Point(x: $0.x * sx, y: $0.y * sy) }
    }

    /// Every point mapped by `transform`, which must be affine (conic weights are kept).
    private func mapped(_ transform: (Point) -> Point) -> Path {
        var copy = self
        copy.elements = elements.map { element in
            switch element {
            case let .move(p): return .move(to: transform(p))
            case let .line(p): return .line(to: transform(p))
            case let .quadCurve(p, c): return .quadCurve(to: transform(p), control: transform(c))
            case let .curve(p, c1, c2): return .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
            case let .conic(p, c, w): return .conic(to: transform(p), control: transform(c), weight: w)
            case .close: return .close
            }
        }
        copy.subpathStart = subpathStart.map(transform)
        copy.current = current.map(transform)
        return copy
    }

    /// The smallest rectangle holding every point and control point (curves lie inside it);
    /// `nil` for an empty path.
    public var controlPointBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case let .move(p), let .line(p): include(p)
            case let .quadCurve(p, c), let .conic(p, c, _):
                include(p)
                include(c)
            case let .curve(p, c1, c2):
                include(p)
                include(c1)
                include(c2)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Which points are inside a path whose outline crosses itself or has several subpaths.
public enum FillRule: Sendable, Hashable {
    /// Inside where the outline winds around the point a non-zero number of times: every
    /// subpath adds to the union when they all run the same way.
    case nonZero
    /// Inside where a ray from the point crosses the outline an odd number of times:
    /// overlaps cancel, so a subpath inside another punches a hole.
    case evenOdd
}

import ListshotGeometry

extension Path {
    /// Adds `rect` with rounded corners as a closed subpath, clockwise on screen; the radii
    /// are first scaled down together as ``CornerRadii/fitted(width:height:)`` does, so the
    /// outline matches ``Canvas/fill(_:cornerRadii:color:)``.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadii radii: CornerRadii) {
        let r = radii.fitted(width: max(0, rect.width), height: max(0, rect.height))
        addRoundedRect(rect, topLeft: r.topLeft, topRight: r.topRight, bottomLeft: r.bottomLeft, bottomRight: r.bottomRight)
    }
}

extension Canvas {
    /// How far flattened curves may stray from the true ones, in device pixels: well under
    /// the 1/16 pixel between sub-scanlines.
    public static let curveTolerance = 1.0 / 64

    /// Fills `path` (in points, through the canvas's translation and scale) with `color`.
    /// Every subpath is closed. Coverage is computed as for every other shape: 16 bands per
    /// pixel row, cut again at every vertex, exact to 1/256 pixel horizontally (see
    /// `PathCoverage`), so a rectangle path gives exactly what ``fill(_:color:)`` gives.
    ///
    /// - Parameters:
    ///   - path: the outline, in points.
    ///   - color: the fill, multiplied by the canvas's opacity and clip.
    ///   - rule: which points are inside where subpaths overlap or the outline crosses itself.
    public mutating func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) {
        fill(devicePath: devicePath(path), color: color, rule: rule)
    }

    /// Strokes `path` (in points) with a pen `lineWidth` points wide centred on it.
    ///
    /// The stroke's outline (`Path/strokeOutline(lineWidth:lineCap:lineJoin:miterLimit:tolerance:)`,
    /// built in device pixels) is filled with the nonzero rule in one pass, so overlaps are
    /// painted once and a translucent stroke has no darker joints. Positions are not
    /// snapped: a 1-pixel-wide line whose edges lie on pixel boundaries (its centre at a
    /// pixel's middle) covers one row of pixels exactly; centred on a boundary it covers
    /// two rows at half coverage, as in Core Graphics.
    ///
    /// - Parameters:
    ///   - path: the line to trace, in points.
    ///   - lineWidth: the pen's width in points; nothing is drawn for 0 or less.
    ///   - color: the ink, multiplied by the canvas's opacity and clip.
    ///   - lineCap: the ends of open subpaths.
    ///   - lineJoin: the corners.
    ///   - miterLimit: the longest miter, in line widths, before it becomes a bevel.
    public mutating func stroke(
        _ path: Path, lineWidth: Double, color: Color, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
        miterLimit: Double = 10
    ) {
        let width = lineWidth * scale
        guard width > 0, width.isFinite else { return }
        let outline = devicePath(path).strokeOutline(
            lineWidth: width, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit, tolerance: Self.curveTolerance)
        fill(devicePath: outline, color: color, rule: .nonZero)
    }

    /// Strokes the straight line from `start` to `end` (in points); see
    /// ``stroke(_:lineWidth:color:lineCap:lineJoin:miterLimit:)``.
    ///
    /// - Parameters:
    ///   - start: one end, in points.
    ///   - end: the other end.
    ///   - lineWidth: the line's width in points.
    ///   - color: the ink.
    ///   - lineCap: how the ends are drawn; a zero-length line with round or square caps is a dot.
    public mutating func strokeLine(from start: Point, to end: Point, lineWidth: Double, color: Color, lineCap: LineCap = .butt) {
        var path = Path()
        path.move(to: start)
        path.addLine(to: end)
        stroke(path, lineWidth: lineWidth, color: color, lineCap: lineCap)
    }

    /// `path` in device pixels: each point p becomes (p + translation) × scale, as
    /// ``pixelPoint(for:)`` maps points.
    func devicePath(_ path: Path) -> Path {
        path.offsetBy(dx: state.translation.x, dy: state.translation.y).scaledBy(x: scale, y: scale)
    }

    /// Fills a path given in device pixels.
    mutating func fill(devicePath path: Path, color: Color, rule: FillRule) {
        let src = PixelMath.premultiplied(color.withOpacity(state.opacity))
        guard UInt32(littleEndian: src) >> 24 > 0, let bounds = path.controlPointBounds else { return }
        let clip = state.clip
        let area = bounds.minX.isFinite && bounds.minY.isFinite && bounds.maxX.isFinite && bounds.maxY.isFinite
            ? clip.intersection(Self.outerPixels(of: bounds, within: clip)) : clip
        guard !area.isEmpty else { return }
        var coverage = PathCoverage(columns: area.x..<area.maxX, rows: area.y..<area.maxY)
        for polyline in path.flattened(tolerance: Self.curveTolerance) { coverage.addPolygon(polyline.points) }
        let opaque = UInt32(littleEndian: src) >> 24 == 255
        let clipMask = state.mask
        let originX = area.x
        withMutablePixels { px, fbWidth in
            coverage.scan(rule: rule) { row, touched, cov in
                withExtendedLifetime(clipMask) {
                    Self.blendRow(
                        px, base: row * fbWidth, columns: (touched.lowerBound + originX)..<(touched.upperBound + originX),
                        source: src, clip: clipMask?.row(row), opaque: opaque
                    ) { UInt32(cov[$0 - originX]) }
                }
            }
        }
    }
}

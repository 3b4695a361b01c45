import ListshotGeometry

/// Draws into a ``Framebuffer`` in points: a scale, a translation, a clip and an opacity.
///
/// `save()` and `restore()` keep the state on a stack as a graphics context does.
/// Every primitive blends with source-over in premultiplied 8-bit integers.
public struct Canvas: Sendable {
    /// The pixels drawn so far.
    public private(set) var framebuffer: Framebuffer
    /// Device pixels per point.
    public let scale: Double

    struct State: Sendable {
        var translation = Point.zero
        var clip: PixelRect
        var opacity = 1.0
        /// Anti-aliased coverage the clip multiplies everything by, from
        /// `clip(to:cornerRadii:)`; `nil` when the clip is the rectangle `clip` alone.
        /// Its bounds always contain `clip`.
        var mask: ClipMask?
    }
    var state: State
    private var stack: [State] = []
    /// The mask colours made last, newest last (see ``maskColors(_:through:)``).
    private var recentMaskColors: [MaskColors] = []

    /// A canvas drawing into `framebuffer` with `scale` device pixels per point.
    public init(framebuffer: Framebuffer, scale: Double) {
        self.framebuffer = framebuffer
        self.scale = scale
        self.state = State(clip: framebuffer.bounds)
    }

    // MARK: State

    /// Pushes the translation, clip (with its mask) and opacity.
    public mutating func save() { stack.append(state) }

    /// Pops what the last `save()` pushed.
    public mutating func restore() {
        if let top = stack.popLast() { state = top }
    }

    /// Moves the origin by `dx`, `dy` points.
    public mutating func translateBy(dx: Double, dy: Double) {
        state.translation.x += dx
        state.translation.y += dy
    }

    /// Multiplies the opacity of everything drawn from now on by `opacity` (0…1).
    public mutating func multiplyOpacity(_ opacity: Double) {
        state.opacity *= min(max(opacity, 0), 1)
    }

    /// The opacity everything is drawn with.
    public var opacity: Double { state.opacity }

    /// Narrows the clip to `rect` (in points), snapped to whole device pixels.
    public mutating func clip(to rect: Rect) {
        let p = pixelRect(for: rect)
        let x0 = Int(p.minX.rounded()), y0 = Int(p.minY.rounded())
        let x1 = Int(p.maxX.rounded()), y1 = Int(p.maxY.rounded())
        state.clip = state.clip.intersection(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// The clip, in device pixels.
    public var clipBounds: PixelRect { state.clip }

    /// `rect` (in points, in the current coordinates) in device pixels.
    public func pixelRect(for rect: Rect) -> Rect {
        Rect(
            x: (rect.minX + state.translation.x) * scale, y: (rect.minY + state.translation.y) * scale,
            width: rect.width * scale, height: rect.height * scale)
    }

    /// `rect` (in points, in the current coordinates) with each edge moved to the nearest
    /// device pixel boundary, as ``clip(to:)`` snaps its edges.
    ///
    /// Core Animation draws a layer's background with its edges on whole pixels (a layer
    /// does not anti-alias its edges unless asked to), so two views that share an edge at a
    /// fractional pixel share one pixel boundary: no pixel row is covered part by each, with
    /// what is behind them showing through (a soft seam between two rows of 43.667 pt at
    /// 3x). Edges that were one boundary stay one: both round the same value.
    public func pixelAligned(_ rect: Rect) -> Rect {
        let p = pixelRect(for: rect)
        let x0 = p.minX.rounded(), y0 = p.minY.rounded(), x1 = p.maxX.rounded(), y1 = p.maxY.rounded()
        return Rect(
            x: x0 / scale - state.translation.x, y: y0 / scale - state.translation.y,
            width: (x1 - x0) / scale, height: (y1 - y0) / scale)
    }

    /// `point` (in points, in the current coordinates) in device pixels.
    public func pixelPoint(for point: Point) -> Point {
        Point(x: (point.x + state.translation.x) * scale, y: (point.y + state.translation.y) * scale)
    }

    // MARK: Drawing

    /// Fills the whole clip with `color`, blended over what is there.
    public mutating func fillClip(with color: Color) {
        let c = state.clip
        fill(pixelRect: Rect(x: Double(c.x), y: Double(c.y), width: Double(c.width), height: Double(c.height)), color: color)
    }

    /// Fills `rect` (in points) with `color`; edges at fractional pixels are anti-aliased
    /// by the exact area each pixel has inside the rectangle.
    public mutating func fill(_ rect: Rect, color: Color) {
        fill(pixelRect: pixelRect(for: rect), color: color)
    }

    /// Fills the row of device pixels just above the line `y` (in points), from `minX` to
    /// `maxX`: a hairline exactly one device pixel thick at every scale, as table separators
    /// are. `y` is snapped to the nearest pixel boundary; the ends are anti-aliased.
    public mutating func fillHairline(atBottomOf y: Double, from minX: Double, to maxX: Double, color: Color) {
        let bottom = ((y + state.translation.y) * scale).rounded()
        let left = (minX + state.translation.x) * scale, right = (maxX + state.translation.x) * scale
        fill(pixelRect: Rect(x: left, y: bottom - 1, width: right - left, height: 1), color: color)
    }

    /// Fills `rect` (in points) with rounded corners.
    public mutating func fill(_ rect: Rect, cornerRadii radii: CornerRadii, color: Color) {
        if radii.isZero { return fill(rect, color: color) }
        let p = pixelRect(for: rect)
        let r = radii.scaled(by: scale).fitted(width: p.width, height: p.height)
        fillShape(bounds: p, color: color) { y, acc in
            if let (l, r) = Self.roundedRectSpan(p, r, y) { acc.add(left: l, right: r) }
        }
    }

    /// Strokes the outline of `rect` (in points) with rounded corners, `lineWidth` points
    /// wide, inside the rectangle's edge. The ring is the rounded rectangle minus the same
    /// shape inset by `lineWidth`, subtracted per sub-scanline, so it is anti-aliased alike.
    public mutating func stroke(_ rect: Rect, cornerRadii radii: CornerRadii, lineWidth: Double, color: Color) {
        guard lineWidth > 0 else { return }
        let outer = pixelRect(for: rect)
        let w = lineWidth * scale
        let inner = Rect(x: outer.minX + w, y: outer.minY + w, width: outer.width - 2 * w, height: outer.height - 2 * w)
        let r = radii.scaled(by: scale).fitted(width: outer.width, height: outer.height)
        let ri = CornerRadii(
            topLeft: max(0, r.topLeft - w), topRight: max(0, r.topRight - w),
            bottomLeft: max(0, r.bottomLeft - w), bottomRight: max(0, r.bottomRight - w)
        ).fitted(width: max(0, inner.width), height: max(0, inner.height))
        fillShape(bounds: outer, color: color) { y, acc in
            guard let (l, r0) = Self.roundedRectSpan(outer, r, y) else { return }
            guard inner.width > 0, inner.height > 0, y >= inner.minY, y < inner.maxY,
                let (il, ir) = Self.roundedRectSpan(inner, ri, y)
            else {
                acc.add(left: l, right: r0)
                return
            }
            acc.add(left: l, right: il)
            acc.add(left: ir, right: r0)
        }
    }

    /// Fills the ellipse inscribed in `rect` (in points); a square `rect` gives a circle.
    ///
    /// The coverage is computed in the ellipse's own pixel frame (see `EllipseCoverage`),
    /// and kept for the next ellipse of the same size on the same subpixel offset.
    public mutating func fillEllipse(in rect: Rect, color: Color) {
        guard let ellipse = EllipseCoverage(inscribedIn: pixelRect(for: rect)) else { return }
        fill(ellipse, color: color)
    }

    /// Blends `color` through an 8-bit coverage mask whose top-left pixel lands on device
    /// pixel (`x`, `y`). `coverage` holds `height` rows of `rowBytes` bytes each.
    public mutating func blend(
        mask coverage: UnsafeBufferPointer<UInt8>, width: Int, height: Int, rowBytes: Int,
        atPixelX x: Int, y: Int, color: Color
    ) {
        let src = PixelMath.premultiplied(color.withOpacity(state.opacity))
        blendMask(coverage, width: width, height: height, rowBytes: rowBytes, x: x, y: y, source: src) { UInt32($0) }
    }

    /// `color` at the canvas's opacity, premultiplied and scaled to each coverage 0…255 a
    /// mask can hold, each coverage first mapped through `table` (256 entries, as text's
    /// gamma tables are): computed once for many masks of one colour (a line of text), so
    /// that ``blend(mask:width:height:rowBytes:atPixelX:y:colors:)`` does one lookup a pixel
    /// instead of a multiplication.
    ///
    /// The canvas keeps the last few it made (a frame of text has a handful of colours).
    public mutating func maskColors(_ color: Color, through table: [UInt8]? = nil) -> MaskColors {
        if let made = recentMaskColors.first(where: { $0.match(color, opacity: state.opacity, table: table) }) { return made }
        let made = MaskColors(color: color, opacity: state.opacity, table: table)
        if recentMaskColors.count == 8 { recentMaskColors.removeFirst() }
        recentMaskColors.append(made)
        return made
    }

    /// Blends an 8-bit coverage mask as ``blend(mask:width:height:rowBytes:atPixelX:y:color:)``
    /// does, in `colors` (from ``maskColors(_:through:)``): the same pixels as blending its
    /// colour through a copy of the mask mapped through its table.
    public mutating func blend(
        mask coverage: UnsafeBufferPointer<UInt8>, width: Int, height: Int, rowBytes: Int,
        atPixelX x: Int, y: Int, colors: MaskColors
    ) {
        let target = PixelRect(x: x, y: y, width: width, height: height).intersection(state.clip)
        guard !target.isEmpty else { return }
        // Made at another opacity (before a restore or multiplyOpacity): made again.
        let colors = colors.opacity == state.opacity ? colors : MaskColors(color: colors.color, opacity: state.opacity, table: colors.table)
        guard state.mask == nil else {
            // Under a rounded clip, the mapped coverage times the clip's, as `blend(mask:…color:)` does.
            guard let table = colors.table else {
                blendMask(coverage, width: width, height: height, rowBytes: rowBytes, x: x, y: y, source: colors.source) { UInt32($0) }
                return
            }
            table.withUnsafeBufferPointer { entries in
                let entries = entries.baseAddress!
                blendMask(coverage, width: width, height: height, rowBytes: rowBytes, x: x, y: y, source: colors.source) {
                    UInt32(entries[Int($0)])
                }
            }
            return
        }
        let fbWidth = framebuffer.width
        colors.values.withUnsafeBufferPointer { values in
            let values = values.baseAddress!
            let zeroIsEmpty = values[0] == 0
            let full = values[255], fullIsSolid = UInt32(littleEndian: full) >> 24 == 255
            withMutablePixels { px, _ in
                for row in target.y..<target.maxY {
                    Self.blendSpan(
                        px.baseAddress! + row * fbWidth + target.x, mask: coverage.baseAddress! + (row - y) * rowBytes + (target.x - x),
                        count: target.width, colors: values, zeroIsEmpty: zeroIsEmpty, full: fullIsSolid ? full : nil)
                }
            }
        }
    }

    @inline(__always)
    private mutating func blendMask(
        _ coverage: UnsafeBufferPointer<UInt8>, width: Int, height: Int, rowBytes: Int, x: Int, y: Int, source src: UInt32,
        map: (UInt8) -> UInt32
    ) {
        let target = PixelRect(x: x, y: y, width: width, height: height).intersection(state.clip)
        guard !target.isEmpty else { return }
        guard UInt32(littleEndian: src) >> 24 > 0 else { return }
        let opaque = UInt32(littleEndian: src) >> 24 == 255
        let clipMask = state.mask
        withMutablePixels { px, fbWidth in
            guard let clipMask else {
                let zeroIsEmpty = map(0) == 0, fullIsSolid = opaque && map(255) == 255
                for row in target.y..<target.maxY {
                    Self.blendSpan(
                        px.baseAddress! + row * fbWidth + target.x, mask: coverage.baseAddress! + (row - y) * rowBytes + (target.x - x),
                        count: target.width, source: src, opaque: opaque, zeroIsEmpty: zeroIsEmpty, fullIsSolid: fullIsSolid, map: map)
                }
                return
            }
            clipMask.withRows { clipRow in
                for row in target.y..<target.maxY {
                    let maskRow = (row - y) * rowBytes - x
                    Self.blendRow(px, base: row * fbWidth, columns: target.x..<target.maxX, source: src, clip: clipRow(row), opaque: opaque) {
                        map(coverage[maskRow + $0])
                    }
                }
            }
        }
    }

    /// Runs `body` with the framebuffer's pixels and its width, for primitives in this module.
    mutating func withMutablePixels(_ body: (UnsafeMutableBufferPointer<UInt32>, Int) -> Void) {
        let width = framebuffer.width
        framebuffer.pixels.withUnsafeMutableBufferPointer { body($0, width) }
    }

    // MARK: Coverage

    mutating func fill(pixelRect p: Rect, color: Color) {
        guard p.width > 0, p.height > 0, p.minX.isFinite, p.minY.isFinite, p.maxX.isFinite, p.maxY.isFinite
        else { return }
        let src = PixelMath.premultiplied(color.withOpacity(state.opacity))
        guard UInt32(littleEndian: src) >> 24 > 0 else { return }
        // Edges snapped to 1/256 px so coverage is exact integer arithmetic.
        let clip = state.clip
        let x0 = Subpixel.fixed(p.minX, clampedTo: clip.x, clip.maxX), x1 = Subpixel.fixed(p.maxX, clampedTo: clip.x, clip.maxX)
        let y0 = Subpixel.fixed(p.minY, clampedTo: clip.y, clip.maxY), y1 = Subpixel.fixed(p.maxY, clampedTo: clip.y, clip.maxY)
        guard x0 < x1, y0 < y1 else { return }
        let fbWidth = framebuffer.width
        let colFirst = x0 >> 8, colLast = (x1 - 1) >> 8
        let rowFirst = y0 >> 8, rowLast = (y1 - 1) >> 8
        let opaque = UInt32(littleEndian: src) >> 24 == 255
        // An opaque fill of whole pixels over a framebuffer that already holds its colour
        // everywhere changes nothing (the second clear of a frame: a white table on the
        // white window); one that covers the whole framebuffer leaves it uniform.
        let wholePixels = state.mask == nil && opaque && (x0 | y0 | x1 | y1) & 255 == 0
        if wholePixels && framebuffer.uniformPixel == src { return }
        defer {
            if wholePixels && x0 == 0 && y0 == 0 && x1 == framebuffer.width << 8 && y1 == framebuffer.height << 8 {
                framebuffer.uniformPixel = src
            }
        }
        if let clipMask = state.mask {
            withMutablePixels { px, fbWidth in
                clipMask.withRows { clipRow in
                    for row in rowFirst...rowLast {
                        let cy = Subpixel.coverage(ofPixel: row, from: y0, to: y1)
                        let base = row * fbWidth
                        let clipBase = clipRow(row)
                        // Where the clip is solid, the unclipped fill; elsewhere coverage × clip.
                        let solid = clipMask.solidRun(row).clamped(to: colFirst..<(colLast + 1))
                        func clipped(_ columns: Range<Int>) {
                            Self.blendRow(px, base: base, columns: columns, source: src, clip: clipBase) { column in
                                Subpixel.coverage8(area: Subpixel.coverage(ofPixel: column, from: x0, to: x1) * cy)
                            }
                        }
                        clipped(colFirst..<solid.lowerBound)
                        Self.fillRow(px, base: base, columns: solid, x0: x0, x1: x1, cy: cy, source: src, opaque: opaque)
                        clipped(solid.upperBound..<(colLast + 1))
                    }
                }
            }
            return
        }
        framebuffer.pixels.withUnsafeMutableBufferPointer { px in
            for row in rowFirst...rowLast {
                Self.fillRow(
                    px, base: row * fbWidth, columns: colFirst..<(colLast + 1), x0: x0, x1: x1, cy: Subpixel.coverage(ofPixel: row, from: y0, to: y1),
                    source: src, opaque: opaque)
            }
        }
    }

    /// Blends `src` over `columns` of one row of a rectangle fill whose edges are `x0`, `x1`
    /// (1/256 pixel) and whose vertical coverage in this row is `cy` (0…256): each pixel
    /// gets the exact area it has inside, `cx × cy` of 65_536. Columns covered whole
    /// horizontally share one coverage, and opaque ones are a plain memset.
    @inline(__always)
    static func fillRow(
        _ px: UnsafeMutableBufferPointer<UInt32>, base: Int, columns: Range<Int>, x0: Int, x1: Int, cy: Int,
        source src: UInt32, opaque: Bool
    ) {
        guard !columns.isEmpty else { return }
        @inline(__always) func edge(_ column: Int) {
            let cx = min(x1, (column + 1) << 8) - max(x0, column << 8)
            let area = cx * cy  // 0…65_536
            if area == 65_536 && opaque {
                px[base + column] = src
                return
            }
            let cov = Subpixel.coverage8(area: area)
            if cov == 0 { return }
            px[base + column] = PixelMath.sourceOver(PixelMath.scale(src, by: cov), onto: px[base + column])
        }
        let innerFirst = min(max(columns.lowerBound, (x0 + 255) >> 8), columns.upperBound)
        let innerEnd = max(min(columns.upperBound, x1 >> 8), innerFirst)
        for column in columns.lowerBound..<innerFirst { edge(column) }
        let area = cy << 8
        if area == 65_536 && opaque {
            UnsafeMutableBufferPointer(rebasing: px[(base + innerFirst)..<(base + innerEnd)]).update(repeating: src)
        } else {
            let cov = Subpixel.coverage8(area: area)
            if cov > 0 {
                let s = PixelMath.scale(src, by: cov)
                for column in innerFirst..<innerEnd { px[base + column] = PixelMath.sourceOver(s, onto: px[base + column]) }
            }
        }
        for column in innerEnd..<columns.upperBound { edge(column) }
    }

    /// Fills a shape given by the spans it covers on each sub-scanline (in device pixels):
    /// `spans(y, &coverage)` adds the shape's disjoint intervals at height `y`.
    mutating func fillShape(bounds p: Rect, color: Color, spans: (Double, inout SpanCoverage) -> Void) {
        guard p.width > 0, p.height > 0, p.minX.isFinite, p.minY.isFinite, p.maxX.isFinite, p.maxY.isFinite
        else { return }
        let src = PixelMath.premultiplied(color.withOpacity(state.opacity))
        guard UInt32(littleEndian: src) >> 24 > 0 else { return }
        let clip = state.clip
        let colFirst = max(clip.x, Int(p.minX.rounded(.down))), colEnd = min(clip.maxX, Int(p.maxX.rounded(.up)))
        let rowFirst = max(clip.y, Int(p.minY.rounded(.down))), rowEnd = min(clip.maxY, Int(p.maxY.rounded(.up)))
        guard colFirst < colEnd, rowFirst < rowEnd else { return }
        var acc = SpanCoverage(minColumn: colFirst, maxColumn: colEnd)
        let n = SpanCoverage.subRows
        let fbWidth = framebuffer.width
        let clipMask = state.mask
        for row in rowFirst..<rowEnd {
            acc.reset()
            for s in 0..<n {
                let y = Double(row) + (Double(s) + 0.5) / Double(n)
                guard y >= p.minY, y < p.maxY else { continue }
                spans(y, &acc)
            }
            acc.resolve()
            let base = row * fbWidth
            withMutablePixels { px, _ in
                withExtendedLifetime(clipMask) {
                    Self.blendRow(px, base: base, columns: colFirst..<colEnd, source: src, clip: clipMask?.row(row)) {
                        acc.coverage(at: $0 - colFirst)
                    }
                }
            }
        }
    }

    /// The horizontal extent of a rounded rectangle at height `y`.
    static func roundedRectSpan(_ p: Rect, _ r: CornerRadii, _ y: Double) -> (Double, Double)? {
        func inset(_ radius: Double, _ dy: Double) -> Double {
            guard radius > 0, dy > 0 else { return 0 }
            let d = min(dy, radius)
            return radius - (radius * radius - d * d).squareRoot()
        }
        let fromTop = { (radius: Double) in radius - (y - p.minY) }
        let fromBottom = { (radius: Double) in radius - (p.maxY - y) }
        let left = p.minX + max(inset(r.topLeft, fromTop(r.topLeft)), inset(r.bottomLeft, fromBottom(r.bottomLeft)))
        let right = p.maxX - max(inset(r.topRight, fromTop(r.topRight)), inset(r.bottomRight, fromBottom(r.bottomRight)))
        return left < right ? (left, right) : nil
    }
}

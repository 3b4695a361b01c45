import ListshotGeometry
import ListshotFiles

/// The anti-aliased coverage of an ellipse, computed in the ellipse's own pixel frame.
///
/// The frame's origin is the device pixel that holds the ellipse's top-left corner, so the
/// coverage depends on the ellipse's size and on where it sits *within* a pixel, never on
/// which pixel: two avatars of the same size on the same subpixel offset have the same
/// bytes, and ``EllipseCoverage/cache`` computes them once per process. Whether a mask
/// comes from the cache or is computed afresh (a large ellipse, or the cache just emptied),
/// it is the same function of the same numbers, so what is drawn never depends on what was
/// drawn before.
///
/// Each pixel row is sampled at ``SpanCoverage/subRows`` sub-scanlines, where the ellipse
/// covers one interval, exact to 1/256 of a pixel (``SpanCoverage``).
struct EllipseCoverage: Sendable {
    /// The ellipse's bounds in its own frame: `x` and `y` in `0 ..< 1`.
    let bounds: Rect
    /// Where the frame's origin is, in device pixels.
    let originX: Int, originY: Int
    /// The columns and rows that can be covered: `0 ..< columns` and `0 ..< rows` in the frame.
    let columns: Int, rows: Int

    /// The ellipse inscribed in `p` (device pixels), or `nil` when `p` is empty, not finite,
    /// or too far out for whole-pixel arithmetic (beyond ±2⁵¹ pixels).
    init?(inscribedIn p: Rect) {
        let limit = Double(1 << 51)
        guard p.width > 0, p.height > 0, abs(p.minX) < limit, abs(p.minY) < limit, abs(p.maxX) < limit, abs(p.maxY) < limit
        else { return nil }
        let left = p.minX.rounded(.down), top = p.minY.rounded(.down)
        bounds = Rect(x: p.minX - left, y: p.minY - top, width: p.width, height: p.height)
        originX = Int(left)
        originY = Int(top)
        columns = Int(bounds.maxX.rounded(.up))
        rows = Int(bounds.maxY.rounded(.up))
    }

    /// The pixels the mask covers, in device pixels.
    var pixelBounds: PixelRect { PixelRect(x: originX, y: originY, width: columns, height: rows) }

    /// The coverage (0…255) of `columnRange` × `rowRange` (frame pixels), row after row.
    func coverage(columns columnRange: Range<Int>, rows rowRange: Range<Int>) -> [UInt8] {
        let width = columnRange.count
        guard width > 0, !rowRange.isEmpty else { return [] }
        let rx = bounds.width / 2, ry = bounds.height / 2, cx = bounds.midX, cy = bounds.midY
        let n = SpanCoverage.subRows
        var acc = SpanCoverage(minColumn: columnRange.lowerBound, maxColumn: columnRange.upperBound)
        return [UInt8](unsafeUninitializedCapacity: width * rowRange.count) { out, initialized in
            var index = 0
            for row in rowRange {
                acc.reset()
                for s in 0..<n {
                    let y = Double(row) + (Double(s) + 0.5) / Double(n)
                    guard y >= bounds.minY, y < bounds.maxY else { continue }
                    let dy = (y - cy) / ry
                    let t = 1 - dy * dy
                    guard t > 0 else { continue }
                    let half = rx * t.squareRoot()
                    acc.add(left: cx - half, right: cx + half)
                }
                acc.resolve()
                for column in 0..<width {
                    out[index] = UInt8(truncatingIfNeeded: acc.coverage(at: column))
                    index += 1
                }
            }
            initialized = index
        }
    }

    // MARK: The cache

    /// A whole mask: `rows` rows of `columns` coverages.
    final class Mask: Sendable {
        let coverage: [UInt8]
        init(_ coverage: [UInt8]) { self.coverage = coverage }
    }

    /// What a cached mask was computed for: the frame bounds' bits.
    struct Key: Hashable, Sendable {
        let x: UInt64, y: UInt64, width: UInt64, height: UInt64
        init(_ r: Rect) {
            x = r.minX.bitPattern
            y = r.minY.bitPattern
            width = r.width.bitPattern
            height = r.height.bitPattern
        }
    }

    /// The largest mask kept, in pixels (a 256 × 256 px circle: an avatar at 3×, with room).
    static let maximumCachedPixels = 1 << 16
    /// The most masks kept; past it the cache empties and starts again.
    static let maximumCachedMasks = 256

    /// Masks by frame bounds, shared by every canvas and thread.
    static let cache = Lock<[Key: Mask]>([:])

    /// The whole mask, from the cache or computed (and cached); `nil` when it is larger
    /// than ``maximumCachedPixels``.
    func cachedMask() -> Mask? {
        guard columns * rows <= Self.maximumCachedPixels else { return nil }
        let key = Key(bounds)
        if let mask = Self.cache.withLock({ $0[key] }) { return mask }
        let mask = Mask(coverage(columns: 0..<columns, rows: 0..<rows))
        Self.cache.withLock { masks in
            if masks.count >= Self.maximumCachedMasks { masks.removeAll(keepingCapacity: true) }
            masks[key] = mask
        }
        return mask
    }
}

extension Canvas {
    /// Blends `color` over the ellipse's coverage within the clip (and its mask).
    mutating func fill(_ ellipse: EllipseCoverage, color: Color) {
        let src = PixelMath.premultiplied(color.withOpacity(state.opacity))
        guard UInt32(littleEndian: src) >> 24 > 0 else { return }
        let target = ellipse.pixelBounds.intersection(state.clip)
        guard !target.isEmpty else { return }
        let opaque = UInt32(littleEndian: src) >> 24 == 255
        // The whole mask when it is cached; otherwise just the part inside the clip.
        let coverage: [UInt8], area: PixelRect
        if let mask = ellipse.cachedMask() {
            coverage = mask.coverage
            area = ellipse.pixelBounds
        } else {
            coverage = ellipse.coverage(
                columns: (target.x - ellipse.originX)..<(target.maxX - ellipse.originX),
                rows: (target.y - ellipse.originY)..<(target.maxY - ellipse.originY))
            area = target
        }
        let clipMask = state.mask
        withMutablePixels { px, fbWidth in
            coverage.withUnsafeBufferPointer { c in
                guard let clipMask else {
                    for row in target.y..<target.maxY {
                        Self.blendSpan(
                            px.baseAddress! + row * fbWidth + target.x, mask: c.baseAddress! + (row - area.y) * area.width + (target.x - area.x),
                            count: target.width, source: src, opaque: opaque, zeroIsEmpty: true, fullIsSolid: opaque) { UInt32($0) }
                    }
                    return
                }
                clipMask.withRows { clipRow in
                    for row in target.y..<target.maxY {
                        let base = (row - area.y) * area.width - area.x
                        Self.blendRow(px, base: row * fbWidth, columns: target.x..<target.maxX, source: src, clip: clipRow(row), opaque: opaque) {
                            UInt32(c[base + $0])
                        }
                    }
                }
            }
        }
    }
}

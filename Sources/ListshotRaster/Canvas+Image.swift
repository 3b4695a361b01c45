import ListshotGeometry

extension Canvas {
    /// Draws `image` (premultiplied pixels) stretched over `rect` (in points).
    ///
    /// Pixels of the destination are covered whole: `rect` is snapped to device pixels.
    /// On an axis where the destination has at least half the image's pixels, each device
    /// pixel's centre is sampled bilinearly in 1/256-pixel fixed point, so a 1:1 draw at
    /// whole pixels copies the image exactly. On an axis shrunk more than 2×, each device
    /// pixel is instead the exact average of the image pixels under it (a box filter
    /// weighted by overlap to 1/256 pixel, in integers), so fine detail turns to its mean
    /// grey instead of aliasing.
    public mutating func draw(_ image: Framebuffer, in rect: Rect) {
        let p = pixelRect(for: rect)
        guard p.width > 0, p.height > 0, p.minX.isFinite, p.minY.isFinite, p.maxX.isFinite, p.maxY.isFinite else { return }
        let x0 = Int(p.minX.rounded()), y0 = Int(p.minY.rounded())
        let x1 = Int(p.maxX.rounded()), y1 = Int(p.maxY.rounded())
        draw(image, inPixels: PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// Draws `image` (premultiplied pixels) stretched over `rect`, in device pixels (the
    /// current translation is not applied): as ``draw(_:in:)`` does once it has snapped its
    /// rectangle to device pixels. Colour glyphs are drawn this way, placed by the text code.
    public mutating func draw(_ image: Framebuffer, inPixels rect: PixelRect) {
        guard rect.width > 0, rect.height > 0, image.width > 0, image.height > 0 else { return }
        let x0 = rect.x, y0 = rect.y, x1 = rect.maxX, y1 = rect.maxY
        let target = rect.intersection(clipBounds)
        guard !target.isEmpty else { return }
        let opacity = UInt32((min(max(self.opacity, 0), 1) * 255).rounded())
        guard opacity > 0 else { return }
        if image.width > 2 * (x1 - x0) || image.height > 2 * (y1 - y0) {
            return drawAreaAveraged(image, origin: (x0, y0), size: (x1 - x0, y1 - y0), target: target, opacity: opacity)
        }
        // Source position of a destination pixel centre, in 1/256 source pixels.
        let stepX = (image.width << 8) / max(1, x1 - x0), stepY = (image.height << 8) / max(1, y1 - y0)
        let imageWidth = image.width, imageHeight = image.height
        let src = image.pixels
        let clipMask = state.mask
        defer { withExtendedLifetime(clipMask) {} }
        withMutablePixels { px, fbWidth in
            src.withUnsafeBufferPointer { s in
                for row in target.y..<target.maxY {
                    let sy = max(0, (row - y0) * stepY + stepY / 2 - 128)
                    let syi = min(imageHeight - 1, sy >> 8), fy = UInt32(sy & 255)
                    let syn = min(imageHeight - 1, syi + 1)
                    let clipRow = clipMask?.row(row)
                    for column in target.x..<target.maxX {
                        let sx = max(0, (column - x0) * stepX + stepX / 2 - 128)
                        let sxi = min(imageWidth - 1, sx >> 8), fx = UInt32(sx & 255)
                        let sxn = min(imageWidth - 1, sxi + 1)
                        let top = Self.lerp(s[syi * imageWidth + sxi], s[syi * imageWidth + sxn], fx)
                        let bottom = Self.lerp(s[syn * imageWidth + sxi], s[syn * imageWidth + sxn], fx)
                        Self.composite(Self.lerp(top, bottom, fy), opacity: opacity, clipRow: clipRow, column: column,
                                       into: px, at: row * fbWidth + column)
                    }
                }
            }
        }
    }

    /// Linear interpolation between two premultiplied pixels, `t` in 0…256.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        if t == 0 { return a }
        let a = UInt32(littleEndian: a), b = UInt32(littleEndian: b)
        var out: UInt32 = 0
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
            let ca = (a >> shift) & 0xFF, cb = (b >> shift) & 0xFF
            let c = (ca * (256 - t) + cb * t + 128) >> 8
            out |= c << shift
        }
        return out.littleEndian
    }

    /// Draws `image` over `size` device pixels at `origin`, resampled separably: box
    /// averages on axes shrunk more than 2×, bilinear (as `draw(_:in:)`) on the others.
    /// Image rows are filtered horizontally into 1/256-level precision, then columns
    /// vertically; only the image rows under `target` are read, through a ring of rows.
    private mutating func drawAreaAveraged(
        _ image: Framebuffer, origin: (x: Int, y: Int), size: (width: Int, height: Int), target: PixelRect, opacity: UInt32
    ) {
        let columns = ResamplingTaps(
            source: image.width, destination: size.width, visible: (target.x - origin.x)..<(target.maxX - origin.x))
        let rows = ResamplingTaps(
            source: image.height, destination: size.height, visible: (target.y - origin.y)..<(target.maxY - origin.y))
        let count = target.width, imageWidth = image.width
        let clipMask = state.mask
        defer { withExtendedLifetime(clipMask) {} }
        // Horizontally filtered rows: per pixel two words, red | blue << 32 and green |
        // alpha << 32, each channel in 1/256 levels (0…65_280).
        let ringSize = rows.maximumTaps
        let ring = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: ringSize * count * 2)
        let sums = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: count * 2)
        defer {
            ring.deallocate()
            sums.deallocate()
        }
        var nextRow = 0
        image.pixels.withUnsafeBufferPointer { s in
            columns.withTaps { firsts, offsets, weights in
                /// Filters image row `r` into its slot of the ring.
                func filter(_ r: Int) {
                    let out = (r % ringSize) * count * 2
                    let rowStart = r * imageWidth
                    for k in 0..<count {
                        var rb: UInt64 = 0, ga: UInt64 = 0
                        var j = rowStart + firsts[k]
                        for t in offsets[k]..<offsets[k + 1] {
                            let v = UInt64(UInt32(littleEndian: s[j]))
                            let w = UInt64(weights[t])
                            rb &+= w &* ((v & 0xFF) | (v & 0xFF_0000) << 16)
                            ga &+= w &* (((v >> 8) & 0xFF) | (v >> 24) << 32)
                            j += 1
                        }
                        // Weights sum to 65_536: to 1/256 levels with a shift.
                        ring[out + 2 * k] = ((rb &+ 0x80_0000_0080) >> 8) & 0xFFFF_0000_FFFF
                        ring[out + 2 * k + 1] = ((ga &+ 0x80_0000_0080) >> 8) & 0xFFFF_0000_FFFF
                    }
                }
                rows.withTaps { rowFirsts, rowOffsets, rowWeights in
                    withMutablePixels { px, fbWidth in
                        for i in 0..<target.height {
                            let first = rowFirsts[i], taps = rowOffsets[i + 1] - rowOffsets[i]
                            nextRow = max(nextRow, first)
                            while nextRow < first + taps {
                                filter(nextRow)
                                nextRow += 1
                            }
                            let row = target.y + i
                            let clipRow = clipMask?.row(row)
                            sums.update(repeating: 0)
                            for t in 0..<taps {
                                let slot = ((first + t) % ringSize) * count * 2
                                let w = UInt64(rowWeights[rowOffsets[i] + t])
                                for k in 0..<(2 * count) { sums[k] &+= w &* ring[slot + k] }
                            }
                            for k in 0..<count {
                                let rb = sums[2 * k], ga = sums[2 * k + 1]
                                // 65_536 × 256 levels per channel; each lane stays below 2³².
                                let r = UInt32(truncatingIfNeeded: ((rb & 0xFFFF_FFFF) + 0x80_0000) >> 24)
                                let b = UInt32(truncatingIfNeeded: ((rb >> 32) + 0x80_0000) >> 24)
                                let g = UInt32(truncatingIfNeeded: ((ga & 0xFFFF_FFFF) + 0x80_0000) >> 24)
                                let a = UInt32(truncatingIfNeeded: ((ga >> 32) + 0x80_0000) >> 24)
                                let column = target.x + k
                                Self.composite(PixelMath.pack(r, g, b, a), opacity: opacity, clipRow: clipRow, column: column,
                                               into: px, at: row * fbWidth + column)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Blends one image pixel over the framebuffer: scaled by the opacity and by the
    /// rounded clip's coverage at `column`, if a rounded clip is active.
    @inline(__always)
    static func composite(
        _ pixel: UInt32, opacity: UInt32, clipRow: ClipMask.Row?, column: Int,
        into px: UnsafeMutableBufferPointer<UInt32>, at index: Int
    ) {
        var pixel = pixel
        if opacity < 255 { pixel = PixelMath.scale(pixel, by: opacity) }
        if let clipRow {
            let m = UInt32(clipRow[column])
            if m == 0 { return }
            if m < 255 { pixel = PixelMath.scale(pixel, by: m) }
        }
        px[index] = PixelMath.sourceOver(pixel, onto: px[index])
    }
}

/// Which source pixels make each destination pixel along one axis, and their weights,
/// which always sum to 65_536.
///
/// Shrunk more than 2×: destination pixel `i` covers source `[i·S/D, (i+1)·S/D)`, its
/// edges rounded to 1/256 pixel, and each source pixel weighs its overlap, scaled to the
/// sum by rounding the running total (so no weight is lost or negative). Otherwise: the
/// two neighbours of the sample at the pixel's centre, weighed bilinearly (256 − f, f)
/// × 256, placed exactly as the bilinear path of `Canvas.draw(_:in:)` places it.
struct ResamplingTaps {
    private var firsts: [Int] = []
    private var offsets: [Int] = [0]
    private var weights: [UInt32] = []
    /// The most source pixels any destination pixel reads.
    private(set) var maximumTaps = 1

    init(source: Int, destination: Int, visible: Range<Int>) {
        let d = max(1, destination)
        if source > 2 * d {
            func edge(_ i: Int) -> Int { (i * source * 512 + d) / (2 * d) }  // 1/256 px, rounded
            for i in visible {
                let lo = edge(i), hi = edge(i + 1), total = hi - lo
                firsts.append(lo >> 8)
                var running = 0, placed = 0
                for j in (lo >> 8)...((hi - 1) >> 8) {
                    running += min(hi, (j + 1) << 8) - max(lo, j << 8)
                    let upTo = (running * 65_536 + total / 2) / total
                    weights.append(UInt32(upTo - placed))
                    placed = upTo
                }
                offsets.append(weights.count)
                maximumTaps = max(maximumTaps, offsets[offsets.count - 1] - offsets[offsets.count - 2])
            }
        } else {
            let step = (source << 8) / d
            for i in visible {
                let s = max(0, i * step + step / 2 - 128)
                let si = min(source - 1, s >> 8), f = s & 255
                let sn = min(source - 1, si + 1)
                firsts.append(si)
                if f == 0 || sn == si {
                    weights.append(65_536)
                } else {
                    weights.append(UInt32(256 - f) << 8)
                    weights.append(UInt32(f) << 8)
                    maximumTaps = 2
                }
                offsets.append(weights.count)
            }
        }
    }

    /// Runs `body(firsts, offsets, weights)`: visible pixel `k` reads source pixels
    /// `firsts[k]…` with `weights[offsets[k]..<offsets[k + 1]]`.
    func withTaps<R>(
        _ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<UInt32>) -> R
    ) -> R {
        firsts.withUnsafeBufferPointer { f in
            offsets.withUnsafeBufferPointer { o in weights.withUnsafeBufferPointer { w in body(f, o, w) } }
        }
    }
}

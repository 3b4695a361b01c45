extension Canvas {
    /// Blends premultiplied `src` over pixels `base + column` for each column of one row,
    /// each at the coverage `coverage(column)` gives (0…255) — multiplied by the clip mask's
    /// coverage of that column when a rounded clip is active. The one loop every
    /// coverage-based primitive (masks, rectangles under a clip, shapes, paths) ends in, so
    /// that they blend, skip and round alike.
    ///
    /// - Parameter opaque: `src` is opaque, so a fully covered pixel is `src` itself (the
    ///   same result as blending it, without the arithmetic).
    @inline(__always)
    static func blendRow(
        _ px: UnsafeMutableBufferPointer<UInt32>, base: Int, columns: Range<Int>, source src: UInt32,
        clip: ClipMask.Row?, opaque: Bool = false, coverage: (Int) -> UInt32
    ) {
        if let clip {
            for column in columns {
                let m = UInt32(clip[column])
                if m == 0 { continue }
                blendPixel(px, at: base + column, source: src, coverage: PixelMath.div255(coverage(column) * m), opaque: false)
            }
        } else {
            for column in columns {
                blendPixel(px, at: base + column, source: src, coverage: coverage(column), opaque: opaque)
            }
        }
    }

    /// `src` at `coverage` (0…255) over the pixel at `index`; nothing for 0.
    @inline(__always)
    static func blendPixel(_ px: UnsafeMutableBufferPointer<UInt32>, at index: Int, source src: UInt32, coverage cov: UInt32, opaque: Bool) {
        if cov == 0 { return }
        if cov == 255 {
            px[index] = opaque ? src : PixelMath.sourceOver(src, onto: px[index])
        } else {
            px[index] = PixelMath.sourceOver(PixelMath.scale(src, by: cov), onto: px[index])
        }
    }
}

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

extension Canvas {
    /// Blends `src` over the `count` pixels from `dst`, pixel `i` at the coverage
    /// `map(mask[i])` (0…255): what ``blendRow(_:base:columns:source:clip:opaque:coverage:)``
    /// does without a clip mask, on raw pointers, eight mask bytes at a time where they are
    /// all 0 (nothing to do) or, for an opaque source, all 255 (the source itself).
    ///
    /// - Parameters:
    ///   - zeroIsEmpty: `map(0) == 0`, so a run of zero bytes can be skipped.
    ///   - fullIsSolid: `src` is opaque and `map(255) == 255`, so a run of 255s is `src`.
    @inline(__always)
    static func blendSpan(
        _ dst: UnsafeMutablePointer<UInt32>, mask: UnsafePointer<UInt8>, count: Int, source src: UInt32, opaque: Bool,
        zeroIsEmpty: Bool, fullIsSolid: Bool, map: (UInt8) -> UInt32
    ) {
        var i = 0
        while i &+ 8 <= count {
            let word = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt64.self)
            if word == 0 && zeroIsEmpty {
                i &+= 8
                continue
            }
            if word == ~0 && fullIsSolid {
                (dst + i).update(repeating: src, count: 8)
                i &+= 8
                continue
            }
            // Little-endian: byte k of the word is mask[i + k].
            for k in 0..<8 {
                blendPixel(dst + (i &+ k), source: src, coverage: map(UInt8(truncatingIfNeeded: word &>> UInt64(k &* 8))), opaque: opaque)
            }
            i &+= 8
        }
        while i < count {
            blendPixel(dst + i, source: src, coverage: map(mask[i]), opaque: opaque)
            i &+= 1
        }
    }

    /// `src` at `coverage` (0…255) over the pixel at `pixel`; nothing for 0.
    @inline(__always)
    static func blendPixel(_ pixel: UnsafeMutablePointer<UInt32>, source src: UInt32, coverage cov: UInt32, opaque: Bool) {
        if cov == 0 { return }
        if cov == 255 {
            pixel.pointee = opaque ? src : PixelMath.sourceOver(src, onto: pixel.pointee)
        } else {
            pixel.pointee = PixelMath.sourceOverOpaqueWhiteFast(PixelMath.scale(src, by: cov), onto: pixel.pointee)
        }
    }
}

/// A colour premultiplied and scaled to each of the 256 coverages of a mask (each first
/// mapped through a table), at one opacity: see ``Canvas/maskColors(_:through:)``.
public struct MaskColors: Sendable {
    let color: Color
    let opacity: Double
    /// The coverage table, 256 entries; `nil` for coverage as it is.
    let table: [UInt8]?
    /// The colour at full opacity of the canvas: `color` at `opacity`, premultiplied.
    let source: UInt32
    /// `values[m]`: `source` at coverage `table[m]`, as blending scales it (0 for none).
    let values: [UInt32]

    init(color: Color, opacity: Double, table: [UInt8]?) {
        precondition(table.map { $0.count == 256 } ?? true, "a coverage table has 256 entries")
        self.color = color
        self.opacity = opacity
        self.table = table
        let src = PixelMath.premultiplied(color.withOpacity(opacity))
        source = src
        values = [UInt32](unsafeUninitializedCapacity: 256) { out, count in
            for m in 0..<256 { out[m] = m == 255 ? src : PixelMath.scale(src, by: UInt32(m)) }
            if let table {
                // Coverage 255 is the source itself, whatever byte maps to it.
                let scaled = [UInt32](out)
                for m in 0..<256 { out[m] = scaled[Int(table[m])] }
            }
            count = 256
        }
    }

    /// True when these are `color`'s at `opacity` through `table` (the same array, or equal).
    func match(_ color: Color, opacity: Double, table: [UInt8]?) -> Bool {
        self.color == color && self.opacity == opacity && self.table == table
    }
}

extension Canvas {
    /// Blends the `count` pixels from `dst` over `mask` in `colors` (256 premultiplied
    /// colours, one per mask byte), eight mask bytes at a time where they are all 0 or
    /// all 255. Pixel `i` becomes `colors[mask[i]]` source-over what it was: the same as
    /// ``blendPixel(_:source:coverage:opaque:)`` at the coverage that colour was made for.
    ///
    /// - Parameters:
    ///   - zeroIsEmpty: `colors[0] == 0`, so a run of zero bytes can be skipped.
    ///   - full: `colors[255]` when it is opaque, so a run of 255s is that colour.
    @inline(__always)
    static func blendSpan(
        _ dst: UnsafeMutablePointer<UInt32>, mask: UnsafePointer<UInt8>, count: Int, colors: UnsafePointer<UInt32>,
        zeroIsEmpty: Bool, full: UInt32?
    ) {
        @inline(__always) func blend(_ pixel: UnsafeMutablePointer<UInt32>, _ byte: UInt8) {
            let value = colors[Int(byte)]
            // `sourceOver` of nothing is the pixel itself.
            if value != 0 { pixel.pointee = PixelMath.sourceOverOpaqueWhiteFast(value, onto: pixel.pointee) }
        }
        var i = 0
        while i &+ 8 <= count {
            let word = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt64.self)
            if word == 0 && zeroIsEmpty {
                i &+= 8
                continue
            }
            if word == ~0, let full {
                (dst + i).update(repeating: full, count: 8)
                i &+= 8
                continue
            }
            for k in 0..<8 { blend(dst + (i &+ k), UInt8(truncatingIfNeeded: word &>> UInt64(k &* 8))) }
            i &+= 8
        }
        while i < count {
            blend(dst + i, mask[i])
            i &+= 1
        }
    }
}

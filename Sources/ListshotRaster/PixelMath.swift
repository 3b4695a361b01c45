/// Exact integer helpers for 8-bit premultiplied compositing.
///
/// All blending goes through these, in integers only, so the same inputs give
/// the same bytes on every machine and thread count.
@usableFromInline
enum PixelMath {
    /// `x / 255` rounded to nearest, exact for every `x` in 0…65_025.
    @inlinable @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Packs straight RGBA into one premultiplied little-endian pixel.
    @inlinable
    static func premultiplied(_ c: Color) -> UInt32 {
        let a = UInt32(c.alpha)
        let r = div255(UInt32(c.red) * a), g = div255(UInt32(c.green) * a), b = div255(UInt32(c.blue) * a)
        return pack(r, g, b, a)
    }

    @inlinable @inline(__always)
    static func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        (r | g << 8 | b << 16 | a << 24).littleEndian
    }

    /// Scales every channel of a premultiplied pixel by `coverage` / 255.
    @inlinable @inline(__always)
    static func scale(_ pixel: UInt32, by coverage: UInt32) -> UInt32 {
        let p = UInt32(littleEndian: pixel)
        let rb = p & 0x00FF_00FF, ga = (p >> 8) & 0x00FF_00FF
        // Two channels at once: each 16-bit lane holds channel × coverage ≤ 65_025.
        let rbScaled = div255Lanes(rb &* coverage), gaScaled = div255Lanes(ga &* coverage)
        return (rbScaled | gaScaled << 8).littleEndian
    }

    @inlinable @inline(__always)
    static func div255Lanes(_ x: UInt32) -> UInt32 {
        let t = x &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// ``sourceOver(_:onto:)``, with its result over opaque white (the most common
    /// background: text on a white table) found without multiplying: every channel of
    /// white scaled by `255 − alpha` is `255 − alpha` exactly.
    @inlinable @inline(__always)
    static func sourceOverOpaqueWhiteFast(_ src: UInt32, onto dst: UInt32) -> UInt32 {
        guard dst == UInt32.max else { return sourceOver(src, onto: dst) }
        let sa = UInt32(littleEndian: src) >> 24
        return (UInt32(littleEndian: src) &+ (255 &- sa) &* 0x0101_0101).littleEndian
    }

    /// Porter-Duff source-over of premultiplied `src` onto premultiplied `dst`.
    @inlinable @inline(__always)
    static func sourceOver(_ src: UInt32, onto dst: UInt32) -> UInt32 {
        let sa = UInt32(littleEndian: src) >> 24
        if sa == 255 { return src }
        if sa == 0 { return dst }
        let kept = scale(dst, by: 255 - sa)
        return (UInt32(littleEndian: src) &+ UInt32(littleEndian: kept)).littleEndian
    }
}

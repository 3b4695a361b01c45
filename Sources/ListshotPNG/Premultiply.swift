/// From PNG's straight alpha to the framebuffer's premultiplied pixels, in exact integer
/// arithmetic: `div255(c × a)` (rounded to nearest), as the rasterizer does.
///
/// The encoder's inverse, `c × 255 / a` rounded to nearest (0, 0, 0, 0 when a = 0), lives
/// in CListshotPNG (`lspng_scanlines.c`). For every premultiplied pixel the rasterizer can
/// produce (c ≤ a), un-premultiplying then premultiplying gives back the same bytes.
enum Premultiply {
    /// `x / 255` rounded to nearest in each 16-bit lane (lanes hold at most 65_025).
    @inline(__always)
    static func div255Lanes(_ x: UInt32) -> UInt32 {
        let t = x &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Straight RGBA8 bytes (`count` pixels) to premultiplied little-endian pixels.
    static func premultiplied(straightRGBA source: UnsafePointer<UInt8>, count: Int) -> [UInt32] {
        let raw = UnsafeRawPointer(source)
        return [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
            for i in 0..<count {
                let stored = raw.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                let v = UInt32(littleEndian: stored)
                let a = v >> 24
                if a == 255 {
                    out[i] = stored
                } else if a == 0 {
                    out[i] = 0
                } else {
                    let rb = div255Lanes((v & 0x00FF_00FF) &* a)
                    let g = div255Lanes(((v >> 8) & 0xFF) &* a)
                    out[i] = (rb | g << 8 | a << 24).littleEndian
                }
            }
            initialized = count
        }
    }
}

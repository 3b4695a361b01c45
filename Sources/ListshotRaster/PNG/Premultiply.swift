import CListshotPNG

/// From PNG's straight alpha to the framebuffer's premultiplied pixels, in exact integer
/// arithmetic: `div255(c × a)` (rounded to nearest), as the rasterizer does.
///
/// The loop is CListshotPNG's (`lspng_premultiply`), which also holds the encoder's inverse,
/// `c × 255 / a` rounded to nearest (0, 0, 0, 0 when a = 0): in C because tests decode a
/// golden at every check, in debug builds. For every premultiplied pixel the rasterizer can
/// produce (c ≤ a), un-premultiplying then premultiplying gives back the same bytes.
enum Premultiply {
    /// Straight RGBA8 bytes (`count` pixels) to premultiplied little-endian pixels.
    static func premultiplied(straightRGBA source: UnsafePointer<UInt8>, count: Int) -> [UInt32] {
        [UInt32](unsafeUninitializedCapacity: count) { out, initialized in
            lspng_premultiply(source, out.baseAddress, count)
            initialized = count
        }
    }
}

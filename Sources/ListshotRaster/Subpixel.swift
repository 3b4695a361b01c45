/// The 1/256-pixel grid that rectangle coverage is computed on: edges are snapped to it,
/// so a pixel's covered area is exact integer arithmetic and the same on every machine.
enum Subpixel {
    /// `v` (device pixels) clamped into `lo…hi` and put on the grid: 1/256 pixel, rounded
    /// to nearest.
    @inline(__always)
    static func fixed(_ v: Double, clampedTo lo: Int, _ hi: Int) -> Int {
        Int((min(max(v, Double(lo)), Double(hi)) * 256).rounded())
    }

    /// How much of pixel `index` lies inside `[lo, hi)` (both on the grid): 0…256.
    @inline(__always)
    static func coverage(ofPixel index: Int, from lo: Int, to hi: Int) -> Int {
        max(0, min(hi, (index + 1) << 8) - max(lo, index << 8))
    }

    /// An area of 0…65_536 grid squares (a whole pixel) as 8-bit coverage, rounded to nearest.
    @inline(__always)
    static func coverage8(area: Int) -> UInt32 {
        UInt32((area * 255 + 32_768) >> 16)
    }
}

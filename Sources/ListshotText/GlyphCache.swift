/// An 8-bit coverage mask for one glyph, placed relative to the pen's device pixel.
struct GlyphMask: Sendable {
    /// Columns and rows of coverage; `coverage` holds `height` rows of `width` bytes.
    let width: Int
    let height: Int
    /// Columns from the pen's pixel to the mask's left edge (FreeType's `bitmap_left`).
    let left: Int
    /// Rows from the baseline up to the mask's top edge (FreeType's `bitmap_top`).
    let top: Int
    let coverage: [UInt8]

    /// A glyph that draws nothing, such as a space.
    static let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [])

    var isEmpty: Bool { width == 0 || height == 0 }
}

/// What a cached mask was rendered for.
struct GlyphKey: Hashable, Sendable {
    /// The glyph's index in its face.
    let glyph: UInt32
    /// The pixel size (em in device pixels) in 26.6 fixed point.
    let pixelSize: Int
    /// The horizontal subpixel bin: the outline was shifted right by `bin` quarters of a pixel.
    let bin: Int
}

/// Rendered glyph masks of one face, bounded in entries and bytes.
///
/// When either bound would be exceeded the cache is emptied and starts again; masks are
/// rendered deterministically, so what is drawn never depends on what the cache held.
/// Not thread-safe on its own: ``FontFace`` keeps it behind its lock.
struct GlyphCache {
    /// The most masks kept.
    static let maximumEntries = 4096
    /// The most coverage bytes kept.
    static let maximumBytes = 32 << 20

    private var masks: [GlyphKey: GlyphMask] = [:]
    private var byteCount = 0

    /// How many masks are cached.
    var count: Int { masks.count }

    subscript(key: GlyphKey) -> GlyphMask? { masks[key] }

    /// Caches `mask` for `key`, first emptying the cache if it is full.
    mutating func insert(_ mask: GlyphMask, for key: GlyphKey) {
        let bytes = mask.coverage.count
        if masks.count >= Self.maximumEntries || byteCount + bytes > Self.maximumBytes {
            masks.removeAll(keepingCapacity: true)
            byteCount = 0
        }
        guard bytes <= Self.maximumBytes else { return }
        masks[key] = mask
        byteCount += bytes
    }
}

internal import CFreeType
import ListshotRaster

/// The bitmap strike a colour font's glyphs are taken from: its index among the face's fixed
/// sizes and its size, in whole pixels per em.
struct ColorStrike: Hashable, Sendable {
    let index: Int
    let pixelsPerEm: Int
}

/// One colour glyph as its font stores it, at the strike's size.
struct ColorGlyph: Sendable {
    /// The glyph's pixels: premultiplied RGBA, as images are held.
    let image: Framebuffer
    /// Strike pixels from the pen to the image's left edge (FreeType's `bitmap_left`).
    let left: Int
    /// Strike pixels from the baseline up to the image's top edge (FreeType's `bitmap_top`).
    let top: Int
}

/// Decoded colour glyphs of one face, by glyph index, bounded in entries and bytes.
///
/// When either bound would be exceeded the cache is emptied and starts again; glyphs decode
/// deterministically, so what is drawn never depends on what the cache held. Scaling is not
/// cached: each glyph is drawn as an image, resampled to its place as images are.
/// Not thread-safe on its own: ``FontFace`` keeps it behind its lock.
struct ColorGlyphCache {
    /// The most glyphs kept.
    static let maximumEntries = 1024
    /// The most pixel bytes kept.
    static let maximumBytes = 32 << 20

    private var glyphs: [UInt32: ColorGlyph?] = [:]
    private var byteCount = 0

    /// The cached glyph: `.some(nil)` when it is known to draw nothing, `nil` when not cached.
    subscript(glyph: UInt32) -> ColorGlyph?? { glyphs[glyph] }

    /// Caches `value` for `glyph`, first emptying the cache if it is full.
    mutating func insert(_ value: ColorGlyph?, for glyph: UInt32) {
        let bytes = value.map { $0.image.width * $0.image.height * 4 } ?? 0
        if glyphs.count >= Self.maximumEntries || byteCount + bytes > Self.maximumBytes {
            glyphs.removeAll(keepingCapacity: true)
            byteCount = 0
        }
        guard bytes <= Self.maximumBytes else { return }
        glyphs[glyph] = .some(value)
        byteCount += bytes
    }
}

extension FreeTypeFace {
    /// The largest bitmap strike of a colour bitmap font (CBDT or sbix), `nil` for an outline font.
    var colorStrike: ColorStrike? {
        let record = face.pointee
        guard record.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0, record.num_fixed_sizes > 0,
            let sizes = record.available_sizes
        else { return nil }
        var best: ColorStrike?
        for index in 0..<Int(record.num_fixed_sizes) {
            let pixels = Int((sizes[index].y_ppem + 32) >> 6)  // 26.6 to whole pixels
            if pixels > (best?.pixelsPerEm ?? 0) { best = ColorStrike(index: index, pixelsPerEm: pixels) }
        }
        return best
    }

    /// `glyph` from `strike` as a premultiplied RGBA image, loaded with `FT_LOAD_COLOR`
    /// (FreeType gives premultiplied BGRA); `nil` when the glyph has no colour bitmap.
    func renderColorGlyph(_ glyph: UInt32, strike: ColorStrike) -> ColorGlyph? {
        guard FT_Select_Size(face, FT_Int(strike.index)) == 0,
            FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph
        else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, rows > 0, let buffer = bitmap.buffer,
            bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
        else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * rows)
        pixels.withUnsafeMutableBufferPointer { out in
            for row in 0..<rows {
                // A negative pitch means the rows are stored bottom-up.
                let source = buffer + (pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch)
                for column in 0..<width {
                    let b = UInt32(source[4 * column]), g = UInt32(source[4 * column + 1])
                    let r = UInt32(source[4 * column + 2]), a = UInt32(source[4 * column + 3])
                    out[row * width + column] = (r | g << 8 | b << 16 | a << 24).littleEndian
                }
            }
        }
        guard let image = try? Framebuffer(width: width, height: rows, premultipliedPixels: pixels) else { return nil }
        return ColorGlyph(image: image, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }
}

extension FontFace.State {
    /// The colour bitmap of `glyph` in `strike`, decoded and cached on first use.
    mutating func colorGlyph(_ glyph: UInt32, strike: ColorStrike) -> ColorGlyph? {
        if let cached = colorGlyphs[glyph] { return cached }
        let value = freeType.renderColorGlyph(glyph, strike: strike)
        colorGlyphs.insert(value, for: glyph)
        return value
    }
}

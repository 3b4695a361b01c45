internal import CHarfBuzz

/// A HarfBuzz font over a font file, scaled so that positions come out in font units.
///
/// Made from the file's bytes (`hb_blob` → `hb_face` → `hb_font`) with HarfBuzz's own
/// OpenType functions, not through FreeType (`hb-ft`): advances come straight from the
/// font's `hmtx` table, unhinted, and no call touches the `FT_Face`, so shaping needs no
/// lock and never waits for glyph rendering. The font is made immutable after it is set
/// up; HarfBuzz supports shaping with one immutable font from many threads at once.
final class HarfBuzzFont: @unchecked Sendable {
    private let font: OpaquePointer

    /// The font in the file at `path` (its first face), scaled to `unitsPerEm`.
    init(path: String, unitsPerEm: Int) throws(FontError) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw FontError(path: path, reason: "HarfBuzz cannot read it")
        }
        defer { hb_blob_destroy(blob) }
        let face = hb_face_create(blob, 0)
        defer { hb_face_destroy(face) }
        guard let face, hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else {
            throw FontError(path: path, reason: "HarfBuzz finds no glyphs in it")
        }
        let scale = Int32(clamping: unitsPerEm)
        hb_font_set_scale(font, scale, scale)
        hb_font_make_immutable(font)
        self.font = font
    }

    deinit { hb_font_destroy(font) }

    /// The glyph the font's character map gives `scalar`, 0 when it has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 ? glyph : 0
    }

    /// The Unicode script of `scalar` as HarfBuzz knows it (an ISO 15924 tag); `nil` for
    /// Common, Inherited and Unknown, which take the script of the text around them.
    static func script(of scalar: Unicode.Scalar) -> UInt32? {
        let script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value)
        switch script {
        case HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED, HB_SCRIPT_UNKNOWN, HB_SCRIPT_INVALID: return nil
        default: return script.rawValue
        }
    }

    /// A positioned glyph as HarfBuzz gives it, in font units; `cluster` is a UTF-8 offset.
    struct Glyph {
        var glyph: UInt32
        var cluster: Int
        var xAdvance: Int32
        var xOffset: Int32
        var yOffset: Int32
    }

    /// Shapes `utf8[range]` with the rest of `utf8` as context, with the font's default
    /// features (kerning, standard ligatures, marks…), script and language guessed from the
    /// text, and the direction given (`rightToLeft`: HarfBuzz mirrors brackets and joins
    /// Arabic from right to left) or, when `nil`, guessed from the script. Glyphs come in
    /// visual order, left to right; clusters are offsets into `utf8`.
    func shape(_ utf8: [UInt8], range: Range<Int>, rightToLeft: Bool? = nil) -> [Glyph] {
        guard !range.isEmpty, let buffer = hb_buffer_create() else { return [] }
        ShapingMeter.current?.record(bytes: range.count)
        defer { hb_buffer_destroy(buffer) }
        var flags = HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES.rawValue
        if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if range.upperBound == utf8.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { text in
                hb_buffer_add_utf8(
                    buffer, text.baseAddress, Int32(utf8.count), UInt32(range.lowerBound), Int32(range.count))
            }
        }
        if let rightToLeft { hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR) }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { index in
            Glyph(
                glyph: infos[index].codepoint, cluster: Int(infos[index].cluster),
                xAdvance: positions[index].x_advance, xOffset: positions[index].x_offset,
                yOffset: positions[index].y_offset)
        }
    }
}

internal import CFreeType

extension FreeTypeFace {
    /// Subpixel bins per device pixel horizontally; bin `b` shifts the outline right by `b / 4` px.
    static let subpixelBins = 4

    /// Sets the em size to `pixelSize` device pixels in 26.6 fixed point; false if FreeType refuses.
    func setPixelSize(_ pixelSize: Int) -> Bool {
        FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize), 72, 72) == 0
    }

    /// Renders `glyph` unhinted at the current size, shifted right by `bin` quarter pixels,
    /// as 8-bit anti-aliased coverage. A glyph FreeType cannot load or render draws nothing.
    func renderMask(glyph: UInt32, bin: Int) -> GlyphMask {
        let flags = FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
            slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return .empty }
        let shift = FT_Pos(bin * 64 / Self.subpixelBins)  // 26.6
        if shift != 0 { FT_Outline_Translate(&slot.pointee.outline, shift, 0) }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, rows > 0, let buffer = bitmap.buffer,
            bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
        else { return .empty }
        var coverage = [UInt8](repeating: 0, count: width * rows)
        coverage.withUnsafeMutableBufferPointer { out in
            for row in 0..<rows {
                // A negative pitch means the rows are stored bottom-up.
                let source = buffer + (pitch >= 0 ? row * pitch : (rows - 1 - row) * -pitch)
                for column in 0..<width { out[row * width + column] = source[column] }
            }
        }
        return GlyphMask(
            width: width, height: rows, left: Int(slot.pointee.bitmap_left),
            top: Int(slot.pointee.bitmap_top), coverage: coverage)
    }
}

internal import CFreeType

/// A face's vertical metrics and bounding box, in font units.
struct FaceMetrics {
    var unitsPerEm: Int
    /// Typographic ascender, descender (negative) and line height (ascender − descender +
    /// line gap).
    var ascender: Int
    var descender: Int
    var lineHeight: Int
    /// The union of all glyphs' bounding boxes (y up).
    var boundingBox: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)
}

extension FreeTypeFace {
    /// The face's weight class from its OS/2 table (400 regular, 600 semibold, 700 bold);
    /// 400 when the font has no OS/2 table.
    var weightClass: Int {
        guard let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee else { return 400 }
        return Int(os2.usWeightClass)
    }
}

extension FreeTypeFace {
    /// The face's metrics as FreeType reports them for an outline font; for a colour bitmap
    /// font, for which FreeType reports none (it sees only pixel strikes), from the font's
    /// own `head` and `hhea` tables, which is what FreeType reads for an outline font too.
    var metrics: FaceMetrics {
        let record = face.pointee
        if record.units_per_EM > 0 {
            return FaceMetrics(
                unitsPerEm: Int(record.units_per_EM), ascender: Int(record.ascender),
                descender: Int(record.descender), lineHeight: Int(record.height),
                boundingBox: (Int(record.bbox.xMin), Int(record.bbox.yMin), Int(record.bbox.xMax), Int(record.bbox.yMax)))
        }
        guard let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee,
            let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        else { return FaceMetrics(unitsPerEm: 0, ascender: 0, descender: 0, lineHeight: 0, boundingBox: (0, 0, 0, 0)) }
        let ascender = Int(hhea.Ascender), descender = Int(hhea.Descender)
        return FaceMetrics(
            unitsPerEm: Int(head.Units_Per_EM), ascender: ascender, descender: descender,
            lineHeight: ascender - descender + Int(hhea.Line_Gap),
            boundingBox: (Int(head.xMin), Int(head.yMin), Int(head.xMax), Int(head.yMax)))
    }
}

/// One positioned glyph of a ``ShapedLine``, in font units.
///
/// Font units (integers, `unitsPerEm` to the em) keep positions exact and independent of
/// the size and scale a line is drawn at; they are also what a shaper such as HarfBuzz
/// reports when its scale is set to the face's units per em.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph's index in the face (0 is `.notdef`).
    public var glyph: UInt32
    /// How far the pen moves after this glyph.
    public var advance: Int32
    /// How far right of the pen the glyph is drawn.
    public var offset: Int32

    /// A glyph with its advance and horizontal offset in font units.
    public init(glyph: UInt32, advance: Int32, offset: Int32 = 0) {
        self.glyph = glyph
        self.advance = advance
        self.offset = offset
    }
}

/// One line of text turned into positioned glyphs of one font: what drawing consumes.
public struct ShapedLine: Hashable, Sendable {
    /// The font the glyphs belong to.
    public let font: Font
    /// The glyphs in visual order, left to right.
    public let glyphs: [ShapedGlyph]

    /// A line of `glyphs` in `font`.
    public init(font: Font, glyphs: [ShapedGlyph]) {
        self.font = font
        self.glyphs = glyphs
    }

    /// The sum of the advances, in font units.
    public var advanceUnits: Int { glyphs.reduce(0) { $0 + Int($1.advance) } }

    /// The advance width of the line, in points.
    public var width: Double { font.points(fromUnits: advanceUnits) }
}

/// Turns text into glyphs.
///
/// For now this is the simple mapping: each Unicode scalar through the face's character
/// map, advancing by the glyph's unhinted advance, plus the legacy `kern` table when the
/// face has one. A real shaper (HarfBuzz) and font fallback can replace `shape` without
/// changing how lines are measured or drawn.
public enum Shaper {
    /// `text` as a single line of glyphs in `font`.
    ///
    /// A character the font lacks becomes its `.notdef` glyph (glyph 0), except control
    /// characters and default-ignorable ones (joiners, variation selectors), which are
    /// dropped when the font has no glyph for them.
    public static func shape(_ text: String, font: Font) -> ShapedLine {
        let face = font.face
        let glyphs = face.state.withLock { state -> [ShapedGlyph] in
            var glyphs: [ShapedGlyph] = []
            glyphs.reserveCapacity(text.utf8.count)
            for scalar in text.unicodeScalars {
                let index = state.glyphIndex(for: scalar)
                if index == 0, isInvisible(scalar) { continue }
                if face.hasKerning, let last = glyphs.indices.last {
                    glyphs[last].advance &+= state.kerning(between: glyphs[last].glyph, and: index)
                }
                glyphs.append(ShapedGlyph(glyph: index, advance: state.advance(of: index)))
            }
            return glyphs
        }
        return ShapedLine(font: font, glyphs: glyphs)
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.isDefaultIgnorableCodePoint
    }
}

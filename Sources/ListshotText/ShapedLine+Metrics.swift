extension ShapedLine {
    /// How far the line reaches above the baseline, in points (positive): the largest
    /// ascender of its fonts — the font it was shaped in and every run's (fallback faces
    /// such as Droid Sans Fallback or Noto Color Emoji reach higher than Inter).
    public var ascender: Double { runs.reduce(font.ascender) { max($0, $1.font.ascender) } }

    /// How far the line reaches below the baseline, in points (negative): the lowest
    /// descender of its fonts, as for ``ascender``.
    public var descender: Double { runs.reduce(font.descender) { min($0, $1.font.descender) } }

    /// The height of the line's box, in points: the font's ``Font/lineHeight`` grown by as
    /// much as the line's ``ascender`` and ``descender`` reach beyond the font's own (so a
    /// line in its font alone is exactly the font's line height, line gap included).
    public var lineHeight: Double { font.lineHeight + extraAscent + extraDescent }

    /// Points the runs' fonts reach above the font's ascender (0 when none does).
    var extraAscent: Double { ascender - font.ascender }

    /// Points the runs' fonts reach below the font's descender (0 when none does).
    var extraDescent: Double { font.descender - descender }
}

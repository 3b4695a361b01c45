import ListshotRaster

/// Coverage adjustment tables that keep light text on a dark background from looking
/// thinner than dark text on a light one (Skia's "gamma hack", `SkMaskGamma`).
///
/// Glyph coverage is linear (the fraction of a pixel the outline covers), but blending
/// happens on sRGB-encoded values, which are not linear in light. A half-covered pixel of
/// black text on white becomes sRGB 128, which emits only about a fifth of white's light,
/// so dark text looks a little heavy; the same pixel of white text on black also becomes
/// 128 and emits a fifth of the light, so light text looks thin. Blending in linear light
/// would make the two alike but makes dark text look thinner than people are used to.
///
/// The compromise, as in Skia: before blending, coverage goes through a 256-entry table
/// chosen by the text colour's luminance. The table is built as if blending the text over
/// the "opposite" background (luminance 1 − the text's) in linear light, with gamma 2, and
/// with a contrast boost that is full for black text and fades out as the background it
/// assumes grows dark. With ``contrast`` 1 the boost exactly undoes the linear blend for
/// black text, so **black text draws as it always did**, **white text's coverage becomes
/// its square root** (a quarter-covered pixel draws at half), and colours in between get
/// tables in between. Text luminance is quantized to ``levels`` tables, as Skia does.
///
/// Deterministic: the tables are computed once with `+ − × ÷` and square roots of `Double`s
/// (all correctly rounded in IEEE 754, unlike `pow`), so every machine builds the same bytes.
public enum TextGamma {
    /// The exponent relating encoded values to light: `light = value²`.
    public static let gamma = 2.0
    /// How much coverage is boosted for dark text, 0…1 (Skia's is 0.2 with gamma 1.2).
    public static let contrast = 1.0
    /// How many tables: text luminance is quantized to this many levels.
    public static let levels = 8

    /// The table for text of `color` (its alpha is ignored): `table[coverage]` is the
    /// coverage to blend with.
    public static func table(for color: Color) -> [UInt8] {
        tables[level(of: color)]
    }

    /// The quantized luminance level (0 ..< ``levels``) of `color`: Rec. 709 weights on
    /// linear light, back to encoded, rounded to the nearest level.
    static func level(of color: Color) -> Int {
        func light(_ channel: UInt8) -> Double { let v = Double(channel) / 255; return v * v }
        let luminance = (0.2126 * light(color.red) + 0.7152 * light(color.green) + 0.0722 * light(color.blue))
            .squareRoot()
        return min(levels - 1, max(0, Int((luminance * Double(levels - 1)).rounded())))
    }

    /// Every level's table, built on first use.
    static let tables: [[UInt8]] = (0..<levels).map { level in
        makeTable(luminance: Double(level) / Double(levels - 1), contrast: contrast)
    }

    /// The table for text of encoded luminance `luminance` (0…1).
    ///
    /// For coverage `a` (0…1): boost it to `a + (1 − a) · c · a`, where `c` is `contrast`
    /// times the light of the assumed background; blend the text's light and the
    /// background's in linear light by that coverage; encode the result; and return the
    /// coverage that an ordinary blend of the encoded colours needs to give it. When text
    /// and background are too alike to tell apart (mid grey) only the boost applies.
    static func makeTable(luminance: Double, contrast: Double) -> [UInt8] {
        let source = min(max(luminance, 0), 1)
        let destination = 1 - source
        let sourceLight = source * source, destinationLight = destination * destination
        let boost = contrast * destinationLight
        return (0..<256).map { index in
            let raw = Double(index) / 255
            let boosted = raw + (1 - raw) * boost * raw
            let result: Double
            if abs(source - destination) < 1.0 / 256 {
                result = boosted
            } else {
                let light = sourceLight * boosted + destinationLight * (1 - boosted)
                result = (light.squareRoot() - destination) / (source - destination)
            }
            return UInt8(min(max((result * 255).rounded(), 0), 255))
        }
    }
}

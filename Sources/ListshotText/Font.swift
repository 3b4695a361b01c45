/// The fonts shipped in the package's `Fonts` folder.
///
/// Inter (Regular and SemiBold) is what text is set in; DejaVu Sans, Droid Sans Fallback and
/// Noto Color Emoji are the ``fallbacks``: they draw the characters Inter lacks (Hebrew,
/// Arabic, Georgian, Armenian, many symbols; Chinese, Japanese and Korean; emoji, in
/// colour), and Noto Sans Hebrew Bold and Noto Sans Arabic UI Bold come first for semibold text
/// (``boldFallbacks``). Material Icons draws the symbols that stand in for SF Symbols
/// (``Symbol``); it is never a fallback for text. listshot never uses fonts installed on the
/// machine.
public enum BundledFont: String, CaseIterable, Sendable {
    case regular = "Inter-Regular.otf"
    case semibold = "Inter-SemiBold.otf"
    /// DejaVu Sans Book: wide coverage of alphabets and symbols.
    case dejaVuSans = "DejaVuSans.ttf"
    /// Droid Sans Fallback: CJK ideographs, kana and hangul.
    case droidSansFallback = "DroidSansFallback.ttf"
    /// Noto Color Emoji: colour emoji as bitmaps (one CBDT strike of 109 pixels per em),
    /// with their sequences (ZWJ, skin tones, flags, keycaps) as single glyphs.
    case notoColorEmoji = "NotoColorEmoji.ttf"
    /// Noto Sans Hebrew Bold: Hebrew in semibold and bold text.
    case notoSansHebrewBold = "NotoSansHebrew-Bold.ttf"
    /// Noto Sans Arabic UI Bold: Arabic in semibold and bold text, in a line as tall as Hebrew's.
    case notoSansArabicUIBold = "NotoSansArabicUI-Bold.ttf"
    /// Material Icons (Apache 2.0): one glyph a symbol, at the code points its
    /// `MaterialIcons-Regular.codepoints` file names (``Symbol``).
    case materialIcons = "MaterialIcons-Regular.ttf"

    /// The faces tried, in this order, for a character the font being used lacks. A grapheme
    /// cluster shown as emoji (see ``Shaper``) tries Noto Color Emoji first.
    public static let fallbacks: [BundledFont] = [.dejaVuSans, .droidSansFallback, .notoColorEmoji]

    /// The faces tried before ``fallbacks`` when the font being used is semibold or heavier
    /// (OS/2 weight class 600 and up, as Inter SemiBold is): a header or an initial in Hebrew
    /// or Arabic keeps its weight, as UIKit's fallback to SF Hebrew and SF Arabic does,
    /// instead of falling back to DejaVu Sans Book.
    public static let boldFallbacks: [BundledFont] = [.notoSansHebrewBold, .notoSansArabicUIBold]
}

/// A face at a size in points.
public struct Font: Hashable, Sendable {
    /// The loaded font file.
    public let face: FontFace
    /// The em size, in points.
    public let size: Double
    /// The Dynamic Type style the font was made for (``preferredFont(forTextStyle:compatibleWith:)``),
    /// at that style's size; `nil` for a font made at a size of its own.
    public let textStyle: TextStyle?

    /// `face` at `size` points, made for `textStyle` when it is given.
    public init(face: FontFace, size: Double, textStyle: TextStyle? = nil) {
        self.face = face
        self.size = size
        self.textStyle = textStyle
    }

    /// A bundled font (Inter unless asked otherwise; see ``BundledFonts``) at `size` points.
    public static func bundled(_ weight: BundledFont = .regular, size: Double) throws(FontError) -> Font {
        Font(face: try FontFace.bundled(weight), size: size)
    }

    /// How far the font reaches above the baseline, in points (positive).
    public var ascender: Double { points(fromUnits: face.ascenderUnits) }

    /// How far the font reaches below the baseline, in points (negative).
    public var descender: Double { points(fromUnits: face.descenderUnits) }

    /// The distance from one baseline to the next, in points: ascender − descender + line
    /// gap, from the face's metrics.
    public var lineHeight: Double { points(fromUnits: face.lineHeightUnits) }

    /// The advance width of `text` set as one line, in points.
    ///
    /// Uses unhinted advances in font units, kerned and with ligatures (see ``Shaper``), so
    /// it does not depend on the scale the text is drawn at. The width of a concatenation is
    /// the sum of the widths when nothing kerns or ligates across the join (a space, say).
    public func width(of text: String) -> Double {
        Shaper.shape(text, font: self).width
    }

    /// `units` font units in points at this size.
    func points(fromUnits units: Int) -> Double {
        Double(units) * size / Double(face.unitsPerEm)
    }
}

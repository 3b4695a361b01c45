/// The fonts shipped in the package's `Fonts` folder.
public enum BundledFont: String, CaseIterable, Sendable {
    case regular = "Inter-Regular.otf"
    case semibold = "Inter-SemiBold.otf"
}

/// A face at a size in points.
public struct Font: Hashable, Sendable {
    /// The loaded font file.
    public let face: FontFace
    /// The em size, in points.
    public let size: Double

    /// `face` at `size` points.
    public init(face: FontFace, size: Double) {
        self.face = face
        self.size = size
    }

    /// Inter from the bundled `Fonts` folder (see ``BundledFonts``) at `size` points.
    public static func bundled(_ weight: BundledFont = .regular, size: Double) throws(FontError) -> Font {
        Font(face: try FontFace.load(path: try BundledFonts.path(for: weight)), size: size)
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
    /// Uses unhinted advances in font units, so it does not depend on the scale the text is
    /// drawn at, and (with no kerning) the width of a concatenation is the sum of the widths.
    public func width(of text: String) -> Double {
        Shaper.shape(text, font: self).width
    }

    /// `units` font units in points at this size.
    func points(fromUnits units: Int) -> Double {
        Double(units) * size / Double(face.unitsPerEm)
    }
}

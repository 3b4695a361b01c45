internal import CFreeType
import ListshotFiles

/// Every face loaded so far, by canonical path.
private let loadedFaces = Lock<[String: FontFace]>([:])

/// The bundled faces loaded so far, so that ``Font/bundled(_:size:)`` resolves no path twice.
private let bundledFaces = Lock<[BundledFont: FontFace]>([:])

/// A loaded font file (its first face), shared by every ``Font`` made from it.
///
/// Thread-safe: all FreeType calls on the face are serialized by the face's own lock, and
/// the face has its own `FT_Library`, so different faces never wait for one another.
/// Faces are cached by (canonical) path for the life of the process: loading the same file
/// twice returns the same instance. Equality is identity.
public final class FontFace: Sendable, Hashable {
    /// The file the face was loaded from, with symbolic links resolved.
    public let path: String
    /// The family name the font gives itself, e.g. "Inter".
    public let familyName: String
    /// The style name the font gives itself, e.g. "Regular" or "SemiBold".
    public let styleName: String

    /// Font units per em.
    let unitsPerEm: Int
    /// Typographic ascender, descender (negative) and line height (ascender − descender +
    /// line gap), in font units, as FreeType reports them for the face.
    let ascenderUnits: Int
    let descenderUnits: Int
    let lineHeightUnits: Int
    /// The union of all glyphs' bounding boxes, in font units (y up).
    let boundingBoxUnits: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)
    /// The weight class from the font's OS/2 table: 400 regular, 600 semibold, 700 bold.
    public let weightClass: Int
    /// The face for shaping; it needs no lock (see ``HarfBuzzFont``).
    let harfBuzz: HarfBuzzFont
    /// The strike colour glyphs come from, for a colour bitmap font (emoji); `nil` for an
    /// outline font, whose glyphs are coverage masks.
    let colorStrike: ColorStrike?

    /// Everything that touches FreeType, behind the face's lock.
    struct State: ~Copyable {
        let freeType: FreeTypeFace
        /// The size FreeType is set to, in 26.6 device pixels (0 before the first render).
        var pixelSize = 0
        var glyphs = GlyphCache()
        var colorGlyphs = ColorGlyphCache()
    }
    let state: Lock<State>

    /// Opens the font file at `path`; `canonical` is its resolved path.
    private init(opening path: String, canonical: String) throws(FontError) {
        let freeType = try FreeTypeFace(path: path)
        let face = freeType.face.pointee
        func string(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
            pointer.map { String(cString: $0) } ?? ""
        }
        self.path = canonical
        familyName = string(face.family_name)
        styleName = string(face.style_name)
        let metrics = freeType.metrics
        guard metrics.unitsPerEm > 0 else { throw FontError(path: path, reason: "not a scalable outline font") }
        unitsPerEm = metrics.unitsPerEm
        ascenderUnits = metrics.ascender
        descenderUnits = metrics.descender
        lineHeightUnits = metrics.lineHeight
        boundingBoxUnits = metrics.boundingBox
        weightClass = freeType.weightClass
        harfBuzz = try HarfBuzzFont(path: path, unitsPerEm: metrics.unitsPerEm)
        colorStrike = freeType.colorStrike
        state = Lock(State(freeType: freeType))
    }

    /// The face in the font file at `path`, loading it on first use.
    ///
    /// Throws ``FontError`` naming `path` when the file is missing, is not a font FreeType
    /// can read, or is a bitmap-only font without colour glyphs.
    public static func load(path: String) throws(FontError) -> FontFace {
        let key = canonicalPath(path)
        return try loadedFaces.withLock { faces throws(FontError) -> FontFace in
            if let face = faces[key] { return face }
            let face = try FontFace(opening: path, canonical: key)
            faces[key] = face
            return face
        }
    }

    /// The face of the bundled `font`, from ``BundledFonts/directory()``, loaded on first
    /// use; later calls touch no file (the same instance as ``load(path:)`` gives).
    public static func bundled(_ font: BundledFont) throws(FontError) -> FontFace {
        if let face = bundledFaces.withLock({ $0[font] }) { return face }
        let face = try load(path: BundledFonts.path(for: font))
        bundledFaces.withLock { $0[font] = face }
        return face
    }

    /// Every bundled face (`BundledFont/allCases`), loaded on first use.
    ///
    /// Scenes ask for bundled fonts where a failure cannot be reported (`try?`), and a face
    /// that does not load draws no text. A command calls this before it draws, so that a
    /// damaged or unreadable font file in the fonts folder stops it with an error naming the
    /// file, instead of images without text.
    ///
    /// - Throws: the ``FontError`` of the first face that does not load, such as
    ///   `"cannot load font Fonts/Inter-Regular.otf: FreeType cannot open it: unknown file
    ///   format (FreeType error 0x2)"`.
    public static func allBundled() throws(FontError) -> [FontFace] {
        try BundledFont.allCases.map { font throws(FontError) in try bundled(font) }
    }

    /// True when the font maps `scalar` to a glyph of its own (not `.notdef`).
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        harfBuzz.glyph(for: scalar) != 0
    }

    /// The bundled fallback faces (``BundledFont/fallbacks``) that load, loaded on first use.
    static let bundledFallbacks: [FontFace] = BundledFont.fallbacks.compactMap { font in
        try? FontFace.bundled(font)
    }

    /// ``bundledFallbacks`` with the bold ones (``BundledFont/boldFallbacks``) first.
    static let bundledBoldFallbacks: [FontFace] = BundledFont.boldFallbacks.compactMap { font in
        try? FontFace.bundled(font)
    } + bundledFallbacks

    /// The faces that draw what this face lacks, in the order tried: for a semibold or
    /// heavier face (weight class 600 and up) the bold fallbacks first.
    var fallbacks: [FontFace] {
        (weightClass >= 600 ? Self.bundledBoldFallbacks : Self.bundledFallbacks).filter { $0 !== self }
    }

    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension FontFace.State {
    /// The mask of `glyph` at `pixelSize` (26.6 device pixels) in subpixel bin `bin`,
    /// rendered and cached on first use.
    mutating func mask(glyph: UInt32, pixelSize: Int, bin: Int) -> GlyphMask {
        let key = GlyphKey(glyph: glyph, pixelSize: pixelSize, bin: bin)
        if let mask = glyphs[key] { return mask }
        if self.pixelSize != pixelSize {
            guard freeType.setPixelSize(pixelSize) else { return .empty }
            self.pixelSize = pixelSize
        }
        let mask = freeType.renderMask(glyph: glyph, bin: bin)
        glyphs.insert(mask, for: key)
        return mask
    }
}

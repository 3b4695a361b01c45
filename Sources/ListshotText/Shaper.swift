import ListshotFiles

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
    /// How far above the baseline the glyph is drawn (marks placed by the font).
    public var yOffset: Int32
    /// The UTF-8 offset, in the shaped text, of the first character the glyph stands for
    /// (HarfBuzz's cluster value): how glyphs map back to text for line breaking.
    public var cluster: Int

    /// A glyph with its advance and offsets in font units.
    public init(glyph: UInt32, advance: Int32, offset: Int32 = 0, yOffset: Int32 = 0, cluster: Int = 0) {
        self.glyph = glyph
        self.advance = advance
        self.offset = offset
        self.yOffset = yOffset
        self.cluster = cluster
    }
}

/// Consecutive glyphs of one font within a ``ShapedLine``.
public struct ShapedRun: Hashable, Sendable {
    /// The font the glyphs belong to.
    public let font: Font
    /// The glyphs in visual order, left to right.
    public let glyphs: [ShapedGlyph]

    /// A run of `glyphs` in `font`.
    public init(font: Font, glyphs: [ShapedGlyph]) {
        self.font = font
        self.glyphs = glyphs
    }

    /// The sum of the advances, in the font's units.
    public var advanceUnits: Int { glyphs.reduce(0) { $0 + Int($1.advance) } }

    /// The advance width of the run, in points.
    public var width: Double { font.points(fromUnits: advanceUnits) }
}

/// One line of text turned into positioned glyphs: what drawing consumes.
///
/// The glyphs come in runs, each of one font: the font asked for, or a fallback face at the
/// same size for characters it lacks.
public struct ShapedLine: Hashable, Sendable {
    /// The font the line was shaped in (its runs may use fallback faces at the same size).
    public let font: Font
    /// The runs in visual order, left to right.
    public let runs: [ShapedRun]

    /// A line of `glyphs`, all in `font`.
    public init(font: Font, glyphs: [ShapedGlyph]) {
        self.font = font
        self.runs = glyphs.isEmpty ? [] : [ShapedRun(font: font, glyphs: glyphs)]
    }

    /// A line of `runs`, shaped for `font`.
    public init(font: Font, runs: [ShapedRun]) {
        self.font = font
        self.runs = runs.filter { !$0.glyphs.isEmpty }
    }

    /// Every glyph of every run, in visual order.
    public var glyphs: [ShapedGlyph] { runs.flatMap(\.glyphs) }

    /// The sum of the advances, in font units, when the line has one font (with fallback
    /// runs it adds units of different faces; use ``width``).
    public var advanceUnits: Int { runs.reduce(0) { $0 + $1.advanceUnits } }

    /// The advance width of the line, in points: the runs' widths added left to right.
    public var width: Double { runs.reduce(0) { $0 + $1.width } }
}

/// Turns text into glyphs, with HarfBuzz, falling back to the bundled faces for characters
/// the font lacks.
///
/// HarfBuzz applies the font's OpenType features as a browser would by default: kerning
/// (Inter kerns only through `GPOS`, which FreeType's `FT_Get_Kerning` cannot read),
/// standard ligatures, contextual alternates and mark positioning; direction, script and
/// language are guessed from the text. Positions are in font units, unhinted, so a line's
/// width does not depend on the size or scale it is drawn at.
///
/// **Fallback.** A grapheme cluster shown as an emoji (with VS16, an emoji sequence, or a
/// character shown as emoji by default; not with VS15) is set in the first colour face of the
/// chain that has its first character: Noto Color Emoji, whose ligatures make each sequence
/// (ZWJ family, skin tone, flag, keycap) one glyph. Any other cluster is set in the first
/// face of the font's chain — its own face, then (for a semibold or heavier face) Noto Sans
/// Hebrew Bold and Noto Sans Arabic UI Bold (``BundledFont/boldFallbacks``), then DejaVu
/// Sans, Droid Sans Fallback and Noto Color Emoji (``BundledFont/fallbacks``) — that has a
/// glyph for every character of the cluster (ignoring joiners and variation selectors); when
/// none has them all, the first that has the cluster's first character; when none has
/// that, the font's own face and its `.notdef`. Consecutive clusters in the same face make
/// a run, shaped by HarfBuzz with the whole text as context, at the font's size. Only the
/// bundled fonts are used, never the machine's.
///
/// **Direction.** Right-to-left and mixed-direction text goes through the Unicode
/// Bidirectional Algorithm (GNU FriBidi): the line is cut into runs of one embedding level,
/// one script and one face; each run is shaped in its own direction (right to left at odd
/// levels: brackets mirrored, Arabic joined) with the whole line as context, and the runs
/// come in visual order, left to right. Text with nothing right to left in a left-to-right
/// line is shaped in one run per face, HarfBuzz guessing its direction, as it always was.
public enum Shaper {
    /// `text` as a single line of glyphs in `font` and, for characters it lacks, in the
    /// bundled fallback faces at the same size.
    ///
    /// A character no face has becomes the font's `.notdef` glyph (glyph 0), except control
    /// characters and default-ignorable ones (joiners, variation selectors), which are
    /// dropped. A tab is set as a space. A grapheme cluster is shaped with its first 32
    /// Unicode scalars (`ClusterLimit`): the marks after those, drawn over the same
    /// letter, could not be seen, and would cost HarfBuzz work that grows with their square.
    ///
    /// `direction` is the line's base direction in the Unicode Bidirectional Algorithm
    /// (`.natural`: from its first strong character). Text with right-to-left characters,
    /// or any text in a right-to-left line, is cut into runs of one embedding level (and
    /// one script and face); each run is shaped in its own direction and the runs are put
    /// in visual order (see ``WritingDirection``). Text whose levels are all 0 (Latin,
    /// CJK… in a left-to-right line) is shaped as before, as one run per face.
    public static func shape(_ text: String, font: Font, direction: WritingDirection = .natural) -> ShapedLine {
        shape(text, font: font, direction: direction, bidi: nil)
    }

    /// `text` as one line of a paragraph whose levels were resolved on the whole paragraph
    /// (`bidi`: the line's levels, one per scalar); `nil` resolves them on `text` alone.
    static func shape(_ text: String, font: Font, direction: WritingDirection, bidi: Bidi?) -> ShapedLine {
        // Text with nothing right to left shapes the same in a natural and a left-to-right
        // line: one cache entry for both.
        let keyDirection = direction == .leftToRight && text.unicodeScalars.allSatisfy({ $0.value < 0x0590 })
            ? .natural : direction
        let runs = cache.runs(of: text, in: font.face, direction: keyDirection, levels: bidi?.levels ?? []) {
            shapeRuns(text, face: font.face, direction: direction, bidi: bidi)
        }
        return ShapedLine(font: font, runs: runs.map { face, glyphs in
            ShapedRun(font: face === font.face ? font : Font(face: face, size: font.size), glyphs: glyphs)
        })
    }

    /// Shaped runs by text and face: shaping is a pure function of the two (positions are
    /// in font units, independent of size), so a cached result is the same as a new one.
    static let sharedCache = ShapeCache()

    /// A cache a task uses in place of the shared one while it is set: a seam for tests that
    /// count shapings, which other tests running at once could otherwise empty under them.
    @TaskLocal static var taskCache: ShapeCache?

    /// The cache this task shapes through: its own when set, else the shared one.
    static var cache: ShapeCache { taskCache ?? sharedCache }

    /// `text` shaped in `face` and its fallbacks: each run's face and glyphs. A grapheme
    /// cluster is shaped with only its first ``ClusterLimit/maximumScalars`` scalars; the
    /// glyphs' clusters are offsets in the whole `text`.
    private static func shapeRuns(
        _ text: String, face: FontFace, direction: WritingDirection, bidi given: Bidi? = nil
    ) -> [(FontFace, [ShapedGlyph])] {
        guard let cut = ClusterLimit.cut(text) else { return shapeWholeRuns(text, face: face, direction: direction, bidi: given) }
        let levels = given.map { given in Bidi(isRightToLeft: given.isRightToLeft, levels: cut.scalars.map { given.levels[$0] }) }
        return shapeWholeRuns(cut.text, face: face, direction: direction, bidi: levels).map { face, glyphs in
            (face, glyphs.map { glyph in
                var glyph = glyph
                glyph.cluster = cut.offsets[glyph.cluster]
                return glyph
            })
        }
    }

    /// `text`, every scalar of it, shaped in `face` and its fallbacks.
    private static func shapeWholeRuns(
        _ text: String, face: FontFace, direction: WritingDirection, bidi given: Bidi?
    ) -> [(FontFace, [ShapedGlyph])] {
        var utf8 = Array(text.utf8)
        for index in utf8.indices where utf8[index] == 0x09 { utf8[index] = 0x20 }  // a tab is a space
        // Most text is all in the font's own face: one run, no cluster-by-cluster search.
        let own = face.harfBuzz
        let chain = text.unicodeScalars.allSatisfy { own.glyph(for: $0) != 0 || isInvisible($0) }
            && !EmojiPresentation.mayContainEmoji(text)
            ? [face] : [face] + face.fallbacks
        var runs: [(FontFace, [ShapedGlyph])] = []
        let items = chain.count == 1 ? [(face: 0, bytes: 0..<utf8.count)] : itemize(text, chain: chain)
        if let bidi = given.flatMap({ $0.levels.contains { $0 > 0 } ? $0 : nil }) ?? bidi(of: text, direction: direction) {
            return shapeBidiRuns(utf8, text: text, chain: chain, items: items, bidi: bidi)
        }
        for item in items where !item.bytes.isEmpty {
            let glyphs = glyphs(of: utf8, range: item.bytes, in: chain[item.face], rightToLeft: nil)
            if !glyphs.isEmpty { runs.append((chain[item.face], glyphs)) }
        }
        return runs
    }

    /// The bytes `range` of `utf8` shaped by HarfBuzz in `face`, in the given direction (`nil`: guessed from the text), less
    /// the `.notdef` glyphs of invisible characters (joiners, variation selectors, controls).
    static func glyphs(of utf8: [UInt8], range: Range<Int>, in face: FontFace, rightToLeft: Bool?) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        for glyph in face.harfBuzz.shape(utf8, range: range, rightToLeft: rightToLeft) {
            if glyph.glyph == 0, let scalar = scalar(in: utf8, at: glyph.cluster), isInvisible(scalar) { continue }
            glyphs.append(ShapedGlyph(
                glyph: glyph.glyph, advance: glyph.xAdvance, offset: glyph.xOffset, yOffset: glyph.yOffset,
                cluster: glyph.cluster))
        }
        return glyphs
    }

    /// `text` cut into runs of grapheme clusters set in the same face of `chain` (by index),
    /// as UTF-8 byte ranges.
    static func itemize(_ text: String, chain: [FontFace]) -> [(face: Int, bytes: Range<Int>)] {
        var items: [(face: Int, bytes: Range<Int>)] = []
        var offset = 0
        for cluster in text {
            let length = cluster.utf8.count
            defer { offset += length }
            let face = chain.count == 1 ? 0 : self.face(for: cluster, in: chain, after: items.last?.face)
            if let last = items.last, last.face == face {
                items[items.count - 1].bytes = last.bytes.lowerBound..<(offset + length)
            } else {
                items.append((face, offset..<(offset + length)))
            }
        }
        return items
    }

    /// The index in `chain` of the face `cluster` is set in; `previous` is the face of the
    /// cluster before, which a cluster of only invisible characters stays in.
    private static func face(for cluster: Character, in chain: [FontFace], after previous: Int?) -> Int {
        let scalars = cluster.unicodeScalars.filter { !isInvisible($0) }
        guard let first = scalars.first else { return previous ?? 0 }
        // An emoji comes from a colour face first (so ❤️ is not DejaVu's text heart).
        if EmojiPresentation.isEmoji(cluster.unicodeScalars),
            let face = chain.firstIndex(where: { $0.colorStrike != nil && $0.harfBuzz.glyph(for: first) != 0 })
        {
            return face
        }
        if let face = chain.firstIndex(where: { face in scalars.allSatisfy { face.harfBuzz.glyph(for: $0) != 0 } }) {
            return face
        }
        return chain.firstIndex { $0.harfBuzz.glyph(for: first) != 0 } ?? 0
    }

    /// The scalar whose UTF-8 encoding starts at `offset`.
    static func scalar(in utf8: [UInt8], at offset: Int) -> Unicode.Scalar? {
        guard offset >= 0, offset < utf8.count else { return nil }
        var iterator = utf8[offset...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.isDefaultIgnorableCodePoint
    }
}

/// Shaped text by (face, text, direction, levels), bounded by entries and by bytes: when
/// either is full it is emptied and starts again, so what is drawn never depends on what it
/// held (a hit gives the very runs a miss computes). Thread-safe.
///
/// The size is not in the key: shaping is in font units, the same at every size.
final class ShapeCache: Sendable {
    /// The most entries kept.
    static let maximumEntries = 8192
    /// The most bytes kept, counting each entry's text, levels and glyphs
    /// (``cost(text:levels:runs:)``): 32 MiB.
    static let maximumBytes = 32 << 20
    /// Longer texts (in UTF-8 bytes) are not cached: 64 KiB, more than the longest text a
    /// scene holds (10,000 scalars of up to 4 bytes).
    static let maximumLength = 1 << 16

    private struct Key: Hashable {
        let face: ObjectIdentifier
        let text: String
        let direction: WritingDirection
        let levels: [UInt8]
    }
    private struct Entries {
        var runs: [Key: [(FontFace, [ShapedGlyph])]] = [:]
        var bytes = 0
    }
    private let entries = Lock(Entries())

    /// The runs of `text` in `face` and `direction`, from the cache or from `shape`.
    func runs(
        of text: String, in face: FontFace, direction: WritingDirection = .natural, levels: [UInt8] = [],
        shape: () -> [(FontFace, [ShapedGlyph])]
    ) -> [(FontFace, [ShapedGlyph])] {
        guard text.utf8.count <= Self.maximumLength else { return shape() }
        let key = Key(face: ObjectIdentifier(face), text: text, direction: direction, levels: levels)
        if let runs = entries.withLock({ $0.runs[key] }) { return runs }
        let runs = shape()
        let cost = Self.cost(text: text, levels: levels, runs: runs)
        entries.withLock { entries in
            guard entries.runs[key] == nil else { return }
            if entries.runs.count >= Self.maximumEntries || entries.bytes + cost > Self.maximumBytes {
                entries = Entries()
            }
            entries.runs[key] = runs
            entries.bytes += cost
        }
        return runs
    }

    /// The bytes an entry holds: its text, its levels, its glyphs, and 64 for each run and
    /// for the entry itself.
    static func cost(text: String, levels: [UInt8], runs: [(FontFace, [ShapedGlyph])]) -> Int {
        64 + text.utf8.count + levels.count
            + runs.reduce(0) { $0 + 64 + $1.1.count * MemoryLayout<ShapedGlyph>.stride }
    }

    /// How many texts are cached.
    var count: Int { entries.withLock { $0.runs.count } }

    /// How many bytes the cached texts hold (see ``cost(text:levels:runs:)``).
    var bytes: Int { entries.withLock { $0.bytes } }

    /// Empties the cache.
    func removeAll() { entries.withLock { $0 = Entries() } }
}

/// What line breaking needs to know about one grapheme cluster.
///
/// A small subset of Unicode's line-breaking algorithm (UAX #14), enough for the text of
/// table rows: breaks after spaces, after hyphens and dashes, and around CJK ideographs
/// and kana, never before closing punctuation or after opening brackets.
struct BreakClass: Hashable, Sendable {
    /// Breaking whitespace (space, tab, ideographic space…): it hangs at the end of a line
    /// and a break is allowed after it. No-break spaces (U+00A0, U+2007, U+202F) are not.
    var isSpace = false
    /// A hyphen or dash: a break is allowed after it, between two words.
    var isHyphen = false
    /// A CJK ideograph, kana, hangul syllable or CJK symbol: breaks are allowed on both sides.
    var isIdeographic = false
    /// Closing punctuation and marks that must not start a line (`)`, `」`, `。`, `、`, `!`…).
    var noBreakBefore = false
    /// Opening punctuation that must not end a line (`(`, `「`, `“`…).
    var noBreakAfter = false
    /// A decimal digit: a hyphen followed by a digit (a minus sign) is not broken after.
    var isDigit = false

    init(_ grapheme: Character) {
        guard let scalar = grapheme.unicodeScalars.first else { return }
        let value = scalar.value
        switch value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000:
            isSpace = true
        case 0x2D, 0x2010, 0x2012, 0x2013, 0x2014, 0x058A:
            isHyphen = true
        case 0x30...0x39:
            isDigit = true
        default:
            break
        }
        isIdeographic = Self.isIdeographic(value)
        noBreakBefore = Self.closing.contains(value)
        noBreakAfter = Self.opening.contains(value)
    }

    /// Scalars that do not start a line: closing brackets and quotes, stops, and the CJK
    /// marks and small kana that Japanese and Chinese keep off the start of a line.
    static let closing: Set<UInt32> = Set(
        Array(")]}!,.:;?%".unicodeScalars.map(\.value))
            + [0x2019, 0x201D, 0x00BB, 0x203A, 0x2026, 0x00B0]
            + [0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF01, 0xFF09, 0xFF3D, 0xFF5D]
            + [0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F]
            + [0x30FC, 0x3005, 0x309D, 0x309E, 0x30FD, 0x30FE, 0x30FB]
            + [0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096]
            + [0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6])

    /// Scalars that do not end a line: opening brackets and quotes.
    static let opening: Set<UInt32> = Set(
        Array("([{".unicodeScalars.map(\.value))
            + [0x2018, 0x201C, 0x00AB, 0x2039]
            + [0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D, 0xFF08, 0xFF3B, 0xFF5B])

    /// CJK ideographs, kana, hangul and CJK symbols and fullwidth forms: UAX #14's ID class.
    static func isIdeographic(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x2FFF, 0x3001...0x303F, 0x3040...0x30FF, 0x3100...0x31FF,
            0x3200...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}

/// One paragraph (text between line terminators) measured grapheme by grapheme.
///
/// Its text is shaped once as a whole; each glyph's advance is credited to the grapheme
/// cluster its HarfBuzz cluster value falls in, which gives the widths line breaking adds
/// up. Lines chosen that way are shaped again on their own before they are kept, and
/// made shorter when context (kerning across the break, a ligature) made them too wide.
struct Paragraph {
    /// The paragraph's text, without its line terminator.
    let text: Substring
    /// The start of every grapheme cluster, then `text.endIndex`.
    let bounds: [String.Index]
    /// The break class of every grapheme cluster.
    let classes: [BreakClass]
    /// The advance of every grapheme cluster, in points.
    let advances: [Double]
    /// The whole paragraph as one line.
    let shaped: ShapedLine

    /// `text` measured in `font`, shaped in base `direction`.
    init(_ text: Substring, font: Font, direction: WritingDirection = .leftToRight) {
        self.text = text
        var bounds: [String.Index] = [], starts: [Int] = [], classes: [BreakClass] = []
        var index = text.startIndex, offset = 0
        for grapheme in text {
            bounds.append(index)
            starts.append(offset)
            classes.append(BreakClass(grapheme))
            index = text.index(after: index)
            offset += grapheme.utf8.count
        }
        bounds.append(text.endIndex)
        self.bounds = bounds
        self.classes = classes
        // Each glyph's advance goes to the last grapheme starting at or before its cluster;
        // all of a grapheme's glyphs are in one run, so one font.
        let shaped = Shaper.shape(String(text), font: font, direction: direction)
        var units = [Int](repeating: 0, count: classes.count)
        var fonts = [Font](repeating: font, count: classes.count)
        for run in shaped.runs {
            for glyph in run.glyphs where !starts.isEmpty {
                var low = 0, high = starts.count
                while high - low > 1 {
                    let middle = (low + high) / 2
                    if starts[middle] <= glyph.cluster { low = middle } else { high = middle }
                }
                units[low] += Int(glyph.advance)
                fonts[low] = run.font
            }
        }
        let advances = zip(units, fonts).map { $1.points(fromUnits: $0) }
        self.shaped = shaped
        self.advances = advances
    }

    /// The number of grapheme clusters.
    var count: Int { classes.count }

    /// The text of graphemes `range`.
    func text(_ range: Range<Int>) -> Substring { text[bounds[range.lowerBound]..<bounds[range.upperBound]] }

    /// True when a line may break before grapheme `index` (0 < `index` < `count`).
    func canBreak(before index: Int, anywhere: Bool) -> Bool {
        let before = classes[index - 1], after = classes[index]
        if after.isSpace { return false }  // spaces stay on the line they follow
        if before.isSpace { return true }
        if after.noBreakBefore || before.noBreakAfter { return false }
        if anywhere { return true }
        if before.isHyphen {
            // A hyphen between a word and a letter: "well-known" breaks after "well-";
            // a leading minus ("-5") or a hyphen before a digit does not.
            return index >= 2 && !classes[index - 2].isSpace && !after.isDigit && !after.isHyphen
        }
        return before.isIdeographic || after.isIdeographic
    }

    /// `range` without the whitespace at its end.
    func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, classes[end - 1].isSpace { end -= 1 }
        return range.lowerBound..<end
    }

    /// `range` without the whitespace at its start.
    func trimmingLeadingSpaces(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, classes[start].isSpace { start += 1 }
        return start..<range.upperBound
    }

    /// The sum of the advances of `range`, in points.
    func width(_ range: Range<Int>) -> Double {
        var total = 0.0
        for index in range { total += advances[index] }
        return total
    }
}

/// Greedy line breaking of one ``Paragraph``.
enum LineBreaker {
    /// How far a line may exceed the width and still fit, in points: a millionth of the
    /// width (at least of a point). It absorbs floating-point rounding, both in the widths
    /// of lines (summed in font units, where line breaking adds up grapheme widths in
    /// points) and in widths callers compute (`3 × width(of: "中")`, or a width measured
    /// with ``TextLayout`` that went through `(w + 32) − 32`), so text measured at a width
    /// lays out the same way at that width. It is far below what shows on screen.
    static func slack(_ width: Double) -> Double { 1e-6 * max(1, width) }

    /// True when `lineWidth` fits in `width`, with ``slack(_:)``.
    static func fits(_ lineWidth: Double, in width: Double?) -> Bool {
        guard let width else { return true }
        return lineWidth <= width + slack(width)
    }

    /// The lines `paragraph` breaks into at `width` (grapheme ranges, trailing spaces
    /// included), at most `limit` of them (0: no limit). An empty paragraph is one empty line.
    ///
    /// Each line is the longest that fits: it ends at the last break opportunity before
    /// the text overflows, and a word wider than `width` alone is broken between grapheme
    /// clusters. A line always holds at least one grapheme cluster, so a cluster wider
    /// than `width` gets a line of its own that is too wide. `fits` decides, for a
    /// candidate line without its trailing spaces, whether the shaped line fits.
    static func lines(
        of paragraph: Paragraph, width: Double?, anywhere: Bool, limit: Int,
        fits: (Range<Int>) -> Bool
    ) -> [Range<Int>] {
        let count = paragraph.count
        guard count > 0 else { return [0..<0] }
        guard let width else { return [0..<count] }
        let allowed = width + slack(width)
        var lines: [Range<Int>] = []
        var start = 0
        while start < count, limit == 0 || lines.count < limit {
            var end = count
            var total = 0.0
            var lastBreak = start
            var hasContent = false  // a cluster other than a space is on the line
            var index = start
            while index < count {
                let isSpace = paragraph.classes[index].isSpace
                if index > start, hasContent, paragraph.canBreak(before: index, anywhere: anywhere) { lastBreak = index }
                total += paragraph.advances[index]
                if !isSpace {
                    // The first cluster always stays, however wide.
                    if hasContent, total > allowed {
                        end = lastBreak > start ? lastBreak : index
                        break
                    }
                    hasContent = true
                }
                index += 1
            }
            // The shaped line decides; step back while it is too wide.
            while !fits(paragraph.trimmingTrailingSpaces(start..<end)) {
                var previous = end - 1
                while previous > start, !paragraph.canBreak(before: previous, anywhere: anywhere) { previous -= 1 }
                let candidates = previous > start ? [previous, end - 1] : [end - 1]
                guard let shorter = candidates.first(where: { !paragraph.trimmingTrailingSpaces(start..<$0).isEmpty })
                else { break }
                end = shorter
            }
            // Spaces after the break hang at the end of this line.
            while end < count, paragraph.classes[end].isSpace { end += 1 }
            lines.append(start..<end)
            start = end
        }
        return lines
    }
}

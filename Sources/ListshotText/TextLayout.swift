import ListshotGeometry

/// Text broken into lines at a width, aligned, and truncated to a number of lines: what a
/// multi-line label measures and draws (the part of UIKit's TextKit that `UILabel` uses).
///
/// ```swift
/// let layout = TextLayout(text: "The quick brown fox jumps over the lazy dog", font: font,
///                         width: 120, numberOfLines: 2)
/// layout.size            // the box the text needs: widest line × 2 line heights
/// canvas.draw(layout, at: Point(x: 16, y: 8), color: .black)
/// ```
///
/// **Lines.** A line terminator (`"\n"`, `"\r\n"`, `"\r"`, U+2028, U+2029…) always ends a
/// line; one at the very end of the text does not start another line, and empty text has no
/// lines. Within a paragraph, lines break at word boundaries: after spaces and tabs (which
/// hang at the end of the line and do not count towards its width), after a hyphen or dash
/// inside a word, and between CJK ideographs and kana (never before closing punctuation or
/// after an opening bracket). A word wider than the width is broken between grapheme
/// clusters, never inside one. ``LineBreakMode/byCharWrapping`` breaks between any clusters.
/// Every line is shaped on its own and is no wider than `width` (give or take a millionth,
/// to absorb floating-point rounding in widths), except a line holding a single cluster
/// that alone is wider. A tab is set as a space.
///
/// **Truncation.** When ``numberOfLines`` is reached and text remains, the last line
/// follows ``lineBreakMode`` (see ``LineBreakMode``): the truncating modes put "…" (U+2026)
/// at the end, start or middle and keep as many whole clusters as fit in `width`, dropping
/// spaces next to the ellipsis. Tail truncation works on the rest of the last line's
/// paragraph; head and middle truncation on everything from the last line's start to the
/// end of the text, its line terminators read as spaces. Without a width, tail truncation
/// appends "…" to the last line, head truncation shows "…" and the last paragraph, and
/// middle truncation the last line, "…" and the last paragraph.
///
/// **Direction.** Each paragraph's base direction is ``baseWritingDirection``, or with
/// `.natural` that of its first strong character (Hebrew and Arabic: right to left). The
/// Unicode Bidirectional Algorithm resolves embedding levels on the whole paragraph; lines
/// are broken in logical order and each line is then reordered with its part of the levels
/// (rules L1 and L2; see ``Shaper``). A truncated line is resolved on its own text, in its
/// paragraph's direction, so a right-to-left line has its tail "…" at the left. The direction does not align lines:
/// ``alignment`` does.
///
/// **Geometry** (points, y down, from the top-left of the layout box): each line's box is
/// its ``ShapedLine/lineHeight`` tall — the font's line height, grown by as much as the
/// fonts of its runs (fallback faces: CJK, emoji) reach above the font's ascender or below
/// its descender — and its baseline is its ``ShapedLine/ascender`` below the box's top;
/// boxes follow one another `lineSpacing` apart. A line in `font` alone is exactly
/// `font.lineHeight` tall, so with no taller runs line *i*'s baseline is at
/// `font.ascender + i × (font.lineHeight + lineSpacing)` and ``size`` is the widest line by
/// `n × font.lineHeight + (n − 1) × lineSpacing`. Lines are aligned within `width`
/// when one is given (so the box to draw in is `width` wide, of which ``size``.width is
/// used), else within the widest line.
///
/// Deterministic: the same inputs give the same lines, positions and glyphs on every
/// machine; nothing depends on the scale the layout is drawn at.
public struct TextLayout: Hashable, Sendable {
    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// The text the line shows: without hanging spaces, with "…" where it was truncated.
        public let text: String
        /// The line's glyphs.
        public let shaped: ShapedLine
        /// The left end of the line's baseline, from the left of the layout box, in points.
        public let x: Double
        /// The baseline, from the top of the layout box, in points.
        public let baseline: Double
        /// True when the line's paragraph is right to left (given, or found from its text):
        /// its runs read from right to left and a truncated line's "…" is at its left.
        public let isRightToLeft: Bool

        /// The advance width of the line, in points.
        public var width: Double { shaped.width }
    }

    /// The text laid out.
    public let text: String
    /// The font; characters it lacks come from the bundled fallback faces at its size.
    public let font: Font
    /// The width lines break at, in points; `nil` breaks only at line terminators.
    public let width: Double?
    /// The most lines shown; 0 for no limit.
    public let numberOfLines: Int
    /// How lines break and what the last line shows when text is left over.
    public let lineBreakMode: LineBreakMode
    /// How lines are placed horizontally in the width.
    public let alignment: TextAlignment
    /// Extra space between one line's box and the next, in points.
    public let lineSpacing: Double
    /// The base direction of the paragraphs: ``WritingDirection/natural`` (from each
    /// paragraph's text) unless given.
    public let baseWritingDirection: WritingDirection

    /// The lines, top to bottom.
    public let lines: [Line]
    /// True when ``numberOfLines`` left text out (whatever the mode did to the last line).
    public let isTruncated: Bool
    /// The box the lines need: the widest line by the lines' height, in points.
    public let size: Size

    /// Lays out `text` in `font`.
    ///
    /// - Parameters:
    ///   - text: the text, paragraphs separated by line terminators.
    ///   - font: the font (and size) to shape it in, with the bundled fallbacks.
    ///   - width: the width to break lines at, in points; `nil` (or a width that is not
    ///     finite) breaks only at line terminators; a negative width counts as 0.
    ///   - numberOfLines: the most lines, 0 for unlimited; negative counts as 0.
    ///   - lineBreakMode: word or character wrapping, and what the last line shows when
    ///     lines run out (UIKit's default for a label is ``LineBreakMode/byTruncatingTail``).
    ///   - alignment: where lines go within `width` (or within the widest line).
    ///   - lineSpacing: extra points between lines; negative values overlap them.
    ///   - baseWritingDirection: the paragraphs' base direction; `.natural` takes each
    ///     paragraph's from its first strong character.
    public init(
        text: String, font: Font, width: Double? = nil, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byWordWrapping, alignment: TextAlignment = .left,
        lineSpacing: Double = 0, baseWritingDirection: WritingDirection = .natural
    ) {
        self.text = text
        self.font = font
        self.width = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        self.numberOfLines = max(0, numberOfLines)
        self.lineBreakMode = lineBreakMode
        self.alignment = alignment
        self.lineSpacing = lineSpacing.isFinite ? lineSpacing : 0
        self.baseWritingDirection = baseWritingDirection

        let (contents, truncated) = Self.breakLines(
            text, font: font, width: self.width, limit: self.numberOfLines, mode: lineBreakMode,
            direction: baseWritingDirection)
        isTruncated = truncated
        let widest = contents.reduce(0) { max($0, $1.shaped.width) }
        let box = self.width ?? widest
        let step = font.lineHeight + self.lineSpacing
        // Points the lines so far have grown beyond the font's line height (by taller runs).
        var grown = 0.0
        var lines: [Line] = []
        lines.reserveCapacity(contents.count)
        for (index, content) in contents.enumerated() {
            let x: Double
            switch alignment {
            case .left: x = 0
            case .center: x = (box - content.shaped.width) / 2
            case .right: x = box - content.shaped.width
            case .natural: x = content.isRightToLeft ? box - content.shaped.width : 0
            }
            lines.append(Line(
                text: content.text, shaped: content.shaped, x: x,
                baseline: font.ascender + Double(index) * step + (grown + content.shaped.extraAscent),
                isRightToLeft: content.isRightToLeft))
            grown += content.shaped.extraAscent + content.shaped.extraDescent
        }
        self.lines = lines
        let count = Double(lines.count)
        size = Size(
            width: widest,
            height: lines.isEmpty ? 0 : count * font.lineHeight + (count - 1) * self.lineSpacing + grown)
    }

    /// A line's text and glyphs, before it is placed.
    private struct Content {
        let text: String
        let shaped: ShapedLine
        let isRightToLeft: Bool
        /// `text` shaped in the direction `shapes` is set to; with `bidi`, the levels of
        /// `text` resolved on its whole paragraph.
        /// `text` as `shaped` left to right.
        init(_ text: String, shaped: ShapedLine) {
            self.text = text
            self.shaped = shaped
            isRightToLeft = false
        }

        init(_ text: String, shapes: Shapes, bidi: Bidi? = nil) {
            self.text = text
            shaped = bidi.map { Shaper.shape(text, font: shapes.font, direction: shapes.direction, bidi: $0) } ?? shapes[text]
            isRightToLeft = shapes.direction == .rightToLeft
        }
    }

    /// The lines of `text` and whether text was left over.
    ///
    /// Each paragraph's direction and levels are resolved on the whole paragraph (the
    /// direction may be given) before it is broken; lines are broken in logical order and
    /// each is then shaped, and so reordered, with its part of the levels. A truncated line
    /// is resolved on its own text in the paragraph's direction, so "…" goes at the logical end.
    private static func breakLines(
        _ text: String, font: Font, width: Double?, limit: Int, mode: LineBreakMode, direction: WritingDirection
    ) -> (lines: [Content], truncated: Bool) {
        // One left-to-right line that fits whole (a name, a title), no longer than a line limit
        // lets the breaking below read: no line to break, the same line it would make, shaped once.
        if let width, !text.isEmpty, limit == 0 || text.count <= clusterBudget(lines: limit, width: width, font: font),
            !text.contains(where: { $0.isNewline }), text.last?.isWhitespace == false,
            direction != .rightToLeft, Shaper.bidi(of: text, direction: direction) == nil,
            Bidi.resolve(direction, of: Substring(text)) == .leftToRight {
            let shaped = Shaper.shape(text, font: font, direction: .leftToRight)
            if LineBreaker.fits(shaped.width, in: width) { return ([Content(text, shaped: shaped)], false) }
        }
        let paragraphs = Self.paragraphs(of: text)
        let shapes = Shapes(font: font)
        func fits(_ candidate: String) -> Bool { LineBreaker.fits(shapes[candidate].width, in: width) }
        func measure(_ text: Substring) -> Paragraph {
            let paragraph = Paragraph(text, font: font, direction: shapes.direction)
            shapes.remember(paragraph.shaped, for: String(text))
            return paragraph
        }
        var lines: [Content] = []
        for (number, wholeParagraph) in paragraphs.enumerated() {
            // With a line limit, only what those lines can show (and a line more) is read.
            var paragraphText = wholeParagraph
            var cut = false
            if limit > 0, let width {
                let budget = clusterBudget(lines: limit - lines.count, width: width, font: font)
                if let end = Self.end(of: wholeParagraph, afterVisibleClusters: budget) {
                    paragraphText = wholeParagraph[..<end]
                    cut = true
                }
            }
            shapes.direction = Bidi.resolve(direction, of: paragraphText)
            let paragraph = measure(paragraphText)
            let ranges = LineBreaker.lines(
                of: paragraph, width: width, anywhere: mode == .byCharWrapping,
                limit: limit == 0 ? 0 : limit - lines.count,
                fits: { fits(String(paragraph.text($0))) })
            // Levels are resolved on the whole paragraph; each line takes its part of them.
            let levels = Shaper.bidi(of: String(paragraphText), direction: shapes.direction)
            for range in ranges {
                let line = paragraph.text(paragraph.trimmingTrailingSpaces(range))
                let start = paragraphText.unicodeScalars.distance(from: paragraphText.startIndex, to: line.startIndex)
                lines.append(Content(String(line), shapes: shapes, bidi: levels?.line(Array(line.unicodeScalars), at: start)))
            }
            let rest = (ranges.last?.upperBound ?? 0)..<paragraph.count
            let more = !rest.isEmpty || number + 1 < paragraphs.count || cut
            // A cut paragraph that did not fill the lines (invisible characters) ends the text too.
            guard limit > 0, lines.count >= limit || cut, more else { continue }
            // Lines ran out with text left: the last line follows the mode.
            let last = ranges.last!
            let truncation = Truncation(font: font, width: width, shapes: shapes)
            let replacement: String
            switch mode {
            case .byWordWrapping, .byCharWrapping:
                return (lines, true)
            case .byClipping:
                replacement = truncation.clip(measure(paragraph.text(last.lowerBound..<paragraph.count)))
            case .byTruncatingTail:
                replacement = truncation.tail(
                    measure(paragraph.text(last.lowerBound..<paragraph.count)),
                    moreFollows: number + 1 < paragraphs.count || cut)
            case .byTruncatingHead, .byTruncatingMiddle:
                // The text from the last line's start to the end of the whole text.
                let start = paragraph.text(last.lowerBound..<paragraph.count).startIndex
                let tail = [wholeParagraph[start...]] + paragraphs[(number + 1)...]
                if width == nil {
                    let end = String(paragraphs[paragraphs.count - 1]).trimmingSpaces(leading: true)
                    let start = lines[lines.count - 1].text
                    replacement = mode == .byTruncatingHead
                        ? Truncation.ellipsis + end : start + Truncation.ellipsis + end
                } else {
                    let joined = measure(Self.ends(of: tail.joined(separator: " "), width: width!, font: font))
                    replacement = mode == .byTruncatingHead ? truncation.head(joined) : truncation.middle(joined)
                }
            }
            lines[lines.count - 1] = Content(replacement, shapes: shapes)
            return (lines, true)
        }
        return (lines, false)
    }

    /// The most grapheme clusters of one paragraph, breaking spaces not counted, that
    /// `lines` lines `width` points wide are given: a line's worth for every tenth of an em
    /// (no visible character is narrower), and eight more, for each line and for one line
    /// more. A paragraph longer than that is cut there before it is measured, so a label's
    /// cost does not grow with text it cannot show (ten thousand characters in a one-line
    /// label were 6 ms a label);
    /// the lines and the "…" are the same as with the whole paragraph, unless the text is
    /// mostly invisible characters (word joiners, format controls), which then end at the cut.
    static func clusterBudget(lines: Int, width: Double, font: Font) -> Int {
        let perLine = Int(min(1e6, max(0, width) / (0.1 * font.size)).rounded(.up)) + 8
        return (max(0, lines) + 1) * perLine
    }

    /// Where `text` is cut after `budget` clusters that are not breaking spaces (those hang
    /// at a line's end, taking no room, so any number of them can end a line); `nil` when
    /// the text has no more than that.
    static func end(of text: Substring, afterVisibleClusters budget: Int) -> Substring.Index? {
        var counted = 0
        for index in text.indices where !BreakClass(text[index]).isSpace {
            counted += 1
            if counted > budget { return index }
        }
        return nil
    }

    /// `text`, or for head and middle truncation of a text longer than three lines' worth
    /// of clusters (``clusterBudget(lines:width:font:)``), its first and its last line's
    /// worth joined: only those can show on either side of the "…".
    private static func ends(of text: String, width: Double, font: Font) -> Substring {
        let part = clusterBudget(lines: 0, width: width, font: font)
        guard let head = text.index(text.startIndex, offsetBy: part, limitedBy: text.endIndex),
            let tailStart = text.index(text.endIndex, offsetBy: -part, limitedBy: text.startIndex),
            head < tailStart, text.distance(from: head, to: tailStart) > part
        else { return Substring(text) }
        return Substring(String(text[..<head]) + String(text[tailStart...]))
    }

    /// `text` split at line terminators; a terminator at the very end starts no paragraph.
    static func paragraphs(of text: String) -> [Substring] {
        var paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if paragraphs.last?.isEmpty == true { paragraphs.removeLast() }
        return paragraphs
    }
}

extension StringProtocol {
    /// The text without breaking whitespace at its start (`leading`) or end.
    func trimmingSpaces(leading: Bool) -> String {
        let characters = Array(self)
        var range = 0..<characters.count
        if leading {
            while !range.isEmpty, BreakClass(characters[range.lowerBound]).isSpace { range = (range.lowerBound + 1)..<range.upperBound }
        } else {
            while !range.isEmpty, BreakClass(characters[range.upperBound - 1]).isSpace { range = range.lowerBound..<(range.upperBound - 1) }
        }
        return String(characters[range])
    }
}

/// Cutting a line down to a width with an ellipsis, or without one for clipping.
struct Truncation {
    /// U+2026 HORIZONTAL ELLIPSIS.
    static let ellipsis = "\u{2026}"

    let font: Font
    /// The width the result must fit; `nil` for no limit.
    let width: Double?
    /// Lines shaped so far.
    let shapes: Shapes

    /// True when `candidate` shaped in the font fits the width.
    private func fits(_ candidate: String) -> Bool {
        LineBreaker.fits(shapes[candidate].width, in: width)
    }

    private var allowed: Double { width.map { $0 + LineBreaker.slack($0) } ?? .infinity }
    private var ellipsisWidth: Double { shapes[Self.ellipsis].width }

    /// The longest whole-cluster prefix of `paragraph` that fits.
    func clip(_ paragraph: Paragraph) -> String {
        var count = 0, total = 0.0
        while count < paragraph.count {
            let next = total + paragraph.advances[count]
            if !paragraph.classes[count].isSpace, next > allowed { break }
            total = next
            count += 1
        }
        var range = paragraph.trimmingTrailingSpaces(0..<count)
        while !range.isEmpty, !fits(String(paragraph.text(range))) {
            range = paragraph.trimmingTrailingSpaces(0..<(range.upperBound - 1))
        }
        return String(paragraph.text(range))
    }

    /// The longest prefix of `paragraph` followed by "…" that fits; the whole paragraph and
    /// "…" when it fits and `moreFollows`.
    func tail(_ paragraph: Paragraph, moreFollows: Bool) -> String {
        func candidate(_ count: Int) -> String {
            String(paragraph.text(paragraph.trimmingTrailingSpaces(0..<count))) + Self.ellipsis
        }
        let room = allowed - ellipsisWidth
        var count = 0, total = 0.0
        while count < paragraph.count {
            let next = total + paragraph.advances[count]
            if !paragraph.classes[count].isSpace, next > room { break }
            total = next
            count += 1
        }
        if count == paragraph.count, !moreFollows, fits(String(paragraph.text(0..<count))) {
            return String(paragraph.text(paragraph.trimmingTrailingSpaces(0..<count)))
        }
        while count > 0, !fits(candidate(count)) { count = paragraph.trimmingTrailingSpaces(0..<(count - 1)).upperBound }
        return fits(candidate(count)) ? candidate(count) : ""
    }

    /// "…" followed by the longest suffix of `paragraph` that fits; the paragraph itself
    /// when all of it fits.
    func head(_ paragraph: Paragraph) -> String {
        let whole = paragraph.trimmingLeadingSpaces(paragraph.trimmingTrailingSpaces(0..<paragraph.count))
        if fits(String(paragraph.text(whole))) { return String(paragraph.text(whole)) }
        func candidate(_ start: Int) -> String {
            Self.ellipsis + String(paragraph.text(paragraph.trimmingLeadingSpaces(start..<whole.upperBound)))
        }
        let room = allowed - ellipsisWidth
        var start = whole.upperBound, total = 0.0
        while start > whole.lowerBound {
            let next = total + paragraph.advances[start - 1]
            if !paragraph.classes[start - 1].isSpace, next > room { break }
            total = next
            start -= 1
        }
        while start < whole.upperBound, !fits(candidate(start)) {
            start = paragraph.trimmingLeadingSpaces((start + 1)..<whole.upperBound).lowerBound
        }
        return fits(candidate(start)) ? candidate(start) : ""
    }

    /// A prefix and a suffix of `paragraph` with "…" between them, as long as fits, grown a
    /// cluster at a time on the side that is narrower so far; the paragraph itself when all
    /// of it fits.
    func middle(_ paragraph: Paragraph) -> String {
        let whole = paragraph.trimmingLeadingSpaces(paragraph.trimmingTrailingSpaces(0..<paragraph.count))
        if fits(String(paragraph.text(whole))) { return String(paragraph.text(whole)) }
        func candidate(_ prefix: Int, _ suffix: Int) -> String {
            String(paragraph.text(paragraph.trimmingTrailingSpaces(whole.lowerBound..<prefix))) + Self.ellipsis
                + String(paragraph.text(paragraph.trimmingLeadingSpaces(suffix..<whole.upperBound)))
        }
        // The prefix is whole.lowerBound..<prefix, the suffix suffix..<whole.upperBound.
        let room = allowed - ellipsisWidth
        var prefix = whole.lowerBound, suffix = whole.upperBound
        var left = 0.0, right = 0.0
        while prefix < suffix {
            let growLeft = left <= right
            var grew = false
            for side in growLeft ? [true, false] : [false, true] {
                let index = side ? prefix : suffix - 1
                let next = left + right + paragraph.advances[index]
                if paragraph.classes[index].isSpace || next <= room {
                    if side { left += paragraph.advances[index]; prefix += 1 } else { right += paragraph.advances[index]; suffix -= 1 }
                    grew = true
                    break
                }
            }
            if !grew { break }
        }
        while prefix > whole.lowerBound || suffix < whole.upperBound, !fits(candidate(prefix, suffix)) {
            // Drop a cluster from the wider side.
            let leftWidth = paragraph.width(whole.lowerBound..<prefix)
            let rightWidth = paragraph.width(suffix..<whole.upperBound)
            if prefix > whole.lowerBound, leftWidth >= rightWidth || suffix == whole.upperBound {
                prefix -= 1
            } else {
                suffix += 1
            }
        }
        return fits(candidate(prefix, suffix)) ? candidate(prefix, suffix) : ""
    }
}

/// Text shaped in one font while one layout is made, each string shaped once per direction.
final class Shapes {
    let font: Font
    /// The base direction text is shaped in: the paragraph's being laid out
    /// (`.leftToRight` or `.rightToLeft`).
    var direction: WritingDirection = .leftToRight
    private struct Key: Hashable {
        let text: String
        let direction: WritingDirection
    }
    private var lines: [Key: ShapedLine] = [:]

    init(font: Font) { self.font = font }

    /// `text` shaped in the font and ``direction``.
    subscript(text: String) -> ShapedLine {
        let key = Key(text: text, direction: direction)
        if let line = lines[key] { return line }
        let line = Shaper.shape(text, font: font, direction: direction)
        lines[key] = line
        return line
    }

    /// Records that `text` shapes to `line` in ``direction``.
    func remember(_ line: ShapedLine, for text: String) { lines[Key(text: text, direction: direction)] = line }
}

import ListshotGeometry
import ListshotRaster
import ListshotText

enum TextFuzzing {
    /// Inter Regular and SemiBold at two sizes each; loaded once (a face takes milliseconds).
    static let fonts: [Font] = [
        try! Font.bundled(.regular, size: 17), try! Font.bundled(.semibold, size: 13),
        try! Font.bundled(.regular, size: 9.5), try! Font.bundled(.semibold, size: 34),
    ]

    /// The widths byte 0 chooses from: none, 0, narrower than most characters, and
    /// ordinary label widths.
    static let widths: [Double?] = [nil, 0, 1, 7.5, 40, 100, 180, 320]

    /// Lays out the bytes after the first three, read as UTF-8 with replacement characters:
    ///
    /// - byte 0: bits 0–2 the width (``widths``), bit 3 draws the layout, bits 4–5 the font;
    /// - byte 1: bits 0–2 the line limit (0–7), bits 3–5 the break mode;
    /// - byte 2: bits 0–1 the alignment, bits 2–3 the base direction, bits 4–7 the line spacing.
    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let header = Array(bytes.prefix(3)) + Array(repeating: 0, count: max(0, 3 - bytes.count))
        let text = String(decoding: bytes.dropFirst(3), as: UTF8.self)
        let width = widths[Int(header[0] & 7)]
        let font = fonts[Int(header[0] >> 4 & 3)]
        let limit = Int(header[1] & 7)
        let modes = LineBreakMode.allCases
        let mode = modes[Int(header[1] >> 3 & 7) % modes.count]
        let alignment: TextAlignment = [.left, .center, .right, .natural][Int(header[2] & 3)]
        let direction: WritingDirection = [.natural, .leftToRight, .rightToLeft, .natural][Int(header[2] >> 2 & 3)]
        let spacing = Double(Int(header[2] >> 4)) - 4

        let layout = TextLayout(
            text: text, font: font, width: width, numberOfLines: limit, lineBreakMode: mode,
            alignment: alignment, lineSpacing: spacing, baseWritingDirection: direction)
        check(layout)
        if limit > 0, !hasInvisibleClusters(text) {
            let unlimited = TextLayout(
                text: text, font: font, width: width, numberOfLines: 0, lineBreakMode: mode,
                alignment: alignment, lineSpacing: spacing, baseWritingDirection: direction)
            checkLimited(layout, against: unlimited)
        }
        if header[0] & 8 != 0 {
            let box = layout.size
            let pixels = (width: min(256, Int(box.width.rounded(.up)) + 2), height: min(256, Int(box.height.rounded(.up)) + 2))
            var canvas = Canvas(framebuffer: try! Framebuffer(width: max(1, pixels.width), height: max(1, pixels.height)), scale: 1)
            canvas.draw(layout, at: Point(x: 1, y: 1), color: .black)
        }
        return .accepted("\(layout.lines.count) lines, \(layout.size.width)×\(layout.size.height)")
    }

    /// What ``TextLayout`` promises whatever the text.
    static func check(_ layout: TextLayout) {
        precondition(layout.size.width.isFinite && layout.size.height.isFinite, "a size that is not finite: \(layout.size)")
        if layout.numberOfLines > 0 {
            precondition(layout.lines.count <= layout.numberOfLines, "\(layout.lines.count) lines, limit \(layout.numberOfLines)")
        }
        if layout.text.isEmpty { precondition(layout.lines.isEmpty, "empty text has lines") }
        for line in layout.lines {
            precondition(line.x.isFinite && line.baseline.isFinite, "a line placed at \(line.x), \(line.baseline)")
            // No line is wider than the width, except one holding a single cluster. A
            // paragraph's leading spaces do not hang: LineBreaker keeps them with the first
            // cluster after them (no break before it), so such a line may be wider too.
            if let width = layout.width, line.text.count > 1, !startsWithBreakingSpace(line.text),
                layout.lineBreakMode != .byClipping
            {
                precondition(line.width <= width + 1e-6 * max(1, width) + 1e-9,
                    "a line \(line.width) wide in \(width): \(line.text.debugDescription)")
            }
        }
    }

    /// A line limit changes only the last line: the lines before it are the unlimited
    /// layout's, and so is the last when the mode wraps or when no text is left out.
    static func checkLimited(_ layout: TextLayout, against unlimited: TextLayout) {
        let count = layout.lines.count
        let truncated = unlimited.lines.count > layout.numberOfLines
        precondition(layout.isTruncated == truncated, "isTruncated \(layout.isTruncated), unlimited \(unlimited.lines.count) lines")
        precondition(count == min(layout.numberOfLines, unlimited.lines.count), "\(count) lines, unlimited \(unlimited.lines.count)")
        let wraps = layout.lineBreakMode == .byWordWrapping || layout.lineBreakMode == .byCharWrapping
        let same = truncated && !wraps ? count - 1 : count
        for index in 0..<max(0, same) {
            precondition(layout.lines[index].text == unlimited.lines[index].text,
                "line \(index): \(layout.lines[index].text.debugDescription), unlimited \(unlimited.lines[index].text.debugDescription)")
        }
    }

    /// True when `text` has a cluster that may take no width: one that starts with a
    /// control (other than a tab or a line terminator), a format character (bidi controls,
    /// joiners), another default-ignorable character, or a lone mark. With a line limit,
    /// ``TextLayout`` reads a line's worth of clusters for every tenth of an em of width,
    /// so text made mostly of those ends where it stopped reading (as it documents).
    static func hasInvisibleClusters(_ text: String) -> Bool {
        text.contains { character in
            guard let scalar = character.unicodeScalars.first, !character.isNewline, scalar != "\t" else { return false }
            switch scalar.properties.generalCategory {
            case .control, .format, .nonspacingMark, .enclosingMark: return true
            default: return scalar.properties.isDefaultIgnorableCodePoint
            }
        }
    }

    /// True when `text` starts with whitespace that line breaking lets hang (not U+00A0,
    /// U+2007 or U+202F).
    static func startsWithBreakingSpace(_ text: String) -> Bool {
        guard let scalar = text.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: return true
        default: return false
        }
    }
}

extension Shaper {
    /// The levels of `text` in a line of base `direction`, or `nil` when every level is 0
    /// (no right-to-left character in a left-to-right line): then the text is shaped as it
    /// always was, one run per face, with HarfBuzz guessing the direction.
    static func bidi(of text: String, direction: WritingDirection) -> Bidi? {
        // Nothing below U+0590 (Hebrew) is right to left, and no explicit mark is.
        if direction != .rightToLeft, text.unicodeScalars.allSatisfy({ $0.value < 0x0590 }) { return nil }
        let bidi = Bidi(Array(text.unicodeScalars), direction: direction)
        return bidi.levels.contains { $0 > 0 } ? bidi : nil
    }

    /// `utf8` (the bytes of `text`) in runs of one face (from `items`), one embedding level
    /// and one script, each shaped by HarfBuzz in its own direction (right to left at odd
    /// levels) with the whole text as context, in visual order (rule L2).
    ///
    /// A grapheme cluster takes the level of its first scalar and stays whole; characters of
    /// the Common and Inherited scripts (spaces, digits, punctuation, marks) take the script
    /// of the text before them (at the start, of the text after).
    static func shapeBidiRuns(
        _ utf8: [UInt8], text: String, chain: [FontFace], items: [(face: Int, bytes: Range<Int>)], bidi: Bidi
    ) -> [(FontFace, [ShapedGlyph])] {
        // Every grapheme cluster's UTF-8 start, level and script.
        var clusters: [(start: Int, level: UInt8, script: UInt32?)] = []
        var scalarIndex = 0, offset = 0
        for cluster in text {
            let script = cluster.unicodeScalars.lazy.compactMap(HarfBuzzFont.script(of:)).first
            clusters.append((offset, bidi.levels[scalarIndex], script))
            scalarIndex += cluster.unicodeScalars.count
            offset += cluster.utf8.count
        }
        var script = clusters.lazy.compactMap(\.script).first
        for index in clusters.indices {
            if let own = clusters[index].script { script = own } else { clusters[index].script = script }
        }

        var runs: [(face: Int, level: UInt8, script: UInt32?, bytes: Range<Int>)] = []
        var next = 0
        for item in items {
            while next < clusters.count, clusters[next].start < item.bytes.upperBound {
                let cluster = clusters[next]
                let end = next + 1 < clusters.count ? clusters[next + 1].start : utf8.count
                next += 1
                guard cluster.start >= item.bytes.lowerBound else { continue }
                if let last = runs.last, last.face == item.face, last.level == cluster.level,
                    last.script == cluster.script, last.bytes.upperBound == cluster.start
                {
                    runs[runs.count - 1].bytes = last.bytes.lowerBound..<end
                } else {
                    runs.append((item.face, cluster.level, cluster.script, cluster.start..<end))
                }
            }
        }

        var shaped: [(FontFace, [ShapedGlyph])] = []
        for index in Bidi.visualOrder(runs.map(\.level)) {
            let run = runs[index]
            let glyphs = glyphs(of: utf8, range: run.bytes, in: chain[run.face], rightToLeft: run.level & 1 == 1)
            if !glyphs.isEmpty { shaped.append((chain[run.face], glyphs)) }
        }
        return shaped
    }
}

/// How much of one grapheme cluster is shaped: its first ``maximumScalars`` Unicode scalars.
///
/// A letter can carry any number of combining marks (a base and ten thousand fathas is one
/// grapheme cluster), and HarfBuzz's work on one cluster grows with the square of its marks:
/// such a text took a second to shape, every time a row showed it. The marks of a cluster
/// are drawn on its base, over one another, so past a few dozen nothing more can be seen.
/// 32 is HarfBuzz's own bound (`HB_OT_SHAPE_MAX_COMBINING_MARKS`: it stops reordering a
/// longer run of marks), above Unicode's Stream-Safe Text Format (UAX #15: 30 non-starters
/// in a row) and three times the longest emoji sequence (10 scalars).
///
/// The shaped glyphs still point into the whole text (their clusters are offsets in it), so
/// line breaking and truncation work on the text as given.
enum ClusterLimit {
    /// The most Unicode scalars of one grapheme cluster that are shaped.
    static let maximumScalars = 32

    /// `text` with every grapheme cluster cut to its first ``maximumScalars`` scalars.
    struct Cut {
        /// The text shaped.
        let text: String
        /// For every UTF-8 offset in ``text``, and its end, the offset in the whole text.
        let offsets: [Int]
        /// The index, in the whole text's scalars, of each scalar of ``text``.
        let scalars: [Int]
    }

    /// `text` cut so that no grapheme cluster has more than ``maximumScalars`` scalars;
    /// `nil` when none has (the text is shaped as it is).
    static func cut(_ text: String) -> Cut? {
        guard text.unicodeScalars.count > maximumScalars,
            text.contains(where: { $0.unicodeScalars.count > maximumScalars })
        else { return nil }
        var kept = String.UnicodeScalarView()
        var offsets: [Int] = [], scalars: [Int] = []
        var offset = 0, index = 0
        for cluster in text {
            for (position, scalar) in cluster.unicodeScalars.enumerated() {
                let length = UTF8.width(scalar)
                if position < maximumScalars {
                    kept.append(scalar)
                    offsets.append(contentsOf: offset..<(offset + length))
                    scalars.append(index)
                }
                offset += length
                index += 1
            }
        }
        offsets.append(offset)
        return Cut(text: String(kept), offsets: offsets, scalars: scalars)
    }
}

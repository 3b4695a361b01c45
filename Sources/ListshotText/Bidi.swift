internal import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9) for one paragraph or one line of text,
/// through GNU FriBidi: the base direction (P2, P3, or given), an embedding level for every
/// Unicode scalar (X1–I2, and L1 for the whitespace at the end), and the visual order of
/// runs of levels (L2). Mirroring is left to HarfBuzz, which mirrors brackets in
/// right-to-left runs.
struct Bidi: Hashable, Sendable {
    /// True when the resolved base direction is right to left.
    let isRightToLeft: Bool
    /// The embedding level of every Unicode scalar of the text: even left to right, odd
    /// right to left.
    let levels: [UInt8]

    /// Levels already resolved.
    init(isRightToLeft: Bool, levels: [UInt8]) {
        self.isRightToLeft = isRightToLeft
        self.levels = levels
    }

    /// The levels of the line that is `scalars`, at `start` in this paragraph's scalars:
    /// the paragraph's levels there, with the whitespace at the line's end put back at the
    /// paragraph's level (rule L1), so that it stays at the line's end.
    func line(_ scalars: [Unicode.Scalar], at start: Int) -> Bidi {
        guard start >= 0, start + scalars.count <= levels.count else { return Bidi(scalars, direction: isRightToLeft ? .rightToLeft : .leftToRight) }
        var line = Array(levels[start..<(start + scalars.count)])
        var index = scalars.count
        while index > 0, Self.isWhitespace(scalars[index - 1]) {
            index -= 1
            line[index] = isRightToLeft ? 1 : 0
        }
        return Bidi(isRightToLeft: isRightToLeft, levels: line)
    }

    /// Bidi class WS (and a tab, class S, which L1 treats alike).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0C, 0x20, 0x1680, 0x2000...0x200A, 0x2028, 0x205F, 0x3000: true
        default: false
        }
    }

    /// The levels of `scalars` laid out in `direction` (`.natural`: from the first strong
    /// character, left to right when there is none).
    init(_ scalars: [Unicode.Scalar], direction: WritingDirection) {
        let count = scalars.count
        guard count > 0 else {
            isRightToLeft = direction == .rightToLeft
            levels = []
            return
        }
        let characters = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var base: FriBidiParType
        switch direction {
        case .natural: base = listshot_fribidi_par_on()
        case .leftToRight: base = listshot_fribidi_par_ltr()
        case .rightToLeft: base = listshot_fribidi_par_rtl()
        }
        let length = FriBidiStrIndex(count)
        fribidi_get_bidi_types(characters, length, &types)
        fribidi_get_bracket_types(characters, length, types, &brackets)
        let result = fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, &levels)
        if result == 0 {
            // Out of memory inside FriBidi: everything at the base level.
            let level: FriBidiLevel = direction == .rightToLeft ? 1 : 0
            levels = [FriBidiLevel](repeating: level, count: count)
        }
        isRightToLeft = base == listshot_fribidi_par_rtl()
        self.levels = levels.map { UInt8(bitPattern: $0) }
    }

    /// The base direction of `text` as one paragraph: `direction` itself unless it is
    /// `.natural`, then that of the first strong character (right to left for Hebrew,
    /// Arabic…; left to right for Latin, or when there is none).
    static func resolve(_ direction: WritingDirection, of text: some StringProtocol) -> WritingDirection {
        guard direction == .natural else { return direction }
        let characters = text.unicodeScalars.map { FriBidiChar($0.value) }
        guard !characters.isEmpty else { return .leftToRight }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: characters.count)
        fribidi_get_bidi_types(characters, FriBidiStrIndex(characters.count), &types)
        let base = fribidi_get_par_direction(types, FriBidiStrIndex(characters.count))
        return base == listshot_fribidi_par_rtl() ? .rightToLeft : .leftToRight
    }

    /// The indices of `levels` in visual order, left to right (rule L2): from the highest
    /// level down to the lowest odd one, every maximal sequence at that level or higher is
    /// reversed.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else { index += 1; continue }
                var end = index
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order
    }
}

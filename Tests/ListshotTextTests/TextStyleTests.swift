import ListshotText
import Testing

/// Issue 34, "Text styles": each style is sized from Apple's Dynamic Type table at each of
/// the twelve sizes, not by the body style's growth.
@Suite struct TextStyleTests {
    /// The values the issue names, and a row of each style at xS, L, AX3 and AX5.
    @Test func theTableGivesEachStyleItsOwnSizes() {
        func sizes(_ style: TextStyle) -> [Double] {
            [TextSize.extraSmall, .large, .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge].map { style.pointSize(for: $0) }
        }
        #expect(sizes(.footnote) == [12, 13, 33, 44])
        #expect(sizes(.title1) == [25, 28, 48, 58])
        #expect(sizes(.body) == [14, 17, 40, 53])
        #expect(sizes(.largeTitle) == [31, 34, 52, 60])
        #expect(sizes(.headline) == [14, 17, 40, 53])
        #expect(sizes(.caption2) == [11, 11, 29, 40])
        #expect(sizes(.subheadline) == [12, 15, 36, 49])
        #expect(TextStyle.title1.leading(for: .large) == 34)
        #expect(TextStyle.body.leading(for: .accessibilityExtraExtraExtraLarge) == 62)
    }

    /// The body style's column is the one ``TextSize/bodyPointSize`` has always given, and
    /// every style grows (or stays) from one size to the next.
    @Test func theBodyColumnIsTheTextSizesAndEveryStyleGrows() {
        #expect(TextSize.allCases.map { TextStyle.body.pointSize(for: $0) } == TextSize.allCases.map(\.bodyPointSize))
        for style in TextStyle.allCases {
            let column = TextSize.allCases.map { style.pointSize(for: $0) }
            #expect(zip(column, column.dropFirst()).allSatisfy { $0 <= $1 }, "\(style): \(column)")
            let leadings = TextSize.allCases.map { style.leading(for: $0) }
            #expect(zip(column, leadings).allSatisfy { $0 < $1 }, "\(style): a leading at most its size")
        }
    }

    /// `preferredFont(forTextStyle:compatibleWith:)`: the table's size, the style's weight
    /// (headline semibold), and the style remembered.
    @Test func thePreferredFontIsTheStylesAtTheSize() throws {
        let title = try Font.preferredFont(forTextStyle: .title1, compatibleWith: .accessibilityExtraExtraExtraLarge)
        #expect(title.size == 58 && title.textStyle == .title1 && title.face.weightClass == 400)
        let headline = try Font.preferredFont(forTextStyle: .headline, compatibleWith: .large)
        #expect(headline.size == 17 && headline.face.weightClass == 600)
        #expect(try Font.preferredFont(forTextStyle: .body, compatibleWith: .large).face === (try Font.bundled(.regular, size: 17)).face)
    }
}

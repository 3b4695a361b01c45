/// The direction a paragraph of text is written in: its base direction in the Unicode
/// Bidirectional Algorithm (UIKit's `NSWritingDirection`, with `.natural` as the default).
///
/// The base direction decides the order of the runs of a mixed-direction line (a Hebrew
/// phrase with a Latin word in it reads right to left as a whole), where neutral characters
/// between runs of different directions go, and on which side a truncated line's "…" is.
/// It does not change the alignment (see ``TextAlignment``).
public enum WritingDirection: String, Sendable, CaseIterable {
    /// From the text: each paragraph takes the direction of its first strong character
    /// (a letter of a left-to-right or right-to-left script; rules P2 and P3), left to
    /// right when it has none.
    case natural
    /// Every paragraph is left to right.
    case leftToRight
    /// Every paragraph is right to left.
    case rightToLeft
}

extension WritingDirection {
    /// The direction of `text` as one paragraph: this direction, unless it is ``natural``,
    /// then that of the text's first strong character (rules P2 and P3): right to left for
    /// Hebrew or Arabic, left to right for Latin or when there is no strong character.
    public func resolved(for text: some StringProtocol) -> WritingDirection {
        Bidi.resolve(self, of: text)
    }
}

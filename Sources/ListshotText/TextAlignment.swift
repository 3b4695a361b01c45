/// How lines of text are placed horizontally in the width they are laid out in
/// (UIKit's `NSTextAlignment`, without `.justified`).
public enum TextAlignment: String, Sendable, CaseIterable {
    /// Each line starts at the left edge.
    case left
    /// Each line is centred.
    case center
    /// Each line ends at the right edge.
    case right
    /// At the leading edge (UIKit's `.natural`): a `Label` resolves it by its user
    /// interface's direction, to the left in a left-to-right view and to the right in a
    /// right-to-left one; a ``TextLayout``, which has no user interface, puts each line at
    /// the start of its paragraph's direction (the right of a Hebrew or Arabic paragraph).
    case natural

    /// `.natural` as ``left`` or ``right`` for a user interface that runs right to left
    /// when `rightToLeft` is true; the other alignments as they are.
    public func resolved(rightToLeft: Bool) -> TextAlignment {
        guard self == .natural else { return self }
        return rightToLeft ? .right : .left
    }
}

/// What happens to text that does not fit (UIKit's `NSLineBreakMode`, as `UILabel` applies it).
///
/// Every mode except ``byCharWrapping`` wraps lines at word boundaries; ``byCharWrapping``
/// wraps at any character (grapheme cluster). The mode decides what the *last* line shows
/// when a line limit (``TextLayout/numberOfLines``) leaves text over:
///
/// | mode | the last line |
/// |---|---|
/// | `byWordWrapping`, `byCharWrapping` | ends where it would have wrapped; the rest is dropped |
/// | `byClipping` | holds the rest of its paragraph, cut after the last whole character that fits |
/// | `byTruncatingTail` | keeps the start and ends with "…" (U+2026): `The quick bro…` |
/// | `byTruncatingHead` | keeps the end and starts with "…": `…over the lazy dog` |
/// | `byTruncatingMiddle` | keeps both ends with "…" between them: `The quick…lazy dog` |
///
/// With one line and a truncating mode, a single line that is too wide is truncated, as a
/// one-line `UILabel` does by default.
public enum LineBreakMode: String, Sendable, CaseIterable {
    case byWordWrapping
    case byCharWrapping
    case byClipping
    case byTruncatingHead
    case byTruncatingTail
    case byTruncatingMiddle

    /// True for the three modes that mark cut text with an ellipsis.
    public var truncates: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
        case .byWordWrapping, .byCharWrapping, .byClipping: false
        }
    }
}

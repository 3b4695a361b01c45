/// Which grapheme clusters are shown as emoji (in colour) rather than as text, after
/// Unicode Technical Standard #51: a cluster is an emoji when it asks for emoji presentation
/// (VARIATION SELECTOR-16), is an emoji sequence (a keycap, a flag of regional indicators or
/// tags, a skin-tone modifier, a ZWJ sequence), or starts with a character whose default
/// presentation is emoji (`Emoji_Presentation`, such as 😀 or ⌚); never when it asks for
/// text presentation (VARIATION SELECTOR-15).
enum EmojiPresentation {
    /// U+FE0E VARIATION SELECTOR-15: show as text.
    static let textSelector: Unicode.Scalar = "\u{FE0E}"
    /// U+FE0F VARIATION SELECTOR-16: show as emoji.
    static let emojiSelector: Unicode.Scalar = "\u{FE0F}"
    /// U+20E3 COMBINING ENCLOSING KEYCAP.
    static let keycap: Unicode.Scalar = "\u{20E3}"
    /// U+200D ZERO WIDTH JOINER.
    static let joiner: Unicode.Scalar = "\u{200D}"

    /// True when `cluster` (one grapheme cluster) is shown as an emoji.
    static func isEmoji<Scalars: Sequence<Unicode.Scalar>>(_ cluster: Scalars) -> Bool {
        var first: Unicode.Scalar?
        var hasEmoji = false, joined = false
        for scalar in cluster {
            if first == nil { first = scalar }
            switch scalar {
            case textSelector: return false
            case emojiSelector, keycap: return true
            case joiner: joined = true
            default:
                let properties = scalar.properties
                if properties.isEmojiModifier || isRegionalIndicator(scalar) || isTag(scalar) { return true }
                hasEmoji = hasEmoji || properties.isEmoji
            }
        }
        guard let first else { return false }
        return (joined && hasEmoji) || first.properties.isEmojiPresentation
    }

    /// True when some cluster of `text` may be shown as an emoji: a quick test over its
    /// scalars that lets text without any go through the font's own face alone.
    static func mayContainEmoji(_ text: String) -> Bool {
        // Every scalar tested is U+20E3 or above: Latin text is passed over by one comparison.
        text.unicodeScalars.contains { scalar in
            scalar.value >= keycap.value
                && (scalar == emojiSelector || scalar == keycap || scalar.properties.isEmojiPresentation
                    || isRegionalIndicator(scalar) || isTag(scalar) || scalar.properties.isEmojiModifier)
        }
    }

    /// U+1F1E6…U+1F1FF, the letters of flag sequences.
    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// U+E0020…U+E007F, the tags of subdivision flags (🏴 + tags, such as Scotland's).
    static func isTag(_ scalar: Unicode.Scalar) -> Bool {
        (0xE0020...0xE007F).contains(scalar.value)
    }
}

/// The wording scene files use for their mistakes, for other files that listshot reads
/// (a docs manifest), so that every message reads the same.
public enum KeySuggestion {
    /// The key in `keys` that `key` is most likely a typo of ("gird" → "grid"), if any is close.
    public static func closest(to key: String, among keys: [String]) -> String? {
        JSONNode.closest(to: key, among: keys)
    }

    /// `text` as a JSON string literal, cut short past 40 code points: how messages quote
    /// what a file holds.
    public static func quoted(_ text: String) -> String {
        JSONPath.quoted(text)
    }
}

/// The wording scene files use for their mistakes, for other files that listshot reads (a
/// docs manifest), so that every message reads the same.
public enum MessageText {
    /// The key in `keys` that `key` is most likely a typo of ("gird" → "grid"), if any is close.
    public static func closest(to key: String, among keys: [String]) -> String? {
        JSONNode.closest(to: key, among: keys)
    }

    /// `text` as a JSON string literal, cut short past 40 code points (as messages quote
    /// what a file holds) and ended with "…".
    public static func quoted(_ text: String) -> String {
        JSONPath.quoted(text)
    }

    /// `text` as a JSON string literal, cut after `limit` code points and ended with "…";
    /// `.max` for the whole string.
    public static func quoted(_ text: String, limit: Int) -> String {
        JSONPath.quoted(text, limit: limit)
    }

    /// How `value` reads in a message: `-5`, `"tall"`, `true`, `null`, `a list`, `an object`.
    public static func describe(_ value: JSONValue) -> String {
        value.shortDescription
    }
}

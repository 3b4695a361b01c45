/// The wording scene files use for their mistakes, for other files that listshot reads (a
/// docs manifest), so that every message reads the same.
public enum MessageText {
    /// The key in `keys` that `key` is most likely a typo of ("gird" → "grid"), if any is close.
    public static func closest(to key: String, among keys: [String]) -> String? {
        // The edit distance is quadratic: a key far longer than every candidate is no typo of
        // one, and a megabyte-long key must not take minutes to reject.
        guard key.utf8.count <= 2 * (keys.map(\.utf8.count).max() ?? 0) + 4 else { return nil }
        let typed = Array(key.lowercased())
        let scored = keys.map { candidate in (candidate, editDistance(typed, Array(candidate.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, min(typed.count, best.0.count) / 3) ? best.0 : nil
    }

    /// The first key of `object` (in sorted order) that is not one of `keys`, and what to say
    /// of it: `unknown key; did you mean "grid"? (a layout takes "type", "columns")`, with a
    /// suggestion when a key is close. `nil` when every key is one of `keys`.
    ///
    /// - Parameters:
    ///   - object: an object's members.
    ///   - keys: the keys it may have, in the order the documentation lists them.
    ///   - what: the thing the object describes: "a row", "the viewport".
    public static func unknownKey(in object: [String: JSONValue], allowed keys: [String], of what: String) -> (key: String, message: String)? {
        guard let unknown = object.keys.filter({ !keys.contains($0) }).sorted().first else { return nil }
        let suggestion = closest(to: unknown, among: keys).map { "; did you mean \(quoted($0))?" } ?? ""
        return (unknown, "unknown key\(suggestion) (\(what) takes \(keys.map(quoted).joined(separator: ", ")))")
    }

    /// Edit distance with insertions, deletions, substitutions and swaps of two neighbours
    /// (optimal string alignment), so "gird" is one edit from "grid".
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in a.indices {
            var current = [i + 1]
            for j in b.indices {
                var best = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
                if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] { best = min(best, beforePrevious[j - 1] + 1) }
                current.append(best)
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
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

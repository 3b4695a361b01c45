/// Text made safe for an HTML page: the snapshot report's and `listshot preview`'s.
package enum HTMLText {
    /// `text` as HTML text or as a quoted attribute's value: `&`, `<`, `>`, `"` and `'`
    /// become character references; everything else, any Unicode included, stays.
    package static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let reference = characterReferences[scalar] {
                escaped += reference
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The characters that end text or an attribute's value, and what stands for them.
    private static let characterReferences: [Unicode.Scalar: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
    ]
}

import ListshotStructuredText

/// An image's output path with placeholders: `people-{appearance}-{offset}.png`.
enum OutputTemplate {
    /// The placeholders an output may hold, in the order the documentation images article lists them.
    static let placeholders = ["scene", "offset", "appearance", "textSize", "device"]

    /// Checks that every `{…}` in `template` is a known placeholder and every brace is paired.
    static func check(_ template: String, node: ManifestNode) throws(DocsManifestError) {
        var rest = Substring(template)
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else {
                throw node.problem("\(MessageText.quoted(template)) has an unpaired brace; placeholders are written {offset}")
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard placeholders.contains(name) else {
                let hint = MessageText.closest(to: name, among: placeholders).map { "did you mean {\($0)}? " } ?? ""
                let list = placeholders.map { "{\($0)}" }.joined(separator: ", ")
                throw node.problem("unknown placeholder {\(name)}; \(hint)an output may use \(list)")
            }
            rest = rest[rest.index(after: close)...]
        }
    }

    /// The names of the placeholders `template` uses.
    static func used(in template: String) -> Set<String> {
        Set(placeholders.filter { template.contains("{\($0)}") })
    }

    /// `template` with each `{name}` replaced by `values[name]`, in one pass from left to
    /// right: a value is copied in as it is and never scanned again, so a value that looks
    /// like a placeholder (a scene file called `{offset}.yaml`) stays text, whatever the
    /// order of `values`. ``check(_:node:)`` has made sure every placeholder has a name.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            text += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }
}

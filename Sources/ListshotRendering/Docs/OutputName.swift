import ListshotStructuredText

/// An image's output path after its placeholders are filled: a path relative to the output
/// folder, made only of names. What ``check(_:template:values:)`` refuses is what could
/// write elsewhere than the file the manifest's author sees: a part `..` (a scene file
/// called `...json` makes `{scene}` `..`), `.` or empty, a NUL (the system would end the
/// name there), or a `/` that a placeholder's value brings in.
enum OutputName {
    /// Checks the output `name` that filling `template` with `values` gave.
    ///
    /// - Returns: why the name is refused, a clause for a message; nil when it is good.
    static func problem(_ name: String, template: String, values: [String: String]) -> String? {
        let filled = template == name ? "" : " makes \(MessageText.quoted(name)), which"
        for placeholder in OutputTemplate.placeholders.sorted() where template.contains("{\(placeholder)}") {
            let value = values[placeholder] ?? ""
            if value.contains("/") {
                return "\(MessageText.quoted(template))\(filled) takes a \"/\" from {\(placeholder)} (\(MessageText.quoted(value))); "
                    + "a placeholder's value cannot add folders"
            }
        }
        if name.unicodeScalars.contains("\0") {
            return "\(MessageText.quoted(template))\(filled) holds a NUL character, which no file name may hold"
        }
        for part in name.split(separator: "/", omittingEmptySubsequences: false) where part.isEmpty || part == "." || part == ".." {
            return "\(MessageText.quoted(template))\(filled) has the part \(MessageText.quoted(String(part))); "
                + "an output path is names separated by \"/\", inside the output folder (no \"\", \".\" or \"..\")"
        }
        if name == DocsManifest.stateFileName || name.hasPrefix(DocsManifest.stateFileName + "/") {
            return "\(MessageText.quoted(template))\(filled) is the state file listshot docs keeps in the output folder"
        }
        return nil
    }
}

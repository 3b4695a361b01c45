import ListshotStructuredText
import ListshotText

/// A scene file row's Settings-style parts: a switch in the accessory's place, an icon in
/// the image's place, and a badge before the accessory.
extension SceneFile {
    /// The keys a listed row takes for them, after the look's.
    static let settingsKeys = ["isOn", "icon", "badge"]

    /// The word `accessory` takes for a switch, beside ``CellAccessory``'s names.
    static let switchAccessory = "switch"

    /// Reads `isOn`, `icon` and `badge` into `row`, whose look (`accessory: switch` among
    /// it) is read already.
    static func settingsParts(_ fields: JSONFields, into row: inout SceneDescription.Row) throws(SceneFileProblem) {
        if let node = fields["isOn"] {
            guard row.switchIsOn != nil else {
                throw node.problem("\"isOn\" sets a switch: give \"accessory: switch\" with it")
            }
            row.switchIsOn = try node.bool()
        }
        if let node = fields["icon"] {
            if fields["image"] != nil { throw node.problem("give either \"image\" or \"icon\" (a symbol on a coloured square), not both") }
            row.icon = try icon(node)
        }
        if let node = fields["badge"] { row.badge = try badge(node) }
        let parts = (row.switchIsOn == nil ? [] : ["accessory: switch"]) + ["icon", "badge"].filter { fields[$0] != nil }
        if let cell = fields["cell"], let part = parts.first {
            throw cell.problem("a custom cell draws its own parts; \"\(part)\" is for a standard cell (give \"style\" instead)")
        }
    }

    /// `{symbol: wifi, background: systemBlue}`: a symbol of the bundled icon font on a
    /// square of a colour (`systemBlue` when not given).
    static func icon(_ node: JSONNode) throws(SceneFileProblem) -> SceneDescription.RowIcon {
        let fields = try node.fields(of: "an icon", keys: ["symbol", "background"])
        let symbolNode = try fields.required("symbol", "an icon needs \"symbol\", a Material Icons name such as \"wifi\"")
        let background = try fields["background"].map { (node) throws(SceneFileProblem) in try SceneValueReader.sceneColor(node) }
        return SceneDescription.RowIcon(symbol: try symbol(symbolNode), background: background ?? .system(.systemBlue))
    }

    /// The symbol a name stands for, or an error suggesting the nearest name.
    static func symbol(_ node: JSONNode) throws(SceneFileProblem) -> Symbol {
        let name = try node.string()
        let found: Symbol?, suggestion: String?
        do throws(FontError) {
            found = try Symbol(named: name)
            suggestion = found == nil ? try suggestedSymbol(near: name) : nil
        } catch {
            throw node.problem("\(error)")
        }
        if let found { return found }
        let hint = suggestion.map { "; did you mean \(JSONPath.quoted($0))?" } ?? ""
        throw node.problem(
            "unknown symbol \(JSONPath.quoted(name))\(hint) (a Material Icons name, as Fonts/\(Symbol.codepointsFileName) lists them)")
    }

    /// The symbol name nearest to `name`: among those with its first letter first (a typo
    /// seldom hits the first letter, and "wif" is as near "gif" as "wifi"), then among all.
    private static func suggestedSymbol(near name: String) throws(FontError) -> String? {
        let names = try Symbol.allNames()
        let sameStart = names.filter { $0.first == name.lowercased().first }
        return JSONNode.closest(to: name, among: sameStart) ?? JSONNode.closest(to: name, among: names)
    }

    /// The longest badge, in characters: a count, or a word such as "New".
    static let maximumBadgeLength = 16

    /// `3` or `"New"`: the badge's text.
    static func badge(_ node: JSONNode) throws(SceneFileProblem) -> String {
        switch node.value {
        case let .number(number) where number >= 0 && number == number.rounded(.towardZero) && number < 1e15:
            return NumberText.plain(number)
        case let .string(text) where !text.isEmpty && text.count <= maximumBadgeLength:
            return text
        default:
            throw node.expected("a whole number ≥ 0 or text of 1 to \(maximumBadgeLength) characters")
        }
    }
}

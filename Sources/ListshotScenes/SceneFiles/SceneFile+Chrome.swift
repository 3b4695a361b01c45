import ListshotStructuredText
import ListshotViews

/// The screen around the table: `statusBar`, `navigationBar`, `searchBar`, `tabBar` and
/// `toolbar`, each off unless the file gives it.
///
/// ```yaml
/// statusBar: true
/// navigationBar: {title: Settings, largeTitle: true, trailing: {icon: plus}}
/// searchBar: {placeholder: Search}
/// tabBar: {items: [{title: Home, icon: circle}, {title: Settings, icon: square}], selected: 1}
/// ```
extension SceneFile {
    /// The root keys this file reads, in the order the documentation lists them.
    static let chromeKeys = ["statusBar", "navigationBar", "searchBar", "tabBar", "toolbar"]
    /// The most tabs a tab bar shows: five, as on an iPhone (UIKit folds the rest into "More").
    static let maximumTabs = 5

    /// The bars the scene's root `fields` ask for; `layout` is the scene's, for which bars
    /// must be a table's.
    static func chrome(_ fields: JSONFields, layout: SceneLayout) throws(SceneFileProblem) -> SceneChrome {
        var chrome = SceneChrome()
        if let node = fields["statusBar"] { chrome.statusBar = try node.bool() }
        if let node = fields["navigationBar"] { chrome.navigationBar = try navigationBar(node) }
        if let node = fields["searchBar"] {
            let bar = try node.fields(of: "a search bar", keys: ["placeholder"])
            chrome.searchBar = SceneChrome.SearchBarDescription(placeholder: try bar["placeholder"]?.text() ?? "Search")
            guard chrome.navigationBar != nil else {
                throw node.problem("a search bar sits under a navigation bar's title; give \"navigationBar\" too")
            }
        }
        switch (fields["tabBar"], fields["toolbar"]) {
        case (_?, let toolbar?):
            throw toolbar.problem("give either \"tabBar\" or \"toolbar\", not both: both sit at the bottom of the screen")
        case let (tabBar?, nil): chrome.bottomBar = try self.tabBar(tabBar)
        case let (nil, toolbar?):
            let bar = try toolbar.fields(of: "a toolbar", keys: ["items"])
            chrome.bottomBar = .toolbar(items: try barItems(bar.required("items", "a toolbar needs \"items\", a list of bar buttons")))
        case (nil, nil): break
        }
        if !chrome.isEmpty, layout != .table, let key = chromeKeys.first(where: { fields[$0] != nil }), let node = fields[key] {
            throw node.problem("bars are drawn around a table; this scene has another \"layout\"")
        }
        return chrome
    }

    private static func navigationBar(_ node: JSONNode) throws(SceneFileProblem) -> SceneChrome.NavigationBarDescription {
        let fields = try node.fields(of: "a navigation bar", keys: ["title", "largeTitle", "leading", "trailing"])
        return SceneChrome.NavigationBarDescription(
            title: try fields["title"]?.text() ?? "", largeTitle: try fields["largeTitle"]?.bool() ?? false,
            leading: try fields["leading"].map { (node) throws(SceneFileProblem) in try barItems(node) } ?? [],
            trailing: try fields["trailing"].map { (node) throws(SceneFileProblem) in try barItems(node) } ?? [])
    }

    /// One bar button or a list of them.
    private static func barItems(_ node: JSONNode) throws(SceneFileProblem) -> [BarButtonItem] {
        if case .array = node.value {
            return try node.elements().map { (node) throws(SceneFileProblem) in try barItem(node) }
        }
        return [try barItem(node)]
    }

    /// `"Edit"` (text), or `{title, icon, style}`: an icon from `BarGlyph/barButtonIcons`,
    /// `style: done` for semibold text.
    private static func barItem(_ node: JSONNode) throws(SceneFileProblem) -> BarButtonItem {
        if case .string = node.value { return BarButtonItem(title: try node.text()) }
        guard case .object = node.value else { throw node.expected("a bar button: its text, or an object with \"title\" or \"icon\"") }
        let fields = try node.fields(of: "a bar button", keys: ["title", "icon", "style"])
        let icon = try fields["icon"].map { (node) throws(SceneFileProblem) in try glyph(node, among: BarGlyph.barButtonIcons) }
        let title = try fields["title"]?.text()
        guard title != nil || icon != nil else { throw node.problem("a bar button needs \"title\" or \"icon\"") }
        var done = false
        if let style = fields["style"] {
            guard case let .string(name) = style.value, name == "plain" || name == "done" else {
                throw style.expected("\"plain\" or \"done\"")
            }
            done = name == "done"
        }
        return BarButtonItem(title: title, icon: icon, isProminent: done)
    }

    /// A glyph named by its SF Symbol name, one of `known`; a near miss gets "did you mean".
    private static func glyph(_ node: JSONNode, among known: [BarGlyph]) throws(SceneFileProblem) -> BarGlyph {
        let name = try node.string()
        guard let glyph = BarGlyph(rawValue: name), known.contains(glyph) else {
            throw node.problem("\(UnknownName(what: "icon", name: name, known: known.map(\.rawValue)))")
        }
        return glyph
    }

    /// `{items: [{title, icon}], selected}`: one to five tabs, the first selected unless said.
    private static func tabBar(_ node: JSONNode) throws(SceneFileProblem) -> SceneChrome.BottomBar {
        let fields = try node.fields(of: "a tab bar", keys: ["items", "selected"])
        let itemsNode = try fields.required("items", "a tab bar needs \"items\", a list of tabs")
        let items = try itemsNode.elements().map { (node) throws(SceneFileProblem) -> TabBar.Item in
            let item = try node.fields(of: "a tab", keys: ["title", "icon"])
            return TabBar.Item(
                title: try item.required("title", "a tab needs a \"title\"").text(), icon: try item["icon"]?.text())
        }
        guard (1...maximumTabs).contains(items.count) else {
            throw itemsNode.problem("a tab bar shows 1 to \(maximumTabs) tabs, got \(items.count)")
        }
        let selected = try fields["selected"]?.count(limit: items.count - 1, of: "the last tab's index") ?? 0
        return .tabBar(items: items, selected: selected)
    }
}

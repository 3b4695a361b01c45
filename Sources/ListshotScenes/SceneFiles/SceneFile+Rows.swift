import ListshotStructuredText
import ListshotViews

/// A scene file's rows: listed and generated, their look (style, image, accessory, colours,
/// selection) and the separators between them.
extension SceneFile {
    /// The keys a row and a `generate` pattern share besides text, detail and height.
    static let lookKeys = ["style", "cell", "image", "accessory", "backgroundColor", "textColor"]

    static func row(_ node: JSONNode, images: SceneImageLoader, designs: [String: CellDesign] = [:]) throws(SceneFileProblem) -> SceneDescription.Row {
        let fields = try node.fields(of: "a row", keys: ["text", "detail", "height"] + lookKeys + ["selected", "accessibilityIdentifier"] + settingsKeys)
        var row = try look(fields, images: images, allowsSwitch: true)
        try settingsParts(fields, into: &row)
        if let node = fields["cell"] { row.cell = try designName(node, designs: designs, lists: nil, listsNode: nil) }
        if let node = fields["selected"] { row.isSelected = try node.bool() }
        if let node = fields["accessibilityIdentifier"] { row.accessibilityIdentifier = try node.string() }
        row.text = try fields["text"]?.text() ?? ""
        row.detail = try fields["detail"]?.text()
        row.height = try fields["height"]?.rowHeight()
        return row
    }

    /// A row's style, accessory, colours and selection; `accessory: switch` too when
    /// `allowsSwitch` (a listed row, which may say `isOn`), an off switch until it does.
    static func look(_ fields: JSONFields, images: SceneImageLoader, allowsSwitch: Bool = false) throws(SceneFileProblem) -> SceneDescription.Row {
        var row = SceneDescription.Row()
        if let node = fields["image"] { row.image = try images.image(node) }
        if let node = fields["style"] { row.style = try choice(node, TableViewCell.CellStyle.allCases, "cell style") }
        if let node = fields["accessory"] {
            if allowsSwitch, case .string(switchAccessory) = node.value {
                row.switchIsOn = false
            } else {
                row.accessory = try named(node) { (name) throws(UnknownName) in
                    guard let accessory = CellAccessory(rawValue: name) else {
                        let known = CellAccessory.allCases.map(\.rawValue) + (allowsSwitch ? [switchAccessory] : [])
                        throw UnknownName(what: "accessory", name: name, known: known)
                    }
                    return accessory
                }
            }
        }
        if let node = fields["backgroundColor"] { row.backgroundColor = try SceneValueReader.color(node) }
        if let node = fields["textColor"] { row.textColor = try SceneValueReader.color(node) }
        if fields["style"] != nil, let node = fields["cell"] {
            throw node.problem("give either \"style\" (a standard cell) or \"cell\" (a custom cell from \"cells\"), not both")
        }
        return row
    }

    /// One of `cases` by its name, with "did you mean" for a near miss.
    static func choice<Value: RawRepresentable<String>>(_ node: JSONNode, _ cases: [Value], _ what: String) throws(SceneFileProblem) -> Value {
        try named(node) { (name) throws(UnknownName) in
            guard let value = cases.first(where: { $0.rawValue == name }) else {
                throw UnknownName(what: what, name: name, known: cases.map(\.rawValue))
            }
            return value
        }
    }

    static func separators(_ node: JSONNode) throws(SceneFileProblem) -> SceneDescription.Separators {
        let fields = try node.fields(of: "the separators", keys: ["style", "color", "inset"])
        var separators = SceneDescription.Separators()
        if let node = fields["style"] {
            separators.style = try choice(node, SeparatorStyleName.allCases, "separator style") == .none ? .none : .singleLine
        }
        if let node = fields["color"] { separators.color = try SceneValueReader.color(node) }
        if let node = fields["inset"] { separators.inset = try insets(node, of: "the separator inset") }
        return separators
    }

    /// The names of ``TableView/SeparatorStyle``'s cases in a scene file.
    enum SeparatorStyleName: String, CaseIterable {
        case singleLine, none
    }

    static func generatedRows(
        _ node: JSONNode, images: SceneImageLoader, designs: [String: CellDesign] = [:]
    ) throws(SceneFileProblem) -> SceneDescription.GeneratedRows {
        let fields = try node.fields(of: "\"generate\"", keys: ["count", "text", "detail", "heights", "height", "lists"] + lookKeys)
        let count = try fields.required("count", "\"generate\" needs \"count\", the number of rows")
            .count(limit: maximumRows, of: "rows in a scene")
        var heights: [SceneDescription.RowHeight] = []
        switch (fields["heights"], fields["height"]) {
        case let (list?, nil):
            heights = try list.elements().map { (node) throws(SceneFileProblem) in try node.rowHeight() }
            if heights.isEmpty { throw list.problem("must not be empty; leave it out to use the table's \"rowHeight\"") }
        case let (nil, single?):
            heights = [try single.rowHeight()]
        case (_?, _?):
            throw node.problem("give either \"heights\" (used in turn) or \"height\" (for every row), not both")
        case (nil, nil):
            break
        }
        var pattern = SceneDescription.GeneratedRows(
            count: count, textTemplate: try fields["text"]?.templateText() ?? "Row {i}",
            detailTemplate: try fields["detail"]?.templateText(), heights: heights)
        pattern.look = try look(fields, images: images)
        if let node = fields["lists"] { pattern.lists = try lists(node) }
        if let node = fields["cell"] {
            pattern.look.cell = try designName(node, designs: designs, lists: pattern.lists, listsNode: fields["lists"])
        }
        return pattern
    }

    /// The largest `every` a list may have.
    static let maximumListStep = maximumRows

    /// `{"name": ["Ada", "Grace"], …}`: lists of text for a pattern's templates to take
    /// items from; a list may be `{"items": [...], "every": 8}`, each item standing for
    /// eight rows in a row.
    static func lists(_ node: JSONNode) throws(SceneFileProblem) -> [String: SceneDescription.TemplateList] {
        guard case let .object(names) = node.value else { throw node.expected("an object of lists, {\"name\": [\"Ada\", \"Grace\"]}") }
        var lists: [String: SceneDescription.TemplateList] = [:]
        for name in names.keys.sorted() {
            let list = JSONNode(value: names[name] ?? .null, path: node.path.appending(name))
            guard !["i", "n", "s"].contains(name), !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw list.problem("a list's name is letters, digits and \"_\" (other than \"i\", \"n\" and \"s\", the row's "
                    + "and section's numbers), for {name} in the templates")
            }
            var itemsNode = list, every = 1
            if case .object = list.value {
                let fields = try list.fields(of: "a list", keys: ["items", "every"])
                itemsNode = try fields.required("items", "a list written as an object gives its \"items\"")
                if let node = fields["every"] {
                    every = try node.count(limit: maximumListStep, of: "rows per item")
                    if every == 0 { throw node.problem("must be at least 1 (rows per item), got 0") }
                }
            } else if case .array = list.value {
            } else {
                throw list.expected("a list of text, or {\"items\": [...], \"every\": 8}")
            }
            // A number is taken as its text, so that `hue: [0, 3, 5]` reads as written.
            let items = try itemsNode.elements().map { (item) throws(SceneFileProblem) in
                switch item.value {
                case let .number(number): return NumberText.plain(number)
                case .string: return try item.text()
                default: throw item.expected("text or a number")
                }
            }
            if items.isEmpty { throw itemsNode.problem("must have at least one item to cycle through") }
            lists[name] = SceneDescription.TemplateList(items: items, every: every)
        }
        return lists
    }
}

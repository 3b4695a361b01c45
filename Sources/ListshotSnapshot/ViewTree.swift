import ListshotStructuredText

/// A list frame's view tree as a golden keeps it beside its image (``ViewTreeFile``): what
/// `listshot layout --views --format json` prints, read back for ``ViewTreeChanges``. Only
/// what a change is told by is kept: each row's (or item's, or bar's) frame and, for each of
/// its views, the kind, frame, text, truncation, accessory, font and identifier.
struct ViewTree: Equatable {
    /// A rectangle in points.
    struct Box: Equatable {
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
    }

    /// One view a row or bar shows.
    struct Node: Equatable {
        var kind: String
        var frame: Box
        var text: String?
        var isTruncated = false
        var accessoryType: String?
        var font: String?
        var identifier: String?
    }

    /// A row, an item or a bar, and its views.
    struct Owner: Equatable {
        /// `row 0.3`, `item 0.3 lap 1`, `navigationBar`.
        var name: String
        var frame: Box
        var identifier: String?
        var views: [Node]
        /// Whether it is a row or item (in content coordinates), not a bar.
        var isItem: Bool
    }

    var contentSize: Box?
    var owners: [Owner]

    /// The tree in `bytes` (a layout report as JSON); `nil` when they are not one.
    init?(json bytes: [UInt8]) {
        guard case let .object(top)? = try? StructuredText.parse(bytes, path: "views.json", format: .json) else { return nil }
        contentSize = Self.size(top["contentSize"])
        let isTable = top["rows"] != nil
        owners = []
        guard case let .array(items)? = top["items"] else { return nil }
        for case let .object(item) in items {
            guard case let .number(section)? = item["section"], case let .number(row)? = item["row"] else { return nil }
            var name = (isTable ? "row " : "item ") + "\(Int(section)).\(Int(row))"
            if case let .number(lap)? = item["lap"] { name += " lap \(Int(lap))" }
            owners.append(Owner(
                name: name, frame: Self.box(item["frame"]), identifier: Self.string(item["accessibilityIdentifier"]),
                views: Self.nodes(item["views"]), isItem: true))
        }
        if case let .array(bars)? = top["chrome"] {
            for case let .object(bar) in bars {
                guard let kind = Self.string(bar["kind"]) else { return nil }
                owners.append(Owner(name: kind, frame: Self.box(bar["frame"]), identifier: nil, views: Self.nodes(bar["views"]), isItem: false))
            }
        }
    }

    private static func nodes(_ value: JSONValue?) -> [Node] {
        guard case let .array(views)? = value else { return [] }
        return views.compactMap { view in
            guard case let .object(fields) = view, let kind = string(fields["kind"]) else { return nil }
            var node = Node(kind: kind, frame: box(fields["frame"]))
            node.text = string(fields["text"])
            if case .bool(true)? = fields["truncated"] { node.isTruncated = true }
            node.accessoryType = string(fields["accessoryType"])
            if case let .object(font)? = fields["font"], case let .number(size)? = font["size"] {
                node.font = NumberText.plain(size) + " pt" + (string(font["weight"]).map { " " + $0 } ?? "")
            }
            node.identifier = string(fields["accessibilityIdentifier"])
            return node
        }
    }

    private static func string(_ value: JSONValue?) -> String? {
        if case let .string(text)? = value { return text }
        return nil
    }

    private static func number(_ value: JSONValue?) -> Double {
        if case let .number(number)? = value { return number }
        return 0
    }

    private static func box(_ value: JSONValue?) -> Box {
        guard case let .object(fields)? = value else { return Box() }
        return Box(x: number(fields["x"]), y: number(fields["y"]), width: number(fields["width"]), height: number(fields["height"]))
    }

    private static func size(_ value: JSONValue?) -> Box? {
        guard case let .object(fields)? = value else { return nil }
        return Box(width: number(fields["width"]), height: number(fields["height"]))
    }
}

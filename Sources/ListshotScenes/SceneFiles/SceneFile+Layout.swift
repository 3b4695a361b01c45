import ListshotGeometry
import ListshotLayout
import ListshotStructuredText
import ListshotViews

extension SceneFile {
    /// The types the `layout` key takes, in the order the scene file format article lists them.
    static var layoutTypes: [String] { SceneLayoutRegistry.builtInTypes }

    /// Reads the `layout` object. `rowHeight` is the scene's, the wheel's default row height.
    static func layout(_ node: JSONNode, rowHeight: SceneDescription.RowHeight) throws(SceneFileProblem) -> SceneLayout {
        guard case let .object(object) = node.value else { throw node.expected("an object (the layout)") }
        let typeNode = JSONNode(value: object["type"] ?? .null, path: node.path.appending("type"))
        let names = layoutTypes.map { JSONPath.quoted($0) }.joined(separator: ", ")
        guard typeNode.value != .null else { throw typeNode.problem("missing; a layout needs \"type\": one of \(names)") }
        guard case let .string(type) = typeNode.value else { throw typeNode.expected("one of \(names)") }
        switch type {
        case "table":
            _ = try node.fields(of: "a table layout", keys: ["type"])
            return .table
        case "horizontal":
            let fields = try node.fields(of: "a horizontal layout", keys: ["type", "itemSize", "itemSpacing"])
            return .horizontal(SceneLayout.Horizontal(
                itemSize: try itemSize(fields.required("itemSize", "a horizontal layout needs \"itemSize\": {\"width\", \"height\"}")),
                itemSpacing: try fields["itemSpacing"]?.length() ?? 0))
        case "wheel":
            let fields = try node.fields(of: "a wheel layout", keys: ["type", "rowHeight", "radius", "ratio", "translation", "side", "infinite"])
            var wheel = SceneLayout.Wheel(rowHeight: SceneDescription.defaultRowHeight)
            if case let .fixed(points) = rowHeight, points > 0 { wheel.rowHeight = points }
            if let node = fields["rowHeight"] { wheel.rowHeight = try positive(node) }
            if let node = fields["radius"] { wheel.radius = try positive(node) }
            if let node = fields["ratio"] { wheel.ratio = try node.length() }
            if let node = fields["translation"] { wheel.translation = try node.number("a number") { abs($0) <= TableLayout.maximumExtent } }
            if let node = fields["side"] {
                let sides = WheelLayout.Side.allCases.map { JSONPath.quoted($0.rawValue) }.joined(separator: " or ")
                guard case let .string(name) = node.value, let side = WheelLayout.Side(rawValue: name) else {
                    throw node.expected(sides)
                }
                wheel.side = side
            }
            if let node = fields["infinite"] {
                guard case let .bool(infinite) = node.value else { throw node.expected("true or false") }
                wheel.infinite = infinite
            }
            return .wheel(wheel)
        case "grid":
            let fields = try node.fields(of: "a grid layout", keys: ["type", "itemSize", "lineSpacing", "itemSpacing", "sectionInset", "direction"])
            var grid = SceneLayout.Grid(itemSize: try itemSize(fields.required("itemSize", "a grid layout needs \"itemSize\": {\"width\", \"height\"}")))
            if let node = fields["lineSpacing"] { grid.lineSpacing = try node.length() }
            if let node = fields["itemSpacing"] { grid.itemSpacing = try node.length() }
            if let node = fields["sectionInset"] { grid.sectionInset = try insets(node, of: "the section inset") }
            if let node = fields["direction"] {
                guard case let .string(name) = node.value, let direction = ScrollAxis(rawValue: name) else {
                    throw node.expected("\"vertical\" or \"horizontal\"")
                }
                grid.direction = direction
            }
            return .grid(grid)
        case "waterfall":
            let fields = try node.fields(of: "a waterfall layout", keys: ["type", "columns", "spacing"])
            let columnsNode = try fields.required("columns", "a waterfall layout needs \"columns\", a whole number from 1 to 64")
            let columns = try columnsNode.count(limit: 64, of: "columns")
            guard columns >= 1 else { throw columnsNode.expected("a whole number from 1 to 64") }
            return .waterfall(SceneLayout.Waterfall(columns: columns, spacing: try fields["spacing"]?.length() ?? 0))
        case let type where SceneLayoutRegistry.maker(for: type) != nil:
            var options = object
            options["type"] = nil
            return .registered(type: type, options: options)
        default:
            let suggestion = JSONNode.closest(to: type, among: layoutTypes).map { "; did you mean \(JSONPath.quoted($0))?" } ?? ""
            throw typeNode.problem("unknown layout \(JSONPath.quoted(type))\(suggestion) (use \(names))")
        }
    }

    /// `{"width", "height"}`, both numbers > 0.
    private static func itemSize(_ node: JSONNode) throws(SceneFileProblem) -> Size {
        let fields = try node.fields(of: "an item size", keys: ["width", "height"])
        return Size(
            width: try positive(fields.required("width", "an item size needs \"width\", a number > 0")),
            height: try positive(fields.required("height", "an item size needs \"height\", a number > 0")))
    }

    /// A number > 0, at most ``TableLayout/maximumExtent``.
    private static func positive(_ node: JSONNode) throws(SceneFileProblem) -> Double {
        let points = try node.length()
        guard points > 0 else { throw node.expected("a number > 0") }
        return points
    }
}

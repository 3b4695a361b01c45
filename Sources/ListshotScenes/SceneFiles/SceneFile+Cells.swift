import ListshotGeometry
import ListshotLayout
import ListshotStructuredText
import ListshotText
import ListshotViews

/// A scene file's custom cells: `cells: {NAME: {backgroundColor, parts: [...]}}`, each part
/// a shape, text, image, field, label or stack placed by anchors, and the checks that tie
/// them to the rows that use them.
extension SceneFile {
    /// The kinds of part, by the key that names each.
    static let partKinds = ["shape", "text", "image", "field", "label", "stack"]
    /// The kinds a stack arranges.
    static let stackPartKinds = ["label", "image", "stack"]

    /// The designs under `cells`, by name.
    static func cells(_ node: JSONNode, images: SceneImageLoader) throws(SceneFileProblem) -> [String: CellDesign] {
        guard case let .object(names) = node.value else { throw node.expected("an object of cell designs, {\"contact\": {\"parts\": [...]}}") }
        var designs: [String: CellDesign] = [:]
        for name in names.keys.sorted() {
            let design = JSONNode(value: names[name] ?? .null, path: node.path.appending(name))
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
                throw design.problem("a cell's name is letters, digits, \"_\" and \"-\"")
            }
            designs[name] = try cellDesign(design, images: images)
        }
        return designs
    }

    private static func cellDesign(_ node: JSONNode, images: SceneImageLoader) throws(SceneFileProblem) -> CellDesign {
        let fields = try node.fields(of: "a cell design", keys: ["backgroundColor", "parts"])
        let parts = try fields.required("parts", "a cell design needs \"parts\", a list of the things it draws")
        return CellDesign(
            backgroundColor: try fields["backgroundColor"].map { (node) throws(SceneFileProblem) in try SceneValueReader.sceneColor(node) },
            parts: try parts.elements().map { (node) throws(SceneFileProblem) in try part(node, kinds: partKinds, images: images) })
    }

    /// One part; `kinds` are the kinds allowed where it is.
    private static func part(_ node: JSONNode, kinds: [String], images: SceneImageLoader) throws(SceneFileProblem) -> CellDesign.Part {
        guard case let .object(object) = node.value else { throw node.expected("an object (a part: \(SceneValueReader.quotedList(kinds, "or")))") }
        let given = partKinds.filter { object[$0] != nil }
        guard let kind = given.first else {
            let otherKeys = ["frame", "font", "color", "cornerRadius", "baseline", "alignment", "contentMode", "size", "lines",
                             "lineBreakMode", "lineSpacing", "scalesWithText"]
            if let unknown = object.keys.sorted().first(where: { !otherKeys.contains($0) }) {
                let error = UnknownName(what: "part kind", name: unknown, known: kinds)
                throw SceneFileProblem(path: node.path.appending(unknown), message: "\(error)")
            }
            throw node.problem("a part needs its kind: one of \(SceneValueReader.quotedList(kinds, "or"))")
        }
        guard given.count == 1 else {
            throw node.problem("a part is one kind: give one of \(SceneValueReader.quotedList(given, "or")), not \(given.count)")
        }
        guard kinds.contains(kind) else {
            throw SceneFileProblem(path: node.path.appending(kind), message: "a stack arranges \(SceneValueReader.quotedList(kinds, "and")) parts, not \(JSONPath.quoted(kind))")
        }
        switch kind {
        case "shape": return .shape(try shapePart(node))
        case "text": return .text(try textPart(node))
        case "image": return .image(try imagePart(node, inStack: kinds == stackPartKinds, images: images))
        case "field": return .field(try fieldPart(node))
        case "label": return .label(try labelPart(node, inStack: kinds == stackPartKinds))
        default: return .stack(try stackPart(node, inStack: kinds == stackPartKinds, images: images))
        }
    }

    private static func shapePart(_ node: JSONNode) throws(SceneFileProblem) -> CellDesign.Shape {
        let fields = try node.fields(of: "a shape part", keys: ["shape", "frame", "color", "cornerRadius", "scalesWithText"])
        let kindNode = try fields.required("shape", "a shape part names its shape")
        var shape = CellDesign.Shape(
            kind: try choice(kindNode, CellDesign.Shape.Kind.allCases, "shape"),
            color: try fields.required("color", "a shape part needs \"color\"").colorValue())
        if let node = fields["frame"] { shape.frame = try partFrame(node) }
        if let node = fields["cornerRadius"] {
            guard shape.kind == .rectangle else { throw node.problem("only a rectangle has corners; a circle takes no \"cornerRadius\"") }
            shape.cornerRadius = try node.length()
        }
        if let node = fields["scalesWithText"] { shape.scalesWithText = try node.bool() }
        return shape
    }

    private static func textPart(_ node: JSONNode) throws(SceneFileProblem) -> CellDesign.Text {
        let fields = try node.fields(of: "a text part", keys: ["text", "font", "color", "frame", "baseline", "alignment"])
        let baseline = try fields.required("baseline", "a text part is placed by its baseline, in points below the cell's top")
        var text = CellDesign.Text(
            text: try fields.required("text", "").template(),
            baseline: try baseline.number("a number of points below the cell's top") { _ in true })
        if let node = fields["font"] { text.font = try fontSpec(node) }
        if let node = fields["color"] { text.color = try node.colorValue() }
        if let node = fields["frame"] { text.frame = try partFrame(node) }
        if let node = fields["alignment"] { text.alignment = try choice(node, CellDesign.Text.Alignment.allCases, "alignment") }
        return text
    }

    private static func imagePart(_ node: JSONNode, inStack: Bool, images: SceneImageLoader) throws(SceneFileProblem) -> CellDesign.Image {
        let keys = (inStack ? ["image", "cornerRadius", "contentMode", "size"] : ["image", "frame", "cornerRadius", "contentMode"]) + ["scalesWithText"]
        let fields = try node.fields(of: inStack ? "an image in a stack" : "an image part", keys: keys)
        var image = CellDesign.Image(image: try images.source(try fields.required("image", "")))
        if let node = fields["frame"] { image.frame = try partFrame(node) }
        if let node = fields["cornerRadius"] { image.cornerRadius = try node.length() }
        if let node = fields["contentMode"] { image.contentMode = try choice(node, ContentMode.allCases, "content mode") }
        if let node = fields["scalesWithText"] { image.scalesWithText = try node.bool() }
        if let node = fields["size"] {
            let size = try node.fields(of: "a size", keys: ["width", "height"])
            image.size = Size(
                width: try size.required("width", "a size needs \"width\" and \"height\"").length(),
                height: try size.required("height", "a size needs \"width\" and \"height\"").length())
        }
        return image
    }

    private static func fieldPart(_ node: JSONNode) throws(SceneFileProblem) -> CellDesign.Field {
        let fields = try node.fields(of: "a field part", keys: ["field", "frame"])
        let content = try fields.required("field", "").fields(of: "a text field", keys: ["placeholder", "text"])
        var field = CellDesign.Field(
            placeholder: try content["placeholder"]?.template() ?? SceneTemplate(""),
            text: try content["text"]?.template() ?? SceneTemplate(""))
        if let node = fields["frame"] { field.frame = try partFrame(node) }
        return field
    }

    /// The names of ``LineBreakMode``'s cases in a scene file, UIKit's without "by".
    enum LineBreakModeName: String, CaseIterable {
        case wordWrap, charWrap, clipping, truncatingHead, truncatingTail, truncatingMiddle

        var mode: LineBreakMode {
            switch self {
            case .wordWrap: return .byWordWrapping
            case .charWrap: return .byCharWrapping
            case .clipping: return .byClipping
            case .truncatingHead: return .byTruncatingHead
            case .truncatingTail: return .byTruncatingTail
            case .truncatingMiddle: return .byTruncatingMiddle
            }
        }
    }

    /// The most lines a label may be limited to (0 is no limit).
    static let maximumLines = 1000

    /// A label; in a stack it has no frame (the stack places it).
    private static func labelPart(_ node: JSONNode, inStack: Bool) throws(SceneFileProblem) -> CellDesign.Label {
        let keys = ["label", "font", "color", "lines", "lineBreakMode", "alignment", "lineSpacing"] + (inStack ? [] : ["frame"])
        let fields = try node.fields(of: inStack ? "a label in a stack" : "a label part", keys: keys)
        var label = CellDesign.Label(text: try fields.required("label", "").template())
        if let node = fields["font"] { label.font = try fontSpec(node) }
        if let node = fields["color"] { label.color = try node.colorValue() }
        if let node = fields["lines"] { label.lines = try node.count(limit: maximumLines, of: "lines; 0 is no limit") }
        if let node = fields["lineBreakMode"] { label.lineBreakMode = try choice(node, LineBreakModeName.allCases, "line break mode").mode }
        if let node = fields["alignment"] { label.alignment = try choice(node, [TextAlignment.left, .center, .right, .natural], "alignment") }
        if let node = fields["lineSpacing"] { label.lineSpacing = try node.length() }
        if let node = fields["frame"] { label.frame = try partFrame(node) }
        return label
    }

    /// The names of a stack's axes and alignments in a scene file.
    enum StackAxisName: String, CaseIterable { case vertical, horizontal }
    enum StackAlignmentName: String, CaseIterable { case fill, leading, center, trailing }

    /// A stack; inside another it has no frame (the outer stack places it).
    private static func stackPart(_ node: JSONNode, inStack: Bool, images: SceneImageLoader) throws(SceneFileProblem) -> CellDesign.Stack {
        let fields = try node.fields(of: inStack ? "a stack in a stack" : "a stack part", keys: inStack ? ["stack"] : ["stack", "frame"])
        let content = try fields.required("stack", "").fields(of: "a stack", keys: ["axis", "spacing", "alignment", "margins", "backgroundColor", "cornerRadius", "tail", "parts"])
        let parts = try content.required("parts", "a stack needs \"parts\", the parts it arranges")
        var stack = CellDesign.Stack(
            parts: try parts.elements().map { (node) throws(SceneFileProblem) in try part(node, kinds: stackPartKinds, images: images) })
        if let node = content["axis"] { (stack.axis, stack.accessibilityAxis) = try stackAxes(node) }
        if let node = content["spacing"] { stack.spacing = try node.length() }
        if let node = content["alignment"] {
            switch try choice(node, StackAlignmentName.allCases, "stack alignment") {
            case .fill: stack.alignment = .fill
            case .leading: stack.alignment = .leading
            case .center: stack.alignment = .center
            case .trailing: stack.alignment = .trailing
            }
        }
        if let node = content["margins"] { stack.margins = try insets(node, of: "the stack's margins") }
        if let node = content["backgroundColor"] { stack.backgroundColor = try node.colorValue() }
        if let node = content["cornerRadius"] { stack.cornerRadius = try node.length() }
        if let node = content["tail"] {
            guard stack.backgroundColor != nil else { throw node.problem("a tail is drawn in the stack's \"backgroundColor\"; give one") }
            stack.tail = try choice(node, CellDesign.TailSide.allCases, "tail side")
        }
        if let node = fields["frame"] { stack.frame = try partFrame(node) }
        return stack
    }

    // MARK: Frames

    /// A stack's `axis`: `"vertical"` or `"horizontal"`, or `{default, accessibility}` (each
    /// one of those, `default` vertical unless given) for the axis at the accessibility sizes.
    private static func stackAxes(_ node: JSONNode) throws(SceneFileProblem) -> (StackView.Axis, StackView.Axis?) {
        func axis(_ node: JSONNode) throws(SceneFileProblem) -> StackView.Axis {
            try choice(node, StackAxisName.allCases, "axis") == .vertical ? .vertical : .horizontal
        }
        guard case .object = node.value else { return (try axis(node), nil) }
        let fields = try node.fields(of: "a stack's axes", keys: ["default", "accessibility"])
        let accessibility = try fields.required("accessibility", "give the axis at the accessibility sizes, or a plain axis")
        return (try fields["default"].map { (node) throws(SceneFileProblem) in try axis(node) } ?? .vertical, try axis(accessibility))
    }

    /// A part's frame: per axis two of leading edge, trailing edge and size, or centre and size.
    static func partFrame(_ node: JSONNode) throws(SceneFileProblem) -> PartFrame {
        let fields = try node.fields(of: "a frame", keys: ["left", "right", "width", "centerX", "top", "bottom", "height", "centerY"])
        return PartFrame(
            x: try frameAxis(fields, node, leading: "left", trailing: "right", size: "width", center: "centerX"),
            y: try frameAxis(fields, node, leading: "top", trailing: "bottom", size: "height", center: "centerY"))
    }

    private static func frameAxis(
        _ fields: JSONFields, _ node: JSONNode, leading: String, trailing: String, size: String, center: String
    ) throws(SceneFileProblem) -> PartFrame.Axis {
        let given = [leading, trailing, size, center].filter { fields[$0] != nil }
        let expectation = "give two of \(SceneValueReader.quotedList([leading, trailing, size], "and")), or \(JSONPath.quoted(center)) and \(JSONPath.quoted(size))"
        if given.count > 2 || (given.contains(center) && given != [size, center] && given != [center]) {
            throw node.problem("over-constrained: \(SceneValueReader.quotedList(given, "and")) all given; \(expectation)")
        }
        func offset(_ key: String) throws(SceneFileProblem) -> Double {
            try fields[key]?.number("a number of points") { abs($0) <= TableLayout.maximumExtent } ?? 0
        }
        let length = try fields[size]?.length()
        switch (fields[leading] != nil, fields[trailing] != nil, length, fields[center] != nil) {
        case (_, _, nil, true):
            throw node.problem("\(JSONPath.quoted(center)) needs \(JSONPath.quoted(size)); \(expectation)")
        case let (_, _, length?, true): return .center(offset: try offset(center), size: length)
        case let (false, true, length?, _): return .trailing(try offset(trailing), size: length)
        case let (_, _, length?, _): return .leading(try offset(leading), size: length)
        default: return .fill(leading: try offset(leading), trailing: try offset(trailing))
        }
    }

    // MARK: Rows that use a design

    /// The design `node` names (a row's or a pattern's `cell`), checked against `lists`, the
    /// lists its templates may take (`nil` for a listed row, which has none).
    static func designName(
        _ node: JSONNode, designs: [String: CellDesign], lists: [String: SceneDescription.TemplateList]?, listsNode: JSONNode?
    ) throws(SceneFileProblem) -> String {
        let name = try node.string()
        guard let design = designs[name] else {
            guard !designs.isEmpty else { throw node.problem("unknown cell \(JSONPath.quoted(name)); the scene's \"cells\" designs none") }
            throw node.problem("\(UnknownName(what: "cell", name: name, known: designs.keys.sorted()))")
        }
        let available = (lists ?? [:]).keys.sorted()
        for (value, path) in design.imageTemplates {
            try checkImage(value, path: path, name: name, at: node, lists: lists, listsNode: listsNode, available: available)
        }
        for (template, isColor) in design.templates {
            for placeholder in template.names where lists?[placeholder] == nil && placeholder != "text" && placeholder != "detail" {
                throw node.problem(
                    "the cell \(JSONPath.quoted(name)) shows {\(placeholder)}, which names no list here (\(listsHere(lists, available))); a cell's "
                        + "templates take {i}, {n}, {i:6}, {s}, {text}, {detail} and the lists of the \"generate\" that uses it")
            }
            guard isColor, let lists, let listsNode else { continue }
            for placeholder in Set(template.names) {
                guard let list = lists[placeholder] else { continue }
                try checkColors(list, name: placeholder, at: listsNode, template: template)
            }
        }
        return name
    }

    /// What lists a row has, for messages.
    private static func listsHere(_ lists: [String: SceneDescription.TemplateList]?, _ available: [String]) -> String {
        guard lists != nil else { return "a listed row has no lists" }
        return available.isEmpty ? "this \"generate\" has no \"lists\"" : "this \"generate\" has lists \(SceneValueReader.quotedList(available, "and"))"
    }

    /// Refuses an image template that names no list here, or a list item that makes no
    /// picture where the template takes it (a hue of 7, say).
    private static func checkImage(
        _ value: JSONValue, path: JSONPath, name: String, at node: JSONNode, lists: [String: SceneDescription.TemplateList]?,
        listsNode: JSONNode?, available: [String]
    ) throws(SceneFileProblem) {
        var names: [String] = []
        collectTemplateNames(value, into: &names)
        for placeholder in Set(names).sorted() {
            guard let list = lists?[placeholder], let listsNode else {
                throw node.problem(
                    "the cell \(JSONPath.quoted(name)) draws a picture with {\(placeholder)} (\(path)), which names no list here "
                        + "(\(listsHere(lists, available))); a picture's templates take the lists of the \"generate\" that uses it")
            }
            for (index, item) in list.items.enumerated() {
                var context = TemplateContext(index: 0, section: 0)
                for (other, otherList) in lists ?? [:] { context.lists[other] = SceneDescription.TemplateList(items: [otherList.items[0]]) }
                context.lists[placeholder] = SceneDescription.TemplateList(items: [item])
                do {
                    _ = try SceneValueReader.generatedImage(JSONNode(value: filledPicture(value, context), path: path), templates: false)
                } catch {
                    var itemPath = listsNode.path.appending(placeholder)
                    if case let .object(all) = listsNode.value, case .object = all[placeholder] ?? .null { itemPath = itemPath.appending("items") }
                    throw SceneFileProblem(
                        path: itemPath.appending(index),
                        message: "\(JSONPath.quoted(item)) makes no picture where the cell \(JSONPath.quoted(name)) takes it (\(error.path)): \(error.message)")
                }
            }
        }
    }

    /// The `{name}` placeholders in every string of `value`.
    private static func collectTemplateNames(_ value: JSONValue, into names: inout [String]) {
        switch value {
        case let .string(text): names += SceneTemplate(text).names
        case let .array(values): for value in values { collectTemplateNames(value, into: &names) }
        case let .object(fields): for value in fields.values { collectTemplateNames(value, into: &names) }
        case .null, .bool, .number: break
        }
    }

    /// A picture's description with its templates filled for `context`, as
    /// `SceneImageSource` fills it per row.
    static func filledPicture(_ value: JSONValue, _ context: TemplateContext) -> JSONValue {
        SceneImageSource.filled(value) { SceneTemplate($0).fill(context) }
    }

    /// Refuses a list whose items do not make colours where `template`, a colour, takes them.
    private static func checkColors(
        _ list: SceneDescription.TemplateList, name: String, at listsNode: JSONNode, template: SceneTemplate
    ) throws(SceneFileProblem) {
        let others = TemplateContext(index: 0, section: 0)
        for (index, item) in list.items.enumerated() {
            var context = others
            context.lists[name] = SceneDescription.TemplateList(items: [item])
            let filled = template.fill(context)
            guard SceneValueReader.sceneColor(parsing: filled) == nil else { continue }
            var path = listsNode.path.appending(name)
            if case let .object(lists) = listsNode.value, case .object = lists[name] ?? .null { path = path.appending("items") }
            path = path.appending(index)
            throw SceneFileProblem(
                path: path,
                message: "expected \(SceneValueReader.colorExpectation) (a custom cell's colour \(JSONPath.quoted(template.source)) takes it), got \(JSONPath.quoted(filled))")
        }
    }
}

extension JSONNode {
    /// A colour, or a template filled per row when it holds placeholders.
    func colorValue() throws(SceneFileProblem) -> CellDesign.ColorValue {
        if case let .string(text) = value {
            let template = SceneTemplate(text)
            if !template.isConstant { return .template(template) }
        }
        return .color(try SceneValueReader.sceneColor(self))
    }

}

extension CellDesign {
    /// Every template of the design and its parts, each with whether it is a colour.
    var templates: [(SceneTemplate, Bool)] {
        parts.flatMap(\.templates)
    }

    /// The pictures of the design's image parts that hold templates, with where each is written.
    var imageTemplates: [(JSONValue, JSONPath)] {
        parts.flatMap(\.imageTemplates)
    }
}

extension CellDesign.Part {
    var templates: [(SceneTemplate, Bool)] {
        func color(_ value: CellDesign.ColorValue) -> [(SceneTemplate, Bool)] {
            if case let .template(template) = value { return [(template, true)] }
            return []
        }
        switch self {
        case let .shape(shape): return color(shape.color)
        case let .text(text): return [(text.text, false)] + color(text.color)
        case .image: return []
        case let .field(field): return [(field.placeholder, false), (field.text, false)]
        case let .label(label): return [(label.text, false)] + color(label.color)
        case let .stack(stack): return (stack.backgroundColor.map(color) ?? []) + stack.parts.flatMap(\.templates)
        }
    }

    var imageTemplates: [(JSONValue, JSONPath)] {
        switch self {
        case let .image(image): if case let .template(value, path) = image.image { return [(value, path)] }
        case let .stack(stack): return stack.parts.flatMap(\.imageTemplates)
        default: break
        }
        return []
    }
}

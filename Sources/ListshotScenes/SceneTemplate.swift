import ListshotStructuredText

/// A string of a scene file with placeholders, split once when the file is read so that
/// filling it for a row only joins pieces: `{i}` the row's index in its section, `{n}` the
/// index plus one, `{i:6}` the index zero-padded to six digits, `{s}` the section's index,
/// `{name}` an item of the `generate` block's list `name` (or, in a custom cell's parts,
/// the row's `{text}` and `{detail}`). Braces around anything else stay as written, except
/// `{i:…}`, `{n:…}` and `{s:…}` that are not `{i:1}`…`{i:20}`: those are ``unknownForms``,
/// which a scene file's reader refuses (``JSONNode/template()``).
package struct SceneTemplate: Sendable, Equatable {
    /// A piece of the template.
    package enum Segment: Sendable, Equatable {
        case literal(String)
        /// `{i}`.
        case index
        /// `{n}`.
        case number
        /// `{i:width}`.
        case paddedIndex(width: Int)
        /// `{s}`.
        case section
        /// `{name}`: a list item or a value of the row; left as written when there is none.
        case named(String)
    }

    /// The widest zero padding `{i:width}` takes.
    static let maximumPadding = 20

    /// The template as written.
    package let source: String
    package let segments: [Segment]
    /// Placeholders of the index or section written with a form listshot does not know,
    /// as written: `{i:21}`, `{i:x}`, `{n:3}`. They stay in the text as written.
    let unknownForms: [String]

    /// Splits `source` into its segments.
    package init(_ source: String) {
        self.source = source
        var segments: [Segment] = []
        var unknownForms: [String] = []
        var literal = ""
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let inside = rest[rest.index(after: open)...]
            let close = inside.firstIndex(of: "}")
            if let close, Self.isIndexForm(inside[..<close]), Self.placeholder(String(inside[..<close])) == nil {
                unknownForms.append("{\(inside[..<close])}")
            }
            guard let close, let segment = Self.placeholder(String(inside[..<close])) else {
                literal += "{"
                rest = inside
                continue
            }
            if !literal.isEmpty { segments.append(.literal(literal)) }
            literal = ""
            segments.append(segment)
            rest = inside[inside.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
        self.unknownForms = unknownForms
    }

    /// Whether a placeholder's inside gives `i`, `n` or `s` a form after a colon, `i:6`.
    private static func isIndexForm(_ inside: Substring) -> Bool {
        ["i:", "n:", "s:"].contains { inside.hasPrefix($0) }
    }

    /// The segment a placeholder's inside stands for, or `nil` for text that stays as written.
    private static func placeholder(_ inside: String) -> Segment? {
        switch inside {
        case "i": return .index
        case "n": return .number
        case "s": return .section
        default: break
        }
        let width = inside.dropFirst(2)
        if inside.hasPrefix("i:"), width.allSatisfy({ ("0"..."9").contains($0) }), let width = Int(width), (1...maximumPadding).contains(width) {
            return .paddedIndex(width: width)
        }
        guard !inside.isEmpty, inside.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return .named(inside)
    }

    /// The names of the `{name}` placeholders, in order.
    package var names: [String] {
        segments.compactMap { if case let .named(name) = $0 { name } else { nil } }
    }

    /// True when the template has no placeholder: it reads the same for every row.
    package var isConstant: Bool { segments.allSatisfy { if case .literal = $0 { true } else { false } } }

    /// The text for the row `context` describes.
    package func fill(_ context: TemplateContext) -> String {
        if segments.count == 1, case let .literal(text) = segments[0] { return text }
        var text = ""
        for segment in segments {
            switch segment {
            case let .literal(piece): text += piece
            case .index: text += String(context.index)
            case .number: text += String(context.index + 1)
            case let .paddedIndex(width):
                let digits = String(context.index)
                text += String(repeating: "0", count: max(0, width - digits.count)) + digits
            case .section: text += String(context.section)
            case let .named(name): text += context.value(named: name) ?? "{\(name)}"
            }
        }
        return text
    }
}

/// What a template is filled from: the row's place and the values it may name.
package struct TemplateContext {
    package var index: Int
    package var section: Int
    /// The `generate` block's lists, by name; empty for a listed row.
    package var lists: [String: SceneDescription.TemplateList] = [:]
    /// The row's text and detail, for a custom cell's `{text}` and `{detail}`.
    package var text: String?
    package var detail: String?

    /// Row ``index``'s item of the list `name`, else the row's text or detail for those names.
    package func value(named name: String) -> String? {
        if let list = lists[name] { return list.item(at: index) }
        switch name {
        case "text": return text
        case "detail": return detail
        default: return nil
        }
    }

    package init(
        index: Int, section: Int, lists: [String: SceneDescription.TemplateList] = [:], text: String? = nil,
        detail: String? = nil
    ) {
        (self.index, self.section, self.lists, self.text, self.detail) = (index, section, lists, text, detail)
    }
}

extension JSONNode {
    /// Text that is a template (``text()``), refused when it writes a placeholder in a form
    /// listshot does not know (``SceneTemplate/unknownForms``), which would be drawn as written.
    package func templateText() throws(SceneFileProblem) -> String {
        let text = try text()
        if let form = SceneTemplate(text).unknownForms.first {
            throw problem(
                "the template \(JSONPath.quoted(text)) holds \(form), which is no placeholder: {i:WIDTH} pads the row's index "
                    + "to WIDTH digits, from 1 to \(SceneTemplate.maximumPadding) ({n} and {s} take no width)")
        }
        return text
    }

    /// ``templateText()`` split into its pieces.
    package func template() throws(SceneFileProblem) -> SceneTemplate {
        SceneTemplate(try templateText())
    }

    /// Refuses any string of this value, at any depth, that ``templateText()`` refuses.
    package func refuseUnknownPlaceholders() throws(SceneFileProblem) {
        switch value {
        case .string: _ = try templateText()
        case let .array(values):
            for (index, value) in values.enumerated() { try JSONNode(value: value, path: path.appending(index)).refuseUnknownPlaceholders() }
        case let .object(fields):
            for key in fields.keys.sorted() { try JSONNode(value: fields[key]!, path: path.appending(key)).refuseUnknownPlaceholders() }
        case .null, .bool, .number: break
        }
    }
}

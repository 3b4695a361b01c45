import ListshotStructuredText
import ListshotText

extension SceneFile {
    /// A font spec: `{style, family, weight, size, maximumSize}`, each optional (no style,
    /// Inter, regular, 17 points, no limit; with a style, its weight and its size).
    ///
    /// - Throws: `SceneFileProblem` for an unknown key, an unknown style or family (with "did
    ///   you mean"), a weight the family lacks, or a size that is not > 0 and ≤ `FontSpec/maximumSize`.
    static func fontSpec(_ node: JSONNode) throws(SceneFileProblem) -> FontSpec {
        let fields = try node.fields(of: "a font", keys: ["style", "family", "weight", "size", "maximumSize"])
        var spec = FontSpec()
        if let node = fields["style"] {
            spec = FontSpec(style: try named(node) { (name) throws(UnknownName) in try TextStyle.lookUp(name) })
        }
        if let node = fields["family"] {
            spec.family = try named(node) { (name) throws(UnknownName) in try FontSpec.Family.lookUp(name) }
        }
        if let node = fields["weight"] {
            let name = try node.string()
            let weights = spec.family.weights
            guard let weight = weights.first(where: { $0.rawValue == name.lowercased() }) else {
                let list = weights.map { JSONPath.quoted($0.rawValue) }.joined(separator: ", ")
                let isWeight = FontSpec.Weight(rawValue: name.lowercased()) != nil
                throw node.problem(
                    (isWeight ? "\(spec.family.rawValue) has no weight \(JSONPath.quoted(name))" : "unknown weight \(JSONPath.quoted(name))")
                        + "; the bundled \(spec.family.rawValue) has \(list)")
            }
            spec.weight = weight
        }
        if let node = fields["size"] {
            spec.size = try node.number("a size in points > 0 and ≤ \(NumberText.plain(FontSpec.maximumSize))") {
                $0 > 0 && $0 <= FontSpec.maximumSize
            }
        }
        if let node = fields["maximumSize"] {
            let limit = try node.number("a size in points > 0 and ≤ \(NumberText.plain(FontSpec.maximumSize))") {
                $0 > 0 && $0 <= FontSpec.maximumSize
            }
            guard limit >= spec.size else {
                throw node.problem("must be at least the font's size, \(NumberText.plain(spec.size)), got \(NumberText.plain(limit))")
            }
            spec.maximumScaledSize = limit
        }
        return spec
    }
}

extension SceneFile {
    /// The `fonts` object: `text`, `detail`, `header` and `footer`, each a font spec
    /// (``fontSpec(_:)``) or `null`.
    static func fonts(_ node: JSONNode) throws(SceneFileProblem) -> SceneFonts {
        let fields = try node.fields(of: "the fonts key", keys: ["text", "detail", "header", "footer"])
        return SceneFonts(
            text: try fields["text"].map { (node) throws(SceneFileProblem) in try fontSpec(node) },
            detail: try fields["detail"].map { (node) throws(SceneFileProblem) in try fontSpec(node) },
            header: try fields["header"].map { (node) throws(SceneFileProblem) in try fontSpec(node) },
            footer: try fields["footer"].map { (node) throws(SceneFileProblem) in try fontSpec(node) })
    }
}

/// A scene file's `fonts`: the fonts of the standard cells' labels and of the default
/// header and footer titles, each in place of the style's own and scaled by the scene's
/// text size, as the style's own fonts are.
///
/// ```yaml
/// fonts:
///   text: {size: 17}
///   detail: {family: DejaVu Sans, size: 13}
///   header: {weight: semibold, size: 15}
///   footer: {size: 12}
/// ```
public struct SceneFonts: Sendable, Equatable {
    /// Every standard cell's ``TableViewCell/textLabel``, in every cell style; `nil` for the style's.
    var text: FontSpec?
    /// Every standard cell's ``TableViewCell/detailTextLabel``; `nil` for the style's.
    var detail: FontSpec?
    /// The default header titles; `nil` for the table style's (17 pt semibold plain, 13 pt grouped).
    var header: FontSpec?
    /// The default footer titles; `nil` for the table style's (13 pt).
    var footer: FontSpec?

    /// No font given: every label keeps its style's.
    public static let standard = SceneFonts()

    /// Whether the file gives no font at all.
    public var isStandard: Bool { self == .standard }
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

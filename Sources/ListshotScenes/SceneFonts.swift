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
    package var text: FontSpec?
    /// Every standard cell's ``TableViewCell/detailTextLabel``; `nil` for the style's.
    package var detail: FontSpec?
    /// The default header titles; `nil` for the table style's (17 pt semibold plain, 13 pt grouped).
    package var header: FontSpec?
    /// The default footer titles; `nil` for the table style's (13 pt).
    package var footer: FontSpec?

    /// No font given: every label keeps its style's.
    public static let standard = SceneFonts()

    /// Whether the file gives no font at all.
    public var isStandard: Bool { self == .standard }

    package init(text: FontSpec? = nil, detail: FontSpec? = nil, header: FontSpec? = nil, footer: FontSpec? = nil) {
        (self.text, self.detail, self.header, self.footer) = (text, detail, header, footer)
    }
}

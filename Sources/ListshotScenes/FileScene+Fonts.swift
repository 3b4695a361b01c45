import ListshotLayout
import ListshotText
import ListshotViews

/// The fonts a scene file's text is drawn in: each label's style's own, or the file's `fonts`,
/// scaled by the text size. At the default text size without `fonts` nothing is set, so such
/// scenes draw exactly as the views' defaults do.
extension FileScene {
    /// Gives the standard cell's labels the file's fonts, else their style's, scaled to the
    /// scene's text size as the body style is.
    static func applyFonts(to cell: TableViewCell, _ description: SceneDescription) {
        let fonts = description.fonts, size = description.textSize
        cell.contentSizeTraits = size.traits
        guard size != .large || !fonts.isStandard else { return }
        let styleFonts = cell.styleFonts(at: size)
        cell.textLabel.font = fonts.text.map { $0.font(scaledFor: size) } ?? styleFonts.text
        cell.detailTextLabel.font = fonts.detail.map { $0.font(scaledFor: size) } ?? styleFonts.detail
    }

    /// Gives the table's default header and footer titles the file's fonts, else the table
    /// style's, scaled to the scene's text size; the table measures titles in them, so
    /// headers and footers grow with the text as UIKit's self-sizing ones do.
    static func applyTitleFonts(to tableView: TableView, _ description: SceneDescription) {
        let fonts = description.fonts, size = description.textSize
        guard size != .large || !fonts.isStandard else { return }
        tableView.sectionHeaderTitleFont = titleFont(fonts.header, .header, description)
        tableView.sectionFooterTitleFont = titleFont(fonts.footer, .footer, description)
    }

    /// `spec`'s font, else the style's for `kind`, at the scene's text size.
    private static func titleFont(
        _ spec: FontSpec?, _ kind: TableViewHeaderFooterView.Kind, _ description: SceneDescription
    ) -> Font? {
        if let spec { return spec.font(scaledFor: description.textSize) }
        let style = titleStyle(kind, in: description.style)
        guard let face = try? FontFace.bundled(style.weight) else { return nil }
        return Font(face: face, size: style.pointSize(for: description.textSize), textStyle: style)
    }

    /// The text style of a default header or footer title in a table of `style`: a plain
    /// table's headers are headlines (17 pt semibold at Large), every other title a footnote
    /// (13 pt), as UIKit's are.
    static func titleStyle(_ kind: TableViewHeaderFooterView.Kind, in style: TableStyle) -> TextStyle {
        kind == .header && style == .plain ? .headline : .footnote
    }
}

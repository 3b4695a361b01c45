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
        // TableViewCell's sizes at the default text size.
        let (text, detail): (Double, Double) = switch cell.cellStyle {
        case .default, .value1: (17, 17)
        case .subtitle: (17, 12)
        case .value2: (12, 15)
        }
        cell.textLabel.font = fonts.text.map { $0.font(scaledFor: size) }
            ?? (try? Font.bundled(cell.cellStyle == .value2 ? .semibold : .regular, size: size.scaled(text)))
        cell.detailTextLabel.font = fonts.detail.map { $0.font(scaledFor: size) }
            ?? (try? Font.bundled(.regular, size: size.scaled(detail)))
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
        guard let font = TableViewHeaderFooterView.defaultFont(of: kind, in: description.style) else { return nil }
        return Font(face: font.face, size: description.textSize.scaled(font.size))
    }
}

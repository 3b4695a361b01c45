import ListshotLayout
import ListshotRaster
import ListshotText
import ListshotViews

/// How a scene file's rows, appearance and text size reach the views. Light at the default
/// text size sets exactly the values the views start with, so those scenes draw as before.
extension FileScene {
    /// The table's background and separators in `description`'s appearance.
    static func applyAppearance(to tableView: TableView, _ description: SceneDescription) {
        let colors = description.appearance.colors
        if description.appearance != .light {
            tableView.backgroundColor = description.style.isGrouped ? colors.groupedBackground : colors.background
        }
        applyTitleFonts(to: tableView, description)
        tableView.separatorStyle = description.separators.style
        // UIKit's translucent `separator`, blended on the cells it is drawn over.
        tableView.separatorColor = description.separators.color
            ?? ColorRole.separator.color(in: description.appearance, over: cellBackground(description))
        if let inset = description.separators.inset { tableView.separatorInset = separatorInset(inset, description) }
    }

    /// Registers a cell class for each cell style, under ``cellIdentifier(for:)``'s names.
    static func registerCells(_ register: (TableViewCell.CellStyle, String) -> Void) {
        for style in TableViewCell.CellStyle.allCases { register(style, style.rawValue) }
    }

    /// The style a row's cell has: its own, else subtitle when it has a detail, else default.
    static func cellStyle(for row: SceneDescription.Row) -> TableViewCell.CellStyle {
        row.style ?? (row.detail == nil ? .default : .subtitle)
    }

    /// The reuse identifier of a row's cell: its style's name.
    static func cellIdentifier(for row: SceneDescription.Row) -> String { cellStyle(for: row).rawValue }

    /// Shows `row` in `cell`, in `description`'s appearance and text size. Every property a
    /// row may set is set, so a reused cell keeps nothing of the row it showed before (a
    /// table then sets `isSelected` from its own selection, which ``FileScene`` makes the row's).
    static func configure(_ cell: TableViewCell, with row: SceneDescription.Row, in description: SceneDescription) {
        let background = row.backgroundColor ?? cellBackground(description)
        let colors = description.appearance.colors.over(under(background, description))
        let style = cell.cellStyle
        cell.textLabel.text = row.text
        cell.detailTextLabel.text = row.detail ?? ""
        cell.accessoryType = row.accessory
        applySettingsViews(to: cell, row, colors)
        cell.imageView.image = row.image?.framebuffer
        cell.imageView.imageScale = row.image?.scale ?? 1
        cell.isSelected = row.isSelected
        cell.accessibilityIdentifier = row.accessibilityIdentifier
        applyAccessoryColors(to: cell, colors)
        cell.backgroundColor = background
        // The styles' own colours (TableViewCell's): value2's title takes the tint colour.
        cell.textLabel.textColor = row.textColor ?? (style == .value2 ? cell.tintColor : colors.label)
        cell.detailTextLabel.textColor = style == .subtitle || style == .value1 ? colors.secondaryLabel : colors.label
        applyFonts(to: cell, description)
    }

    /// A cell's background when its row gives none: `secondarySystemGroupedBackground` in a
    /// grouped table, `systemBackground` in a plain one.
    static func cellBackground(_ description: SceneDescription) -> Color {
        let colors = description.appearance.colors
        return description.style.isGrouped ? colors.secondaryGroupedBackground : colors.background
    }

    /// The opaque colour translucent colours are drawn over in a cell whose background is
    /// `background`: that colour, or the table's behind a cell that lets it show through.
    static func under(_ background: Color, _ description: SceneDescription) -> Color {
        if background.alpha == 255 { return background }
        let colors = description.appearance.colors
        return description.backgroundColor
            ?? (description.style.isGrouped ? colors.groupedBackground : colors.background)
    }

    /// The colours every cell takes from the appearance, whatever it shows: the selection,
    /// the tint (checkmark, detail button) and the chevron (`tertiaryLabel`).
    static func applyAccessoryColors(to cell: TableViewCell, _ colors: SystemColors) {
        cell.selectedBackgroundColor = colors.selection
        cell.tintColor = colors.tint
        cell.disclosureIndicatorColor = colors.tertiaryLabel
    }

    /// A default header or footer view's colours in `description`'s appearance.
    static func applyAppearance(toHeaderOrFooter view: View, _ description: SceneDescription) {
        guard let view = view as? TableViewHeaderFooterView else { return }
        applyAppearance(toHeaderOrFooter: view, style: description.style, description.appearance)
    }

    /// A default header or footer view's colours in a table (or grid) of `style`, in
    /// `appearance`: light leaves the view's own, which are light mode's.
    static func applyAppearance(toHeaderOrFooter view: TableViewHeaderFooterView, style: TableStyle, _ appearance: Appearance) {
        guard appearance != .light else { return }
        let colors = appearance.colors
        if style == .plain { view.backgroundColor = colors.plainHeaderBackground }
        view.textLabel.textColor = view.kind == .header && style == .plain ? colors.label : colors.secondaryLabel
    }
}

import ListshotText
import ListshotViews

/// A scene file's appearance and text size on the views. Light at the default text size
/// changes nothing, so those scenes draw exactly as the views' defaults do.
extension FileScene {
    /// The table's background and separators in `description`'s appearance.
    static func applyAppearance(to tableView: TableView, _ description: SceneDescription) {
        guard description.appearance != .light else { return }
        let colors = description.appearance.colors
        tableView.backgroundColor = description.style == .grouped ? colors.groupedBackground : colors.background
        tableView.separatorColor = colors.separator
    }

    /// A cell's colours and fonts in `description`'s appearance and text size.
    static func applyLook(to cell: TableViewCell, _ description: SceneDescription) {
        if description.appearance != .light {
            let colors = description.appearance.colors
            cell.backgroundColor = description.style == .grouped ? colors.secondaryGroupedBackground : colors.background
            cell.textLabel.textColor = colors.label
            cell.detailTextLabel.textColor = colors.secondaryLabel
            cell.selectedBackgroundColor = colors.selection
        }
        if description.textSize != .large {
            let detailSize = cell.cellStyle == .subtitle ? subtitleDetailSize : bodySize
            cell.textLabel.font = try? Font.bundled(.regular, size: description.textSize.scaled(bodySize))
            cell.detailTextLabel.font = try? Font.bundled(.regular, size: description.textSize.scaled(detailSize))
        }
    }

    /// A default header or footer view's colours in `description`'s appearance.
    static func applyAppearance(toHeaderOrFooter view: View, _ description: SceneDescription) {
        guard description.appearance != .light, let view = view as? TableViewHeaderFooterView else { return }
        let colors = description.appearance.colors
        if description.style == .plain { view.backgroundColor = colors.plainHeaderBackground }
        view.textLabel.textColor = view.kind == .header && description.style == .plain ? colors.label : colors.secondaryLabel
    }

    /// The body text's size at the default text size, UIKit's 17 points.
    private static let bodySize = TextSize.large.bodyPointSize
    /// A subtitle cell's detail size at the default text size (``TableViewCell``'s).
    private static let subtitleDetailSize = 12.0
}

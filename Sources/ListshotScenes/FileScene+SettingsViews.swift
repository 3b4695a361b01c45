import ListshotRaster
import ListshotViews

/// How a scene file's Settings-style row parts reach a standard cell: the switch, the icon
/// and the badge, in the scene's appearance.
extension FileScene {
    /// Gives `cell` the row's switch (as its accessory view), icon and badge, or takes away
    /// those a reused cell showed for another row.
    static func applySettingsViews(to cell: TableViewCell, _ row: SceneDescription.Row, _ colors: SystemColors) {
        if let isOn = row.switchIsOn {
            let control = cell.accessoryView as? Switch ?? Switch()
            control.isOn = isOn
            control.onTintColor = ColorRole.systemGreen.color(in: colors.appearance)
            control.offTrackColor = switchOffTrackColor(colors.appearance)
            cell.accessoryView = control
        } else {
            cell.accessoryView = nil
        }
        if let icon = row.icon {
            let view = cell.iconView ?? IconView()
            view.symbol = icon.symbol
            view.iconBackgroundColor = icon.background.resolved(in: colors)
            cell.iconView = view
        } else {
            cell.iconView = nil
        }
        cell.badgeValue = row.badge
        cell.badgeView?.badgeColor = ColorRole.systemRed.color(in: colors.appearance)
    }

    /// An off switch's track: UIKit's `systemFill` (#787880 at 16% in light, at 32% in dark)
    /// composited on the grouped cell it sits on, as the other colours are opaque.
    static func switchOffTrackColor(_ appearance: Appearance) -> Color {
        appearance == .light ? Color(rgb: 0xE9E9EA) : Color(rgb: 0x39393D)
    }
}

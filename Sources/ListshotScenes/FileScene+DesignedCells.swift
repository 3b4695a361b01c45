import ListshotLayout
import ListshotViews

/// How rows that name a custom cell (`cell: NAME`) are shown: by a ``DesignedCell`` reused
/// under `cell:NAME`, its templates filled from the row's place, text and lists.
extension FileScene {
    /// Registers a ``DesignedCell`` for each of `description`'s designs.
    static func registerDesignedCells(of description: SceneDescription, _ register: (TableViewCell.Type, String) -> Void) {
        for name in description.cells.keys.sorted() { register(DesignedCell.self, DesignedCell.identifier(forDesignNamed: name)) }
    }

    /// The cell for the row at `indexPath`, from `dequeue` (a table's or a collection view's),
    /// configured for `description`.
    static func cell(
        forRowAt indexPath: IndexPath, in description: SceneDescription, pictures: GeneratedImageCache,
        dequeue: (String) -> TableViewCell
    ) -> TableViewCell {
        let rows = description.sections[indexPath.section].rows
        let row = rows.row(at: indexPath.row, section: indexPath.section)
        guard let name = row.cell, let design = description.cells[name] else {
            let cell = dequeue(cellIdentifier(for: row))
            configure(cell, with: row, in: description)
            return cell
        }
        let cell = dequeue(DesignedCell.identifier(forDesignNamed: name))
        var context = TemplateContext(index: indexPath.row, section: indexPath.section, text: row.text, detail: row.detail ?? "")
        if case let .generated(pattern) = rows { context.lists = pattern.lists }
        configure(cell, with: row, design: design, context: context, in: description, pictures: pictures)
        return cell
    }

    /// Shows `row` in a designed cell: the design's parts, then what every row may set
    /// (accessory, selection, background), as ``configure(_:with:in:)`` sets them.
    static func configure(
        _ cell: TableViewCell, with row: SceneDescription.Row, design: CellDesign, context: TemplateContext,
        in description: SceneDescription, pictures: GeneratedImageCache
    ) {
        let colors = description.appearance.colors
        (cell as? DesignedCell)?.configure(
            design: design, context: context, colors: colors, textSize: description.textSize, pictures: pictures)
        cell.accessoryType = row.accessory
        cell.isSelected = row.isSelected
        applyAccessoryColors(to: cell, colors)
        let background = row.backgroundColor
            ?? design.backgroundColor?.resolved(in: colors)
            ?? (description.style.isGrouped ? colors.secondaryGroupedBackground : colors.background)
        cell.backgroundColor = background.alpha == 0 ? nil : background
    }
}

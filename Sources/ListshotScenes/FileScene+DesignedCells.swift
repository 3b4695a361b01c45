import ListshotText
import ListshotGeometry
import ListshotLayout
import ListshotViews

/// How rows that name a custom cell (`cell: NAME`) are shown: by a ``DesignedCell`` reused
/// under `cell:NAME`, its templates filled from the row's place, text and lists.
extension FileScene {
    /// Registers a ``DesignedCell`` for each of `description`'s designs.
    static func registerDesignedCells(of description: SceneDescription, _ register: (TableViewCell.Type, String) -> Void) {
        for name in description.cells.keys.sorted() { register(DesignedCell.self, DesignedCell.identifier(forDesignNamed: name)) }
    }

    /// `description`'s designs as drawn at its text size: each that draws text with its
    /// metrics scaled (``CellDesign/scaled(for:)``) where the scene sizes its cells (a table's
    /// rows, a wheel's), as written where the layout fixes the item's size (a grid, a
    /// horizontal list: there only fonts follow the text size) and for a design without text
    /// (photos keep their size, as they do under Dynamic Type).
    static func designs(of description: SceneDescription) -> [String: CellDesign] {
        description.cells.mapValues { design in
            scalesWithText(design, in: description) ? design.scaled(for: description.textSize) : design
        }
    }

    /// True when `design`'s metrics, and the heights the scene gives its rows, scale with
    /// the text size: a design that draws text, in a table or a wheel.
    static func scalesWithText(_ design: CellDesign, in description: SceneDescription) -> Bool {
        switch description.layout {
        case .table, .wheel: return design.drawsText
        case .grid, .horizontal, .waterfall, .registered: return false
        }
    }

    /// The height of a row at the scene's text size, from `points`, its height at `large`:
    /// for a row showing the design called `name`, grown as much as the design's text grew
    /// (``CellDesign/growth(at:)``) when the design scales
    /// (``scalesWithText(_:in:)``); for a standard cell (`name` is `nil`) in a table, scaled
    /// when the scene gives it to all its rows (`fromScene`, its `rowHeight`), as written
    /// when the row gives it (its own `height`, which wins as UIKit's explicit heights do).
    package static func rowHeight(_ points: Double, showing name: String?, in description: SceneDescription, fromScene: Bool = false) -> Double {
        if let name, let design = description.cells[name] {
            return scalesWithText(design, in: description) ? points * design.growth(at: description.textSize) : points
        }
        guard fromScene, case .table = description.layout else { return points }
        return description.textSize.scaledValue(points)
    }

    /// True for a table, a wheel, a waterfall and a vertical grid; false for a horizontal list or grid.
    static func scrollsVertically(_ description: SceneDescription) -> Bool {
        switch description.layout {
        case .table, .wheel, .waterfall: return true
        case .horizontal: return false
        case .registered: return true  // the layout is not made yet; designs fill the item either way
        case let .grid(grid): return grid.direction == .vertical
        }
    }

    /// The table's separator inset, the file's `inset`, as written: the pictures of a design
    /// keep their size at every text size, so its text keeps its column and the lines keep
    /// starting under it (the contacts' 68 points, past the avatar). When every row shows a
    /// design whose row of parts became a column (``DesignedCell/arrangement(of:at:)``),
    /// whose text starts at the stack's left margin, the lines start there.
    static func separatorInset(_ inset: EdgeInsets, _ description: SceneDescription) -> EdgeInsets {
        let cells = description.sections.flatMap { section -> [String?] in
            switch section.rows {
            case let .listed(rows): return rows.map(\.cell)
            case let .generated(pattern): return [pattern.look.cell]
            }
        }
        let designs = cells.map { name in name.flatMap { description.cells[$0] } }
        guard !designs.isEmpty, designs.allSatisfy({ $0.map { scalesWithText($0, in: description) } ?? false }) else { return inset }
        var adapted = inset
        let columnStarts = Set(designs.map { $0.flatMap { columnStart(of: $0, at: description.textSize) } })
        if columnStarts.count == 1, let start = columnStarts.first ?? nil { adapted.left = start }
        return adapted
    }

    /// Where the text of a design whose first part is a row stack starts once the stack
    /// became a column at `textSize`: its left anchor and left margin; `nil` when it stays a row.
    private static func columnStart(of design: CellDesign, at textSize: TextSize) -> Double? {
        guard case let .stack(stack)? = design.parts.first,
            DesignedCell.arrangement(of: stack, at: textSize).0 != stack.axis
        else { return nil }
        let leading: Double = switch stack.frame.x {
        case let .fill(leading, _), let .leading(leading, _): leading
        case .trailing, .center: 0
        }
        return leading + stack.margins.left
    }

    /// The cell for the row at `indexPath`, from `dequeue` (a table's or a collection view's),
    /// configured for `description`, a custom cell drawn from `designs` (``designs(of:)``).
    static func cell(
        forRowAt indexPath: IndexPath, in description: SceneDescription, designs: [String: CellDesign],
        pictures: GeneratedImageCache, dequeue: (String) -> TableViewCell
    ) -> TableViewCell {
        let rows = description.sections[indexPath.section].rows
        let row = rows.row(at: indexPath.row, section: indexPath.section)
        guard let name = row.cell, let design = designs[name] else {
            let cell = dequeue(cellIdentifier(for: row))
            configure(cell, with: row, in: description)
            return cell
        }
        let cell = dequeue(DesignedCell.identifier(forDesignNamed: name))
        // The last row of a run of rows with this design: the next one shows another, or there is none.
        (cell as? DesignedCell)?.isLastOfRun = indexPath.row + 1 >= rows.count
            || rows.row(at: indexPath.row + 1, section: indexPath.section).cell != name
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
        let background = row.backgroundColor
            ?? design.backgroundColor?.resolved(in: description.appearance.colors)
            ?? cellBackground(description)
        let colors = description.appearance.colors.over(under(background, description))
        (cell as? DesignedCell)?.configure(
            design: design, context: context, colors: colors, textSize: description.textSize,
            scrollsVertically: scrollsVertically(description), pictures: pictures)
        if let cell = cell as? DesignedCell {
            // The row's height as designed, at the default text size: a wheel's, else the row's or the scene's.
            let points: Double? = switch (description.layout, row.height ?? description.rowHeight) {
            case let (.wheel(wheel), _): wheel.rowHeight
            case let (_, .fixed(points)): points
            case (_, .automatic): nil
            }
            cell.heightAtLarge = points ?? 0
            cell.designedHeight = points.map { rowHeight($0, showing: row.cell, in: description, fromScene: row.height == nil) } ?? 0
        }
        cell.accessoryType = row.accessory
        cell.isSelected = row.isSelected
        cell.accessibilityIdentifier = row.accessibilityIdentifier
        applyAccessoryColors(to: cell, colors)
        cell.backgroundColor = background.alpha == 0 ? nil : background
    }
}

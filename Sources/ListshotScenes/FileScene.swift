import ListshotLayout
import ListshotStructuredText
import ListshotViews

/// A scene built from a ``SceneDescription`` (usually read from a scene file by
/// `SceneFile`): the table's data source and delegate answer from the description.
///
/// Generated sections are never expanded: a row's text is made when its cell is asked
/// for, and the table gets a generated section's heights as one cycle
/// (`repeatingHeightsForRowsInSection`), so a section of a billion rows costs the memory of
/// its `heights` list, not of its rows.
public final class FileScene: TableScene, ChromeScene, TableViewDataSource, TableViewDelegate {
    /// What the scene shows.
    public let sceneDescription: SceneDescription
    public let tableView: TableView
    /// The pictures custom cells draw per row (templated images), each drawn once.
    let pictures = GeneratedImageCache()
    /// The bars drawn around the table, or `nil` when the scene asks for none.
    public let chrome: ScreenChrome?
    /// The custom cells' designs at the scene's text size (``designs(of:)``).
    let designs: [String: CellDesign]

    /// Every section's row heights in points, flattened so that the table's million
    /// `heightForRowAt` calls read one array: section `s`'s row `r` is
    /// `heights[heightStarts[s] + r % heightCounts[s]]` (a generated section stores only
    /// its cycle of heights).
    private let heights: [Double]
    private let heightStarts: [Int]
    private let heightCounts: [Int]

    /// Builds the table that `description` describes.
    ///
    /// - Parameters:
    ///   - description: the scene.
    ///   - viewport: the screen to lay it out on; `nil` uses the description's own.
    public init(_ description: SceneDescription, viewport: Viewport? = nil) {
        sceneDescription = description
        designs = Self.designs(of: description)
        (heights, heightStarts, heightCounts) = Self.flattenHeights(of: description)
        let bounds = (viewport ?? description.viewport).bounds
        tableView = TableView(frame: bounds, style: description.style)
        chrome = Self.makeChrome(for: description, size: bounds.size)
        // The content starts under the bars, as UIKit's adjusted content inset puts it.
        chrome?.baseContentInset = description.contentInset
        tableView.contentInset = chrome?.restingContentInset ?? description.contentInset
        tableView.semanticContentAttribute = description.semanticContentAttribute
        tableView.rowHeight = Self.points(description.rowHeight)
        tableView.estimatedRowHeight = description.estimatedRowHeight
            ?? (heights.contains(TableView.automaticDimension) ? Self.estimate(for: description) : 0)
        Self.applyAppearance(to: tableView, description)
        if let color = description.backgroundColor { tableView.backgroundColor = color }
        Self.registerCells { tableView.register(TableViewCell.self, style: $0, forCellReuseIdentifier: $1) }
        Self.registerDesignedCells(of: description) { tableView.register($0, forCellReuseIdentifier: $1) }
        tableView.dataSource = self
        tableView.delegate = self
        tableView.selectRow(at: Self.selectedRow(in: description))
    }

    /// The row the file marks `"selected"` (there is at most one), if any.
    private static func selectedRow(in description: SceneDescription) -> IndexPath? {
        for (section, content) in description.sections.enumerated() {
            guard case let .listed(rows) = content.rows, let row = rows.firstIndex(where: \.isSelected) else { continue }
            return IndexPath(row: row, section: section)
        }
        return nil
    }

    /// The estimate for a scene with self-sizing rows that gives none: its row height when
    /// that is a number, else UIKit's 44 points. With an estimate, only the rows that come
    /// on screen are measured, so ten million self-sizing rows load at once.
    private static func estimate(for description: SceneDescription) -> Double {
        if case let .fixed(points) = description.rowHeight, points >= TableView.minimumEstimatedRowHeight { return points }
        return SceneDescription.defaultRowHeight
    }

    private static func flattenHeights(of description: SceneDescription) -> ([Double], [Int], [Int]) {
        var heights: [Double] = [], starts: [Int] = [], counts: [Int] = []
        for section in description.sections {
            let cycle: [(SceneDescription.RowHeight?, cell: String?)]
            switch section.rows {
            case let .listed(rows): cycle = rows.map { ($0.height, $0.cell) }
            case let .generated(pattern): cycle = (pattern.heights.isEmpty ? [nil] : pattern.heights.map(Optional.some)).map { ($0, pattern.look.cell) }
            }
            starts.append(heights.count)
            counts.append(cycle.count)
            heights += cycle.map { height, cell in
                switch height ?? description.rowHeight {
                case let .fixed(points):
                    // At another text size than the design's, a row of labels that wrap grows to hold
                    // them; a row's own `height` is kept, as UIKit keeps an explicit height.
                    if height == nil, description.textSize != .large, let design = cell.flatMap({ description.cells[$0] }),
                        design.hasWrappingLabel {
                        return TableView.automaticDimension
                    }
                    return rowHeight(points, showing: cell, in: description, fromScene: height == nil)
                case .automatic: return TableView.automaticDimension
                }
            }
        }
        return (heights, starts, counts)
    }

    private static func points(_ height: SceneDescription.RowHeight) -> Double {
        switch height {
        case let .fixed(points): return points
        case .automatic: return TableView.automaticDimension
        }
    }

    // MARK: Data source

    public func numberOfSections(in tableView: TableView) -> Int { sceneDescription.sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sceneDescription.sections[section].rows.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        Self.cell(forRowAt: indexPath, in: sceneDescription, designs: designs, pictures: pictures) { tableView.dequeueReusableCell(withIdentifier: $0, for: indexPath) }
    }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sceneDescription.sections[section].header?.text
    }

    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        sceneDescription.sections[section].footer?.text
    }

    // MARK: Delegate

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        let section = indexPath.section
        return heights[heightStarts[section] + indexPath.row % heightCounts[section]]
    }

    /// A generated section's cycle of heights; `nil` for listed rows, which are asked one by one.
    public func tableView(_ tableView: TableView, repeatingHeightsForRowsInSection section: Int) -> [Double]? {
        guard case .generated = sceneDescription.sections[section].rows else { return nil }
        let start = heightStarts[section]
        return Array(heights[start..<start + heightCounts[section]])
    }

    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        sceneDescription.sections[section].header?.height ?? tableView.defaultHeight(ofHeaderInSection: section)
    }

    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        sceneDescription.sections[section].footer?.height ?? tableView.defaultHeight(ofFooterInSection: section)
    }

    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        Self.applyAppearance(toHeaderOrFooter: view, sceneDescription)
    }

    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        Self.applyAppearance(toHeaderOrFooter: view, sceneDescription)
    }
}

import ListshotLayout
import ListshotViews

/// An inset-grouped settings screen that owns its table and is its data source (which the
/// table holds weakly, as UIKit's does).
public final class SettingsScreen: TableViewDataSource {
    public let tableView = TableView(style: .insetGrouped)
    private let sections = [
        ("General", ["About", "Software Update", "AirDrop"]),
        ("Privacy", ["Location Services", "Tracking", "Analytics"]),
    ]

    public init() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Setting")
        // Self-sizing, as UIKit's default: the rows grow with the text at the accessibility sizes.
        tableView.rowHeight = TableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.dataSource = self
    }

    public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        cell.textLabel.text = sections[indexPath.section].1[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

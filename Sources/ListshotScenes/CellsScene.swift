import ListshotLayout
import ListshotViews

/// Every standard cell style (default, subtitle, value1, value2), each with every accessory,
/// with and without an image, in a grouped table: the cells UIKit users know.
public final class CellsScene: TableScene, TableViewDataSource, TableViewDelegate {
    public let tableView: TableView
    static let styles = TableViewCell.CellStyle.allCases
    static let accessories = CellAccessory.allCases
    static let titles: [TableViewCell.CellStyle: String] = [
        .default: "Default", .subtitle: "Subtitle", .value1: "Value 1", .value2: "Value 2",
    ]
    static let accessoryNames: [CellAccessory: String] = [
        .none: "No accessory", .disclosureIndicator: "Disclosure", .checkmark: "Checkmark",
        .detailButton: "Detail button", .detailDisclosureButton: "Detail disclosure",
    ]
    let avatar = SyntheticImages.avatar(initials: "LS", diameter: 58, color: .red)

    public init(viewport: Viewport) {
        tableView = TableView(frame: viewport.bounds, style: .grouped)
        tableView.rowHeight = TableView.automaticDimension
        for style in Self.styles {
            tableView.register(TableViewCell.self, style: style, forCellReuseIdentifier: style.rawValue)
        }
        tableView.dataSource = self
        tableView.delegate = self
    }

    public func numberOfSections(in tableView: TableView) -> Int { Self.styles.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.accessories.count }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        Self.titles[Self.styles[section]]
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let style = Self.styles[indexPath.section], accessory = Self.accessories[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: style.rawValue, for: indexPath)
        cell.textLabel.text = style == .value2 ? "Label" : Self.accessoryNames[accessory] ?? ""
        cell.detailTextLabel.text = style == .default ? "" : (style == .value2 ? Self.accessoryNames[accessory] ?? "" : "Detail")
        cell.accessoryType = accessory
        // Every other row shows an image before its labels (value2 cells have none in UIKit).
        cell.imageView.image = indexPath.row % 2 == 1 && style != .value2 ? avatar : nil
        cell.imageView.imageScale = 2
        return cell
    }
}

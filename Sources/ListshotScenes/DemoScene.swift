import ListshotLayout
import ListshotViews

/// The seed article's example table: 25 rows "Hola 0" … "Hola 24", each 40 pt tall, on a
/// black table; `willDisplay` paints every cell purple with white text.
public final class DemoScene: TableScene, TableViewDataSource, TableViewDelegate {
    public static let rowCount = 25
    public static let rowHeight = 40.0
    static let cellIdentifier = "Cell"

    public let tableView: TableView

    /// The rows the user selected, in tap order (the seed logs "Indice N").
    public private(set) var selectedRows: [Int] = []

    public init(viewport: Viewport) {
        tableView = TableView(frame: viewport.bounds)
        tableView.backgroundColor = .black
        tableView.separatorStyle = .none  // the seed's table, built from a scroll view, draws none
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.backgroundColor = .white
        cell.textLabel.text = "Hola \(indexPath.row)"
        cell.textLabel.backgroundColor = nil
        return cell
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { Self.rowHeight }

    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        cell.backgroundColor = .purple
        cell.textLabel.textColor = .white
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selectedRows.append(indexPath.row)
    }
}

import ListshotLayout
import ListshotViews

/// A contact's row: name above phone number, a chevron.
public final class ContactCell: TableViewCell {
    public required init(style: CellStyle = .subtitle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }
}

/// A list of contacts, `count` rows of them; `renamed` changes the first contact's name, as
/// a code change would.
public final class ContactsScreen: TableViewDataSource {
    public let tableView = TableView()
    public var count: Int
    private let renamed: Bool
    private static let names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov", "Donald Knuth"]

    public init(count: Int = 500, renamed: Bool = false) {
        self.count = count
        self.renamed = renamed
        tableView.register(ContactCell.self, forCellReuseIdentifier: "Contact")
        tableView.dataSource = self
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        let name = Self.names[indexPath.row % Self.names.count]
        cell.textLabel.text = renamed && indexPath.row == 0 ? "Ada King" : "\(name) \(indexPath.row)"
        cell.detailTextLabel.text = "+44 20 7946 \(1000 + indexPath.row)"
        return cell
    }
}

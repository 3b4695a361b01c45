import ListshotLayout
import ListshotViews

/// A plain table of names in sections by first letter, with sticky headers: scroll it
/// to see one section's header pushed up by the next.
public final class SectionsScene: TableScene, TableViewDataSource, TableViewDelegate {
    public let tableView: TableView
    let sections: [(letter: String, names: [String])]
    static let cellIdentifier = "Cell"

    static let names = [
        "Ada", "Alan", "Alice", "Amara", "Anita", "Arjun", "Barbara", "Ben", "Bjarne", "Brian", "Bruno",
        "Carl", "Cleo", "Claude", "Cynthia", "Dana", "Dennis", "Dev", "Donald", "Edsger", "Elena", "Emmy",
        "Eva", "Fatima", "Finn", "Frances", "Fred", "Grace", "Guido", "Gwen", "Hana", "Hedy", "Hugo",
        "Ines", "Ivan", "Jean", "John", "Joan", "Judea", "Karen", "Ken", "Kira", "Leslie", "Linus", "Lisa",
    ]

    public init(viewport: Viewport) {
        var grouped: [(String, [String])] = []
        for name in Self.names {
            let letter = String(name.prefix(1))
            if grouped.last?.0 == letter { grouped[grouped.count - 1].1.append(name) } else { grouped.append((letter, [name])) }
        }
        sections = grouped
        tableView = TableView(frame: viewport.bounds)
        tableView.backgroundColor = .white
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
    }

    public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].names.count }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].letter }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 44 }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel.text = sections[indexPath.section].names[indexPath.row]
        return cell
    }
}

import ListshotTesting

// The helpers the snippets call, which a reader writes for their own screens: a table with
// its data source, kept alive here (a table holds its data source weakly).

/// A thousand rows, "<title> <n>".
final class Rows: TableViewDataSource, Sendable {
    let title: String
    init(title: String) { self.title = title }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel.text = "\(title) \(indexPath.row)"
        return cell
    }
}

private let feedRows = Rows(title: "Post"), contactRows = Rows(title: "Contact")

/// The README's feed.
func makeFeedTable() -> TableView { makeTable(feedRows) }

/// The article's contacts.
func makeContactsTable() -> TableView { makeTable(contactRows) }

private func makeTable(_ rows: Rows) -> TableView {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = rows
    return table
}

/// The ListshotTesting overview's feed: a scene owns its table and the table's data source.
final class FeedScene: TableScene {
    let tableView: TableView
    private let rows = Rows(title: "Post")

    init() { tableView = makeTable(rows) }
}

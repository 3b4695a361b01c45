import Foundation
import ListshotTesting
import Testing

/// An inbox whose rows end in the time of the last message, which changes every run
/// (`SCRATCH_TIME`), and whose second sender may change (`SCRATCH_NAME`): issue 35's masks
/// and view-tree diffs. The file imports Foundation, and `IndexPath` is Foundation's, the one
/// listshot's tables take, as in UIKit.
final class Inbox: TableViewDataSource {
    let tableView = TableView()
    let senders = ["Ada Lovelace", ProcessInfo.processInfo.environment["SCRATCH_NAME"] ?? "Alan Turing", "Grace Hopper"]
    let time = ProcessInfo.processInfo.environment["SCRATCH_TIME"] ?? "9:41"

    init() { tableView.dataSource = self }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { senders.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.textLabel.text = senders[indexPath.row]
        let timestamp = Label(frame: Rect(x: 310, y: 14, width: 64, height: 22))
        timestamp.text = time
        timestamp.accessibilityIdentifier = "timestamp"
        cell.contentView.addSubview(timestamp)
        return cell
    }
}

@Suite struct InboxTests {
    @Test func inbox() {
        let inbox = Inbox()
        assertSnapshot(of: inbox.tableView, at: [0], named: "inbox", masking: ["timestamp"])
    }
}

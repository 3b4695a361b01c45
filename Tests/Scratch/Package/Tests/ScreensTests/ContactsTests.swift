import ListshotTesting
import Screens
import Testing

@Suite struct ContactsTests {
    /// The top, a middle and the end: 100,000 is past the end, drawn at the end and named 100000.
    @Test func scrolling() {
        let screen = ContactsScreen(count: Scenario.rows, renamed: Scenario.renamed)
        assertSnapshot(of: screen.tableView, at: [0, 600, 100_000], named: "contacts")
    }
}

import ListshotSnapshotTesting
import Testing

// The golden-image tests article's snippet for swift-snapshot-testing, as written there, with
// its imports and no others; SnippetSourceTests keeps the two the same. Compiled, not run.
@Suite(.disabled("the golden-image tests article's snippet: compiled, not run"))
struct SwiftSnapshotTestingArticle {
    @Suite(.snapshots(record: .missing))
    struct ContactsSnapshotTests {
        @Test func scrolling() {
            let table = makeContactsTable()                  // a TableView with its data source
            assertSnapshot(of: table, as: .listshot(offset: 600), named: "600")
        }
    }
}

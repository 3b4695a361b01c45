import ListshotTesting
import Testing

// The golden-image tests article's snippets for ListshotTesting, as written there, with its
// imports and no others; SnippetSourceTests keeps the two the same. Compiled, not run.
@Suite(.disabled("the golden-image tests article's snippets: compiled, not run"))
struct GoldenImageTestsArticle {
    @Suite struct ContactsTests {
        @Test func scrolling() {
            let table = makeContactsTable()                  // a TableView with its data source
            assertSnapshot(of: table, at: [0, 600], named: "contacts")
        }
    }

    // Comparison.
    @Test func tolerance() {
        let table = makeFeedTable()
        assertSnapshot(of: table, at: [0], named: "feed",
                       tolerance: SnapshotTolerance(colorThreshold: 0.1, differingPixels: .ratio(0.001)))
    }

    // Accessibility audit.
    @Test func audit() {
        assertSnapshot(of: makeContactsTable(), at: [0, 600], named: "contacts", audit: .fail)
    }

    // Masks, tolerances and trees by view.
    @Test func masking() {
        let table = makeFeedTable()
        assertSnapshot(of: table, at: [0, 600], named: "inbox",
                       masking: ["timestamp"], tolerances: ["avatar": .ratio(0.01)])
    }

    // Record modes: what issue 24 found missing under MemberImportVisibility (`RecordMode`'s
    // module, ListshotSnapshot, imported through ListshotTesting).
    @Test(.snapshots(record: .never)) func recordModes() {
        withSnapshots(record: .never) {
            assertSnapshot(of: makeContactsTable(), at: [0], named: "contacts", record: .never)
        }
    }
}

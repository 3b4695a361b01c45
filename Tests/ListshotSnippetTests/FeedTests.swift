import ListshotTesting
import Testing

// The README's golden-image test (Golden-image tests), as written there, with its imports and
// no others; SnippetSourceTests keeps the two the same. Compiled, not run: its helper's table
// is the reader's own, and ListshotTestingTests test the assertion.
@Suite(.disabled("the README's snippet: compiled, not run"))
struct FeedTests {
    @Test func scrolling() {
        let table = makeFeedTable()                    // your TableView, with its data source
        assertSnapshot(of: table, at: [0, 600], named: "feed")
    }
}

// The ListshotTesting catalog page's overview snippet, as written there. Compiled, not run.
@Suite(.disabled("the ListshotTesting catalog page's snippet: compiled, not run"))
struct FeedOverviewTests {
    @Test func scrolling() {
        assertSnapshot(of: FeedScene(), at: [0, 600], named: "feed")   // a Scene: the table and its data source
    }
}

// The golden-image tests article's traits snippet, as written there. Compiled, not run.
@Suite(.disabled("the golden-image tests article's snippet: compiled, not run"))
struct FeedTraitsTests {
    @Test func darkAndLarge() {
        assertSnapshot(of: FeedScene(), at: [0], named: "feed", traits: [
            TraitCollection(userInterfaceStyle: .light),
            TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge),
        ])   // feed-light.0@2x.png, feed-dark-AX3.0@2x.png
    }
}

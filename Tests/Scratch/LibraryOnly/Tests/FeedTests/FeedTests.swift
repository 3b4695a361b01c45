import Feed
import ListshotTesting
import Testing

@Test func feed() {
    assertSnapshot(of: Feed.feed, at: [0], named: "feed")
}

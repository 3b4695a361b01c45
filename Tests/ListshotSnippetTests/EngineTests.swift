import ListshotViews      // with Rect, Point, IndexPath, Color, Font: one import, as UIKit's
import Testing

/// The README's engine snippet (The engine, as a library), as written there, with its imports
/// and no others; SnippetSourceTests keeps the two the same.
@Suite struct EngineTests {
    /// The snippet runs: the table scrolled 1,200 points shows rows from the 25th (50 pt each,
    /// the default height: the snippet sets no delegate).
    @Test func theREADMEsSnippetDrawsTheTableScrolled() throws {
        let rows = Rows(title: "Row")
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = rows                        // your TableViewDataSource, held weakly
        table.contentOffset = Point(x: 0, y: 1_200)   // lays out: recycles, asks, reports
        let image = try table.renderImage(scale: 2)    // a Framebuffer; PNGEncoder.write(image, to:) saves it
        #expect(table.indexPathsForVisibleRows.first == IndexPath(row: 24, section: 0))
        withExtendedLifetime((rows, image)) {}
    }
}

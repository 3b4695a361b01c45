import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotViews
import Testing

/// The model behind `listshot layout`, without the command line: what it lists for a table
/// and for a wrapping wheel, and how it prints.
@Suite struct LayoutReportTests {
    @Test func aTableListsItsRowsAsItemsAndAsRowsWithItsHeadersAndFooters() throws {
        let description = try SceneFile.parse(Array("""
            {"viewport": {"width": 200, "height": 80, "scale": 1}, "sections": [
              {"header": {"text": "A", "height": 20}, "rows": [{"height": 30}, {"height": 40}], "footer": {"height": 10}}]}
            """.utf8), name: "scene.json")
        let scene = description.makeScene()
        _ = try SceneRenderer.scroll(scene, to: 10, viewport: description.viewport)
        let report = LayoutReport(scene.listView)
        #expect(report.items.map(\.indexPath) == [IndexPath(row: 0), IndexPath(row: 1)])
        #expect(report.rows?.map(\.frame) == report.items.map(\.frame))
        #expect(report.items.allSatisfy { $0.lap == nil && $0.unwrappedIndex == nil })
        #expect(report.text == """
            content 200 × 100  offset 0, 10
            header 0  y 10  h 20
            row 0.0   y 20  h 30
            row 0.1   y 50  h 40
            footer 0  y 80  h 10
            """)
        // The plain footer sticks to the viewport's bottom (80 + 10 = 90 = offset + height).
    }

    @Test func aWrappingWheelListsEachCopysLapAndUnwrappedIndexAndNoRows() throws {
        let viewport = Viewport(width: 390, height: 844, scale: 1)
        let scene = try #require(BuiltInScene.named("wheel")).make(viewport)
        _ = try SceneRenderer.scroll(scene, to: -100, viewport: viewport)
        let report = LayoutReport(scene.listView)
        #expect(report.rows == nil)
        // At −100 the viewport starts in the last lap. Row 22 of lap −1 (y −160…−80) is in the
        // viewport, but its middle is 442 pt from the viewport's, past the 422 pt radius:
        // not shown. Row 23 of lap −1 is, then lap 0.
        #expect(report.items.prefix(3).map(\.indexPath.row) == [23, 0, 1])
        #expect(report.items.prefix(3).map(\.lap) == [-1, 0, 0])
        #expect(report.items.prefix(3).map(\.unwrappedIndex) == [-1, 0, 1])
        #expect(report.json.contains("""
                  "row": 23,
                  "lap": -1,
                  "index": -1,
            """))
    }

    /// `views` are in the coordinates of their item's frame in every layout: a wheel copy a
    /// lap back, a carousel scrolled on x, a grid, a mirrored table (each at its default text
    /// size, where everything fits); each item shows something.
    @Test(arguments: [("wheel", -100.0), ("carousel", 500), ("grid", 800), ("contacts-rtl", 1000), ("cells", 300)])
    func viewsLieInTheirItemsInEveryLayout(scene name: String, offset: Double) throws {
        let builtIn = try #require(BuiltInScene.named(name))
        let scene = builtIn.make(builtIn.viewport)
        _ = try SceneRenderer.scroll(scene, to: offset, viewport: builtIn.viewport)
        let report = LayoutReport(scene.listView, views: true)
        #expect(!report.items.isEmpty)
        for item in report.items {
            let views = try #require(item.views)
            #expect(!views.isEmpty, "\(name) \(item.indexPath) shows nothing")
            for view in views {
                let inside = view.frame.minX >= item.frame.minX && view.frame.maxX <= item.frame.maxX
                    && view.frame.minY >= item.frame.minY && view.frame.maxY <= item.frame.maxY
                #expect(inside, "\(name) \(item.indexPath) lap \(item.lap ?? 0): \(view) is not in \(item.frame)")
            }
        }
        #expect(report.json.contains(#""views": ["#))
    }
}

/// A cell's and its views' accessibility identifiers in the report: listed, and where masks
/// find them on the screen.
@Suite struct LayoutReportIdentifierTests {
    private final class Rows: TableViewDataSource {
        let tableView = TableView()
        init() { tableView.dataSource = self }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell(reuseIdentifier: nil)
            cell.textLabel.text = "Row \(indexPath.row)"
            if indexPath.row == 0 { cell.accessibilityIdentifier = "first" }
            let time = Label(frame: Rect(x: 300, y: 10, width: 60, height: 20))
            time.text = "9:41"
            time.accessibilityIdentifier = "timestamp"
            cell.contentView.addSubview(time)
            return cell
        }
    }

    @Test func identifiersAreListedAndFoundOnTheScreen() throws {
        let rows = Rows()
        rows.tableView.frame = Rect(x: 0, y: 0, width: 390, height: 200)
        rows.tableView.contentOffset = Point(x: 0, y: 10)
        rows.tableView.layoutIfNeeded()
        let report = LayoutReport(rows.tableView, views: true)
        #expect(report.items.map(\.accessibilityIdentifier) == ["first", nil])
        let time = try #require(report.items.first?.views?.first { $0.accessibilityIdentifier == "timestamp" })
        #expect(time.viewFrame == Rect(x: 300, y: 10, width: 60, height: 20), "the label's frame, in content coordinates")
        #expect(report.text.contains("row 0.0  y 0   h 50  id \"first\""), "\(report.text)")
        #expect(report.text.contains("\"9:41\" id \"timestamp\""))
        #expect(report.json.contains("\"accessibilityIdentifier\": \"first\""))
        // On the screen, 10 pt scrolled: the cell, then its timestamp (frame and text together).
        let frames = report.identifiedFrames
        #expect(frames.map(\.identifier) == ["first", "timestamp", "timestamp"])
        #expect(frames[0].frame == Rect(x: 0, y: -10, width: 390, height: 50))
        #expect(frames[1].frame.minX == 300 && frames[1].frame.minY <= 0 && frames[1].frame.maxY >= 20 && frames[1].frame.width >= 60)
        #expect(frames[0].pixels(scale: 2) == PixelRect(x: 0, y: -20, width: 780, height: 100))
        // A masked view is kept without its text.
        let masked = report.masking(["timestamp"])
        #expect(!masked.json.contains("9:41") && masked.json.contains("\"Row 0\""))
    }

    @Test func aSceneFilesRowNamesItsCell() throws {
        let description = try SceneFile.parse(Array("""
            {"viewport": {"width": 200, "height": 100, "scale": 1}, "sections": [
              {"rows": [{"text": "Inbox", "accessibilityIdentifier": "inbox"}, {"text": "Sent"}]}]}
            """.utf8), name: "scene.json")
        let scene = description.makeScene()
        _ = try SceneRenderer.scroll(scene, to: 0, viewport: description.viewport)
        #expect(LayoutReport(scene.listView, views: true).items.map(\.accessibilityIdentifier) == ["inbox", nil])
    }
}

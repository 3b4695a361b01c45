import ListshotLayout
import ListshotRendering
import ListshotScenes
import ListshotSceneFiles
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

import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotTesting
import ListshotViews
import ListshotTestSupport
import Testing

/// The fifth layout from a scene file (`layout: {type: waterfall, columns: 2}`): cards of
/// their rows' heights, each under the shortest column, against goldens in `Snapshots/`.
@Suite struct WaterfallSceneGoldenTests {
    static let json = TestScenes.waterfall

    static func scene() throws -> any Scene {
        try SceneFile.parse(Array(json.utf8), name: "waterfall.json").makeScene()
    }

    @Test func cardsFillTheShortestColumnAtTheTopAndFurtherDown() throws {
        let scene = try Self.scene()
        let top = try SceneRenderer.render(scene, viewport: Viewport(width: 390, height: 600, scale: 2))
        #expect(top.appliedOffset == -4)
        let rows = try #require(scene.listView as? CollectionView).visibleElements.map(\.indexPath.row)
        #expect(rows == Array(0...7))  // 7 peeks in under 5, the right column being the shorter
        assertSnapshot(of: top.framebuffer, named: "waterfall-top")

        let middle = try SceneRenderer.render(scene, offset: 1000, viewport: Viewport(width: 390, height: 600, scale: 2))
        assertSnapshot(of: middle.framebuffer, named: "waterfall-offset-1000")
    }

    @Test(arguments: [
        (#"{"layout": {"type": "waterfall"}, "sections": []}"#,
         #"scene.json: layout.columns: missing; a waterfall layout needs "columns", a whole number from 1 to 64"#),
        (#"{"layout": {"type": "waterfall", "columns": 0}, "sections": []}"#,
         "scene.json: layout.columns: expected a whole number from 1 to 64, got 0"),
        (#"{"layout": {"type": "waterfall", "columns": 2}, "sections": [{"rows": []}, {"rows": []}]}"#,
         "scene.json: sections: a waterfall shows one section of rows, without a header or footer"),
    ])
    func aWaterfallNeedsColumnsAndOneSection(json: String, message: String) throws {
        let error = #expect(throws: StructuredTextError.self) { try SceneFile.parse(Array(json.utf8), name: "scene.json") }
        #expect(error?.description == message)
    }
}

import Foundation
import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotTestSupport
import ListshotText
import ListshotTesting
import ListshotViews
import Testing

/// Issue 11: `"style": "insetGrouped"` in a scene file, drawn light and dark, and headers and
/// footers that grow with the text size; against goldens in `Snapshots/`.
@Suite struct InsetGroupedSceneTests {
    /// A settings-like scene: a value1 row with an image, selection, every kind of section
    /// edge (three rows, one row, a section without a header), wrapped footers.
    static let settings = TestScenes.insetGroupedSettings

    /// A folder holding `scene.json` with `json` and a 29 × 29 pt green icon `icon@2x.png`.
    static func folder(_ json: String) throws -> String {
        let folder = makeTemporaryFolder()
        try PNGEncoder.write(try Framebuffer(width: 58, height: 58, color: Color(rgb: 0x34C759)), to: folder + "/icon@2x.png")
        writePlain(Array(json.utf8), to: folder + "/scene.json")
        return folder
    }

    static func render(_ json: String = settings, overrides: SceneOverrides = .none) throws -> (FileScene, RenderedFrame) {
        let folder = try folder(json)
        defer { removeTree(folder) }
        let description = try SceneFile.load(path: folder + "/scene.json", overrides: overrides)
        let scene = FileScene(description)
        return (scene, try SceneRenderer.render(scene, viewport: description.viewport))
    }

    @Test(arguments: ["light", "dark"])
    func anInsetGroupedScene(appearance: String) throws {
        let (_, frame) = try Self.render(overrides: SceneOverrides(appearance: appearance))
        assertSnapshot(of: frame.framebuffer, named: "settings-\(appearance)")
    }

    @Test func headersAndFootersGrowWithTheTextSize() throws {
        // Self-sizing rows, as a reader of large text needs (fixed 44 pt rows would cut it).
        let selfSizing = Self.settings.replacing(#""style": "insetGrouped","#, with: #""style": "insetGrouped", "rowHeight": "automatic","#)
        let (scene, frame) = try Self.render(selfSizing, overrides: SceneOverrides(textSize: "AX2"))
        assertSnapshot(of: frame.framebuffer, named: "settings-ax2")
        let (large, _) = try Self.render()
        let table = scene.tableView, standard = large.tableView
        // The footnote style at AX2 in the Dynamic Type table: 27 pt (the body's growth, 33 / 17,
        // would make it 25.25).
        let header = try #require(table.headerView(forSection: 0) as? TableViewHeaderFooterView)
        #expect(header.textLabel.font?.size == 27)
        #expect(table.rectForHeader(inSection: 0).height > standard.rectForHeader(inSection: 0).height)
        #expect(table.rectForHeader(inSection: 0).height == header.sizeThatFits(Size(width: 358, height: .infinity)).height)
        #expect(table.rectForFooter(inSection: 0).height > standard.rectForFooter(inSection: 0).height)
        #expect(standard.rectForHeader(inSection: 0).height == 38)
    }

    @Test func rowsHeadersAndFootersAreInsetByTheLayoutMargin() throws {
        let (scene, _) = try Self.render()
        let table = scene.tableView
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == Rect(x: 16, y: 38, width: 358, height: 44))
        #expect(table.rectForHeader(inSection: 0).minX == 16)
        let cells = table.visibleCells
        #expect(cells.map(\.maskedCorners) == [.top, [], .bottom, .all, .top, .bottom])
        #expect(cells.map(\.cornerRadius) == [10, 0, 10, 10, 10, 10])
        #expect(cells.map { $0.separator != nil } == [true, true, false, false, true, false])
        #expect(table.tap(at: Point(x: 10, y: 60)) == nil)  // in the margin
        #expect(table.tap(at: Point(x: 20, y: 60)) == IndexPath(row: 0, section: 0))
    }

    @Test func aRegularWidthTableHasTwentyPointMargins() throws {
        let json = Self.settings.replacing(#""viewport": {"height": 600}"#, with: #""device": "ipad-10""#)
        let (scene, _) = try Self.render(json)
        let width = scene.tableView.frame.width
        #expect(width >= 600)
        #expect(scene.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 20)
        #expect(scene.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).width == width - 40)
    }
}

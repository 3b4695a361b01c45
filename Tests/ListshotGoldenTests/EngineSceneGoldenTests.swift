import ListshotGeometry
import ListshotLayout
import ListshotRendering
import ListshotScenes
import ListshotTesting
import ListshotTestSupport
import ListshotViews
import Testing

/// The seed examples on the complete engine, against goldens in `Snapshots/`.
@Suite struct EngineSceneGoldenTests {
    static let viewport = Viewport.phone

    static func render(_ scene: any Scene, offset: Double) throws -> RenderedFrame {
        try SceneRenderer.render(scene, offset: offset, viewport: viewport)
    }

    @Test func animalList() throws {
        let scene = try FileScene.builtIn("animals", viewport: Self.viewport)
        let frame = try Self.render(scene, offset: 0)
        // Self-sizing: each row is the 60 pt photo plus 10 pt above and below.
        #expect(scene.tableView.rectForRow(at: IndexPath(row: 1)) == Rect(x: 0, y: 80, width: 390, height: 80))
        assertSnapshot(of: frame.framebuffer, named: "animals-list")
    }

    @Test func animalListWithASelectedRow() throws {
        let scene = try FileScene.builtIn("animals", viewport: Self.viewport)
        scene.tableView.frame = Self.viewport.bounds
        #expect(scene.tableView.tap(at: Point(x: 200, y: 200)) == IndexPath(row: 2))
        #expect(scene.tableView.indexPathForSelectedRow == IndexPath(row: 2))
        let frame = try Self.render(scene, offset: 0)
        assertSnapshot(of: frame.framebuffer, named: "animals-selected-row")
    }

    @Test func animalDetailAtTheTopAndAtTheEndOfItsText() throws {
        let scene = try FileScene.builtIn("animal-detail", viewport: Self.viewport)
        let top = try Self.render(scene, offset: 0)
        let table = scene.tableView
        // The text row grew to fit its text: far taller than one line, and the table scrolls.
        let textRow = table.rectForRow(at: IndexPath(row: 2))
        #expect(textRow.height > 300)
        #expect(table.contentSize.height > Self.viewport.height)
        assertSnapshot(of: top.framebuffer, named: "animal-detail-top")
        let end = try Self.render(scene, offset: .greatestFiniteMagnitude)
        #expect(end.appliedOffset == table.contentSize.height - Self.viewport.height)
        #expect(table.indexPathsForVisibleRows.last == IndexPath(row: 3))
        assertSnapshot(of: end.framebuffer, named: "animal-detail-end")
    }

    @Test func sectionsWithAHeaderMidPush() throws {
        let scene = try FileScene.builtIn("sections", viewport: Self.viewport)
        let table = scene.tableView
        table.frame = Self.viewport.bounds
        table.layoutIfNeeded()
        // Section B ends where C's header starts; 16 pt before that, B's 28 pt header is pushed
        // 12 pt up: 16 pt of it show above C's header.
        let cTop = table.tableLayout.top(ofSection: 2)
        let frame = try Self.render(scene, offset: cTop - 16)
        #expect(table.rectForHeader(inSection: 1).minY == cTop - 28)
        #expect(table.rectForHeader(inSection: 2).minY == cTop)
        #expect(table.indexesOfVisibleHeaders.prefix(2) == [1, 2])
        assertSnapshot(of: frame.framebuffer, named: "sections-header-mid-push")
    }
}

import ListshotRendering
import ListshotScenes
import ListshotTesting
import ListshotTestSupport
import ListshotViews
import Testing

/// The built-in scenes of the other layouts — the carousel, the wheel on both sides, the
/// grid both ways — at several offsets, against goldens in `Snapshots/`.
@Suite struct LayoutSceneGoldenTests {
    static func scene(_ name: String) throws -> (any Scene, Viewport) {
        let builtIn = try #require(BuiltInScene.named(name))
        return (builtIn.make(builtIn.viewport), builtIn.viewport)
    }

    static func rows(of scene: any Scene) throws -> [Int] {
        try #require(scene.listView as? CollectionView).visibleElements.map(\.indexPath.row)
    }

    @Test func theCarouselAtItsStartBetweenCardsAtAnExactMultipleAndAtItsEnd() throws {
        let (scene, viewport) = try Self.scene("carousel")
        let start = try SceneRenderer.render(scene, viewport: viewport)
        #expect(start.appliedOffset == -16)
        #expect(try Self.rows(of: scene) == [0, 1, 2])
        assertSnapshot(of: start.framebuffer, named: "carousel-start")

        // 500 cuts card 3 on the left and card 5 on the right.
        let middle = try SceneRenderer.render(scene, offset: 500, viewport: viewport)
        #expect(try Self.rows(of: scene) == [3, 4, 5])
        assertSnapshot(of: middle.framebuffer, named: "carousel-offset-500")

        // At 3 × 162 card 3 starts at the viewport's left edge; card 2 ended 12 pt before it.
        // The seed's computeVisibleRange asks for cards 3…6 here (one too many).
        _ = try SceneRenderer.render(scene, offset: 3 * 162, viewport: viewport)
        #expect(try Self.rows(of: scene) == [3, 4, 5])

        let end = try SceneRenderer.render(scene, offset: .greatestFiniteMagnitude, viewport: viewport)
        #expect(end.appliedOffset == 1_000 * 162 - 12 + 16 - viewport.width)
        #expect(try Self.rows(of: scene).last == 999)
        assertSnapshot(of: end.framebuffer, named: "carousel-end")
    }

    @Test func theWheelCurvesLeftAndWrapsFromItsLastRowToItsFirst() throws {
        let (scene, viewport) = try Self.scene("wheel")
        let top = try SceneRenderer.render(scene, viewport: viewport)
        #expect(top.appliedOffset == 0)
        assertSnapshot(of: top.framebuffer, named: "wheel-offset-0")

        // 24 rows of 80 pt: at 1500 rows 19…23 are followed by rows 0…4 of the next lap.
        let wrap = try SceneRenderer.render(scene, offset: 1500, viewport: viewport)
        #expect(try Self.rows(of: scene) == [19, 20, 21, 22, 23, 0, 1, 2, 3, 4])
        assertSnapshot(of: wrap.framebuffer, named: "wheel-offset-1500-wrapping")

        // Above the first row is the last lap's end.
        let above = try SceneRenderer.render(scene, offset: -400, viewport: viewport)
        #expect(try Self.rows(of: scene).prefix(5) == [19, 20, 21, 22, 23])
        assertSnapshot(of: above.framebuffer, named: "wheel-offset-minus-400")

        // Exact at any offset: 10¹² is 520,833,333 laps of 1,920 pt and 640 pt more.
        let far = try SceneRenderer.render(scene, offset: 1e12, viewport: viewport)
        let near = try SceneRenderer.render(try Self.scene("wheel").0, offset: 640, viewport: viewport)
        #expect(far.appliedOffset == 1e12)
        #expect(far.framebuffer == near.framebuffer)
    }

    @Test func theWheelOnTheRightIsTheLeftWheelMirroredWithItsContentAlignedRight() throws {
        let (scene, viewport) = try Self.scene("wheel-right")
        let top = try SceneRenderer.render(scene, viewport: viewport)
        assertSnapshot(of: top.framebuffer, named: "wheel-right-offset-0")
        let end = try SceneRenderer.render(scene, offset: .greatestFiniteMagnitude, viewport: viewport)
        #expect(end.appliedOffset == 24 * 80 - viewport.height)
        #expect(try Self.rows(of: scene).last == 23)
        assertSnapshot(of: end.framebuffer, named: "wheel-right-end")
    }

    @Test func theGridScrolledDownAndTheHorizontalGridScrolledAcross() throws {
        let (grid, viewport) = try Self.scene("grid")
        assertSnapshot(of: try SceneRenderer.render(grid, viewport: viewport).framebuffer, named: "grid-top")
        // The second section's short last line (7 photos in lines of 3) keeps its column.
        assertSnapshot(of: try SceneRenderer.render(grid, offset: 800, viewport: viewport).framebuffer, named: "grid-offset-800")

        let (across, acrossViewport) = try Self.scene("grid-horizontal")
        #expect(across.listView.scrollAxis == .horizontal)
        assertSnapshot(of: try SceneRenderer.render(across, viewport: acrossViewport).framebuffer, named: "grid-horizontal-start")
        assertSnapshot(of: 
            try SceneRenderer.render(across, offset: 700, viewport: acrossViewport).framebuffer, named: "grid-horizontal-offset-700")
    }
}

import Foundation
import ListshotLayout
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotSnapshot
import ListshotSnapshotTesting
import ListshotViews
import SnapshotTesting
import Testing

/// `.listshot(offset:viewport:tolerance:)` for lists and scenes: the frames
/// `SceneRenderer` draws, compared as images are.
@Suite struct ListStrategyTests {
    /// Small, so the frames are quick to draw: the demo's 25 rows of 40 pt scroll over 0…760.
    static let viewport = Viewport(width: 200, height: 240, scale: 1)

    /// The built-in `demo`, a table drawn from its file, for `viewport`.
    static func demo(_ viewport: Viewport) -> FileScene {
        BuiltInScene.named("demo")!.make(viewport) as! FileScene
    }

    static func frame(at offset: Double?) throws -> Framebuffer {
        try SceneRenderer.render(Self.demo(viewport), offset: offset, viewport: viewport).framebuffer
    }

    @Test func aListIsDrawnAsTheSceneRendererDrawsItAndComparedAsAnImage() throws {
        let scene = Self.demo(Self.viewport)  // keeps the table's data source alive
        let table: TableView = scene.tableView
        try withReferenceFolder { folder throws in
            func check(_ offset: Double, record: SnapshotTestingConfiguration.Record) -> String? {
                verifySnapshot(
                    of: table, as: .listshot(offset: offset, viewport: Self.viewport), named: "table", record: record,
                    snapshotDirectory: folder, testName: "list")
            }
            #expect(check(80, record: .missing) != nil)
            #expect(try PNGDecoder.decode(contentsOf: folder + "/list.table.png") == (try Self.frame(at: 80)))
            #expect(check(80, record: .never) == nil)
            let message = try #require(check(120, record: .never))
            #expect(message.contains(ImageDifference(expected: try Self.frame(at: 80), actual: try Self.frame(at: 120)).summary))
        }
    }

    @Test func aSceneOfAKnownTypeAndAnySceneAreDrawnAlike() throws {
        let scene = Self.demo(Self.viewport)
        let anyScene: any Scene = BuiltInScene.named("demo")!.make(Self.viewport)
        try withReferenceFolder { folder throws in
            let first = verifySnapshot(
                of: scene, as: .listshot(offset: 200, viewport: Self.viewport), named: "demo", record: .missing,
                snapshotDirectory: folder, testName: "scene")
            #expect(first != nil)
            #expect(try PNGDecoder.decode(contentsOf: folder + "/scene.demo.png") == (try Self.frame(at: 200)))
            let second = verifySnapshot(
                of: anyScene, as: .listshot(offset: 200, viewport: Self.viewport), named: "demo", record: .never,
                snapshotDirectory: folder, testName: "scene")
            #expect(second == nil)
        }
    }

    @Test func theOffsetIsClampedAndNilIsTheStart() throws {
        let scene = Self.demo(Self.viewport)
        let strategy = Snapshotting<FileScene, Framebuffer>.listshot(offset: 5_000, viewport: Self.viewport)
        var drawn: Framebuffer?
        strategy.snapshot(scene).run { drawn = $0 }
        #expect(drawn == (try Self.frame(at: 760)))
        Snapshotting<FileScene, Framebuffer>.listshot(viewport: Self.viewport).snapshot(scene).run { drawn = $0 }
        #expect(drawn == (try Self.frame(at: 0)))
    }

    @Test func theDefaultViewportIsThePhone() throws {
        var drawn: Framebuffer?
        Snapshotting<FileScene, Framebuffer>.listshot().snapshot(Self.demo(.phone)).run { drawn = $0 }
        #expect(drawn?.width == 780 && drawn?.height == 1688)
    }

    @Test func aFrameThatCannotBeDrawnIsReported() throws {
        let scene = Self.demo(Self.viewport)
        let strategy = Snapshotting<FileScene, Framebuffer>.listshot(
            offset: 600, viewport: Viewport(width: 0, height: 240, scale: 1))
        var drawn: Framebuffer?
        withKnownIssue {
            strategy.snapshot(scene).run { drawn = $0 }
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue == "listshot cannot draw the list at offset 600: width must be a finite number greater than 0, got 0.0"
            }
        }
        #expect(drawn?.width == 1 && drawn?.height == 1)
    }

    /// A table whose data source was released is reported, not snapshotted empty (where it
    /// would pass for ever): issue 24 item 7, through swift-snapshot-testing.
    @Test func aTableWhoseDataSourceWasReleasedIsReported() throws {
        final class Rows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell(reuseIdentifier: nil)
            }
        }
        let table = TableView()
        do {
            let rows = Rows()
            table.dataSource = rows
        }
        var drawn: Framebuffer?
        withKnownIssue {
            Snapshotting<TableView, Framebuffer>.listshot(viewport: Self.viewport).snapshot(table).run { drawn = $0 }
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "The table's dataSource is nil: it was released before it was drawn (a table holds its data source weakly, "
                    + "as UIKit does), so an empty table would be recorded. Keep the object that owns the data source in a "
                    + "variable until the assertion (`let screen = MyScreen()`, then `assertSnapshot(of: screen.tableView, …)`). "
                    + "It was snapshotted as one magenta pixel instead."
            ]
        }
        #expect(drawn?.width == 1 && drawn?.height == 1)
    }
}

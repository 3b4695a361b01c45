import Dispatch
import ListshotGeometry
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotTestSupport
import ListshotTesting
import ListshotViews
import ListshotFiles
import Testing

/// Issue 12, item 4: `"direction": "rtl"` in a scene file, and right-to-left tables drawn
/// against goldens in `Snapshots/` (Latin text, so that they do not depend on bidi).
@Suite struct RightToLeftSceneTests {
    /// Every standard cell style with every accessory, with and without an image, mirrored.
    @Test func everyStyleWithEveryAccessoryMirrored() throws {
        let scene = try FileScene.builtIn("cells")
        scene.tableView.semanticContentAttribute = .forceRightToLeft
        let top = try SceneRenderer.render(scene, offset: 0, viewport: .phone)
        assertSnapshot(of: top.framebuffer, named: "cells-rtl-top")
        let bottom = try SceneRenderer.render(scene, offset: .greatestFiniteMagnitude, viewport: .phone)
        assertSnapshot(of: bottom.framebuffer, named: "cells-rtl-bottom")
        let value1 = try #require(scene.tableView.visibleCells.first { $0.cellStyle == .value1 && $0.accessoryType == .checkmark })
        #expect(value1.detailTextLabel.frame.minX == 16 + CellAccessory.checkmark.width + 10)
    }

    @Test func theDirectionKeyMirrorsTheTable() throws {
        let rtl = try SceneFile.parse(Array(#"{"direction": "rtl", "sections": []}"#.utf8), name: "scene.json")
        #expect(rtl.direction == .rightToLeft)
        #expect(FileScene(rtl).tableView.semanticContentAttribute == .forceRightToLeft)
        let ltr = try SceneFile.parse(Array("direction: ltr\nsections: []".utf8), name: "scene.yaml")
        #expect(ltr.direction == .leftToRight)
        #expect(FileScene(ltr).tableView.semanticContentAttribute == .unspecified)
        let unsaid = try SceneFile.parse(Array(#"{"direction": null, "sections": []}"#.utf8), name: "scene.json")
        #expect(unsaid.direction == .leftToRight)
        let grid = try SceneFile.parse(
            Array(#"{"direction": "rtl", "layout": {"type": "grid", "itemSize": {"width": 100, "height": 100}}, "sections": []}"#.utf8), name: "scene.json")
        let collection = try #require(grid.makeScene() as? FileCollectionScene)
        #expect(collection.collectionView.semanticContentAttribute == .forceRightToLeft)
    }

    @Test(arguments: [
        (#"{"direction": "RTL", "sections": []}"#,
         #"scene.json: direction: unknown direction "RTL"; did you mean "rtl"? (use "ltr", "rtl")"#),
        (#"{"direction": "right-to-left", "sections": []}"#,
         #"scene.json: direction: unknown direction "right-to-left" (use "ltr", "rtl")"#),
        (#"{"direction": 1, "sections": []}"#,
         #"scene.json: direction: expected a string, got 1"#),
    ])
    func badDirectionsAreRefused(json: String, message: String) throws {
        let error = try #require(throws: StructuredTextError.self) { try SceneFile.parse(Array(json.utf8), name: "scene.json") }
        #expect(error.description == message)
    }

    /// The inset grouped settings scene mirrored: headers and footers aligned right, images
    /// and value1 titles on the right, details and accessories on the left.
    @Test func anInsetGroupedSceneMirrored() throws {
        let json = InsetGroupedSceneTests.settings.replacing(#""style": "insetGrouped","#, with: #""style": "insetGrouped", "direction": "rtl","#)
        let (_, frame) = try InsetGroupedSceneTests.render(json)
        assertSnapshot(of: frame.framebuffer, named: "settings-rtl")
    }

    /// The contacts example's custom cells mirrored: the avatar on the right, names aligned
    /// right before it, separators inset from the right.
    @Test func customCellsMirrored() throws {
        let example = try #require(SceneExample.named("contacts"))
        let json = "{\"direction\": \"rtl\"," + example.json.dropFirst()
        let description = try SceneFile.parse(Array(json.utf8), name: "contacts.json")
        let frame = try SceneRenderer.render(FileScene(description), offset: 0, viewport: description.viewport)
        assertSnapshot(of: frame.framebuffer, named: "contacts-rtl")
    }

    /// A mirrored table gives the same pixels twice in a row, and on two threads at once.
    static func renderMirroredCells() throws -> Framebuffer {
        let scene = try FileScene.builtIn("cells")
        scene.tableView.semanticContentAttribute = .forceRightToLeft
        return try SceneRenderer.render(scene, offset: 33.5, viewport: .phone).framebuffer
    }

    @Test func theSamePixelsOnOneThreadAndOnTwo() throws {
        let single = try Self.renderMirroredCells()
        #expect(try Self.renderMirroredCells() == single)
        let results = Lock<[Framebuffer?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let frame = try? Self.renderMirroredCells()
            results.withLock { $0[i] = frame }
        }
        #expect(results.withLock { $0 } == [single, single])
    }
}

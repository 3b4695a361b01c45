import Foundation
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotTestSupport
import ListshotViews
import Testing

/// Row images from PNG files beside the scene file, and lists that `generate` cycles through.
@Suite struct SceneImageAndListsTests {
    /// A folder holding `scene.json` with `json` and a 4 × 4 red PNG `img/dot@2x.png`.
    static func folder(_ json: String) throws -> String {
        let folder = makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/img", withIntermediateDirectories: true)
        try PNGEncoder.write(try Framebuffer(width: 4, height: 4, color: .red), to: folder + "/img/dot@2x.png")
        writePlain(Array(json.utf8), to: folder + "/scene.json")
        return folder
    }

    @Test func anImageIsReadRelativeToTheSceneFileWithItsScale() throws {
        let folder = try Self.folder(#"{"sections": [{"rows": [{"text": "a", "image": "img/dot@2x.png"}, {"text": "b"}]}]}"#)
        defer { removeTree(folder) }
        let description = try SceneFile.load(path: folder + "/scene.json")
        guard case let .listed(rows) = description.sections[0].rows else { Issue.record("not listed"); return }
        let image = try #require(rows[0].image)
        #expect(image.path == folder + "/img/dot@2x.png")
        #expect(image.scale == 2)
        #expect(image.framebuffer.width == 4)
        #expect(description.imagePaths == [folder + "/img/dot@2x.png"])
        let scene = FileScene(description)
        scene.tableView.layoutIfNeeded()
        let cells = scene.tableView.visibleCells
        #expect(cells[0].imageView.image == image.framebuffer)
        #expect(cells[0].imageView.imageScale == 2)
        #expect(cells[1].imageView.image == nil)
        let frame = try SceneRenderer.render(scene, viewport: description.viewport).framebuffer
        #expect(frame.color(x: 2 * 16 + 1, y: 2 * 22) == .red)  // the 2 × 2 pt dot at the layout margin, centred in the row
    }

    @Test func aMissingOrCorruptImageNamesTheFileAndKeyPathButNotItsBytes() throws {
        let folder = try Self.folder(#"{"sections": [{"rows": [{"text": "a"}, {"image": "img/nope.png"}]}]}"#)
        defer { removeTree(folder) }
        let missing = try #require(throws: StructuredTextError.self) { try SceneFile.load(path: folder + "/scene.json") }
        #expect(missing.keyPath == "sections[0].rows[1].image")
        #expect(missing.description.hasPrefix(folder + "/scene.json: sections[0].rows[1].image: cannot use the image \"\(folder)/img/nope.png\": "))
        writePlain(Array("SECRET-CONTENTS not a png".utf8), to: folder + "/img/bad.png")
        writePlain(Array(#"{"sections": [{"generate": {"count": 3, "image": "img/bad.png"}}]}"#.utf8), to: folder + "/scene.json")
        let corrupt = try #require(throws: StructuredTextError.self) { try SceneFile.load(path: folder + "/scene.json") }
        #expect(corrupt.keyPath == "sections[0].generate.image")
        #expect(corrupt.message.hasPrefix("cannot use the image \"\(folder)/img/bad.png\": "))
        #expect(!corrupt.description.contains("SECRET"))
    }

    @Test func generateCyclesThroughItsLists() throws {
        let description = try SceneFile.parse(Array(#"""
            {"sections": [{"generate": {"count": 7, "text": "{name} {i}", "detail": "{city}, {name}",
                           "lists": {"name": ["Ada", "Grace", "Alan"], "city": ["London", "New York"]}}}]}
            """#.utf8), name: "s.json")
        let rows = (0..<4).map { description.sections[0].rows.row(at: $0) }
        #expect(rows.map(\.text) == ["Ada 0", "Grace 1", "Alan 2", "Ada 3"])
        #expect(rows.map(\.detail) == ["London, Ada", "New York, Grace", "London, Alan", "New York, Ada"])
    }

    @Test(arguments: [
        (#"{"sections": [{"generate": {"count": 1, "lists": {"name": []}}}]}"#,
         "s.json: sections[0].generate.lists.name: must have at least one item to cycle through"),
        (#"{"sections": [{"generate": {"count": 1, "lists": {"i": ["x"]}}}]}"#,
         #"s.json: sections[0].generate.lists.i: a list's name is letters, digits and "_" (other than "i", "n" and "s", the row's and section's numbers), for {name} in the templates"#),
        (#"{"sections": [{"generate": {"count": 1, "lists": ["Ada"]}}]}"#,
         #"s.json: sections[0].generate.lists: expected an object of lists, {"name": ["Ada", "Grace"]}, got a list"#),
        (#"{"sections": [{"generate": {"count": 1, "lists": {"name": [true]}}}]}"#,
         "s.json: sections[0].generate.lists.name[0]: expected text or a number, got true"),
    ])
    func badListsNameTheKeyPath(json: String, message: String) throws {
        let error = try #require(throws: StructuredTextError.self) { try SceneFile.parse(Array(json.utf8), name: "s.json") }
        #expect(error.description == message)
    }
}

import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotTestSupport
import Testing

/// The one scene loader of `listshot render` and `listshot docs` (issue 23, item 2).
@Suite struct SceneMakerTests {
    static let file = Array(##"{"device": "iphone-se-3", "appearance": "light", "sections": [{"generate": {"count": 30}}]}"##.utf8)

    /// A file read from disk (the CLI) and its document read once (docs) resolve alike,
    /// with a device, an appearance and a text size in place of the file's.
    @Test func aFileFromDiskAndFromItsDocumentResolveIdentically() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json"
        writePlain(Self.file, to: path)
        let overrides = SceneOverrides(appearance: "dark", textSize: "AX1", device: "ipad-pro-11")
        let fromDisk = try SceneMaker.file(path, overrides: overrides)
        let fromDocument = try SceneMaker.file(path, document: StructuredText.parse(Self.file, path: path), overrides: overrides)
        #expect(fromDisk.viewport == DevicePreset.named("ipad-pro-11")!.viewport)
        #expect(fromDocument.viewport == fromDisk.viewport)
        let drawn = try SceneRenderer.render(fromDisk.make(fromDisk.viewport), offset: 200, viewport: fromDisk.viewport).framebuffer
        #expect(try SceneRenderer.render(fromDocument.make(fromDocument.viewport), offset: 200, viewport: fromDocument.viewport).framebuffer == drawn)
        let plain = try SceneMaker.file(path, overrides: .none)
        #expect(plain.viewport == DevicePreset.named("iphone-se-3")!.viewport)
    }

    /// A built-in scene resolves as ``BuiltInScene/maker(overrides:)`` says.
    @Test func aBuiltInSceneResolvesAsItsMakerSays() throws {
        let contacts = BuiltInScene.named("contacts")!
        let overrides = SceneOverrides(appearance: nil, textSize: nil, device: "iphone-se-3")
        let maker = try SceneMaker.builtIn(contacts, overrides: overrides)
        let expected = try contacts.maker(overrides: overrides)
        #expect(maker.viewport == expected.viewport)
        #expect(maker.imagePaths.isEmpty)
        #expect(
            try SceneRenderer.render(maker.make(maker.viewport), viewport: maker.viewport).framebuffer
                == SceneRenderer.render(expected.make(expected.viewport), viewport: expected.viewport).framebuffer)
    }
}

import ListshotFiles
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotTestSupport
import ListshotViews
import Testing

/// The render pipeline as a library: lay out and draw (`SceneRenderer.render`), then encode
/// and write (`RenderedFrame.write`), as `listshot render` does.
@Suite struct FrameWriteTests {
    @Test func aFrameWrittenToAFileDecodesToTheSamePixels() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let viewport = Viewport(width: 120, height: 90, scale: 1)
        let frame = try SceneRenderer.render(BuiltInScene.named("demo")!.make(viewport), offset: 33.5, viewport: viewport)
        let path = folder + "/" + RenderedFrame.defaultFileName(scene: "demo", offset: frame.appliedOffset)
        try frame.write(to: .file(path))
        #expect(listFolder(folder) == ["demo-33.5.png"])
        #expect(try PNGDecoder.decode(contentsOf: path) == frame.framebuffer)
    }

    @Test func aWriteIntoAMissingFolderNamesThePathAndLeavesNothing() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let viewport = Viewport(width: 10, height: 10, scale: 1)
        let frame = try SceneRenderer.render(BuiltInScene.named("demo")!.make(viewport), viewport: viewport)
        // A failed write is the files layer's error, not a PNGError (issue 23 item 6).
        let error = #expect(throws: FileError.self) { try frame.write(to: .file(folder + "/missing/a.png")) }
        #expect(error?.kind == .system(code: 2))
        #expect(error?.description == "\(folder)/missing/a.png: cannot write file: No such file or directory")
        #expect(listFolder(folder).isEmpty)
    }
}

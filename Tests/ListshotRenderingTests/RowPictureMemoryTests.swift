import ListshotRaster
@testable import ListshotScenes
import ListshotScenes
import ListshotRendering
import ListshotViews
import Testing

/// Issue 21, item 4: a custom cell's per-row pictures (`avatar: {initials: "{i}"}`) are
/// kept only by the scene's ``GeneratedImageCache``, within its budget: a cell's view asks
/// the cache for the pixels when it draws and keeps none, so ten thousand rows of 4096-pixel
/// avatars no longer keep 64 MiB a row.
@Suite struct RowPictureMemoryTests {
    static let yaml = """
        viewport: {width: 100, height: 400, scale: 1}
        rowHeight: 40
        cells: {c: {parts: [{image: {avatar: {initials: "{i}", diameter: 64}}, frame: {left: 0, top: 0, width: 40, height: 40}}]}}
        sections: [{generate: {count: 10000, cell: c}}]
        """

    static func imageViews(in view: View) -> [SizedImageView] {
        ((view as? SizedImageView).map { [$0] } ?? []) + view.subviews.flatMap(imageViews)
    }

    @Test func cellsKeepNoPixelsOfTheirPictures() throws {
        let description = try SceneFile.parse(Array(Self.yaml.utf8), name: "s.yaml")
        let scene = FileScene(description)
        var drawn: [Framebuffer] = []
        for offset in stride(from: 0.0, through: 8_000, by: 400) {
            drawn.append(try SceneRenderer.render(scene, offset: offset, viewport: description.viewport).framebuffer)
        }
        let views = scene.tableView.visibleCells.flatMap { Self.imageViews(in: $0) }
        #expect(views.count == 10)
        #expect(views.allSatisfy { $0.image == nil && $0.onDemand is RowPicture }, "a cell keeps its picture's pixels")
        #expect(scene.pictures.keptPixels <= scene.pictures.budget)
        // The last frame's top row is row 200, drawing its avatar, "200" (the goldens of the
        // animals scene, a landscape per row, show the pixels are those drawn before).
        let pictures = views.compactMap { ($0.onDemand as? RowPicture)?.picture }
        #expect(pictures.contains(GeneratedImage(.avatar(initials: "200", diameter: 64, color: SceneValueReader.defaultAvatarColor))))
        #expect(drawn.count == 21)
    }

    @Test func aPicturesSizeIsKnownBeforeItIsDrawn() {
        for picture in [GeneratedImage(.avatar(initials: "AB", diameter: 33, color: .red)), GeneratedImage(.landscape(hue: 2, width: 17, height: 9))] {
            let framebuffer = picture.draw()
            #expect(picture.pixelSize == (framebuffer.width, framebuffer.height))
        }
    }
}

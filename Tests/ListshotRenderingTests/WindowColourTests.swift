import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotViews
import Testing

/// The renderer clears a frame to the list's own opaque background instead of white when
/// that background covers every pixel whole (so the frame is cleared once): the pixels
/// are those of the white window with the list drawn over it, whatever the list is like.
@Suite struct WindowColourTests {
    /// `scene` scrolled to `offset` and drawn over the white window the plain way, its bars over it.
    static func overWhite(_ scene: any Scene, offset: Double, viewport: Viewport) throws -> Framebuffer {
        _ = try SceneRenderer.scroll(scene, to: offset, viewport: viewport)
        var canvas = Canvas(framebuffer: try Framebuffer(width: viewport.pixelWidth, height: viewport.pixelHeight, color: .white), scale: viewport.scale)
        scene.listView.render(in: &canvas)
        // The bars over it, as the renderer draws them (the settings scene has them).
        if let chrome = (scene as? any ChromeScene)?.chrome {
            chrome.follow(scene.listView)
            chrome.render(in: &canvas)
        }
        return canvas.framebuffer
    }

    @Test(arguments: BuiltInScene.all.map(\.name))
    func everyBuiltInSceneDrawsAsOverTheWhiteWindow(name: String) throws {
        let builtIn = try #require(BuiltInScene.named(name))
        let rendered = try SceneRenderer.render(builtIn.make(builtIn.viewport), offset: 130, viewport: builtIn.viewport)
        #expect(rendered.framebuffer == (try Self.overWhite(builtIn.make(builtIn.viewport), offset: 130, viewport: builtIn.viewport)))
    }

    /// A table of 30 rows over a background given per test.
    final class Plain: TableScene, TableViewDataSource {
        let tableView: TableView
        init(viewport: Viewport, background: Color?, alpha: Double = 1, cornerRadius: Double = 0) {
            tableView = TableView(frame: viewport.bounds)
            tableView.backgroundColor = background
            tableView.alpha = alpha
            tableView.cornerRadius = cornerRadius
            tableView.rowHeight = 44
            tableView.dataSource = self
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.backgroundColor = nil
            cell.textLabel.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func aBackgroundThatDoesNotCoverEveryPixelWholeIsDrawnOverWhite() throws {
        let dark = Color(rgb: 0x1C1C1E)
        // 390.3 pt at scale 3 is 1170.9 pixels in a framebuffer 1171 wide.
        let fractional = Viewport(width: 390.3, height: 300, scale: 3)
        let cases: [(Viewport, () -> Plain)] = [
            (fractional, { Plain(viewport: fractional, background: dark) }),
            (.phone, { Plain(viewport: .phone, background: dark, alpha: 0.5) }),
            (.phone, { Plain(viewport: .phone, background: dark, cornerRadius: 12) }),
            (.phone, { Plain(viewport: .phone, background: Color(rgb: 0x1C1C1E, alpha: 200)) }),
            (.phone, { Plain(viewport: .phone, background: dark) }),
            (.phone, { Plain(viewport: .phone, background: nil) }),
        ]
        for (index, (viewport, make)) in cases.enumerated() {
            let rendered = try SceneRenderer.render(make(), offset: 20, viewport: viewport).framebuffer
            #expect(rendered == (try Self.overWhite(make(), offset: 20, viewport: viewport)), "case \(index)")
        }
        // The background's edges round to whole pixels as a layer's do (issue 22): its last
        // column is dark, not nine tenths dark over white.
        let edge = try SceneRenderer.render(cases[0].1(), offset: 20, viewport: fractional).framebuffer
        #expect(edge.color(x: 1170, y: 5) == dark)
    }
}

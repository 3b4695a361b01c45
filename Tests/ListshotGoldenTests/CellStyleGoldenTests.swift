import ListshotRendering
import ListshotScenes
import ListshotTesting
import ListshotTestSupport
import ListshotViews
import Testing

/// The standard cell styles and accessories, and separators at every scale.
@Suite struct CellStyleGoldenTests {
    @Test func everyStyleWithEveryAccessory() throws {
        let scene = try FileScene.builtIn("cells")
        let top = try SceneRenderer.render(scene, offset: 0, viewport: .phone)
        assertSnapshot(of: top.framebuffer, named: "cells-top")
        let bottom = try SceneRenderer.render(scene, offset: .greatestFiniteMagnitude, viewport: .phone)
        assertSnapshot(of: bottom.framebuffer, named: "cells-bottom")
        // Labels make room for the accessory: a value1 detail ends 10 pt before it.
        let table = scene.tableView
        let value1 = try #require(table.visibleCells.first { $0.cellStyle == .value1 && $0.accessoryType == .checkmark })
        #expect(value1.detailTextLabel.frame.maxX == 390 - 16 - CellAccessory.checkmark.width - 10)
    }

    /// Separators are exactly one device pixel at scales 1, 2 and 3, whatever the row's
    /// position: count the separator-grey pixels down one column of the sections scene.
    @Test(arguments: [1.0, 2.0, 3.0])
    func separatorsAreOneDevicePixel(scale: Double) throws {
        let viewport = Viewport(width: 390, height: 844, scale: scale)
        let scene = try FileScene.builtIn("sections", viewport: viewport)
        let fb = try SceneRenderer.render(scene, offset: 33.3, viewport: viewport).framebuffer
        let column = Int(200 * scale)
        var runs: [Int] = [], run = 0
        for y in 0..<fb.height {
            if fb.color(x: column, y: y) == .separator { run += 1 } else if run > 0 { runs.append(run); run = 0 }
        }
        #expect(runs.count > 10)
        #expect(runs.allSatisfy { $0 == 1 }, "separator thicknesses at scale \(scale): \(runs)")
    }
}

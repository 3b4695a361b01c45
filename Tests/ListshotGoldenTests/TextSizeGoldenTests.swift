import ListshotRendering
import ListshotScenes
import ListshotText
import ListshotTesting
import Testing

/// Issue 22: the standard cells at the accessibility text sizes and in dark mode, against
/// goldens in `Snapshots/`, each looked at beside the Large, light one. The built-in `cells`
/// scene shows every style with every accessory; the settings scene an inset grouped table
/// with an image, value1 rows, a selected row and a two-line footer.
@Suite struct TextSizeGoldenTests {
    static let sizes = ["AX1", "AX3", "AX5"]

    static func cells(_ overrides: SceneOverrides, offset: Double = 0) throws -> RenderedFrame {
        let description = try #require(SceneExample.named("cells")).description(overrides: overrides)
        return try SceneRenderer.render(FileScene(description), offset: offset, viewport: description.viewport)
    }

    @Test(arguments: sizes)
    func theStandardCellsAtAnAccessibilitySize(_ size: String) throws {
        let frame = try Self.cells(SceneOverrides(textSize: size))
        assertSnapshot(of: frame.framebuffer, named: "cells-\(size)")
    }

    /// Further down at AX5: the value1 and value2 rows, stacked.
    @Test func theValueRowsStackedAtAX5() throws {
        let frame = try Self.cells(SceneOverrides(textSize: "AX5"), offset: 2400)
        assertSnapshot(of: frame.framebuffer, named: "cells-AX5-values")
    }

    @Test(arguments: ["large", "AX3"])
    func theStandardCellsInDarkMode(_ size: String) throws {
        let frame = try Self.cells(SceneOverrides(appearance: "dark", textSize: size))
        assertSnapshot(of: frame.framebuffer, named: "cells-dark-\(size)")
    }

    @Test(arguments: sizes)
    func theSettingsSceneAtAnAccessibilitySize(_ size: String) throws {
        let (_, frame) = try InsetGroupedSceneTests.render(overrides: SceneOverrides(textSize: size))
        assertSnapshot(of: frame.framebuffer, named: "settings-\(size)")
    }

    @Test func theSettingsSceneInDarkModeAtAX3() throws {
        let (_, frame) = try InsetGroupedSceneTests.render(overrides: SceneOverrides(appearance: "dark", textSize: "AX3"))
        assertSnapshot(of: frame.framebuffer, named: "settings-dark-AX3")
    }
}

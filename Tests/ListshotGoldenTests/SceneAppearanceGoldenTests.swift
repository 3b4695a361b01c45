import ListshotRendering
import ListshotScenes
import ListshotText
import ListshotTesting
import ListshotTestSupport
import Testing

/// Scene files in the dark appearance and at large text sizes, against goldens in `Snapshots/`.
@Suite struct SceneAppearanceGoldenTests {
    static let people = TestScenes.appearancePeople

    static func render(style: String, overrides: SceneOverrides) throws -> RenderedFrame {
        let json = people.replacing("STYLE", with: style)
        let description = try SceneFile.parse(Array(json.utf8), name: "people.json", overrides: overrides)
        return try SceneRenderer.render(FileScene(description), viewport: description.viewport)
    }

    @Test(arguments: ["plain", "grouped"])
    func aSceneFileInTheDarkAppearance(style: String) throws {
        let frame = try Self.render(style: style, overrides: SceneOverrides(appearance: "dark"))
        assertSnapshot(of: frame.framebuffer, named: "people-\(style)-dark")
    }

    @Test func aSceneFileAtTheLargestAccessibilityTextSize() throws {
        let frame = try Self.render(style: "grouped", overrides: SceneOverrides(textSize: "accessibilityExtraExtraExtraLarge"))
        assertSnapshot(of: frame.framebuffer, named: "people-grouped-ax5")
    }
}

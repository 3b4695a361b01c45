import ListshotRendering
import ListshotScenes
import ListshotSceneFiles
import ListshotTesting
import Testing

/// The custom-cell scenes (contacts, animals) at the accessibility text sizes, and contacts in
/// the dark at AX3, against goldens in `Snapshots/`: avatars, photos, baselines and row heights
/// scaled as UIFontMetrics scales them, texts that do not fit ending with "…".
@Suite struct CustomCellGoldenTests {
    static func render(_ name: String, _ overrides: SceneOverrides) throws -> RenderedFrame {
        let description = try #require(SceneExample.named(name)).description(overrides: overrides)
        return try SceneRenderer.render(description.makeScene(), viewport: description.viewport)
    }

    @Test(arguments: ["AX1", "AX3", "AX5"])
    func contactsAtAnAccessibilitySize(size: String) throws {
        let frame = try Self.render("contacts", SceneOverrides(textSize: size))
        assertSnapshot(of: frame.framebuffer, named: "contacts-\(size.lowercased())")
    }

    @Test(arguments: ["AX1", "AX3", "AX5"])
    func animalsAtAnAccessibilitySize(size: String) throws {
        let frame = try Self.render("animals", SceneOverrides(textSize: size))
        assertSnapshot(of: frame.framebuffer, named: "animals-\(size.lowercased())")
    }

    @Test func contactsInTheDarkAtAX3() throws {
        let frame = try Self.render("contacts", SceneOverrides(appearance: "dark", textSize: "AX3"))
        assertSnapshot(of: frame.framebuffer, named: "contacts-dark-ax3")
    }
}

import ListshotRendering
import ListshotScenes
import ListshotTesting
import Testing

/// The custom-cell scenes (contacts, animals, the wheel) at the accessibility text sizes, and
/// contacts and the wheel in the dark, against goldens in `Snapshots/`: avatars and photos at
/// their size, text at its style's, wrapped in its column in rows that grew to hold it.
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

    /// The wheel at AX5: names wrap in the part of each row the curve leaves on screen, capped
    /// at AX1's sizes, centred on avatars that keep their 60 pt; light and dark.
    @Test(arguments: ["light", "dark"])
    func theWheelAtAX5(appearance: String) throws {
        let frame = try Self.render("wheel", SceneOverrides(appearance: appearance, textSize: "AX5"))
        assertSnapshot(of: frame.framebuffer, named: "wheel-ax5-\(appearance)")
    }
}

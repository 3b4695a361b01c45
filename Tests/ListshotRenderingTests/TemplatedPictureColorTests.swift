import ListshotRaster
import ListshotRendering
import ListshotScenes
import Testing

/// A system colour's name filled into a picture's template is drawn in the scene's
/// appearance, as one written in the file is (it was resolved in light mode's colours while
/// the rows were drawn, so `label` drew a black avatar on a dark table).
@Suite struct TemplatedPictureColorTests {
    static func centre(color: String, appearance: String) throws -> Color {
        let yaml = """
            viewport: {width: 60, height: 60, scale: 1}
            appearance: \(appearance)
            cells:
              a:
                parts:
                  - image: {avatar: {initials: "", diameter: 40, color: "\(color)"}}
                    frame: {left: 10, top: 10, width: 40, height: 40}
            sections:
              - generate: {count: 1, cell: a, height: 60, lists: {c: [label]}}
            """
        let description = try SceneFile.parse(Array(yaml.utf8), name: "avatar.yaml")
        let frame = try SceneRenderer.render(description.makeScene(), viewport: description.viewport).framebuffer
        return frame.color(x: 30, y: 30)
    }

    @Test(arguments: ["light", "dark"])
    func aFilledInSystemColorTakesTheScenesAppearance(appearance: String) throws {
        let expected = try #require(Appearance(rawValue: appearance)).colors.label
        #expect(try Self.centre(color: "{c}", appearance: appearance) == expected)
        #expect(try Self.centre(color: "label", appearance: appearance) == expected)
    }
}

import ListshotScenes
import Testing

@testable import listshot

/// `listshot render` reads its offsets and checks a built-in scene's viewport once, in
/// `validate()`, and `run()` uses what it kept: ArgumentParser hands back the command value
/// `validate()` left, `prepared` included.
@Suite struct RenderPreparedTests {
    @Test func validateKeepsTheOffsetsAndABuiltInScenesViewport() throws {
        let command = try RenderCommand.parse(["contacts", "--offsets", "0:600:200", "--scale", "3", "--out-dir", "."])
        #expect(command.prepared.frames == [0, 200, 400, 600])
        let drawable = try #require(command.prepared.builtIn)
        #expect(drawable.viewport.viewport == Viewport(width: 390, height: 844, scale: 3))
        #expect(drawable.maker.name == "contacts" && drawable.maker.file == nil)
    }

    /// A scene file's viewport is known only once the file is read, in `run()`.
    @Test func aSceneFileIsLeftToRun() throws {
        let command = try RenderCommand.parse(["./people.yaml", "--offset", "120", "--offset", "-40", "--out-dir", "."])
        #expect(command.prepared.frames == [120, -40])
        #expect(command.prepared.builtIn == nil)
    }

    /// No offset is one frame at the top of the range.
    @Test func noOffsetIsOneFrameAtTheTop() throws {
        let command = try RenderCommand.parse(["demo", "-o", "demo.png"])
        #expect(command.prepared.frames == [nil])
    }
}

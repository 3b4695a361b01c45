import ListshotScenes
import Testing

extension FileScene {
    /// The built-in scene `name`, a table drawn from its file, made for `viewport`.
    static func builtIn(_ name: String, viewport: Viewport = .phone) throws -> FileScene {
        try #require(BuiltInScene.named(name)?.make(viewport) as? FileScene, "\(name) is no table drawn from its file")
    }
}

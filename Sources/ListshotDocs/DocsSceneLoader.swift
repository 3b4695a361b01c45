import ListshotLock
import ListshotSceneFiles
import ListshotScenes
import ListshotStructuredText

/// Makes the scenes of a docs build: each scene file's document, parsed once when the
/// inputs were read, is checked once per appearance, text size and device, and the
/// description shared by the workers, which each make their own scene from it (a scene is
/// not thread-safe).
final class DocsSceneLoader: Sendable {
    /// A scene maker and the viewport to draw it in.
    struct Maker: Sendable {
        let viewport: Viewport
        let make: @Sendable (Viewport) -> any Scene
    }

    private struct Key: Hashable {
        let scene: DocsManifest.SceneReference
        let appearance: String?, textSize: String?, device: String?
    }

    private let documents: [String: JSONValue]
    private let cache = Lock<[Key: Result<Maker, DocsImageFailure>]>([:])

    init(inputs: DocsInputs) {
        documents = inputs.sceneDocuments
    }

    /// The maker of `image`'s scene, in its appearance, text size and device.
    ///
    /// - Throws: ``DocsImageFailure`` when the scene file is not a scene.
    func maker(for image: DocsImage) throws(DocsImageFailure) -> Maker {
        let key = Key(scene: image.scene, appearance: image.appearance, textSize: image.textSize, device: image.device)
        if let known = cache.withLock({ $0[key] }) { return try known.get() }
        let made = Result { () throws(DocsImageFailure) in try load(key) }
        cache.withLock { $0[key] = made }
        return try made.get()
    }

    private func load(_ key: Key) throws(DocsImageFailure) -> Maker {
        switch key.scene {
        case let .builtIn(name):
            guard let builtIn = BuiltInScene.named(name) else { throw DocsImageFailure("no built-in scene is called \(name)") }
            let resolved: BuiltInScene.Maker
            do {
                resolved = try builtIn.maker(overrides: SceneOverrides(appearance: key.appearance, textSize: key.textSize, device: key.device))
            } catch {
                throw DocsImageFailure("\(error)")
            }
            return Maker(viewport: resolved.viewport, make: resolved.make)
        case let .file(path, _):
            let overrides = SceneOverrides(appearance: key.appearance, textSize: key.textSize, device: key.device)
            let description: SceneDescription
            do {
                description = try SceneFile.description(of: documents[path] ?? .null, name: path, overrides: overrides)
            } catch {
                throw DocsImageFailure("\(error)")
            }
            return Maker(viewport: description.viewport, make: { description.makeScene(viewport: $0) })
        }
    }
}

/// Why one image of a docs build was not made; the build goes on with the others.
public struct DocsImageFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

import ListshotFiles
import ListshotScenes
import ListshotStructuredText

/// Makes the scenes of a docs build: each scene file's document, parsed once when the
/// inputs were read, is checked once per appearance, text size and device, and the
/// description shared by the workers, which each make their own scene from it (a scene is
/// not thread-safe).
final class DocsSceneLoader: Sendable {
    /// A scene maker and the viewport to draw it in: resolved as `listshot render` resolves
    /// it (``SceneMaker``), so a docs entry with a file and a device draws what
    /// `listshot render FILE --device X` draws.
    typealias Maker = SceneMaker

    private struct Key: Hashable {
        let scene: DocsManifest.SceneReference
        let appearance: String?, textSize: String?, device: String?
    }

    private let documents: [String: JSONValue]
    private let cache = Lock<[Key: Result<Maker, DocsImageFailure>]>([:])

    init(inputs: DocsInputs) {
        documents = inputs.sceneDocuments
    }

    /// The maker of `image`'s scene, in its appearance, text size and device, its viewport
    /// checked (``Viewport/validate()``).
    ///
    /// - Throws: ``DocsImageFailure`` when the scene file is not a scene or the viewport
    ///   cannot be drawn.
    func maker(for image: DocsImage) throws(DocsImageFailure) -> Maker {
        let key = Key(scene: image.scene, appearance: image.appearance, textSize: image.textSize, device: image.device)
        if let known = cache.withLock({ $0[key] }) { return try known.get() }
        let made = Result { () throws(DocsImageFailure) in try load(key) }
        cache.withLock { $0[key] = made }
        return try made.get()
    }

    private func load(_ key: Key) throws(DocsImageFailure) -> Maker {
        let overrides = SceneOverrides(appearance: key.appearance, textSize: key.textSize, device: key.device)
        switch key.scene {
        case let .builtIn(name):
            guard let builtIn = BuiltInScene.named(name) else { throw DocsImageFailure("no built-in scene is called \(name)") }
            return try wording { () throws(StructuredTextError) in try .builtIn(builtIn, overrides: overrides) }
        case let .file(path, _):
            return try wording { () throws(StructuredTextError) in try .file(path, document: documents[path] ?? .null, overrides: overrides) }
        }
    }

    /// `body`'s maker, its viewport checked (once per key: the images of a scene share
    /// it), each error as an image's failure.
    private func wording(_ body: () throws(StructuredTextError) -> Maker) throws(DocsImageFailure) -> Maker {
        let maker: Maker
        do {
            maker = try body()
        } catch {
            throw DocsImageFailure("\(error)")
        }
        do {
            try maker.viewport.validate()
        } catch {
            throw DocsImageFailure("\(error)")
        }
        return maker
    }
}

/// Why one image of a docs build was not made; the build goes on with the others.
public struct DocsImageFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

import ListshotStructuredText

/// A scene resolved for drawing: a maker of new scenes, the viewport they are drawn in, and
/// the images a scene file shows. The one loader `listshot render`/`layout` and
/// `listshot docs` share, so that `render FILE --device X` and a docs entry with that file
/// and device resolve identically (issue 23, item 2): a built-in scene with overrides
/// through ``BuiltInScene/maker(overrides:)``, a scene file through
/// ``SceneFile/description(of:name:overrides:)`` with the same overrides.
///
/// The viewport is the scene's (its file's, its device's), not checked here: a caller's own
/// flags apply on top, and the caller makes the viewport it draws in a `ValidatedViewport`
/// once, saying what is wrong in its own words; the renderer takes that and checks nothing.
public struct SceneMaker: Sendable {
    /// The viewport: the scene's own, or its device's.
    public let viewport: Viewport
    /// Makes a new scene for a viewport; called from any thread.
    public let make: @Sendable (Viewport) -> any Scene
    /// The images a scene file shows, as the file names them; none for a built-in scene.
    public let imagePaths: [String]

    /// A built-in scene with `overrides` (see ``BuiltInScene/maker(overrides:)``).
    ///
    /// - Throws: `StructuredTextError` when an override names no appearance, text size or device.
    public static func builtIn(_ scene: BuiltInScene, overrides: SceneOverrides) throws(StructuredTextError) -> SceneMaker {
        try scene.maker(overrides: overrides)
    }

    /// The scene file at `path`, read and checked, with `overrides`.
    ///
    /// - Throws: `StructuredTextError` naming `path` when the file cannot be read or is not a
    ///   scene, or an override names no appearance, text size or device.
    public static func file(_ path: String, overrides: SceneOverrides) throws(StructuredTextError) -> SceneMaker {
        SceneMaker(try SceneFile.load(path: path, overrides: overrides))
    }

    /// The scene file at `path` whose document was already read (a docs build reads each
    /// file once, for its digest, and draws it with several overrides), with `overrides`.
    ///
    /// - Throws: `StructuredTextError` naming `path` when the document is not a scene, or an
    ///   override names no appearance, text size or device.
    public static func file(_ path: String, document: JSONValue, overrides: SceneOverrides) throws(StructuredTextError) -> SceneMaker {
        SceneMaker(try SceneFile.description(of: document, name: path, overrides: overrides))
    }
}

extension SceneMaker {
    /// The scenes `description` makes, in its viewport (an extension, so that the
    /// memberwise initializer stays).
    init(_ description: SceneDescription) {
        self.init(viewport: description.viewport, make: { description.makeScene(viewport: $0) }, imagePaths: description.imagePaths)
    }
}

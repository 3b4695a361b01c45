import ListshotFiles
import ListshotScenes
import ListshotStructuredText

/// What a docs image is made from, read once per build: the engine that draws
/// (``DocsEngine``), each scene file's bytes and its document, parsed once, and the images
/// its rows show. An image's ``digest(of:)`` changes when any of its inputs does.
public struct DocsInputs: Sendable {
    /// The version, code and fonts that draw.
    public var engine: DocsEngine
    /// Each scene file's bytes, by its path.
    public var sceneFiles: [String: [UInt8]]
    /// Each scene file's document, parsed once for every image of it (every matrix combination).
    public var sceneDocuments: [String: JSONValue]
    /// The SHA-256 of each image a scene file's rows show (`SceneDescription/imagePaths`),
    /// in path order, by the scene file's path.
    public var sceneImages: [String: [String]]
    /// The paths of the images each scene file's rows show, by the scene file's path.
    public var sceneImagePaths: [String: [String]]
    private let parses: ParseCount

    /// How many times a scene file was parsed for this build, by ``read(for:manifest:engine:)``
    /// and by the build that makes the images: once per scene file.
    public var sceneParses: Int { parses.value }

    /// Inputs of the given parts (no scene file is parsed).
    public init(engine: DocsEngine, sceneFiles: [String: [UInt8]] = [:], sceneDocuments: [String: JSONValue] = [:],
                sceneImages: [String: [String]] = [:], sceneImagePaths: [String: [String]] = [:]) {
        self.engine = engine
        self.sceneFiles = sceneFiles
        self.sceneDocuments = sceneDocuments
        self.sceneImages = sceneImages
        self.sceneImagePaths = sceneImagePaths
        parses = ParseCount()
    }

    /// Reads, parses and checks the scene files that `images` use, each once.
    ///
    /// - Throws: ``DocsManifestError`` naming the manifest, the entry and the scene file that
    ///   cannot be read or is not a scene (with the scene file's own message).
    public static func read(for images: [DocsImage], manifest: String, engine: DocsEngine) throws(DocsManifestError) -> DocsInputs {
        var inputs = DocsInputs(engine: engine)
        for image in images {
            guard case let .file(path, _) = image.scene, inputs.sceneFiles[path] == nil else { continue }
            let bytes: [UInt8]
            do {
                bytes = try FileReader.readAll(path, limit: SceneFile.maximumFileSize, regularFileOnly: true)
            } catch {
                throw DocsManifestError(file: manifest, keyPath: image.entryKeyPath + ".scene", message: "\(error)")
            }
            // A scene that does not parse stops the build before any image is made.
            let description: SceneDescription
            do {
                let document = try inputs.parse(bytes, path: path)
                description = try SceneFile.description(of: document, name: path)
                inputs.sceneDocuments[path] = document
            } catch {
                throw DocsManifestError(file: manifest, keyPath: image.entryKeyPath + ".scene", message: "\(error)")
            }
            inputs.sceneFiles[path] = bytes
            inputs.sceneImagePaths[path] = description.imagePaths
            inputs.sceneImages[path] = description.imagePaths.map { file in
                (try? FileReader.readAll(file)).map(SHA256.hexDigest) ?? "unreadable"
            }
        }
        return inputs
    }

    /// The document of the scene file at `path` with `bytes`, counted in ``sceneParses``.
    func parse(_ bytes: [UInt8], path: String) throws(StructuredTextError) -> JSONValue {
        parses.add()
        return try StructuredText.parse(bytes, path: path)
    }

    /// The SHA-256 of everything `image` is made from, in hexadecimal.
    public func digest(of image: DocsImage) -> String {
        var text = "listshot docs 2\n" + engine.digestText
        switch image.scene {
        case let .builtIn(name):
            text += "scene built-in \(name)\n"
        case let .file(path, _):
            text += "scene file \(SHA256.hexDigest(sceneFiles[path] ?? []))\n"
            for image in sceneImages[path] ?? [] { text += "image \(image)\n" }
        }
        text += "options \(image.options)\n"
        return SHA256.hexDigest(Array(text.utf8))
    }
}

/// A count shared by the copies of one ``DocsInputs``.
private final class ParseCount: Sendable {
    private let count = Lock(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

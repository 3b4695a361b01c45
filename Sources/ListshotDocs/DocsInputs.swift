import ListshotFiles
import ListshotScenes
import ListshotSnapshot
import ListshotText

/// What a docs image is made from, read once per build: the bytes of each scene file and of
/// the images its rows show, the bundled fonts' fingerprints and listshot's version. An image's ``digest(of:)`` changes
/// when any of its inputs does.
public struct DocsInputs: Sendable {
    /// The listshot version that draws (``ListshotVersion/current``): another version may draw other pixels.
    public var version: String
    /// The bundled fonts' SHA-256, in file-name order.
    public var fonts: [FileFingerprint]
    /// Each scene file's bytes, by its path.
    public var sceneFiles: [String: [UInt8]]
    /// The SHA-256 of each image a scene file's rows show (``SceneDescription/imagePaths``),
    /// in path order, by the scene file's path.
    public var sceneImages: [String: [String]]

    public init(version: String, fonts: [FileFingerprint], sceneFiles: [String: [UInt8]], sceneImages: [String: [String]] = [:]) {
        self.version = version
        self.fonts = fonts
        self.sceneFiles = sceneFiles
        self.sceneImages = sceneImages
    }

    /// Reads and checks the scene files that `images` use, and the fonts' fingerprints.
    ///
    /// - Throws: ``DocsManifestError`` naming the manifest, the entry and the scene file that
    ///   cannot be read or is not a scene (with the scene file's own message).
    public static func read(for images: [DocsImage], manifest: String) throws(DocsManifestError) -> DocsInputs {
        var files: [String: [UInt8]] = [:]
        var sceneImages: [String: [String]] = [:]
        for image in images {
            guard case let .file(path, _) = image.scene, files[path] == nil else { continue }
            do {
                files[path] = try FileReader.readAll(path, limit: SceneFile.maximumFileSize, regularFileOnly: true)
            } catch {
                throw DocsManifestError(file: manifest, keyPath: image.entryKeyPath + ".scene", message: "\(error)")
            }
            // A scene that does not parse stops the build before any image is made.
            let description: SceneDescription
            do {
                description = try SceneFile.parse(files[path]!, name: path)
            } catch {
                throw DocsManifestError(file: manifest, keyPath: image.entryKeyPath + ".scene", message: "\(error)")
            }
            sceneImages[path] = description.imagePaths.map { file in
                (try? FileReader.readAll(file)).map(SHA256.hexDigest) ?? "unreadable"
            }
        }
        let fonts: [FileFingerprint]
        do {
            fonts = try BundledFonts.fingerprints()
        } catch {
            throw DocsManifestError(file: manifest, keyPath: "", message: "\(error)")
        }
        return DocsInputs(version: ListshotVersion.current, fonts: fonts, sceneFiles: files, sceneImages: sceneImages)
    }

    /// The SHA-256 of everything `image` is made from, in hexadecimal.
    public func digest(of image: DocsImage) -> String {
        var text = "listshot docs 1\nversion \(version)\n"
        for font in fonts { text += "font \(font.file) \(font.sha256)\n" }
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

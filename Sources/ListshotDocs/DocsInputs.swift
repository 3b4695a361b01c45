import ListshotFiles
import ListshotScenes
import ListshotSnapshot
import ListshotText

/// What a docs image is made from, read once per build: the bytes of each scene file, the
/// bundled fonts' fingerprints and listshot's version. An image's ``digest(of:)`` changes
/// when any of its inputs does.
public struct DocsInputs: Sendable {
    /// The listshot version that draws (``ListshotVersion/current``): another version may draw other pixels.
    public var version: String
    /// The bundled fonts' SHA-256, in file-name order.
    public var fonts: [FileFingerprint]
    /// Each scene file's bytes, by its path.
    public var sceneFiles: [String: [UInt8]]

    public init(version: String, fonts: [FileFingerprint], sceneFiles: [String: [UInt8]]) {
        self.version = version
        self.fonts = fonts
        self.sceneFiles = sceneFiles
    }

    /// Reads the scene files that `images` use, and the fonts' fingerprints.
    ///
    /// - Throws: ``DocsManifestError`` naming the manifest and the file that cannot be read.
    public static func read(for images: [DocsImage], manifest: String) throws(DocsManifestError) -> DocsInputs {
        var files: [String: [UInt8]] = [:]
        for image in images {
            guard case let .file(path, _) = image.scene, files[path] == nil else { continue }
            do {
                files[path] = try FileReader.readAll(path, limit: SceneFile.maximumFileSize, regularFileOnly: true)
            } catch {
                throw DocsManifestError(file: manifest, keyPath: image.source, message: "\(error)")
            }
        }
        let fonts: [FileFingerprint]
        do {
            fonts = try BundledFonts.fingerprints()
        } catch {
            throw DocsManifestError(file: manifest, keyPath: "", message: "\(error)")
        }
        return DocsInputs(version: ListshotVersion.current, fonts: fonts, sceneFiles: files)
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
        }
        text += "options \(image.options)\n"
        return SHA256.hexDigest(Array(text.utf8))
    }
}

import ListshotPNG
import ListshotRaster

/// A PNG a scene file's row shows before its text: `"image": "avatars/ada@2x.png"`, a path
/// relative to the scene file's folder.
public struct SceneImage: Sendable, Equatable {
    /// The file, as listshot opened it: the scene file's folder joined with the path written.
    public var path: String
    /// The decoded pixels.
    public var framebuffer: Framebuffer
    /// Pixels per point, from the name as in UIKit: `@2x` or `@3x` before `.png`, else 1.
    public var scale: Double

    public init(path: String, framebuffer: Framebuffer, scale: Double) {
        self.path = path
        self.framebuffer = framebuffer
        self.scale = scale
    }

    /// The scale a file name gives: `ada@2x.png` → 2, `ada.png` → 1.
    static func scale(ofFileNamed name: String) -> Double {
        let stem = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
        for scale in 2...3 where stem.hasSuffix("@\(scale)x") { return Double(scale) }
        return 1
    }
}

/// Loads a scene file's images once each, relative to the scene file's folder.
final class SceneImageLoader {
    private let folder: String
    private var loaded: [String: SceneImage] = [:]

    /// A loader for the scene file at `sceneFile` (its path as given; without a "/", the
    /// current folder).
    init(sceneFile: String) {
        if let slash = sceneFile.lastIndex(of: "/") {
            folder = String(sceneFile[...slash])
        } else {
            folder = ""
        }
    }

    /// The image the node names.
    func image(_ node: JSONNode) throws(SceneFileProblem) -> SceneImage {
        let written = try node.string()
        guard !written.isEmpty else { throw node.problem("expected a PNG file's path, got an empty string") }
        let path = written.hasPrefix("/") ? written : folder + written
        if let image = loaded[path] { return image }
        let framebuffer: Framebuffer
        do {
            framebuffer = try PNGDecoder.decode(contentsOf: path)
        } catch {
            // The decoder's message says what is wrong (unreadable, not a PNG, corrupt), never
            // what the file holds.
            throw node.problem("cannot use the image \(JSONPath.quoted(path)): \(error.message)")
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let image = SceneImage(path: path, framebuffer: framebuffer, scale: SceneImage.scale(ofFileNamed: name))
        loaded[path] = image
        return image
    }
}

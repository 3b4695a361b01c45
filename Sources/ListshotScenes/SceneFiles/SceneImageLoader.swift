#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotFiles
import ListshotRaster
import ListshotStructuredText

/// Loads a scene file's images once each, relative to the scene file's folder, and draws
/// its generated pictures once each.
///
/// A PNG is known by its file (device and inode), not by the path written: `a.png`,
/// `./a.png`, `x/../a.png` and a link to it are decoded once. The PNG images of one file
/// take at most ``SceneFile/maximumImagePixels`` pixels together, weighed from each
/// header before the image is decoded.
///
/// The rules for an image's path (`"image": "avatars/ada@2x.png"`):
///
/// - A relative path is joined to the scene file's folder, as written: `../images/a.png`
///   is allowed and leads where the system takes it (scene files in a repository often
///   share a folder of images beside theirs). An absolute path is used as it is.
/// - When the scene file is a symbolic link (or a chain of them), the folder is that of the
///   file the link leads to, so a scene file linked from elsewhere finds the images beside
///   it. Links along the image's own path, and an image that is a link, are followed.
/// - The image must be a regular file of at most ``SceneFile/maximumImageFileSize`` bytes
///   holding a PNG. A folder, device, FIFO or socket is refused before a byte is read (a
///   FIFO is not waited on), a larger file before it is read. Errors name the path and say
///   what is wrong; they never quote what the file holds.
final class SceneImageLoader {
    private let folder: String
    /// The PNGs decoded so far, by their file.
    private var decoded: [FileIdentity: Framebuffer] = [:]
    /// The pixels of the PNGs decoded so far, counted against ``imagePixelLimit``.
    private(set) var decodedPixels = 0
    /// How many PNGs were decoded (a seam for tests).
    private(set) var decodedImageCount = 0
    /// The most pixels the file's PNG images may take together, decoded.
    let imagePixelLimit: Int
    /// The pictures drawn so far, all kept (the file's limit is the cache's budget).
    let pictures: GeneratedImageCache
    /// The most pixels the file's pictures may take together.
    let pixelLimit: Int

    /// A loader for the scene file at `sceneFile` (its path as given; without a "/", the
    /// current folder).
    ///
    /// - Parameters:
    ///   - pixelLimit: the most pixels the file's pictures may take together;
    ///     `GeneratedImage/maximumPixelsPerFile` unless given.
    ///   - imagePixelLimit: the most pixels its PNG images may take together, decoded;
    ///     ``SceneFile/maximumImagePixels`` unless given.
    init(sceneFile: String, pixelLimit: Int = GeneratedImage.maximumPixelsPerFile, imagePixelLimit: Int = SceneFile.maximumImagePixels) {
        folder = Self.imageFolder(ofSceneFile: sceneFile)
        self.pixelLimit = pixelLimit
        self.imagePixelLimit = imagePixelLimit
        pictures = GeneratedImageCache(budget: pixelLimit)
    }

    /// The image the node names: a PNG file's path, or a picture to draw.
    func image(_ node: JSONNode) throws(SceneFileProblem) -> SceneImage {
        if case .object = node.value { return try picture(SceneValueReader.generatedImage(node, templates: false), at: node) }
        guard case let .string(written) = node.value else { throw node.expected(SceneValueReader.imageExpectation) }
        guard !written.isEmpty else { throw node.problem("expected a PNG file's path, got an empty string") }
        let path = written.hasPrefix("/") ? written : folder + written
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let identity = FileIdentity(path: path)
        if let identity, let framebuffer = decoded[identity] {
            return SceneImage(path: path, framebuffer: framebuffer, scale: SceneImage.scale(ofFileNamed: name))
        }
        // Neither message quotes the file: the reader's says why it cannot be read (missing,
        // a folder, too large), the decoder's what is wrong with the data (not a PNG, corrupt).
        let bytes: [UInt8]
        do {
            bytes = try FileReader.readAll(path, limit: SceneFile.maximumImageFileSize, regularFileOnly: true)
        } catch {
            let reason = switch error.kind {
            case .system: error.message
            case .notRegularFile: error.message + "; an image is a PNG file"
            case .tooLarge: "the file is larger than \(SceneFile.maximumImageFileSize >> 20) MiB, the most an image may be"
            }
            throw node.problem("cannot use the image \(JSONPath.quoted(path)): \(reason)")
        }
        try checkImagePixels(bytes, path: path, at: node)
        let framebuffer: Framebuffer
        do {
            framebuffer = try PNGDecoder.decode(bytes)
        } catch {
            throw node.problem("cannot use the image \(JSONPath.quoted(path)): \(error.message)")
        }
        decodedPixels += framebuffer.width * framebuffer.height
        decodedImageCount += 1
        if let identity { decoded[identity] = framebuffer }
        return SceneImage(path: path, framebuffer: framebuffer, scale: SceneImage.scale(ofFileNamed: name))
    }

    /// Refuses the PNG in `bytes` when the pixels its header claims would take the file's
    /// images past ``imagePixelLimit``. A header the decoder refuses on its own (too large for
    /// one image, or no PNG) is left to it, which says why.
    private func checkImagePixels(_ bytes: [UInt8], path: String, at node: JSONNode) throws(SceneFileProblem) {
        guard let (width, height) = PNGDecoder.claimedSize(of: bytes),
              width <= Framebuffer.maximumDimension, height <= Framebuffer.maximumDimension else { return }
        let total = decodedPixels + width * height
        guard total > imagePixelLimit else { return }
        throw node.problem(
            "cannot use the image \(JSONPath.quoted(path)): the PNG images this file shows would take \(NumberText.grouped(total)) pixels "
                + "decoded; a scene file's PNG images take at most \(NumberText.grouped(imagePixelLimit)) pixels "
                + "(\(imagePixelLimit >> 18) MiB) together: show fewer or smaller ones")
    }

    /// The folder that the image paths of the scene file at `path` are relative to, ending
    /// in "/" ("" for the current folder): the scene file's folder or, when `path` is a
    /// symbolic link, that of the file the chain of links leads to, each link's text taken
    /// relative to the link's own folder (40 links at most, as the system allows).
    static func imageFolder(ofSceneFile path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let target = linkText(current) else { break }
            current = target.hasPrefix("/") ? target : folderPart(current) + target
        }
        return folderPart(current)
    }

    /// `path` up to and including its last "/", or "" without one.
    private static func folderPart(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// The text of the symbolic link at `path`, or nil when it is not one.
    private static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count)
        guard count > 0, count < buffer.count else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `generated`, drawn unless it was drawn before, within the file's ``pixelLimit``.
    private func picture(_ generated: GeneratedImage, at node: JSONNode) throws(SceneFileProblem) -> SceneImage {
        guard pictures.contains(generated) || pictures.keptPixels + generated.pixelCount <= pixelLimit else {
            throw node.problem(
                "the pictures this file draws would take \(NumberText.grouped(pictures.keptPixels + generated.pixelCount)) pixels; "
                    + "a scene file's pictures take at most \(NumberText.grouped(pixelLimit)) pixels together: draw fewer or smaller ones")
        }
        return pictures.image(generated)
    }

    /// The image the node names where strings are templates filled per row: a picture whose
    /// strings hold `{…}` is checked as far as it can be and kept to draw per row.
    func source(_ node: JSONNode) throws(SceneFileProblem) -> SceneImageSource {
        guard case .object = node.value, SceneValueReader.hasTemplate(node.value) else { return .ready(try image(node)) }
        try node.refuseUnknownPlaceholders()
        _ = try SceneValueReader.generatedImage(node, templates: true)
        return .template(node.value, path: node.path)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotFiles
import ListshotPNG
import ListshotRaster
import ListshotStructuredText

/// A picture a scene file's row (or a custom cell's image part) shows: a PNG,
/// `"image": "avatars/ada@2x.png"`, a path relative to the scene file's folder, or a picture
/// listshot draws itself, `"image": {"landscape": {"hue": 2}}` (``GeneratedImage``).
public struct SceneImage: Sendable, Equatable {
    /// The PNG file, as listshot opened it (the scene file's folder joined with the path
    /// written), or `nil` for a picture listshot drew.
    public var path: String?
    /// The picture listshot drew, or `nil` for a PNG file.
    public var generated: GeneratedImage?
    /// The pixels.
    public var framebuffer: Framebuffer
    /// Pixels per point: for a file, from the name as in UIKit (`@2x` or `@3x` before
    /// `.png`, else 1); for a drawn picture, its `scale` (1 unless given).
    public var scale: Double

    /// A PNG file's image.
    public init(path: String, framebuffer: Framebuffer, scale: Double) {
        self.path = path
        self.framebuffer = framebuffer
        self.scale = scale
    }

    /// A picture listshot draws, drawn now.
    public init(generated: GeneratedImage) {
        self.init(generated: generated, framebuffer: generated.draw())
    }

    init(generated: GeneratedImage, framebuffer: Framebuffer) {
        self.generated = generated
        self.framebuffer = framebuffer
        self.scale = generated.scale
    }

    /// The scale a file name gives: `ada@2x.png` → 2, `ada.png` → 1.
    static func scale(ofFileNamed name: String) -> Double {
        let stem = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
        for scale in 2...3 where stem.hasSuffix("@\(scale)x") { return Double(scale) }
        return 1
    }
}

/// An image as written where a row's templates are filled in later (a custom cell's image
/// part): ready now, or a picture whose strings still hold templates, `{hue: "{hue}"}`.
enum SceneImageSource: Sendable, Equatable {
    /// A PNG, or a picture without templates, loaded or drawn when the file was read.
    case ready(SceneImage)
    /// A picture with templates in its strings, at `path` in the file; its structure and
    /// every value without a template were checked when the file was read.
    case template(JSONValue, path: JSONPath)

    /// The picture for a row, its templates filled by `fill`: what to draw, not drawn yet
    /// (``GeneratedImageCache`` draws it when it is shown); `nil` for a ready image.
    ///
    /// - Throws: ``SceneFileProblem`` when a filled-in value is not what the picture takes,
    ///   e.g. a hue of "7"; checking each list item at load makes this never happen later.
    func picture(filling fill: (String) -> String) throws(SceneFileProblem) -> GeneratedImage? {
        guard case let .template(value, path) = self else { return nil }
        return try SceneFile.generatedImage(JSONNode(value: Self.filled(value, fill), path: path), templates: false)
    }

    /// `value` with its strings filled in; a number's key (`hue: "{hue}"`) filled with a
    /// number's text takes the number, so that the checks see what a file would have written.
    private static func filled(_ value: JSONValue, _ fill: (String) -> String, key: String? = nil) -> JSONValue {
        switch value {
        case let .string(text):
            let text = fill(text)
            if let key, SceneFile.pictureNumberKeys.contains(key), let number = Double(text) { return .number(number) }
            return .string(text)
        case let .array(values): return .array(values.map { filled($0, fill) })
        case let .object(fields):
            var copy: [String: JSONValue] = [:]
            for (key, value) in fields { copy[key] = filled(value, fill, key: key) }
            return .object(copy)
        case .null, .bool, .number: return value
        }
    }
}

/// Pictures drawn once each: the same ``GeneratedImage`` shown by a thousand rows is drawn
/// once. The cache keeps at most `budget` pixels: past it, it forgets what it drew and
/// starts again (rows whose templates make a new picture each, say ten thousand avatars
/// with different initials, must not keep them all). It is the only holder of per-row
/// pictures: a cell's view asks it for the pixels each time it draws (``SizedImageView``),
/// so a scene's per-row pictures take at most `budget` pixels and the one being drawn,
/// whatever the rows. One cache belongs to one scene (it is not shared between threads).
final class GeneratedImageCache {
    private var drawn: [GeneratedImage: Framebuffer] = [:]
    /// The pixels of the pictures kept.
    private(set) var keptPixels = 0
    /// The most pixels kept.
    let budget: Int

    /// - Parameter budget: the most pixels kept; ``GeneratedImage/maximumPixelsPerFile`` unless given.
    init(budget: Int = GeneratedImage.maximumPixelsPerFile) {
        self.budget = budget
    }

    /// Whether `generated` is drawn and kept.
    func contains(_ generated: GeneratedImage) -> Bool { drawn[generated] != nil }

    /// The image of `generated`, drawn the first time it is asked for (or again, after the
    /// cache forgot it).
    func image(_ generated: GeneratedImage) -> SceneImage {
        if let framebuffer = drawn[generated] { return SceneImage(generated: generated, framebuffer: framebuffer) }
        let image = SceneImage(generated: generated)
        if keptPixels + generated.pixelCount > budget {
            drawn.removeAll()
            keptPixels = 0
        }
        drawn[generated] = image.framebuffer
        keptPixels += generated.pixelCount
        return image
    }
}

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
    ///     ``GeneratedImage/maximumPixelsPerFile`` unless given.
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
        if case .object = node.value { return try picture(SceneFile.generatedImage(node, templates: false), at: node) }
        guard case let .string(written) = node.value else { throw node.expected(SceneFile.imageExpectation) }
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
        guard case .object = node.value, SceneFile.hasTemplate(node.value) else { return .ready(try image(node)) }
        try node.refuseUnknownPlaceholders()
        _ = try SceneFile.generatedImage(node, templates: true)
        return .template(node.value, path: node.path)
    }
}

/// Pictures in scene files: `{"landscape": {"hue": 2, "width": 120, "height": 120}, "scale": 2}`
/// and `{"avatar": {"initials": "LS", "diameter": 58, "color": "#FF3B30"}}`.
extension SceneFile {
    /// The pictures a scene file can ask listshot to draw, by the key that names them.
    static let pictureKinds = ["landscape", "avatar"]
    /// The keys of a picture that take numbers, which a template fills with a number's text.
    static let pictureNumberKeys: Set<String> = ["hue", "width", "height", "diameter", "scale"]
    /// A landscape's width and height when the file gives none, in pixels.
    static let defaultLandscapeSide = 120
    /// An avatar's diameter when the file gives none, in pixels.
    static let defaultAvatarDiameter = 80
    /// An avatar's colour when the file gives none: systemGray.
    static let defaultAvatarColor = Color(rgb: 0x8E8E93)

    static let imageExpectation = #"a PNG file's path or a picture to draw, {"landscape": {…}} or {"avatar": {…}}"#

    /// Whether any string in `value` holds a template, `{…}`.
    static func hasTemplate(_ value: JSONValue) -> Bool {
        switch value {
        case let .string(text): return text.contains("{")
        case let .array(values): return values.contains(where: hasTemplate)
        case let .object(fields): return fields.values.contains(where: hasTemplate)
        case .null, .bool, .number: return false
        }
    }

    /// The picture an `image` object describes. With `templates`, a string holding `{…}`
    /// where a hue or a colour goes is let through unchecked (it is checked once filled in).
    static func generatedImage(_ node: JSONNode, templates: Bool) throws(SceneFileProblem) -> GeneratedImage {
        guard case let .object(fields) = node.value else { throw node.expected(imageExpectation) }
        if let unknown = fields.keys.filter({ !pictureKinds.contains($0) && $0 != "scale" }).sorted().first {
            throw node.path.appending(unknown).problem(
                "\(UnknownName(what: "picture", name: unknown, known: pictureKinds)); or give a PNG file's path")
        }
        let checked = try node.fields(of: "a picture", keys: pictureKinds + ["scale"])
        let scale = try checked["scale"]?.number("a scale, a number of pixels per point > 0 and ≤ 10") { $0 > 0 && $0 <= 10 } ?? 1
        switch (checked["landscape"], checked["avatar"]) {
        case let (landscape?, nil):
            return GeneratedImage(try self.landscape(landscape, templates: templates), scale: scale)
        case let (nil, avatar?):
            return GeneratedImage(try self.avatar(avatar, templates: templates), scale: scale)
        case (_?, _?):
            throw node.problem(#"give one picture, "landscape" or "avatar", not both"#)
        case (nil, nil):
            throw node.problem(#"give a picture to draw, {"landscape": {…}} or {"avatar": {…}}, or a PNG file's path"#)
        }
    }

    private static func landscape(_ node: JSONNode, templates: Bool) throws(SceneFileProblem) -> GeneratedImage.Picture {
        let fields = try node.fields(of: "a landscape", keys: ["hue", "width", "height"])
        var hue = 0
        if let node = fields["hue"], !(templates && isTemplate(node)) {
            try refuseTemplate(node, templates: templates, "a hue from 0 to 5")
            let expectation = "a hue, a whole number from \(GeneratedImage.hues.lowerBound) to \(GeneratedImage.hues.upperBound)"
            hue = Int(try node.wholeNumber(in: GeneratedImage.hues, expectation))
        }
        return .landscape(
            hue: hue,
            width: try fields["width"]?.pixels() ?? defaultLandscapeSide,
            height: try fields["height"]?.pixels() ?? defaultLandscapeSide)
    }

    private static func avatar(_ node: JSONNode, templates: Bool) throws(SceneFileProblem) -> GeneratedImage.Picture {
        let fields = try node.fields(of: "an avatar", keys: ["initials", "diameter", "color"])
        var color = defaultAvatarColor
        if let node = fields["color"], !(templates && isTemplate(node)) {
            try refuseTemplate(node, templates: templates, "a colour")
            color = try self.color(node)
        }
        return .avatar(
            initials: try fields["initials"]?.text() ?? "",
            diameter: try fields["diameter"]?.pixels() ?? defaultAvatarDiameter,
            color: color)
    }

    /// Refuses a template where none is filled in (a row's image, drawn once for the file),
    /// saying where templates work; `instead` is what to give there.
    private static func refuseTemplate(_ node: JSONNode, templates: Bool, _ instead: String) throws(SceneFileProblem) {
        guard !templates, isTemplate(node), case let .string(text) = node.value else { return }
        throw node.problem("\(JSONPath.quoted(text)) is a template, filled in only in a custom cell's parts (\"cells\"); "
            + "a row's picture is drawn once: give \(instead)")
    }

    private static func isTemplate(_ node: JSONNode) -> Bool {
        if case let .string(text) = node.value { return text.contains("{") }
        return false
    }
}

extension JSONPath {
    /// The problem `message` at this path.
    fileprivate func problem(_ message: String) -> SceneFileProblem { SceneFileProblem(path: self, message: message) }
}

extension JSONNode {
    /// A whole number in `range`; `expectation` names it in the message.
    fileprivate func wholeNumber(in range: ClosedRange<Int>, _ expectation: String) throws(SceneFileProblem) -> Double {
        try number(expectation) { $0 == $0.rounded() && $0 >= Double(range.lowerBound) && $0 <= Double(range.upperBound) }
    }

    /// A picture's side: a whole number of pixels from 1 to ``GeneratedImage/maximumSide``.
    fileprivate func pixels() throws(SceneFileProblem) -> Int {
        Int(try wholeNumber(in: 1...GeneratedImage.maximumSide, "a whole number of pixels from 1 to \(GeneratedImage.maximumSide)"))
    }
}

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

    package init(generated: GeneratedImage, framebuffer: Framebuffer) {
        self.generated = generated
        self.framebuffer = framebuffer
        self.scale = generated.scale
    }

    /// The scale a file name gives: `ada@2x.png` → 2, `ada.png` → 1.
    package static func scale(ofFileNamed name: String) -> Double {
        let stem = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
        for scale in 2...3 where stem.hasSuffix("@\(scale)x") { return Double(scale) }
        return 1
    }
}

/// An image as written where a row's templates are filled in later (a custom cell's image
/// part): ready now, or a picture whose strings still hold templates, `{hue: "{hue}"}`.
package enum SceneImageSource: Sendable, Equatable {
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
    package func picture(filling fill: (String) -> String) throws(SceneFileProblem) -> GeneratedImage? {
        guard case let .template(value, path) = self else { return nil }
        return try SceneValueReader.generatedImage(JSONNode(value: Self.filled(value, fill), path: path), templates: false)
    }

    /// `value` with its strings filled in; a number's key (`hue: "{hue}"`) filled with a
    /// number's text takes the number, so that the checks see what a file would have written.
    package static func filled(_ value: JSONValue, _ fill: (String) -> String, key: String? = nil) -> JSONValue {
        switch value {
        case let .string(text):
            let text = fill(text)
            if let key, SceneValueReader.pictureNumberKeys.contains(key), let number = Double(text) { return .number(number) }
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
/// pictures: a cell's view asks it for the pixels each time it draws (`SizedImageView`),
/// so a scene's per-row pictures take at most `budget` pixels and the one being drawn,
/// whatever the rows. One cache belongs to one scene (it is not shared between threads).
package final class GeneratedImageCache {
    private var drawn: [GeneratedImage: Framebuffer] = [:]
    /// The pixels of the pictures kept.
    package private(set) var keptPixels = 0
    /// The most pixels kept.
    package let budget: Int

    /// - Parameter budget: the most pixels kept; ``GeneratedImage/maximumPixelsPerFile`` unless given.
    package init(budget: Int = GeneratedImage.maximumPixelsPerFile) {
        self.budget = budget
    }

    /// Whether `generated` is drawn and kept.
    package func contains(_ generated: GeneratedImage) -> Bool { drawn[generated] != nil }

    /// The image of `generated`, drawn the first time it is asked for (or again, after the
    /// cache forgot it).
    package func image(_ generated: GeneratedImage) -> SceneImage {
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

/// Pictures in scene files: `{"landscape": {"hue": 2, "width": 120, "height": 120}, "scale": 2}`
/// and `{"avatar": {"initials": "LS", "diameter": 58, "color": "#FF3B30"}}`.
extension SceneValueReader {
    /// The pictures a scene file can ask listshot to draw, by the key that names them.
    static let pictureKinds = ["landscape", "avatar"]
    /// The keys of a picture that take numbers, which a template fills with a number's text.
    package static let pictureNumberKeys: Set<String> = ["hue", "width", "height", "diameter", "scale"]
    /// A landscape's width and height when the file gives none, in pixels.
    static let defaultLandscapeSide = 120
    /// An avatar's diameter when the file gives none, in pixels.
    static let defaultAvatarDiameter = 80
    /// An avatar's colour when the file gives none: systemGray.
    static let defaultAvatarColor = Color(rgb: 0x8E8E93)

    package static let imageExpectation = #"a PNG file's path or a picture to draw, {"landscape": {…}} or {"avatar": {…}}"#

    /// Whether any string in `value` holds a template, `{…}`.
    package static func hasTemplate(_ value: JSONValue) -> Bool {
        switch value {
        case let .string(text): return text.contains("{")
        case let .array(values): return values.contains(where: hasTemplate)
        case let .object(fields): return fields.values.contains(where: hasTemplate)
        case .null, .bool, .number: return false
        }
    }

    /// The picture an `image` object describes. With `templates`, a string holding `{…}`
    /// where a hue or a colour goes is let through unchecked (it is checked once filled in).
    package static func generatedImage(_ node: JSONNode, templates: Bool) throws(SceneFileProblem) -> GeneratedImage {
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

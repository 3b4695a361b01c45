import ListshotStructuredText

/// One image a manifest makes: an entry of its `images` at one offset (for frames) and one
/// combination of its matrix. ``DocsManifest/images()`` lists them.
public struct DocsImage: Sendable, Equatable {
    /// Where it comes from, for messages: `images[2]`, `images[2] (dark, offset 600)`.
    public var source: String
    /// The manifest entry it comes from: `images[2]`.
    public var entryKeyPath: String { String(source.prefix { $0 != " " }) }
    /// The file to write, relative to the current folder.
    public var path: String
    /// The file relative to the output folder: its key in the state file.
    public var name: String
    public var scene: DocsManifest.SceneReference
    /// `.frame`, `.strip` or `.animation`: an entry of kind `frames` is one `.frame` image per offset.
    public var kind: DocsManifest.Kind
    /// A frame's one offset (none: the start of the scrollable range), a strip's offsets, or
    /// an animation's first and last.
    public var offsets: [Double]
    /// The scene's appearance, text size and device for this image; `nil` keeps the scene's.
    public var appearance: String?
    public var textSize: String?
    public var device: String?
    /// An animation's length in seconds and frames per second.
    public var duration: Double
    public var framesPerSecond: Int

    /// Everything about the image but its scene's bytes, in one line: what its digest
    /// covers besides the scene and the engine (``DocsEngine``).
    public var options: String {
        var fields = ["kind=\(kind.rawValue)", "offsets=\(offsets.map(NumberText.plain).joined(separator: ","))"]
        fields.append("appearance=\(appearance ?? "-")")
        fields.append("textSize=\(textSize ?? "-")")
        fields.append("device=\(device ?? "-")")
        if kind == .animation { fields += ["duration=\(NumberText.plain(duration))", "fps=\(framesPerSecond)"] }
        return fields.joined(separator: " ")
    }
}

import ListshotScenes

/// A documentation build: the images a manual needs, each from a scene, written into one
/// output folder. What `listshot docs MANIFEST` reads (``load(path:)``).
///
/// ```json
/// {
///   "output": "docs/images",
///   "images": [
///     {"scene": "contacts", "output": "contacts-{offset}.png", "offsets": "0:1200:600"},
///     {"scene": "scenes/people.json", "output": "people-{appearance}.png",
///      "matrix": {"appearance": ["light", "dark"]}},
///     {"scene": "contacts", "kind": "strip", "output": "contacts-strip.png", "offsets": [0, 600, 1200]},
///     {"scene": "contacts", "kind": "animation", "output": "scroll.png", "offsets": [0, 1200], "duration": 1.5, "fps": 30}
///   ]
/// }
/// ```
///
/// Paths in a manifest (the output folder, scene files) are relative to the manifest's
/// folder; an image's output is relative to the output folder and stays inside it.
public struct DocsManifest: Sendable, Equatable {
    /// The largest manifest read, in bytes (1 MiB): a larger file is refused before it is read.
    public static let maximumFileSize = 1 << 20
    /// The most images one manifest may expand to, every offset and matrix combination
    /// counted: 10,000.
    public static let maximumImages = 10_000
    /// The most offsets one image entry may list or step through: 1,000.
    public static let maximumOffsets = 1_000
    /// The longest animation, in seconds.
    public static let maximumDuration = 60.0
    /// The most frames per second of an animation.
    public static let maximumFramesPerSecond = 120

    /// The manifest file, as named when loading; messages name it so.
    public var file: String
    /// The folder the images are written in, relative to the current folder (the
    /// manifest's `output`, resolved against the manifest's folder).
    public var folder: String
    /// The images, in the manifest's order.
    public var entries: [Entry]

    /// One element of the manifest's `images`: one image, or several when it has several
    /// offsets (`frames`) or a ``Matrix`` of variants.
    public struct Entry: Sendable, Equatable {
        /// Where it is in the manifest: `images[2]`.
        public var keyPath: String
        public var scene: SceneReference
        /// The output path, relative to the output folder, with its placeholders.
        public var output: String
        public var kind: Kind
        /// The offsets in points, in order; empty for the start of the scrollable range.
        public var offsets: [Double]
        public var matrix: Matrix
        /// An animation's length in seconds.
        public var duration: Double
        /// An animation's frames per second.
        public var framesPerSecond: Int

        /// How many images the entry makes: one per matrix combination, times one per offset
        /// for `frames`; counted without making them.
        public var imageCount: Int {
            let combinations = [matrix.appearance.count, matrix.textSize.count, matrix.device.count].map { max(1, $0) }.reduce(1, *)
            return combinations * (kind == .frames ? max(1, offsets.count) : 1)
        }
    }

    /// What an entry makes.
    public enum Kind: String, Sendable, CaseIterable {
        /// One image at one offset.
        case frame
        /// One image per offset (the default): `output` names each with `{offset}`.
        case frames
        /// One image: the frames of every offset side by side, each labelled with its offset.
        case strip
        /// One animated PNG scrolling from the first offset to the last.
        case animation
    }

    /// A built-in scene or a scene file.
    public enum SceneReference: Sendable, Hashable {
        case builtIn(String)
        /// `path` is relative to the current folder; `written` is as the manifest has it.
        case file(path: String, written: String)

        /// The name an output's `{scene}` stands for: the built-in name, or the file's name
        /// without its extension.
        public var name: String {
            switch self {
            case let .builtIn(name): return name
            case let .file(path, _):
                let base = path.split(separator: "/").last.map(String.init) ?? path
                guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
                return String(base[..<dot])
            }
        }
    }

    /// The variants of an entry: one image per combination of the values listed. An
    /// empty list is the scene's own value (no override).
    public struct Matrix: Sendable, Equatable {
        public var appearance: [String] = []
        public var textSize: [String] = []
        public var device: [String] = []

        public init(appearance: [String] = [], textSize: [String] = [], device: [String] = []) {
            self.appearance = appearance
            self.textSize = textSize
            self.device = device
        }

        /// True when no variant is asked for.
        public var isEmpty: Bool { appearance.isEmpty && textSize.isEmpty && device.isEmpty }
    }
}

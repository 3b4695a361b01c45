import ListshotFiles
import ListshotRaster

/// Where a golden image came from: the listshot that drew it, the test and name, the
/// offset and scale, and the fonts' digests. Written into the golden as PNG text chunks
/// (see ``text``), read back with ``init(text:)``, shown by `listshot compare`.
///
/// Each field is one iTXt chunk, with these keywords, in this order:
///
/// | keyword | text |
/// |---|---|
/// | `listshot:version` | ``listshotVersion``, always written |
/// | `listshot:test` | ``test`` |
/// | `listshot:name` | ``name`` |
/// | `listshot:offset` | ``offset`` as a plain decimal |
/// | `listshot:scale` | ``scale`` as a plain decimal |
/// | `listshot:fonts` | one line a font, `<sha256>  <file>`, as `sha256sum` prints |
///
/// Numbers are written as listshot writes them elsewhere: whole numbers below 10¹⁵ without
/// a decimal point (`600`, `2`), others in Swift's shortest form that reads back exactly
/// (`0.5`, `1e+20`). Absent fields and an empty font list are not written; ``extra``
/// entries follow.
public struct SnapshotProvenance: Sendable, Equatable, CustomStringConvertible {
    /// The version of listshot that wrote the golden: `ListshotVersion/current` by default.
    public var listshotVersion: String
    /// The test that recorded it, such as `"DemoTests/demoScrolls()"`.
    public var test: String?
    /// The snapshot's name within the test, such as `"contacts"`.
    public var name: String?
    /// The scroll offset the frame was drawn at, in points.
    public var offset: Double?
    /// Pixels per point.
    public var scale: Double?
    /// The font files the frame could draw with, and their SHA-256 digests.
    public var fonts: [FileFingerprint]
    /// Other text: written after the fields above; when reading, every entry that is not one
    /// of them, and any of them whose text does not parse (kept as it was).
    public var extra: [PNGTextEntry]

    /// Provenance with the given fields.
    ///
    /// - Parameters:
    ///   - listshotVersion: by default this listshot's, `ListshotVersion/current`.
    ///   - test: the test that records the golden.
    ///   - name: the snapshot's name within the test.
    ///   - offset: the scroll offset, in points.
    ///   - scale: pixels per point.
    ///   - fonts: the fonts' digests, such as `BundledFonts.fingerprints()` gives.
    ///   - extra: further text chunks, under keywords of your own.
    public init(
        listshotVersion: String = ListshotVersion.current, test: String? = nil, name: String? = nil,
        offset: Double? = nil, scale: Double? = nil, fonts: [FileFingerprint] = [], extra: [PNGTextEntry] = []
    ) {
        self.listshotVersion = listshotVersion
        self.test = test
        self.name = name
        self.offset = offset
        self.scale = scale
        self.fonts = fonts
        self.extra = extra
    }

    /// The keywords of the fields, and the prefix that marks a keyword as listshot's.
    enum Keyword {
        static let prefix = "listshot:"
        static let version = "listshot:version"
        static let test = "listshot:test"
        static let name = "listshot:name"
        static let offset = "listshot:offset"
        static let scale = "listshot:scale"
        static let fonts = "listshot:fonts"
    }

    /// The text chunks to write into the golden (`PNGEncodingOptions/text`).
    public var text: [PNGTextEntry] {
        var entries = [PNGTextEntry(keyword: Keyword.version, text: listshotVersion)]
        func add(_ keyword: String, _ value: String?) {
            if let value { entries.append(PNGTextEntry(keyword: keyword, text: value)) }
        }
        add(Keyword.test, test)
        add(Keyword.name, name)
        add(Keyword.offset, offset.map(Self.plain))
        add(Keyword.scale, scale.map(Self.plain))
        add(Keyword.fonts, fonts.isEmpty ? nil : fonts.map { "\($0.sha256)  \($0.file)" }.joined(separator: "\n"))
        return entries + extra
    }

    /// The provenance in a golden's text chunks (`PNGDecoder/text(contentsOf:)`), or `nil`
    /// when no keyword starts with `listshot:` (a PNG listshot did not write). A field that
    /// is missing stays `nil` (the version: empty); one that is repeated or does not parse
    /// goes to ``extra`` as it was, as does every other entry.
    public init?(text: [PNGTextEntry]) {
        guard text.contains(where: { $0.keyword.hasPrefix(Keyword.prefix) }) else { return nil }
        self.init(listshotVersion: "")
        var version: String?
        for entry in text where !read(entry, version: &version) {
            extra.append(entry)
        }
        listshotVersion = version ?? ""
    }

    /// Sets the field `entry` names; false when it names none, it is already set, or its
    /// text does not parse.
    private mutating func read(_ entry: PNGTextEntry, version: inout String?) -> Bool {
        func set<T>(_ field: inout T?, _ value: T?) -> Bool {
            guard field == nil, let value else { return false }
            field = value
            return true
        }
        switch entry.keyword {
        case Keyword.version: return set(&version, entry.text)
        case Keyword.test: return set(&test, entry.text)
        case Keyword.name: return set(&name, entry.text)
        case Keyword.offset: return set(&offset, Double(entry.text))
        case Keyword.scale: return set(&scale, Double(entry.text))
        case Keyword.fonts:
            guard fonts.isEmpty, let parsed = Self.fonts(entry.text) else { return false }
            fonts = parsed
            return true
        default: return false
        }
    }

    /// The fonts in `listshot:fonts`' text, or `nil` unless every line is `<digest>  <file>`.
    private static func fonts(_ text: String) -> [FileFingerprint]? {
        var fonts: [FileFingerprint] = []
        for line in text.split(separator: "\n") {
            guard let gap = line.firstRange(of: "  "), gap.lowerBound > line.startIndex, gap.upperBound < line.endIndex
            else { return nil }
            fonts.append(FileFingerprint(file: String(line[gap.upperBound...]), sha256: String(line[..<gap.lowerBound])))
        }
        return fonts.isEmpty ? nil : fonts
    }

    /// `600`, `2`, `0.5`, `-12.25`, `1e+20`: whole numbers below 10¹⁵ without a decimal
    /// point, others in Swift's shortest form that reads back exactly.
    static func plain(_ number: Double) -> String {
        number.isFinite && number == number.rounded() && number.magnitude < 1e15 ? String(Int64(number)) : "\(number)"
    }

    /// One field a line, for `listshot compare`:
    ///
    /// ```text
    /// listshot version: 0.10.0
    /// test: DemoTests/demoScrolls()
    /// name: contacts
    /// offset: 600
    /// scale: 2
    /// fonts:
    ///   abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322  DejaVuSans.ttf
    /// Comment: drawn by hand
    /// ```
    ///
    /// Absent fields are left out; further lines of a text are indented by two spaces.
    public var description: String {
        var lines = ["listshot version: " + (listshotVersion.isEmpty ? "(not recorded)" : listshotVersion)]
        func add(_ label: String, _ value: String?) {
            guard let value else { return }
            lines.append(label + ": " + value.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  "))
        }
        add("test", test)
        add("name", name)
        add("offset", offset.map(Self.plain))
        add("scale", scale.map(Self.plain))
        if !fonts.isEmpty {
            lines.append("fonts:")
            lines += fonts.map { "  \($0.sha256)  \($0.file)" }
        }
        for entry in extra { add(entry.keyword, entry.text) }
        return lines.joined(separator: "\n")
    }
}

import ListshotFiles

/// A named picture from the bundled icon font, Material Icons: listshot's stand-in for an
/// SF Symbol (`UIImage(systemName: "wifi")`), drawn as one glyph of ``BundledFont/materialIcons``.
///
/// The names are Material Icons' own ("wifi", "bluetooth", "notifications", "dark_mode"),
/// every one listed in `Fonts/MaterialIcons-Regular.codepoints` beside the font, one
/// `name hex` pair a line, as Google ships that file. ``allNames()`` lists them.
public struct Symbol: Hashable, Sendable {
    /// The symbol's name, as the codepoints file spells it.
    public let name: String
    /// The font's code point for it (in the Private Use Area).
    public let scalar: Unicode.Scalar

    /// The symbol called `name`, or `nil` when the font has none of that name.
    ///
    /// - Throws: ``FontError`` when the codepoints file cannot be found or read.
    public init?(named name: String) throws(FontError) {
        guard let scalar = try Self.catalogue().scalars[name] else { return nil }
        self.name = name
        self.scalar = scalar
    }

    /// Every symbol's name, in the codepoints file's (alphabetical) order: for suggesting a
    /// name near a misspelt one.
    ///
    /// - Throws: ``FontError`` when the codepoints file cannot be found or read.
    public static func allNames() throws(FontError) -> [String] { try catalogue().names }

    /// The icon font at `size` points.
    public static func font(size: Double) throws(FontError) -> Font { try Font.bundled(.materialIcons, size: size) }

    /// The codepoints file's name, in ``BundledFonts/directory()``.
    public static let codepointsFileName = "MaterialIcons-Regular.codepoints"

    /// The names and code points, read once per process on first use.
    private struct Catalogue: Sendable {
        var names: [String] = []
        var scalars: [String: Unicode.Scalar] = [:]
    }

    private static func catalogue() throws(FontError) -> Catalogue { try loadedCatalogue.get() }

    private static let loadedCatalogue: Result<Catalogue, FontError> = Result { () throws(FontError) in
        let path = try BundledFonts.directory() + "/" + codepointsFileName
        let bytes: [UInt8]
        do throws(FileError) {
            bytes = try FileReader.readAll(path, limit: 1 << 20)
        } catch {
            throw FontError(path: path, reason: error.message)
        }
        return try parse(String(decoding: bytes, as: UTF8.self), path: path)
    }

    /// The `name hex` lines of a codepoints file; a malformed line is an error naming it.
    private static func parse(_ text: String, path: String) throws(FontError) -> Catalogue {
        var catalogue = Catalogue()
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let value = UInt32(parts[1], radix: 16), let scalar = Unicode.Scalar(value) else {
                throw FontError(path: path, reason: "line \(number + 1) is not \"name hex\": \(line)")
            }
            let name = String(parts[0])
            if catalogue.scalars.updateValue(scalar, forKey: name) == nil { catalogue.names.append(name) }
        }
        return catalogue
    }
}

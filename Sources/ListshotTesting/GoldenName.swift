import ListshotStructuredText

/// The file name of one golden: explicit, never counted, so that reordering, filtering or
/// retrying tests never makes one assertion read another's golden.
///
/// `<test>.<name>.<offset>@<scale>x.png` in a folder named after the test file, e.g.
/// `Snapshots/ContactsTests/scrolling.contacts.600@2x.png`; an image given as pixels has no
/// offset or scale: `Snapshots/IconTests/badge.icon.png`.
public struct GoldenName: Hashable, Sendable, CustomStringConvertible {
    /// The test file's name without `.swift`: the folder under the snapshot directory.
    public let file: String
    /// The test function's name without its argument labels.
    public let test: String
    /// The name the assertion gave.
    public let name: String
    /// The offset the assertion asked for (not the one it was clamped to), if the golden is a frame of a list.
    public let offset: Double?
    /// The viewport's scale, if the golden is a frame of a list.
    public let scale: Double?

    /// The name for the assertion in the test file `fileID` (`Module/File.swift`), in the
    /// function `function` (`#function`: `scrolling()` or `wheel(offset:)`).
    public init(fileID: String, function: String, name: String, offset: Double? = nil, scale: Double? = nil) {
        let fileName = fileID.split(separator: "/").last.map(String.init) ?? fileID
        self.file = Self.sanitized(fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName)
        self.test = Self.sanitized(String(function.prefix { $0 != "(" }))
        self.name = Self.sanitized(name)
        self.offset = offset
        self.scale = scale
    }

    /// `<test>.<name>[.<offset>@<scale>x].png`.
    public var fileName: String {
        var parts = [test, name]
        if let offset { parts.append(NumberText.plain(offset) + (scale.map { "@\(NumberText.plain($0))x" } ?? "")) }
        return parts.joined(separator: ".") + ".png"
    }

    /// `<file>/<fileName>`: the path under the snapshot directory.
    public var relativePath: String { file + "/" + fileName }

    public var description: String { relativePath }

    /// `<file>/<fileName without .png>`: the folder of this golden's failure images under the
    /// artifacts folder.
    var artifactsName: String { file + "/" + String(fileName.dropLast(4)) }

    /// Letters, digits, `-` and `_` kept; anything else (spaces, slashes, dots) becomes `_`,
    /// so a name can never reach outside its folder or look like another golden's parts.
    static func sanitized(_ text: String) -> String {
        let kept = text.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": Character(scalar)
            default: "_"
            }
        }
        return kept.isEmpty ? "_" : String(kept)
    }
}

import ListshotFiles
import ListshotText

/// What draws a docs image, besides its scene and its options: listshot's version, the code
/// that runs (`CodeFingerprint`: the build IDs of the executable and its libraries) and the
/// bundled fonts. Every image's digest covers it, so a changed engine remakes every image
/// and an unchanged one skips them all.
public struct DocsEngine: Sendable, Equatable {
    /// The listshot version that draws (`ListshotVersion/current`).
    public var version: String
    /// A fingerprint of the code that draws; any change to it makes every image again.
    public var code: String
    /// The bundled fonts' SHA-256, in file-name order.
    public var fonts: [FileFingerprint]

    /// An engine of the given parts: tests make one to see what a change of each remakes.
    public init(version: String, code: String, fonts: [FileFingerprint]) {
        self.version = version
        self.code = code
        self.fonts = fonts
    }

    /// This process's engine.
    ///
    /// - Throws: `FontError` when the bundled fonts cannot be found or read.
    public static func current() throws(FontError) -> DocsEngine {
        DocsEngine(version: ListshotVersion.current, code: CodeFingerprint.current, fonts: try BundledFonts.fingerprints())
    }

    /// The lines of an image's digest text that the engine gives.
    var digestText: String {
        var text = "version \(version)\ncode \(code)\n"
        for font in fonts { text += "font \(font.file) \(font.sha256)\n" }
        return text
    }
}

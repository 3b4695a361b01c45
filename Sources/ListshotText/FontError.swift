internal import CFreeType

/// Why a font could not be loaded or found.
///
/// Names the file or folder concerned and, when FreeType reported the failure, FreeType's
/// error code and message.
public struct FontError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The font file (or, for a missing bundled font, the file name) that could not be loaded.
    public let path: String
    /// What went wrong, in words.
    public let reason: String
    /// FreeType's error code, when FreeType reported the failure.
    public let freeTypeCode: Int32?

    /// An error about `path` for `reason`, with FreeType's `freeTypeCode` when there is one.
    public init(path: String, reason: String, freeTypeCode: Int32? = nil) {
        self.path = path
        self.reason = reason
        self.freeTypeCode = freeTypeCode
    }

    /// An error for a FreeType call on `path` that returned `code`.
    static func freeType(_ code: FT_Error, path: String, doing action: String) -> FontError {
        FontError(
            path: path, reason: "\(action): \(FontError.message(forFreeTypeCode: code))",
            freeTypeCode: code)
    }

    /// FreeType's own message for `code` (e.g. "unknown file format"), from its error table.
    static func message(forFreeTypeCode code: FT_Error) -> String {
        if let text = listshot_ft_error_message(code) { return String(cString: text) }
        return "FreeType error \(code)"
    }

    public var description: String {
        var text = "cannot load font \(path): \(reason)"
        if let code = freeTypeCode { text += " (FreeType error 0x\(String(code, radix: 16)))" }
        return text
    }
}

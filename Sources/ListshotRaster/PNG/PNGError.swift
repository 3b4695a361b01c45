import ListshotFiles

/// Why a PNG could not be encoded or decoded (or its file read).
///
/// `description` reads `"<path>: <message>"` when a file is involved and
/// `"PNG: <message>"` otherwise, for example
/// `"shots/cell.png: IHDR: CRC error"` or `"PNG: compression level 42 is outside 0…12"`.
/// A file that cannot be written is the files layer's `FileError`, which
/// ``PNGEncoder/write(_:to:)`` and the other writing calls throw as it is.
public struct PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The kind of failure.
    public enum Kind: Equatable, Sendable {
        /// The data does not start with the PNG signature.
        case notPNG
        /// libpng rejected the data: corrupt, truncated or not a valid PNG.
        case corrupt
        /// The image is larger than the decoder accepts (a decompression-bomb guard), or
        /// its compressed data would not fit in one PNG chunk (2³¹ − 1 bytes).
        case tooLarge
        /// An argument was out of range, such as a compression level outside 0…12.
        case invalidArgument
        /// Memory could not be allocated.
        case outOfMemory
        /// A file could not be read or written; `code` is the `errno` value.
        case io(code: Int32)
    }

    /// The kind of failure.
    public var kind: Kind
    /// The file being read or written, when there is one.
    public var path: String?
    /// What went wrong, in words: libpng's own text (e.g. `"IHDR: CRC error"`) or ours
    /// (e.g. `"not a PNG file (bad signature)"`, `"cannot write file: No such file or directory"`).
    public var message: String

    /// An error of `kind` with `message`, about the file at `path` if any.
    public init(_ kind: Kind, message: String, path: String? = nil) {
        self.kind = kind
        self.message = message
        self.path = path
    }

    /// `"<path>: <message>"`, or `"PNG: <message>"` when no file is involved.
    public var description: String {
        "\(path ?? "PNG"): \(message)"
    }

    /// The same error, about the file at `path`.
    func naming(_ path: String) -> PNGError {
        var copy = self
        copy.path = path
        return copy
    }
}

extension PNGError {
    /// A file that could not be read, as a PNG error of kind `.io` with the same path and
    /// message: what ``PNGDecoder`` reports. (Writing reports the ``FileError`` itself.)
    init(_ error: FileError) {
        self.init(.io(code: error.code), message: error.message, path: error.path)
    }
}

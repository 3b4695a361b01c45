#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written.
///
/// `description` reads `"<path>: <message>"`, for example
/// `"out/a.png: cannot write file: Permission denied"` or
/// `"scene.json: cannot read file: No such file or directory"`.
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The kind of failure.
    public enum Kind: Equatable, Sendable {
        /// A system call failed; `code` is its `errno` value.
        case system(code: Int32)
        /// The reader was asked for a regular file and found something else: `what` says
        /// what, as "a folder", "a FIFO", "a character device".
        case notRegularFile(what: String)
        /// The file has more than `limit` bytes, the most the reader was asked to read.
        case tooLarge(limit: Int)
    }

    /// The kind of failure.
    public var kind: Kind
    /// The file, as the caller named it (also when the failure was at a link's target).
    public var path: String
    /// What went wrong, in words: `"cannot write file: No space left on device"`.
    public var message: String

    public init(_ kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// The `errno` value behind the failure: the system's, else `EINVAL` for a file that is
    /// not regular and `EFBIG` for one too large.
    public var code: Int32 {
        switch kind {
        case let .system(code): return code
        case .notRegularFile: return EINVAL
        case .tooLarge: return EFBIG
        }
    }

    /// `"<path>: <message>"`.
    public var description: String { "\(path): \(message)" }

    /// A failed system call about `path`: `"<what>: <the system's text for code>"`.
    static func system(_ code: Int32, _ what: String, path: String) -> FileError {
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return system(code, what, reason: reason, path: path)
    }

    /// A failure about `path` with our own words for the reason, for failures that have no
    /// `errno` text of their own: `"<what>: <reason>"`, of kind `.system(code: code)`.
    static func system(_ code: Int32, _ what: String, reason: String, path: String) -> FileError {
        FileError(.system(code: code), path: path, message: "\(what): \(reason)")
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PNGError {
    /// An I/O error about `path`: `"<what>: <the system's text for code>"`.
    static func io(_ code: Int32, _ what: String, path: String) -> PNGError {
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return io(code, what, reason: reason, path: path)
    }

    /// An I/O error about `path` with our own words for the reason, for failures that have
    /// no `errno` text of their own: `"<what>: <reason>"`, of kind `.io(code: code)`.
    static func io(_ code: Int32, _ what: String, reason: String, path: String) -> PNGError {
        PNGError(.io(code: code), message: "\(what): \(reason)", path: path)
    }
}

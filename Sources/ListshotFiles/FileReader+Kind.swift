#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileReader {
    /// What is at `path` when it is there and is not a regular file, following links: "a
    /// folder", "a FIFO", "a character device", …; nil for a regular file or nothing. Asks
    /// `stat(2)` only, so a FIFO is not opened (and not waited on).
    public static func nonRegularKind(at path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG else { return nil }
        return kind(of: info.st_mode)
    }

    /// The size of the regular file at `path`, following links; nil when there is nothing
    /// there or something else.
    public static func regularFileSize(at path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }
}

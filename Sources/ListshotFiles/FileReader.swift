#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with plain system calls, with a bound on their size.
public enum FileReader {
    /// Every byte of the file at `path`.
    ///
    /// - Parameters:
    ///   - path: the file to read.
    ///   - limit: the most bytes to accept: a larger file is refused, checked with `fstat`
    ///     before a byte is read and again while reading, since a file can grow after it was
    ///     opened (and a device such as `/dev/zero` never ends).
    ///   - regularFileOnly: refuse a device, FIFO, socket or folder before a byte is read
    ///     (`O_NONBLOCK` keeps `open` from waiting for a FIFO's writer).
    /// - Throws: ``FileError`` naming `path`: `.system` (`"cannot read file: No such file or
    ///   directory"`), `.notRegularFile` (`"not a regular file (it is a folder)"`) or
    ///   `.tooLarge` (`"the file is larger than 16 MiB"`).
    public static func readAll(_ path: String, limit: Int = .max, regularFileOnly: Bool = false) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC | (regularFileOnly ? O_NONBLOCK : 0))
        guard fd >= 0 else { throw .system(errno, "cannot read file", path: path) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(errno, "cannot read file", path: path) }
        if regularFileOnly, info.st_mode & S_IFMT != S_IFREG {
            let what = kind(of: info.st_mode)
            throw FileError(.notRegularFile(what: what), path: path, message: "not a regular file (it is \(what))")
        }
        let expected = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : 0
        guard expected <= limit else { throw tooLarge(path, limit) }
        // One byte more than the size says, so that the end is seen without growing.
        var bytes = [UInt8](repeating: 0, count: max(expected + 1, min(65_536, limit == .max ? 65_536 : limit + 1)))
        var filled = 0
        while true {
            if filled == bytes.count {
                guard filled <= limit else { throw tooLarge(path, limit) }
                let room = limit == .max ? bytes.count : min(bytes.count, limit + 1 - bytes.count)
                bytes += repeatElement(0, count: max(1, room))
            }
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n > 0 {
                filled += n
            } else if n == 0 {
                guard filled <= limit else { throw tooLarge(path, limit) }
                bytes.removeSubrange(filled...)
                return bytes
            } else if errno != EINTR {
                throw .system(errno, "cannot read file", path: path)
            }
        }
    }

    private static func tooLarge(_ path: String, _ limit: Int) -> FileError {
        FileError(.tooLarge(limit: limit), path: path, message: "the file is larger than \(size(limit))")
    }

    /// `1 GiB`, `16 MiB`, `512 KiB` or `100 bytes`.
    private static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// "a folder", "a FIFO", … for a file's `st_mode`.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "not a plain file"
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with plain system calls.
enum FileReader {
    /// Every byte of the file at `path`.
    ///
    /// - Throws: ``PNGError`` of kind `.io` naming `path`, e.g.
    ///   `"missing.png: cannot read file: No such file or directory"`.
    static func readAll(_ path: String) throws(PNGError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .io(errno, "cannot read file", path: path) }
        defer { close(fd) }
        var info = stat()
        let expected = fstat(fd, &info) == 0 && info.st_size > 0 ? Int(info.st_size) : 0
        var bytes = [UInt8](repeating: 0, count: max(expected, 65_536))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let n = bytes.withUnsafeMutableBytes { buffer in
                read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if n > 0 {
                filled += n
            } else if n == 0 {
                break
            } else if errno != EINTR {
                throw .io(errno, "cannot read file", path: path)
            }
        }
        bytes.removeSubrange(filled...)
        return bytes
    }
}

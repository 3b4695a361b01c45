import Glibc
import ListshotPNG
// TEMPORARY until fix-atomic is merged.
extension AtomicFile {
    static func writeToStandardOutput(_ bytes: [UInt8]) throws {
        var off = 0
        while off < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress! + off, $0.count - off) }
            if n <= 0 { throw CommandError(message: "write failed") }
            off += n
        }
    }
}

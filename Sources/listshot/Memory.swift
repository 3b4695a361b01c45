#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's peak memory, which `listshot bench` prints as the frames go, and how
/// large buffers are allocated.
enum Memory {
    /// Has glibc map every allocation of 1 MiB or more (frames, an encoder's rows) on its
    /// own and unmap it when freed. By default glibc raises that threshold to the largest
    /// block freed, after which frames come from per-thread heaps that fragment: a
    /// 586-frame animation drawn on 2 workers peaked at 89 MB and grew with its length
    /// (68 MB at 31 frames); with a fixed threshold it stays at 68 MB at any length.
    /// (Glibc's module has no `malloc.h`, so `mallopt` is looked up; `M_MMAP_THRESHOLD` is
    /// −3 in its ABI. Elsewhere there is no such function and nothing changes.)
    static func mapLargeBuffers() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let mallopt = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(mallopt, to: Mallopt.self)(-3, 1 << 20)
        #endif
    }

    /// The process's peak resident memory (VmHWM in /proc/self/status) in KiB, or `nil`
    /// where there is no such file.
    static func peakKiB() -> Int? {
        guard let text = read("/proc/self/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) }
        }
        return nil
    }

    /// The whole file at `path` as text, or `nil`.
    private static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

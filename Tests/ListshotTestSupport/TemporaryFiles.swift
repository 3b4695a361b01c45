#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotFiles

// Files for tests that write and read them: temporary folders, and special files (devices,
// FIFOs, sockets, links) always made in a temporary folder, never in /dev.

/// The names in `folder` (without "." and ".."), sorted.
public func listFolder(_ folder: String) -> [String] {
    (FolderEntries.names(in: folder) ?? []).map { String(decoding: $0, as: UTF8.self) }.sorted()
}


/// Whether `path` exists (as anything).
public func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
}

/// A new empty folder under /tmp; removed by `removeTree`.
public func makeTemporaryFolder() -> String {
    var template = Array("/tmp/listshot-tests-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(made != nil, "mkdtemp failed")
    return String(cString: made!)
}

/// Deletes `path` and everything under it.
public func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
        chmod(path, 0o755)
        for name in listFolder(path) { removeTree(path + "/" + name) }
        rmdir(path)
    } else {
        unlink(path)
    }
}

/// Writes `bytes` to `path` plainly (for setting up fixtures).
public func writePlain(_ bytes: [UInt8], to path: String) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    precondition(fd >= 0)
    _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
    close(fd)
}

// MARK: - Special files for the AtomicFile tests (always made in a temporary folder, never in /dev)

/// The type bits (`S_IFMT`) of whatever is at `path`, without following a final link;
/// nil when there is nothing there.
public func fileType(_ path: String) -> mode_t? {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
}

/// The inode number of whatever is at `path` (following links); nil when there is nothing.
public func inodeNumber(_ path: String) -> ino_t? {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_ino : nil
}

/// Linux's device number for `major`:`minor` (what glibc's `makedev` macro computes).
public func deviceNumber(major: UInt64, minor: UInt64) -> dev_t {
    dev_t((major & 0xFFFF_F000) << 32 | (major & 0xFFF) << 8 | (minor & 0xFFFF_FF00) << 12 | (minor & 0xFF))
}

/// Makes a character device node at `path`: (1, 3) is a null device, (1, 7) a full one.
public func makeCharacterDevice(_ path: String, major: UInt64, minor: UInt64) {
    precondition(mknod(path, S_IFCHR | 0o666, deviceNumber(major: major, minor: minor)) == 0, "mknod \(path)")
}

/// Whether this process may make device nodes and open them: root with `CAP_MKNOD`, and
/// no device cgroup forbidding the null device. Other users get `EPERM` from `mknod`.
public let canMakeDeviceNodes: Bool = {
    let folder = makeTemporaryFolder()
    defer { removeTree(folder) }
    let path = folder + "/null"
    guard mknod(path, S_IFCHR | 0o666, deviceNumber(major: 1, minor: 3)) == 0 else { return false }
    let fd = open(path, O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { return false }
    close(fd)
    return true
}()

/// Makes a Unix-domain socket bound at `path` and returns its descriptor (close it when done).
public func makeBoundSocket(_ path: String) -> Int32 {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    precondition(fd >= 0, "socket")
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let pathBytes = Array(path.utf8)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        precondition(pathBytes.count < raw.count, "socket path too long")
        raw.copyBytes(from: pathBytes)
        raw[pathBytes.count] = 0
    }
    let status = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
    }
    precondition(status == 0, "bind \(path)")
    return fd
}

/// Runs `body` on a new POSIX thread: not the Swift concurrency pool, so a system call that
/// blocks in `body` (opening a FIFO) cannot starve the tests running beside it.
public final class BackgroundThread: @unchecked Sendable {
    private var thread = pthread_t()
    private let body: @Sendable () -> Void
    private let done: (read: Int32, write: Int32)

    public init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
        var fds: [Int32] = [-1, -1]
        precondition(pipe(&fds) == 0)
        done = (fds[0], fds[1])
        let context = Unmanaged.passRetained(self).toOpaque()
        let status = pthread_create(&thread, nil, { context in
            let this = Unmanaged<BackgroundThread>.fromOpaque(context!).takeRetainedValue()
            this.body()
            var one: UInt8 = 1
            _ = write(this.done.write, &one, 1)
            return nil
        }, context)
        precondition(status == 0, "pthread_create")
    }

    /// Whether the thread finished within `seconds` (then it is joined, and what it wrote is
    /// visible). If not, it is left behind, blocked: the caller's test fails instead of hanging.
    public func finished(within seconds: Int32) -> Bool {
        var entry = pollfd(fd: done.read, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, seconds * 1000) == 1 else { return false }
        pthread_join(thread, nil)
        close(done.read)
        close(done.write)
        return true
    }
}

/// Opens the FIFO (or pipe end) at `path` for reading on a background thread, as a reader
/// such as `cat fifo` would, reads up to `limit` bytes (to the end when unlimited), then
/// closes it. Read `bytes` after `finished(within:)` says true.
public final class BackgroundReader: @unchecked Sendable {
    public private(set) var bytes: [UInt8] = []
    public private(set) var error: Int32 = 0
    private var thread: BackgroundThread?

    public init(path: String, limit: Int = .max) {
        thread = BackgroundThread { [self] in
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { error = errno; return }
            readAll(fd, limit: limit)
            close(fd)
        }
    }

    public init(descriptor fd: Int32) {
        thread = BackgroundThread { [self] in
            readAll(fd, limit: .max)
            close(fd)
        }
    }

    private func readAll(_ fd: Int32, limit: Int) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let n = read(fd, &buffer, min(buffer.count, limit - bytes.count))
            if n > 0 {
                bytes += buffer[..<n]
            } else if n == 0 || errno != EINTR {
                if n < 0 { error = errno }
                return
            }
        }
    }

    public func finished(within seconds: Int32) -> Bool { thread!.finished(within: seconds) }
}

/// Whether SIGPIPE is blocked in the calling thread.
public func sigpipeIsBlocked() -> Bool {
    var mask = sigset_t()
    pthread_sigmask(SIG_BLOCK, nil, &mask)
    return sigismember(&mask, SIGPIPE) == 1
}

/// Whether a SIGPIPE is pending for the calling thread or the process.
public func sigpipeIsPending() -> Bool {
    var pending = sigset_t()
    sigpending(&pending)
    return sigismember(&pending, SIGPIPE) == 1
}

/// The text of the symbolic link at `path`, or nil if it is not one.
public func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink(path, &buffer, buffer.count)
    guard n >= 0 else { return nil }
    return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Every byte of the file at `path` (following links).
public func readFile(_ path: String) throws -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw POSIXFailure(code: errno) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let n = read(fd, &buffer, buffer.count)
        if n > 0 { bytes += buffer[..<n] } else if n == 0 { return bytes } else if errno != EINTR {
            throw POSIXFailure(code: errno)
        }
    }
}

public struct POSIXFailure: Error { public var code: Int32 }

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output files without leaving a half-written file, and without replacing
/// anything that is not a regular file.
///
/// ``write(_:to:)`` first checks what is at the path:
///
/// | At the path                                  | What happens                                       |
/// |----------------------------------------------|----------------------------------------------------|
/// | nothing, or a regular file                   | replaced atomically: temporary file, `fsync`, `rename(2)` |
/// | a symbolic link, or a chain of them          | followed; the final target is handled as in the other rows, and the link stays a link |
/// | a character device, block device or FIFO     | written in place, as `cat > path` would: no temporary file, no rename |
/// | a socket                                     | refused                                            |
/// | a directory                                  | refused                                            |
///
/// So `/dev/null` stays a device, `/dev/full` fails with "No space left on device", and
/// `/dev/stdout` writes to standard output. ``writeToStandardOutput(_:)`` writes to file
/// descriptor 1 directly, for an output path of `-`. ``Batch`` writes many files the same
/// way and syncs them once, together, at the end. ``removeStaleTemporaryFiles(in:)`` removes
/// the temporary files of writers that were killed before their rename.
public enum AtomicFile {
    /// Writes `bytes` to `path`. The steps depend on what is at `path`.
    ///
    /// - **Nothing, or a regular file**: the file is replaced atomically. The bytes go to a new
    ///   temporary file in the same folder (`.<name>.tmp-<pid>-<random>`, created with
    ///   `O_CREAT | O_EXCL | O_NOFOLLOW`, so a link planted at that name is never followed).
    ///   The temporary file is flushed with `fsync` and renamed over `path`, and then the folder
    ///   is synced. Readers see either the old file or the complete new one. If any step
    ///   fails, the temporary file is removed and `path` is unchanged. The new file gets the
    ///   usual permissions for a new file (0666 less the umask), not the old file's. The
    ///   temporary file is `flock`ed while it is written. The first write of a process into
    ///   a folder first removes the temporary files that dead writers left there
    ///   (``removeStaleTemporaryFiles(in:)`` says exactly which).
    /// - **A symbolic link, or a chain of them**: the link is followed, and the final target
    ///   is handled as described in this list. When a regular file is replaced, the temporary
    ///   file is made beside the *target* and renamed over it. The link stays a link and now
    ///   leads to the new content. A target that exists is located with `realpath`. When the
    ///   link dangles, the target file is created where the link points. That location is
    ///   found one `readlink` at a time, with each link's folder resolved by `realpath`, so
    ///   `../x` means what the system takes it to mean. After 40 links the write fails with
    ///   `ELOOP`.
    /// - **A character device, block device or FIFO** (directly or through links): written
    ///   in place. The path is opened `O_WRONLY` without `O_CREAT` or `O_TRUNC`, and every
    ///   byte is written, with no `fsync` and no rename. Opening a FIFO waits until a reader
    ///   opens it, as `cat > fifo` does. SIGPIPE is blocked in the calling thread during the
    ///   write, so a reader that goes away causes an `EPIPE` error and does not kill the process.
    /// - **A socket**: refused (`ENXIO`, the error `open(2)` gives for one), with nothing
    ///   written.
    /// - **A directory** (directly or through links), or a path ending in `/`, `.` or `..`:
    ///   refused (`EISDIR`).
    ///
    /// - Throws: ``FileError`` of kind `.system(code:)`, where `code` is the `errno` value. The
    ///   error names `path` as given, even when the failure happens at a link's target. Examples:
    ///   - `"out/missing/a.png: cannot write file: No such file or directory"`
    ///   - `"/dev/full: cannot write file: No space left on device"` (`ENOSPC`)
    ///   - `"fifo: cannot write file: Broken pipe"` (`EPIPE`: the reader went away)
    ///   - `"out: cannot write file: Is a directory"` (`EISDIR`; also for a link to a folder)
    ///   - `"out.sock: cannot write file: Is a socket, not a file"` (`ENXIO`)
    ///   - `"loop.png: cannot write file: Too many levels of symbolic links"` (`ELOOP`)
    ///   - `"a.png: cannot write file (rename into place): …"` and similarly `(fsync)` and
    ///     `(close)` for the final steps of a replacement
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        try write(bytes, to: path, batch: nil)
    }

    /// ``write(_:to:)``; with a `batch`, a regular file is renamed into place without its
    /// `fsync` and its folder's, and the batch syncs it later (see ``Batch``).
    static func write(_ bytes: [UInt8], to path: String, batch: Batch?) throws(FileError) {
        try write(bytes, to: path, batch: batch, random: { UInt64.random(in: .min ... .max) })
    }

    /// ``write(_:to:batch:)`` with the random part of the temporary name drawn from
    /// `random`: a seam for tests, which plant a link at the exact temporary name.
    static func write(_ bytes: [UInt8], to path: String, batch: Batch?, random: () -> UInt64) throws(FileError) {
        try write(to: path, batch: batch, random: random) { writeAll(bytes, to: $0) }
    }

    /// Writes every byte `contents` has: it is called with an open descriptor, writes
    /// everything to it, and returns `nil`, or the `errno` of the failure.
    typealias Contents = (Int32) -> Int32?

    /// ``write(_:to:batch:random:)`` for bytes that `contents` writes (the bytes of an
    /// array, or of a spool file that ``Stream`` filled). It may be called more than once
    /// when what is at `path` changes while it is opened; it then writes from the start.
    static func write(to path: String, batch: Batch?, random: () -> UInt64, contents: Contents) throws(FileError) {
        try checkName(path)
        // A device or FIFO could be swapped for a regular file between the check and the open.
        // If that happens, check again, so a regular file is never overwritten in place.
        for _ in 0..<3 {
            switch try destination(of: path) {
            case .replace(let target):
                return try replace(target, naming: path, batch: batch, random: random, contents: contents)
            case .writeInPlace(let target):
                if try writeInPlace(to: target, naming: path, contents: contents) { return }
            }
        }
        throw .system(EAGAIN, "cannot write file", reason: "It keeps changing while being opened", path: path)
    }

    /// Refuses an empty path (`ENOENT`) and one whose last component names a folder (`EISDIR`).
    static func checkName(_ path: String) throws(FileError) {
        guard !path.isEmpty else { throw .system(ENOENT, "cannot write file", path: path) }
        guard !namesAFolder(split(path).name) else { throw .system(EISDIR, "cannot write file", path: path) }
    }

    /// Writes all of `bytes` to standard output (file descriptor 1), for an output path of `-`.
    ///
    /// Any text that the C library has buffered (`fflush(NULL)`) is flushed first, so earlier
    /// output comes first. The write itself bypasses that buffer. It continues after
    /// interruptions (`EINTR`) and short writes, and waits when a non-blocking descriptor is
    /// full (`EAGAIN`). No `fsync` is done, and the write is not atomic even if standard output
    /// is a regular file.
    ///
    /// SIGPIPE: while writing, SIGPIPE is blocked in the calling thread only. When the reader
    /// has gone away (`… | head -c 10`), the write fails with `EPIPE`, and the pending
    /// signal is discarded before the thread's signal mask is restored. The process-wide
    /// disposition is not changed, so the process is not killed and nothing else is affected.
    ///
    /// - Throws: ``FileError`` of kind `.system(code:)` with path `"standard output"`, such as
    ///   `"standard output: cannot write: Broken pipe"` (`EPIPE`) or
    ///   `"standard output: cannot write: Bad file descriptor"` (`EBADF`, fd 1 is closed).
    public static func writeToStandardOutput(_ bytes: [UInt8]) throws(FileError) {
        fflush(nil)
        try write(bytes, toDescriptor: STDOUT_FILENO, naming: "standard output")
    }

    /// Writes all of `bytes` to the open descriptor `fd` with SIGPIPE blocked, as
    /// ``writeToStandardOutput(_:)`` describes. Errors name `name`.
    static func write(_ bytes: [UInt8], toDescriptor fd: Int32, naming name: String) throws(FileError) {
        try write(toDescriptor: fd, naming: name) { writeAll(bytes, to: $0) }
    }

    /// ``write(_:toDescriptor:naming:)`` for bytes that `contents` writes.
    static func write(toDescriptor fd: Int32, naming name: String, contents: Contents) throws(FileError) {
        if let code = withSIGPIPEBlocked({ contents(fd) }) {
            throw .system(code, "cannot write", path: name)
        }
    }

    // MARK: - Where to write

    enum Destination {
        /// Create or atomically replace the regular file at this path. Its last component is
        /// not a link, and its folder may be reached through links.
        case replace(String)
        /// Open this path (following links) and write in place: a device or a FIFO.
        case writeInPlace(String)
    }

    /// Links followed before giving up with `ELOOP` (Linux's own limit).
    private static let maximumLinks = 40

    /// What to do for `path`, following links at its end. Errors name `path`.
    static func destination(of path: String) throws(FileError) -> Destination {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            // Nothing there yet. Creating the temporary file reports a missing folder.
            guard code == ENOENT else { throw .system(code, "cannot write file", path: path) }
            return .replace(path)
        }
        guard info.st_mode & S_IFMT == S_IFLNK else { return try classify(info, at: path, naming: path) }

        guard stat(path, &info) == 0 else {
            let code = errno  // ELOOP for a loop, ENOTDIR, EACCES…
            guard code == ENOENT else { throw .system(code, "cannot write file", path: path) }
            return try danglingDestination(of: path)
        }
        if info.st_mode & S_IFMT == S_IFREG {
            guard let target = realPath(path) else { throw .system(errno, "cannot write file", path: path) }
            return .replace(target)
        }
        // Devices and FIFOs are opened through the link. This also works for links with no
        // path behind them, such as /dev/stdout → /proc/self/fd/1 → "pipe:[…]".
        return try classify(info, at: path, naming: path)
    }

    /// What to do for the existing, non-link `target`, by its type.
    private static func classify(_ info: stat, at target: String, naming path: String) throws(FileError) -> Destination {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .replace(target)
        case S_IFCHR, S_IFBLK, S_IFIFO:
            return .writeInPlace(target)
        case S_IFDIR:
            throw .system(EISDIR, "cannot write file", path: path)
        case S_IFSOCK:
            // open(2) fails with ENXIO ("No such device or address") for a socket; say what it is.
            throw .system(ENXIO, "cannot write file", reason: "Is a socket, not a file", path: path)
        default:
            throw .system(EINVAL, "cannot write file", reason: "Is not a file, device or FIFO", path: path)
        }
    }

    /// Follows the chain of links starting at `link`, which ends at nothing, one `readlink`
    /// at a time. Returns the path at which the final target is to be created. Each link's
    /// folder is resolved with `realpath` before a relative target is added to it.
    private static func danglingDestination(of link: String) throws(FileError) -> Destination {
        var current = link
        for _ in 0...maximumLinks {
            let (folder, name) = split(current)
            guard !namesAFolder(name) else { throw .system(EISDIR, "cannot write file", path: link) }
            guard let realFolder = realPath(folder.isEmpty ? "." : folder) else {
                throw .system(errno, "cannot write file", path: link)
            }
            let base = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
            let candidate = base + name
            var info = stat()
            guard lstat(candidate, &info) == 0 else {
                let code = errno
                guard code == ENOENT else { throw .system(code, "cannot write file", path: link) }
                return .replace(candidate)
            }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                // Something was created there in the meantime; go by what it is.
                return try classify(info, at: candidate, naming: link)
            }
            let target = try readLink(candidate, naming: link)
            current = target.hasPrefix("/") ? target : base + target
        }
        throw .system(ELOOP, "cannot write file", path: link)
    }

    /// The text of the link at `link`.
    private static func readLink(_ link: String, naming path: String) throws(FileError) -> String {
        var size = 256
        while true {
            var buffer = [CChar](repeating: 0, count: size)
            let n = readlink(link, &buffer, size)
            guard n >= 0 else { throw .system(errno, "cannot write file", path: path) }
            if n < size {
                let bytes = buffer[..<n].map { UInt8(bitPattern: $0) }
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw .system(EILSEQ, "cannot write file", path: path)
                }
                return text
            }
            size *= 4
        }
    }

    /// `path` with every link and `.`/`..` resolved, or nil with `errno` set.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        guard let text = String(validatingCString: resolved) else {
            errno = EILSEQ
            return nil
        }
        return text
    }

    /// Whether a last path component can only name a folder: "", "." or "..".
    private static func namesAFolder(_ name: String) -> Bool {
        name.isEmpty || name == "." || name == ".."
    }

    // MARK: - How to write

    /// Replaces (or creates) the regular file `target` atomically. Errors name `path`.
    ///
    /// Without a `batch` the file is synced before the rename and its folder after it; with
    /// one, neither: the batch is told the file and folder, and syncs each once at its end.
    private static func replace(
        _ target: String, naming path: String, batch: Batch?, random: () -> UInt64, contents: Contents
    ) throws(FileError) {
        let file = try TemporaryFile(replacing: target, naming: path, random: random)
        defer { file.discard() }
        if let code = contents(file.fd) { throw .system(code, "cannot write file", path: path) }
        try file.commit(batch: batch)
    }

    /// A temporary file beside a regular file it will replace: created, written, then
    /// renamed over it by ``commit(batch:)``, or removed by ``discard()``.
    final class TemporaryFile {
        /// The open temporary file, `flock`ed until it is closed; -1 once closed.
        private(set) var fd: Int32
        /// Its path.
        let temporary: String
        /// The file it replaces, and that file's folder (as ``AtomicFile/split(_:)`` gives it).
        let target: String, folder: String
        /// The path errors name, as the caller gave it.
        let path: String
        /// True once the file was renamed into place or removed: nothing is left to discard.
        private var isFinished = false

        /// Creates the temporary file for `target` (a regular file or nothing, not a link)
        /// in its folder, after removing the stale ones dead writers left there (once per
        /// folder and process). Errors name `path`.
        init(replacing target: String, naming path: String, random: () -> UInt64) throws(FileError) {
            let (folder, name) = AtomicFile.split(target)
            removeStaleTemporaryFilesOnce(in: folder)
            (fd, temporary) = try createTemporary(folder: folder, name: name, path: path, random: random)
            self.target = target
            self.folder = folder
            self.path = path
        }

        /// Flushes the file with `fsync` (without a `batch`), closes it and renames it over
        /// the target, then syncs the folder (or tells the `batch`, which syncs both later).
        func commit(batch: Batch?) throws(FileError) {
            if batch == nil {
                guard fsync(fd) == 0 else { throw .system(errno, "cannot write file (fsync)", path: path) }
            }
            let open = fd
            fd = -1
            guard close(open) == 0 else { throw .system(errno, "cannot write file (close)", path: path) }
            guard rename(temporary, target) == 0 else {
                throw .system(errno, "cannot write file (rename into place)", path: path)
            }
            isFinished = true
            if let batch {
                batch.renamed(target, in: folder, naming: path)
            } else {
                syncFolder(folder)
            }
        }

        /// Closes and removes the temporary file unless it was committed; idempotent.
        func discard() {
            if fd >= 0 {
                close(fd)
                fd = -1
            }
            if !isFinished {
                unlink(temporary)
                isFinished = true
            }
        }

        deinit { discard() }
    }

    /// Writes the bytes of `contents` into the device or FIFO at `target`, which is opened without being
    /// created or truncated. Errors name `path`.
    ///
    /// - Returns: false, having written nothing, if what was opened is not a device or FIFO
    ///   (it was replaced after ``destination(of:)`` checked it).
    private static func writeInPlace(to target: String, naming path: String, contents: Contents) throws(FileError) -> Bool {
        var fd: Int32
        repeat {
            fd = systemOpen(target, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        } while fd < 0 && errno == EINTR  // a signal while waiting for a FIFO's reader
        guard fd >= 0 else { throw .system(errno, "cannot write file", path: path) }
        var isOpen = true
        defer {
            if isOpen { close(fd) }
        }

        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(errno, "cannot write file", path: path) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFCHR || type == S_IFBLK || type == S_IFIFO else { return false }

        if let code = withSIGPIPEBlocked({ contents(fd) }) {
            throw .system(code, "cannot write file", path: path)
        }
        // No fsync: devices and FIFOs mostly reject it (EINVAL), and no rename needs it.
        isOpen = false
        guard close(fd) == 0 || errno == EINTR else { throw .system(errno, "cannot write file (close)", path: path) }
        return true
    }

    /// The temporary file's name for the file `name`: `.<name>.tmp-<pid>-<random>`, the
    /// random part in lowercase hexadecimal. A name longer than 200 bytes is cut to 200
    /// first, so that the temporary name stays within `NAME_MAX` (255 bytes).
    static func temporaryName(forFileNamed name: String, pid: Int32, random: UInt64) -> String {
        let stem = name.utf8.count > 200 ? String(decoding: name.utf8.prefix(200), as: UTF8.self) : name
        return "." + stem + ".tmp-\(pid)-" + String(random, radix: 16)
    }

    /// Opens a new, empty temporary file in `folder` for the file `name`, and takes an
    /// exclusive `flock` on it, held until it is closed: a cleaner
    /// (``removeStaleTemporaryFiles(in:)``) leaves a locked temporary file alone.
    fileprivate static func createTemporary(
        folder: String, name: String, path: String, random: () -> UInt64
    ) throws(FileError) -> (Int32, String) {
        var attempt = 0
        while true {
            let temporary = folder + temporaryName(forFileNamed: name, pid: getpid(), random: random())
            let fd = systemOpen(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if fd >= 0 {
                _ = flock(fd, LOCK_EX | LOCK_NB)  // new and unknown to others: never contended
                return (fd, temporary)
            }
            let code = errno
            attempt += 1
            if code == EINTR || (code == EEXIST && attempt < 16) { continue }
            throw .system(code, "cannot write file", path: path)
        }
    }

    /// `path` split after its last slash: ("dir/", "name"), or ("", "name") with no slash.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// Best effort: makes the rename itself durable by syncing the folder.
    static func syncFolder(_ folder: String) {
        let fd = systemOpen(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}

/// Writes every byte of `bytes` to `fd`. Used for every write in this file.
///
/// The write continues after `EINTR` and short writes. When a non-blocking descriptor is
/// full (`EAGAIN`), it waits with `poll` and continues.
///
/// - Returns: nil once everything is written, or the `errno` of the failure. A write that
///   reports no progress and no error counts as `EIO`, so the loop cannot spin forever.
func writeAll(_ bytes: [UInt8], to fd: Int32) -> Int32? {
    bytes.withUnsafeBytes { writeAll($0, to: fd) }
}

/// ``writeAll(_:to:)`` for the bytes of `buffer`.
func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
    var written = 0
    while written < buffer.count {
        let n = systemWrite(fd, buffer.baseAddress! + written, buffer.count - written)
        if n > 0 {
            written += n
            continue
        }
        if n == 0 { return EIO }
        let code = errno
        if code == EINTR { continue }
        guard code == EAGAIN || code == EWOULDBLOCK else { return code }
        var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = poll(&entry, 1, -1)
    }
    return nil
}

/// Runs `body` with SIGPIPE blocked in the calling thread. Afterwards it discards a SIGPIPE
/// that `body` raised and restores the thread's signal mask.
///
/// A write to a pipe or FIFO with no reader raises SIGPIPE in the writing thread, and by
/// default that ends the process. While the signal is blocked it only becomes pending, and
/// the write fails with `EPIPE`, which the caller reports as an error. The pending signal is
/// then taken with `sigwait`, so it is not delivered when the mask is restored. A SIGPIPE
/// that was already pending before is left alone. The process-wide disposition is never
/// changed, so other threads and the application's own SIGPIPE handling are unaffected.
private func withSIGPIPEBlocked<R>(_ body: () -> R) -> R {
    var pipeSignal = sigset_t()
    sigemptyset(&pipeSignal)
    sigaddset(&pipeSignal, SIGPIPE)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }

    var pending = sigset_t()
    sigpending(&pending)
    let wasPending = sigismember(&pending, SIGPIPE) == 1

    let result = body()

    if !wasPending {
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
            var signal: Int32 = 0
            sigwait(&pipeSignal, &signal)
        }
    }
    return result
}

// At file scope the C functions are not shadowed by `AtomicFile.write(_:to:)`.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}

func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    open(path, flags, mode)
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see either the old file or the complete new one, never
/// a partial write.
///
/// The bytes go to a temporary file in the same folder (`.<name>.tmp-<pid>-<random>`),
/// which is flushed to disk with `fsync` and then renamed over `path` with `rename(2)`.
/// If any step fails the temporary file is removed and the error names `path` and the
/// system's reason.
public enum AtomicFile {
    /// Replaces the file at `path` with `bytes`.
    ///
    /// The new file gets the usual permissions for a new file (0666 less the umask).
    ///
    /// - Throws: ``PNGError`` of kind `.io` naming `path`, such as
    ///   `"out/missing/a.png: cannot write file: No such file or directory"`.
    public static func write(_ bytes: [UInt8], to path: String) throws(PNGError) {
        guard !path.isEmpty else { throw .io(ENOENT, "cannot write file", path: path) }
        let (folder, name) = split(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw .io(EISDIR, "cannot write file", path: path)
        }

        let (fd, temporary) = try createTemporary(folder: folder, name: name, path: path)
        var finished = false
        defer {
            if !finished { unlink(temporary) }
        }
        var isOpen = true
        defer {
            if isOpen { close(fd) }
        }

        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                systemWrite(fd, buffer.baseAddress! + written, buffer.count - written)
            }
            if n >= 0 {
                written += n
            } else if errno != EINTR {
                throw .io(errno, "cannot write file", path: path)
            }
        }
        guard fsync(fd) == 0 else { throw .io(errno, "cannot write file (fsync)", path: path) }
        isOpen = false
        guard close(fd) == 0 else { throw .io(errno, "cannot write file (close)", path: path) }
        guard rename(temporary, path) == 0 else {
            throw .io(errno, "cannot write file (rename into place)", path: path)
        }
        finished = true
        syncFolder(folder)
    }

    /// Opens a new, empty temporary file next to `path`.
    private static func createTemporary(
        folder: String, name: String, path: String
    ) throws(PNGError) -> (Int32, String) {
        // Keep the temporary name within NAME_MAX (255 bytes) for long target names.
        let stem = name.utf8.count > 200 ? String(decoding: name.utf8.prefix(200), as: UTF8.self) : name
        var attempt = 0
        while true {
            let random = String(UInt64.random(in: .min ... .max), radix: 16)
            let temporary = folder + "." + stem + ".tmp-\(getpid())-" + random
            let fd = systemOpen(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, temporary) }
            let code = errno
            attempt += 1
            if code == EINTR || (code == EEXIST && attempt < 16) { continue }
            throw .io(code, "cannot write file", path: path)
        }
    }

    /// `path` split after its last slash: ("dir/", "name"), or ("", "name") with no slash.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// Best effort: makes the rename itself durable by syncing the folder.
    private static func syncFolder(_ folder: String) {
        let fd = systemOpen(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}

// At file scope the C functions are not shadowed by `AtomicFile.write(_:to:)`.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}

private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
    open(path, flags, mode)
}

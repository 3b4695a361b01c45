#if canImport(Glibc)
import Glibc
#endif

/// What `stat(2)` says of an output file: its device, inode, size, and modification and
/// change times to the nanosecond, in one string. A file written since its stamp was taken
/// has another: writing, renaming or replacing a file sets its change time to now, and no
/// system call sets it back (`touch -d` sets the modification time, and changes the change
/// time too). A plan compares stamps first and reads and hashes an output only when its
/// stamp differs from the recorded one, as git's index does; an unchanged tree of outputs is
/// then checked with one `stat` each.
enum OutputStamp {
    /// The stamp of the regular file at `path` (following links); nil when there is none.
    static func of(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):"
            + "\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }
}

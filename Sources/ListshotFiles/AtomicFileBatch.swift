#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotFiles

extension AtomicFile {
    /// A run of many files written as ``AtomicFile/write(_:to:)`` writes one, but made
    /// durable together at the end instead of file by file.
    ///
    /// ``write(_:to:)`` puts each file in place at once, exactly as a single write does (a
    /// temporary file beside it, renamed over it; devices and FIFOs written in place), but
    /// skips the two `fsync` calls a single write makes: the temporary file's before the
    /// rename, and the folder's after it. ``finish()`` then syncs every file the batch
    /// renamed into place, once each, and every folder they are in, once each. A run of
    /// *n* frames into one folder costs *n* + 1 syncs instead of 2*n*.
    ///
    /// What readers see is unchanged: a file at its name is always complete, the old one or
    /// the new one. What changes is when it is on disk: until ``finish()`` returns, a crash
    /// of the machine (not of the process) may lose files written by the batch, or leave one
    /// empty. After it returns they are as durable as single writes.
    ///
    /// Thread-safe: workers may write through one batch at once.
    public final class Batch: Sendable {
        private struct Pending {
            /// Files renamed into place and not yet synced: the real path, and the path as
            /// the caller named it (for errors). A path written twice is synced once.
            var files: [(target: String, path: String)] = []
            var targets: Set<String> = []
            /// Their folders, each once, in the order first written.
            var folders: [String] = []
            var folderSet: Set<String> = []
        }

        private let pending = Lock(Pending())

        public init() {}

        /// Writes `bytes` to `path` as ``AtomicFile/write(_:to:)`` does, leaving the syncs to
        /// ``finish()``. Errors are the same as that method's (without the `(fsync)` one).
        public func write(_ bytes: [UInt8], to path: String) throws(FileError) {
            try AtomicFile.write(bytes, to: path, batch: self)
        }

        /// How many files wait for ``finish()`` to sync them.
        public var unsyncedFileCount: Int { pending.withLock { $0.files.count } }

        /// Syncs every file written since the last `finish()`, then each of their folders
        /// once (best effort, as for a single write). A file removed since it was written is
        /// skipped. Every file is tried even when one fails.
        ///
        /// - Throws: ``FileError`` for the first file that could not be synced, e.g.
        ///   `"out/a.png: cannot write file (fsync): Input/output error"`.
        public func finish() throws(FileError) {
            let work = pending.withLock { pending in
                defer { pending = Pending() }
                return (pending.files, pending.folders)
            }
            var failure: FileError?
            for file in work.0 {
                let fd = systemOpen(file.target, O_RDONLY | O_CLOEXEC | O_NOCTTY)
                guard fd >= 0 else {
                    if errno != ENOENT, failure == nil { failure = .system(errno, "cannot write file (fsync)", path: file.path) }
                    continue
                }
                if fsync(fd) != 0, failure == nil { failure = .system(errno, "cannot write file (fsync)", path: file.path) }
                close(fd)
            }
            for folder in work.1 { AtomicFile.syncFolder(folder) }
            if let failure { throw failure }
        }

        /// Notes that `target`, in `folder`, was renamed into place for the caller's `path`.
        func renamed(_ target: String, in folder: String, naming path: String) {
            pending.withLock { pending in
                if pending.targets.insert(target).inserted { pending.files.append((target, path)) }
                if pending.folderSet.insert(folder).inserted { pending.folders.append(folder) }
            }
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AtomicFile {
    /// A run of many files written as ``AtomicFile/write(_:to:)`` writes one, but made
    /// durable together instead of file by file.
    ///
    /// ``write(_:to:)`` puts each file in place at once, exactly as a single write does (a
    /// temporary file beside it, renamed over it; devices and FIFOs written in place), but
    /// skips the two `fsync` calls a single write makes: the temporary file's before the
    /// rename, and the folder's after it. The batch syncs every file it renamed into place
    /// instead, once each, and at ``finish()`` every folder they are in, once each. A run of
    /// *n* frames into one folder costs *n* + 1 syncs instead of 2*n*.
    ///
    /// When the files are synced is the batch's ``Syncing``: all of them in ``finish()``
    /// (``Syncing/atFinish``), or each soon after it is renamed, on a thread of the batch's
    /// own, while the writers go on (``Syncing/inBackground``); then ``finish()`` waits only
    /// for the last few.
    ///
    /// What readers see is unchanged: a file at its name is always complete, the old one or
    /// the new one. What changes is when it is on disk: until ``finish()`` returns, a crash
    /// of the machine (not of the process) may lose files written by the batch, or leave one
    /// empty. After it returns they are as durable as single writes.
    ///
    /// Thread-safe: workers may write through one batch at once.
    public final class Batch: Sendable {
        /// When a batch syncs the files it renamed into place.
        public enum Syncing: Sendable {
            /// All of them in ``Batch/finish()``, one after another.
            case atFinish
            /// Each soon after it is renamed, on a thread of the batch's own, so that the
            /// time a sync waits for the disk overlaps the writers' work. The thread starts
            /// with the first file and ends in ``Batch/finish()``.
            case inBackground
        }

        private struct Pending {
            /// Files renamed into place and not yet synced, from `next` on: the real path,
            /// and the path as the caller named it (for errors). A path written again before
            /// its sync began is synced once.
            var files: [(target: String, path: String)] = []
            var next = 0
            var targets: Set<String> = []
            /// The one being synced now, in the background.
            var syncing = 0
            /// Their folders, each once, in the order first written; synced by `finish()`.
            var folders: [String] = []
            var folderSet: Set<String> = []
            /// The first failed sync, reported by `finish()`.
            var failure: FileError?
            /// The background thread, while it runs.
            var thread: pthread_t?
            /// Set by `finish()`: the thread ends once the queue is empty.
            var closing = false
        }

        /// The syncing this batch does.
        public let syncing: Syncing
        private let pending: Lock<Pending>
        /// Posted once for each file queued, and when the batch closes.
        private let wake = Semaphore()
        /// Syncs one file, returning 0 or an `errno`; `fsync` but in tests.
        private let sync: @Sendable (String) -> Int32

        /// A batch that syncs its files as `syncing` says: by default, all of them in
        /// ``finish()``.
        public convenience init(syncing: Syncing = .atFinish) {
            self.init(syncing: syncing, sync: Batch.fsyncFile)
        }

        /// A batch whose syncs `sync` makes (tests watch and fail syncs with it).
        init(syncing: Syncing, sync: @escaping @Sendable (String) -> Int32) {
            self.syncing = syncing
            self.sync = sync
            pending = Lock(Pending())
        }

        /// Writes `bytes` to `path` as ``AtomicFile/write(_:to:)`` does, leaving the syncs to
        /// the batch. Errors are the same as that method's (without the `(fsync)` one).
        public func write(_ bytes: [UInt8], to path: String) throws(FileError) {
            try AtomicFile.write(bytes, to: path, batch: self)
        }

        /// How many files wait for their sync, counting one being synced.
        public var unsyncedFileCount: Int { pending.withLock { $0.files.count - $0.next + $0.syncing } }

        /// Syncs every file written since the last `finish()` that is not synced yet (in the
        /// background, waits for them), then each of their folders once (best effort, as for
        /// a single write). A file removed since it was written is skipped. Every file is
        /// tried even when one fails. The batch can then be written through again.
        ///
        /// - Throws: ``FileError`` for the first file that could not be synced, e.g.
        ///   `"out/a.png: cannot write file (fsync): Input/output error"`.
        public func finish() throws(FileError) {
            let thread = pending.withLock { pending in
                pending.closing = true
                return pending.thread
            }
            if let thread {
                wake.post()
                pthread_join(thread, nil)
            }
            syncQueued()
            let (folders, failure) = pending.withLock { pending in
                defer { pending = Pending() }
                return (pending.folders, pending.failure)
            }
            for folder in folders { AtomicFile.syncFolder(folder) }
            if let failure { throw failure }
        }

        /// Notes that `target`, in `folder`, was renamed into place for the caller's `path`;
        /// in the background, wakes the thread (started with the first file).
        func renamed(_ target: String, in folder: String, naming path: String) {
            pending.withLock { pending in
                if pending.targets.insert(target).inserted { pending.files.append((target, path)) }
                if pending.folderSet.insert(folder).inserted { pending.folders.append(folder) }
                if syncing == .inBackground, pending.thread == nil { pending.thread = startThread() }
            }
            if syncing == .inBackground { wake.post() }
        }

        /// Syncs queued files until none is left, or, in the background, until the batch
        /// closes with none left.
        private func syncQueued(waiting: Bool = false) {
            while true {
                if waiting { wake.wait() }
                let next = pending.withLock { pending -> (file: (target: String, path: String)?, done: Bool) in
                    guard pending.next < pending.files.count else { return (nil, !waiting || pending.closing) }
                    let file = pending.files[pending.next]
                    pending.next += 1
                    pending.targets.remove(file.target)
                    pending.syncing = 1
                    if pending.next == pending.files.count {
                        pending.files.removeAll(keepingCapacity: true)
                        pending.next = 0
                    }
                    return (file, false)
                }
                if next.done { return }
                guard let file = next.file else { continue }
                let code = sync(file.target)
                pending.withLock { pending in
                    pending.syncing = 0
                    if code != 0, code != ENOENT, pending.failure == nil {
                        pending.failure = .system(code, "cannot write file (fsync)", path: file.path)
                    }
                }
            }
        }

        /// Starts the thread that syncs files as they come, until `finish()`; nil when none
        /// could be started (the files then wait for `finish()`, as with `.atFinish`).
        private func startThread() -> pthread_t? {
            let context = Unmanaged.passRetained(self).toOpaque()
            var thread = pthread_t()
            let status = pthread_create(&thread, nil, { context in
                let batch = Unmanaged<Batch>.fromOpaque(context!).takeRetainedValue()
                batch.syncQueued(waiting: true)
                return nil
            }, context)
            guard status == 0 else {
                Unmanaged<Batch>.fromOpaque(context).release()
                return nil
            }
            return thread
        }

        /// Opens the file at `target` and `fsync`s it: 0, or the `errno` of what failed.
        static let fsyncFile: @Sendable (String) -> Int32 = { target in
            let fd = systemOpen(target, O_RDONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { return errno }
            defer { close(fd) }
            return fsync(fd) == 0 ? 0 : errno
        }
    }
}

/// A POSIX counting semaphore. A batch's thread waits on it for files; a batch dropped
/// without `finish()` keeps that thread, which holds the batch, until the process ends.
private final class Semaphore: @unchecked Sendable {
    private let semaphore: UnsafeMutablePointer<sem_t> = .allocate(capacity: 1)

    init() { sem_init(semaphore, 0, 0) }

    deinit {
        sem_destroy(semaphore)
        semaphore.deallocate()
    }

    func post() { sem_post(semaphore) }

    /// Waits until the count is above 0, then takes 1.
    func wait() { while sem_wait(semaphore) != 0 {} }
}

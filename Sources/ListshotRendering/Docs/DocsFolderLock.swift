#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// An exclusive lock on a docs build's output folder, held while one `listshot docs` plans,
/// makes and records its images: a second run into the same folder (another shard, say)
/// waits for the first to finish, then plans from the state file the first wrote, so
/// neither loses the other's records.
///
/// The lock is `flock(2)` on the folder itself: no lock file is left behind, and the
/// kernel releases it when the process ends, however it ends.
public final class DocsFolderLock {
    private var descriptor: Int32
    /// Whether another run held the lock when this one asked for it.
    public let waited: Bool

    /// Creates `folder` if it does not exist and locks it, calling `onWait` first when
    /// another process holds the lock.
    ///
    /// - Throws: ``DocsImageFailure`` when the folder cannot be created or opened.
    public init(folder: String, onWait: () -> Void) throws(DocsImageFailure) {
        try DocsBuild.createFolders(for: folder + "/.")
        descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw DocsImageFailure("cannot open the output folder '\(folder)': \(String(cString: strerror(errno)))")
        }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
            waited = false
            return
        }
        waited = true
        onWait()
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    }

    /// Lets the next run in.
    public func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}

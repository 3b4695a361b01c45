#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotFiles
import ListshotScenes

/// Watches a scene file and the images it shows by polling: each ``check()`` compares the
/// SHA-256 of every file's bytes with the last check's, so that a save that writes the
/// same bytes (or a `touch`) draws nothing again. Polling is portable and, every 250 ms,
/// cheap: a file is read only when `stat(2)` says it may have changed.
///
/// The watcher follows `listshot render`'s rules for what it reads, and never waits:
///
/// - Only a regular file is read: a folder, device, FIFO or socket at a watched path (or a
///   link to one) is seen by `stat`, and `render`'s reader, which words the error, opens it
///   without waiting (`O_NONBLOCK`) and refuses it before a byte: a FIFO does not hang the
///   watcher, and `/dev/zero` is not read.
/// - The scene file is read only when it has at most `SceneFile.maximumFileSize` bytes
///   (16 MiB), an image at most `SceneFile.maximumImageFileSize` (64 MiB): a larger file is
///   "too large" without a byte read (its size is taken from `stat`), and stays so, whatever
///   it holds, until it is within the limit again.
/// - Any change is a ``PreviewEvent/reload`` or an ``PreviewEvent/error(_:)`` with the
///   message `listshot render` prints for the file (the scene is read again as `render`
///   reads it), such as `scene.yaml: not a regular file (it is a FIFO); a scene file is a
///   JSON or YAML file`.
///
/// A file within its limit is compared by its bytes, not its size and times: two saves of
/// the same size within one tick of the file system's clock share their times. Its bytes
/// are read again only when `stat` says something new (device, inode, size, modification or
/// change time), or when the file had changed less than 3 seconds before the last read, too
/// recently for its times to tell a later save, as git's index does: a settled file costs a
/// `stat` a check.
public final class SceneWatcher: Sendable {
    /// How often ``run(every:sending:)`` checks by default.
    public static let defaultInterval: Duration = .milliseconds(250)

    /// How long after a file's last change (its `stat` change time) its bytes are read at every
    /// check although `stat` says the same: longer than the coarsest clock tick of common file
    /// systems (FAT's 2 seconds), so that a write after a read always moves the change time.
    static let settlingTime: Int = 3

    /// What a watched file was at a check: only this is compared.
    private enum Seen: Equatable {
        /// No file at the path.
        case missing
        /// A file that cannot be read, with the system's `errno`.
        case unreadable(Int32)
        /// Something other than a regular file, by its type (`S_IFMT` bits).
        case notRegularFile(mode_t)
        /// A regular file larger than the limit, not read.
        case tooLarge
        /// A file with these bytes, by their SHA-256.
        case bytes(String)
    }

    /// What `stat(2)` said of a file whose bytes were read, so that the next check need not
    /// read them again while it says the same.
    private struct Stamp: Equatable {
        var device: UInt64, inode: UInt64, size: Int64
        var modified: timespec, changed: timespec

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = info.st_mtim
            changed = info.st_ctim
        }

        static func == (a: Stamp, b: Stamp) -> Bool {
            a.device == b.device && a.inode == b.inode && a.size == b.size
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }
    }

    /// One look at a file: what it was, and, for bytes read from a file that had not changed
    /// for `settlingTime` before the read, its stamp.
    private struct Look {
        var seen: Seen
        var settled: Stamp? = nil
    }

    private struct State {
        /// The scene file and the images the last good read of it shows.
        var inputs: [String]
        /// What each input was at the last check.
        var seen: [String: Look] = [:]
    }

    private let path: String
    private let state: Lock<State>

    /// A watcher of the scene file at `path` and the images it shows now (none if it is not a scene now).
    public init(path: String) {
        self.path = path
        let inputs = [path] + ((try? SceneMaker.file(path, overrides: .none).imagePaths) ?? [])
        var seen: [String: Look] = [:]
        for input in inputs where seen[input] == nil { seen[input] = Self.look(at: input, limit: Self.limit(of: input, scene: path), last: nil) }
        state = Lock(State(inputs: inputs, seen: seen))
    }

    /// The files watched: the scene file, then the images it shows.
    public var inputs: [String] { state.withLock { $0.inputs } }

    /// Looks at every input once: `nil` when none changed; ``PreviewEvent/reload`` when one
    /// did and the scene file is a scene (whose images are watched from now on);
    /// ``PreviewEvent/error(_:)`` with the scene file's error when it is not, as `listshot
    /// render` words it. Never waits for a FIFO, and reads at most the limits of the files
    /// (see the type's rules).
    public func check() -> PreviewEvent? {
        let (inputs, previous) = state.withLock { ($0.inputs, $0.seen) }
        var now: [String: Look] = [:]
        for input in inputs where now[input] == nil {
            now[input] = Self.look(at: input, limit: Self.limit(of: input, scene: path), last: previous[input])
        }
        // Only the bytes count: a save of the same bytes, or a `touch`, draws nothing again.
        let changed = inputs.contains { now[$0]?.seen != previous[$0]?.seen }
        state.withLock { $0.seen = now }
        guard changed else { return nil }
        do {
            let images = [path] + (try SceneMaker.file(path, overrides: .none)).imagePaths
            let path = path
            state.withLock { state in
                state.inputs = images
                for image in images where state.seen[image] == nil {
                    state.seen[image] = Self.look(at: image, limit: Self.limit(of: image, scene: path), last: nil)
                }
            }
            return .reload
        } catch {
            return .error(error.description)
        }
    }

    /// Checks every `interval` until the task is cancelled, sending what ``check()`` finds.
    /// Each check is bounded (it never waits on a file), so cancelling ends the loop within
    /// one check.
    public func run(every interval: Duration = SceneWatcher.defaultInterval, sending events: PreviewEvents) async {
        while !Task.isCancelled {
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
            if let event = check() { events.send(event) }
        }
    }

    /// The most bytes `render` reads of `input`: a scene file's limit for the scene, an image's for the others.
    private static func limit(of input: String, scene: String) -> Int {
        input == scene ? SceneFile.maximumFileSize : SceneFile.maximumImageFileSize
    }

    /// What the file at `path` is now. `stat` first, which never waits: a file that is not
    /// regular is not opened, one over `limit` not read; a regular file whose stamp is the
    /// settled one of `last` is what it was; any other is read (at most `limit` bytes, opened
    /// without waiting, in case it was replaced since the `stat`) and digested.
    private static func look(at path: String, limit: Int, last: Look?) -> Look {
        let start = wallClock()
        var info = stat()
        guard stat(path, &info) == 0 else { return Look(seen: errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { return Look(seen: .notRegularFile(info.st_mode & S_IFMT)) }
        guard Int64(info.st_size) <= Int64(limit) else { return Look(seen: .tooLarge) }
        let stamp = Stamp(info)
        if let last, let settled = last.settled, settled == stamp { return last }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.readAll(path, limit: limit, regularFileOnly: true)
        } catch {
            switch error.kind {
            case let .system(code): return Look(seen: code == ENOENT || code == ENOTDIR ? .missing : .unreadable(code))
            // Replaced since the `stat`: the next check sees what it is.
            case .notRegularFile: return Look(seen: .notRegularFile(S_IFMT))
            case .tooLarge: return Look(seen: .tooLarge)
            }
        }
        let settled = info.st_ctim.tv_sec < start.tv_sec - settlingTime
        return Look(seen: .bytes(SHA256.hexDigest(bytes)), settled: settled ? stamp : nil)
    }

    /// The time now, as file times are kept.
    private static func wallClock() -> timespec {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return now
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotFiles
import ListshotLock
import ListshotSceneFiles

/// Watches a scene file and the images it shows by polling: each ``check()`` compares the
/// SHA-256 of every file's bytes with the last check's, so that a save that writes the
/// same bytes (or a `touch`) draws nothing again. Polling is portable and, every 250 ms,
/// cheap for files of a few kilobytes to a few megabytes.
public final class SceneWatcher: Sendable {
    /// How often ``run(every:sending:)`` checks by default.
    public static let defaultInterval: Duration = .milliseconds(250)

    /// What a watched file was at a check.
    private enum Seen: Equatable {
        /// No file at the path.
        case missing
        /// A file that cannot be read.
        case unreadable
        /// A file with these bytes, by their SHA-256.
        case bytes(String)
    }

    private struct State {
        /// The scene file and the images the last good read of it shows.
        var inputs: [String]
        /// What each input was at the last check.
        var seen: [String: Seen] = [:]
    }

    private let path: String
    private let state: Lock<State>

    /// A watcher of the scene file at `path` and the images it shows now (none if it is not a scene now).
    public init(path: String) {
        self.path = path
        let inputs = [path] + ((try? SceneMaker.file(path, overrides: .none).imagePaths) ?? [])
        var seen: [String: Seen] = [:]
        for input in inputs { seen[input] = Self.look(at: input) }
        state = Lock(State(inputs: inputs, seen: seen))
    }

    /// The files watched: the scene file, then the images it shows.
    public var inputs: [String] { state.withLock { $0.inputs } }

    /// Looks at every input once: `nil` when none changed; ``PreviewEvent/reload`` when one
    /// did and the scene file is a scene (whose images are watched from now on);
    /// ``PreviewEvent/error(_:)`` with the scene file's error when it is not.
    public func check() -> PreviewEvent? {
        let (inputs, previous) = state.withLock { ($0.inputs, $0.seen) }
        var now: [String: Seen] = [:]
        for input in inputs { now[input] = Self.look(at: input) }
        // Only the bytes count: a save of the same bytes, or a `touch`, draws nothing again.
        let changed = inputs.contains { now[$0] != previous[$0] }
        state.withLock { $0.seen = now }
        guard changed else { return nil }
        do {
            let images = [path] + (try SceneMaker.file(path, overrides: .none)).imagePaths
            state.withLock { state in
                state.inputs = images
                for image in images where state.seen[image] == nil {
                    state.seen[image] = Self.look(at: image)
                }
            }
            return .reload
        } catch {
            return .error(error.description)
        }
    }

    /// Checks every `interval` until the task is cancelled, sending what ``check()`` finds.
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

    /// The digest of the file's bytes. Not its size and time: two saves of the same size
    /// within one tick of the file system's clock (a few milliseconds) have the same time.
    private static func look(at path: String) -> Seen {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return (try? FileReader.readAll(path)).map { .bytes(SHA256.hexDigest($0)) } ?? .unreadable
    }
}

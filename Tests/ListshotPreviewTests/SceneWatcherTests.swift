import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ListshotRaster
import ListshotPreview
import ListshotTestSupport
import Testing

/// The page follows edits (issue 26, item 4): each check says whether to draw again.
@Suite struct SceneWatcherTests {
    static func scene(text: String, image: String? = nil) -> String {
        let image = image.map { #", "image": "\#($0)""# } ?? ""
        return #"{"viewport": {"width": 120, "height": 80, "scale": 1}, "sections": [{"rows": [{"text": "\#(text)"\#(image)}]}]}"#
    }

    @Test func aChangeToTheSceneFileIsAReloadAndASaveOfTheSameBytesIsNothing() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json"
        try Self.scene(text: "a").write(toFile: path, atomically: true, encoding: .utf8)
        let watcher = SceneWatcher(path: path)
        #expect(watcher.check() == nil)
        try Self.scene(text: "b").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.check() == .reload)
        #expect(watcher.check() == nil)
        try Self.scene(text: "b").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.check() == nil)
    }

    @Test func aFileThatNoLongerParsesIsAnErrorWithItsLineAndColumn() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json"
        try Self.scene(text: "a").write(toFile: path, atomically: true, encoding: .utf8)
        let watcher = SceneWatcher(path: path)
        try "{\"sections\": [}\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.check() == .error("\(path): not valid JSON (line 1, column 15): unexpected \"}\""))
        try Self.scene(text: "a").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.check() == .reload)
    }

    @Test func aChangeToAnImageTheSceneShowsIsAReload() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json"
        try PNGEncoder.write(try .init(width: 8, height: 8, color: .red), to: folder + "/dot.png")
        try Self.scene(text: "a", image: "dot.png").write(toFile: path, atomically: true, encoding: .utf8)
        let watcher = SceneWatcher(path: path)
        #expect(watcher.inputs == [path, folder + "/dot.png"])
        try PNGEncoder.write(try .init(width: 8, height: 8, color: .blue), to: folder + "/dot.png")
        #expect(watcher.check() == .reload)
        #expect(watcher.check() == nil)
    }

    // MARK: Issue 33, items 3 and 4: what is not a regular file, or too large, is refused without waiting or reading

    /// Item 4: a FIFO at the scene's path hung the watcher for ever in `open`, and the server
    /// with it (only SIGKILL ended it). Now each check returns at once with `render`'s message,
    /// says it once, and a scene saved there again draws again; a watcher made on a FIFO
    /// returns too.
    @Test func aFIFOAtTheScenesPathIsAnErrorAtOnce() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json"
        try Self.scene(text: "a").write(toFile: path, atomically: true, encoding: .utf8)
        let watcher = SceneWatcher(path: path)
        #expect(unlink(path) == 0 && mkfifo(path, 0o644) == 0)
        let message = "\(path): not a regular file (it is a FIFO); a scene file is a JSON or YAML file"
        #expect(Self.promptly("check()", unblock: { Self.openWriter(path) }) { watcher.check() }.map(\.value) == .error(message))
        #expect(Self.promptly("check()", unblock: { Self.openWriter(path) }) { watcher.check() }.map(\.value) == .some(nil), "said once")
        let second = Self.promptly("SceneWatcher(path:)", unblock: { Self.openWriter(path) }) { SceneWatcher(path: path) }
        #expect(second?.value.inputs == [path])
        #expect(unlink(path) == 0)
        try Self.scene(text: "b").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.check() == .reload)
    }

    /// Items 3 and 4: the scene replaced by a link to /dev/zero grew the server to 4.2 GB in
    /// 10 s and aborted. Now it is an error, and not a byte of it is read.
    @Test func aLinkToDevZeroAtTheScenesPathIsAnErrorAndNotRead() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.yaml"
        try "viewport: {width: 120, height: 80, scale: 1}\nsections: [{rows: [{text: a}]}]\n".write(toFile: path, atomically: true, encoding: .utf8)
        let watcher = SceneWatcher(path: path)
        #expect(unlink(path) == 0 && symlink("/dev/zero", path) == 0)
        let check = Self.promptly("check()", stoppingAfterReading: 1 << 30) { watcher.check() }
        #expect(check.map(\.value) == .error("\(path): not a regular file (it is a character device); a scene file is a JSON or YAML file"))
        #expect(check.map(\.bytesRead) ?? 0 < 1 << 20, "/dev/zero is not read")
    }

    /// Item 3: a 2 GB sparse scene was read whole at every check (2.1 GB resident, 35–55 %
    /// CPU). Now a scene over 16 MiB is an error naming the limit, read not at all, and stays
    /// one error while it stays too large; back within the limit, it draws again.
    @Test func aSceneOverTheLimitIsAnErrorNamingItWithoutBeingRead() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json"
        try Self.scene(text: "a").write(toFile: path, atomically: true, encoding: .utf8)
        let watcher = SceneWatcher(path: path)
        #expect(truncate(path, 2 << 30) == 0, "a sparse file: no disk")
        let first = Self.promptly("check()") { watcher.check() }
        #expect(first.map(\.value) == .error("\(path): the file is larger than 16 MiB, the most a scene file may be"))
        #expect(truncate(path, 3 << 30) == 0)
        let second = Self.promptly("check()") { watcher.check() }
        #expect(second.map(\.value) == .some(nil), "still too large: said once")
        #expect((first?.bytesRead ?? 0) + (second?.bytesRead ?? 0) < 1 << 20, "the file is not read")
        try Self.scene(text: "b").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.check() == .reload)
    }

    /// Items 3 and 4: an image the scene shows, relinked to /dev/zero, aborted the server at
    /// 1.1 GB; a FIFO there would hang it. Now each is an error with `render`'s message, as is
    /// an image over 64 MiB, and none is read.
    @Test(arguments: ["/dev/zero", "FIFO", "sparse"])
    func anImageTheSceneShowsThatIsNotARegularPNGWithinTheLimitIsAnError(replacement: String) throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json", image = folder + "/dot.png"
        try PNGEncoder.write(try .init(width: 8, height: 8, color: .red), to: image)
        try Self.scene(text: "a", image: "dot.png").write(toFile: path, atomically: true, encoding: .utf8)
        let watcher = SceneWatcher(path: path)
        #expect(unlink(image) == 0)
        let reason: String
        switch replacement {
        case "FIFO":
            #expect(mkfifo(image, 0o644) == 0)
            reason = "not a regular file (it is a FIFO); an image is a PNG file"
        case "sparse":
            writePlain([], to: image)
            #expect(truncate(image, (64 << 20) + 1) == 0)
            reason = "the file is larger than 64 MiB, the most an image may be"
        default:
            #expect(symlink(replacement, image) == 0)
            reason = "not a regular file (it is a character device); an image is a PNG file"
        }
        let check = Self.promptly("check()", stoppingAfterReading: 1 << 30, unblock: { Self.openWriter(image) }) { watcher.check() }
        #expect(check.map(\.value) == .error("\(path): sections[0].rows[0].image: cannot use the image \"\(image)\": \(reason)"))
        #expect(check.map(\.bytesRead) ?? 0 < 1 << 20, "the image is not read")
        #expect(watcher.inputs == [path, image], "still watched")
        #expect(unlink(image) == 0)
        try PNGEncoder.write(try .init(width: 8, height: 8, color: .blue), to: image)
        #expect(watcher.check() == .reload)
    }

    /// Item 4: stopping the server cancels the watcher's loop, which ended only when a check
    /// did: with a FIFO at the scene's path, never (the check waited in `open` for a writer).
    /// Now the loop sends the error without waiting on the FIFO, and cancelling ends it. (No
    /// time is asserted: the machines are shared. Were the loop to wait in `open`, a writer
    /// opened after 60 s lets it go on, and the test fails on that. The wait is long because
    /// the whole suite on two cores can keep the loop from its first poll for more than 10 s.)
    @Test func cancellingTheLoopEndsItWithAFIFOAtTheScenesPathNotWaitedOn() async throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json"
        try Self.scene(text: "a").write(toFile: path, atomically: true, encoding: .utf8)
        let watcher = SceneWatcher(path: path)
        let events = PreviewEvents()
        var heard = events.subscribe().makeAsyncIterator()
        let loop = Task.detached { await watcher.run(every: .milliseconds(20), sending: events) }
        #expect(unlink(path) == 0 && mkfifo(path, 0o644) == 0)
        let opened = NSLockedValue<Bool?>(false)
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 60)
            // A writer's `open` succeeds only while a reader has the FIFO open, or waits in `open`
            // (the watcher's own reader opens it without waiting, and closes it at once).
            while opened.withLock({ $0 }) == false {
                let fd = open(path, O_WRONLY | O_NONBLOCK)
                if fd >= 0 {
                    close(fd)
                    opened.withLock { $0 = true }
                }
                usleep(10_000)
            }
        }
        #expect(await heard.next() == .error("\(path): not a regular file (it is a FIFO); a scene file is a JSON or YAML file"))
        loop.cancel()
        await loop.value
        // nil stops the writer's thread.
        let neverWaited = opened.withLock { state in
            defer { state = nil }
            return state == false
        }
        #expect(neverWaited, "the watcher never waited in open for a writer")
    }

    /// Two saves of the same size in place, the second given the first's modification time
    /// (as two saves within one tick of the file system's clock have): the bytes are compared,
    /// so the second draws again.
    @Test func aSaveOfTheSameSizeAndTimeInPlaceIsAReload() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json"
        writePlain(Array(Self.scene(text: "a").utf8), to: path)
        var info = stat()
        #expect(stat(path, &info) == 0)
        let watcher = SceneWatcher(path: path)
        writePlain(Array(Self.scene(text: "b").utf8), to: path)
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(watcher.check() == .reload)
        #expect(watcher.check() == nil)
    }

    /// What `body` returned on a thread of its own, and how many bytes that thread read meanwhile.
    struct Ran<T> {
        var value: T
        var bytesRead: Int
    }

    /// Runs `body` on a thread of its own and returns what it returns, with the bytes the thread
    /// read (not the other tests'), or nil when it took more than 10 seconds: then it records an
    /// issue, calls `unblock` (which opens a FIFO's other end, so that an `open` waiting on it
    /// returns) and waits for the thread to end. Stops the process when the thread has read
    /// more than `stoppingAfterReading` bytes: a watcher reading /dev/zero would take the
    /// machine's memory.
    static func promptly<T: Sendable>(
        _ what: String, stoppingAfterReading limit: Int = .max, unblock: () -> Void = {},
        sourceLocation: SourceLocation = #_sourceLocation, _ body: @escaping @Sendable () -> T
    ) -> Ran<T>? {
        let result = ThreadResult<T>()
        Thread.detachNewThread {
            let before = bytesRead(by: "thread-self")
            // "/proc/thread-self" is a link to "PID/task/TID": the path this thread has from the others.
            result.thread.withLock { $0 = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self") }
            let value = body()
            result.value = Ran(value: value, bytesRead: bytesRead(by: "thread-self") - before)
            result.done.signal()
        }
        let deadline = ContinuousClock.now + .seconds(10)
        var late = false
        while result.done.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
            if let thread = result.thread.withLock({ $0 }), bytesRead(by: thread) > limit {
                fatalError("\(what) read more than \(limit) bytes and goes on: stopped before it takes the machine's memory")
            }
            if !late, ContinuousClock.now >= deadline {
                Issue.record("\(what) did not return within 10 seconds", sourceLocation: sourceLocation)
                late = true
                unblock()
            }
        }
        return late ? nil : result.value
    }

    /// Opens the FIFO at `path` for writing and closes it at once, so that a reader waiting in
    /// `open` goes on and reads its end. Tries for a second: the reader may not be there yet.
    static func openWriter(_ path: String) {
        for _ in 0..<100 {
            let fd = open(path, O_WRONLY | O_NONBLOCK)
            if fd >= 0 {
                close(fd)
                return
            }
            usleep(10_000)
        }
    }

    /// The bytes a thread has read so far: `rchar` in /proc/`thread`/io (`thread-self`,
    /// `PID/task/TID`); 0 where there is none.
    static func bytesRead(by thread: String) -> Int {
        guard let data = FileHandle(forReadingAtPath: "/proc/\(thread)/io")?.readDataToEndOfFile(),
            let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first(where: { $0.hasPrefix("rchar:") })
        else { return 0 }
        return Int(line.dropFirst("rchar:".count).trimmingCharacters(in: .whitespaces)) ?? 0
    }

    @Test func eventsAreWrittenAsServerSentEvents() {
        #expect(PreviewEvent.reload.serverSentEvent == "event: reload\ndata: reload\n\n")
        #expect(PreviewEvent.error("a.json:1:2: bad\nsecond line").serverSentEvent == "event: error\ndata: a.json:1:2: bad\ndata: second line\n\n")
    }

    @Test func aPageListeningAfterAnErrorHearsItAndFinishEndsEveryStream() async {
        let events = PreviewEvents()
        events.send(.error("a.json:1:2: bad"))
        let stream = events.subscribe()
        events.send(.reload)
        events.finish()
        var heard: [PreviewEvent] = []
        for await event in stream { heard.append(event) }
        #expect(heard == [.error("a.json:1:2: bad"), .reload])
        var after: [PreviewEvent] = []
        for await event in events.subscribe() { after.append(event) }
        #expect(after.isEmpty)
    }
}

/// What a thread of ``SceneWatcherTests/promptly(_:stoppingAfterReading:unblock:sourceLocation:_:)``
/// returned: `value` is set before `done` is signalled, and read after.
private final class ThreadResult<T>: @unchecked Sendable {
    var value: SceneWatcherTests.Ran<T>?
    let done = DispatchSemaphore(value: 0)
    /// The thread's folder under /proc, once it runs.
    let thread = NSLockedValue<String?>(nil)
}

/// A value behind an `NSLock`.
private final class NSLockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ListshotFiles
import ListshotLayout
import ListshotPNG
import ListshotRaster
import ListshotScenes

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time a scene's frames in process (layout, drawing, PNG encoding) and print the figures.",
        discussion: """
            Draws --frames frames of the scene, --step points apart from the top of its \
            scrollable range (wrapping round to the top at its end), one after another on \
            this thread, and prints each stage's time per frame (median and mean), frames \
            per second, the PNG bytes and the process's peak memory (VmHWM) as the frames \
            go. The default, `listshot bench`, is the contacts job the peers draw: 60 frames \
            at offsets 0, 600, … 35400. Figures only: nothing is written and nothing is \
            asserted; build with -c release for figures that mean anything.

            --compare-peers instead times whole processes: the listshot command and the \
            two peer scripts (../shared/peers/pillow_render.py and skia_render.py), each \
            drawing the contacts job into a new folder, in turn for --rounds rounds (the \
            order rotating each round), and prints each one's median time, its ratio to \
            listshot's, and the bytes it wrote. Run it from the repository's top folder: \
            the peers read the fonts from Fonts/.

            Examples:
              listshot bench                                the contacts job, 60 frames
              listshot bench --frames 1000                  1,000 frames: peak memory stays flat
              listshot bench demo --frames 200 --step 40
              listshot bench --compare-peers --python /tmp/peers/bin/python
            """
    )

    /// What `--compare-peers` runs for listshot unless `--listshot-command` says otherwise.
    static let defaultListshotCommand = "{listshot} render contacts --offsets 0:35400:600 --out-dir {out}"

    @Argument(help: ArgumentHelp(
        "A built-in scene's name or a scene file's path.", discussion: "Default: contacts."))
    var scene: String = "contacts"

    @Option(help: ArgumentHelp("How many frames to draw.", valueName: "count"))
    var frames = 60

    @Option(parsing: .unconditional, help: ArgumentHelp("Points between one frame's offset and the next.", valueName: "points"),
            transform: decimalNumber)
    var step = 600.0

    @Option(help: ArgumentHelp(
        "How the PNGs are compressed: fast, balanced or small.",
        discussion: "Default: balanced. See `listshot render --help`.", valueName: "compression"))
    var compression: PNGCompression = .balanced

    @Flag(help: "Time the listshot command against the peer scripts, as whole processes.")
    var comparePeers = false

    @Option(help: ArgumentHelp("The Python that runs the peers (with pillow and skia-python).", valueName: "python"))
    var python = "python3"

    @Option(help: ArgumentHelp("The folder of the peer scripts.", valueName: "folder"))
    var peers = "../shared/peers"

    @Option(help: ArgumentHelp("How many times each contestant runs (the medians are printed).", valueName: "count"))
    var rounds = 3

    @Option(help: ArgumentHelp(
        "The shell command that draws the contacts job for listshot.",
        discussion: "{listshot} stands for this executable and {out} for the (empty) folder the frames go in. Default: \(BenchCommand.defaultListshotCommand)",
        valueName: "command"))
    var listshotCommand = BenchCommand.defaultListshotCommand

    func validate() throws {
        guard frames > 0 else { throw ValidationError("--frames must be at least 1, got \(frames)") }
        guard step >= 0 else { throw ValidationError("--step must not be negative, got \(NumberText.plain(step))") }
        guard frames <= FramePipeline.maximumFrames else {
            throw ValidationError("--frames must be at most \(NumberText.grouped(FramePipeline.maximumFrames)) (as in one render run), got \(NumberText.grouped(frames))")
        }
        // The last frame lies (frames - 1) × step from the first; on a wheel, whose range
        // has no end, that distance is the offset itself, and it must stay a finite offset
        // within the extent listshot lays out exactly.
        let span = Double(frames - 1) * step
        guard span <= TableLayout.maximumExtent else {
            let extent = NumberText.grouped(Int(TableLayout.maximumExtent))
            throw ValidationError("--frames \(frames) and --step \(NumberText.plain(step)) put the last frame more than \(extent) points from the first; "
                + "(frames - 1) × step must be at most \(extent), the extent listshot lays out exactly")
        }
        guard rounds > 0 else { throw ValidationError("--rounds must be at least 1, got \(rounds)") }
    }

    func run() throws {
        if comparePeers {
            try PeerComparison(
                python: python, peers: peers, rounds: rounds, listshotCommand: listshotCommand
            ).run()
        } else {
            try benchInProcess()
        }
    }

    // MARK: In process

    /// One frame's drawing, kept out of line so that a profiler can count it alone:
    /// `valgrind --tool=callgrind --toggle-collect='*BenchCommand*drawFrame*' listshot bench`.
    @inline(never)
    static func drawFrame(_ scene: any Scene, viewport: Viewport) -> Framebuffer {
        SceneRenderer.draw(scene, viewport: viewport)
    }

    private func benchInProcess() throws {
        try requireBundledFonts()
        let loaded = try SceneOptions.parse([scene]).load()
        do {
            try loaded.viewport.validate()
        } catch {
            throw CommandError(message: "\(loaded.file ?? loaded.name): \(error)")
        }
        let viewport = loaded.viewport
        let list = loaded.scene.listView
        let clock = ContinuousClock()
        var layout: [Duration] = [], drawing: [Duration] = [], encoding: [Duration] = []
        var bytes = 0
        var memory: [(frames: Int, kibibytes: Int?)] = [(0, Memory.peakKiB())]
        // The first frame is the top of the scrollable range (`first`); frame i is i × step
        // below it, wrapping round at the range's end (a wheel's range has no end).
        var first: (offset: Double, end: Double)?
        var nextCheckpoint = 1
        // One encoder and one output array for the run, as each worker of `render --offsets` has.
        let encoder: PNGEncoder
        do {
            encoder = try PNGEncoder(options: PNGEncodingOptions(compression: compression))
        } catch {
            throw CommandError(message: "\(error)")
        }
        var png: [UInt8] = []
        let start = clock.now
        for index in 0..<frames {
            var offset: Double?
            if let first {
                var distance = Double(index) * step
                let length = first.end - first.offset
                if length.isFinite { distance = length > 0 ? distance.truncatingRemainder(dividingBy: length) : 0 }
                offset = first.offset + distance
            }
            let t0 = clock.now
            let scroll: SceneRenderer.Scroll
            do {
                scroll = try SceneRenderer.scroll(loaded.scene, to: offset, viewport: viewport)
            } catch {
                throw CommandError(message: "\(loaded.file ?? loaded.name): \(error)")
            }
            if first == nil { first = (scroll.appliedOffset, scroll.offsetRange.upperBound) }
            list.layoutIfNeeded()
            let t1 = clock.now
            let framebuffer = Self.drawFrame(loaded.scene, viewport: viewport)
            let t2 = clock.now
            do {
                try encoder.encode(framebuffer, into: &png)
            } catch {
                throw CommandError(message: "encoding frame \(index + 1): \(error)")
            }
            let t3 = clock.now
            bytes += png.count
            layout.append(t1 - t0)
            drawing.append(t2 - t1)
            encoding.append(t3 - t2)
            if index + 1 == nextCheckpoint || index + 1 == frames {
                memory.append((index + 1, Memory.peakKiB()))
                while nextCheckpoint <= index + 1 { nextCheckpoint *= 10 }
            }
        }
        let elapsed = clock.now - start

        let size = "\(viewport.pixelWidth) × \(viewport.pixelHeight) px"
        print("listshot bench \(loaded.file ?? loaded.name): \(frames) frame\(frames == 1 ? "" : "s") of \(size), "
            + "\(NumberText.plain(step)) pt apart from the top, on one thread, --compression \(compression)")
        print("per frame         median       mean")
        for (name, times) in [("layout", layout), ("drawing", drawing), ("encoding", encoding)] {
            print(Format.padded(name, 12) + Format.padded(Format.milliseconds(Stats.median(times)), 12, right: true)
                + Format.padded(Format.milliseconds(Stats.mean(times)), 11, right: true))
        }
        let totals = (0..<frames).map { layout[$0] + drawing[$0] + encoding[$0] }
        print(Format.padded("all three", 12) + Format.padded(Format.milliseconds(Stats.median(totals)), 12, right: true)
            + Format.padded(Format.milliseconds(Stats.mean(totals)), 11, right: true))
        let seconds = Stats.seconds(elapsed)
        let drawnOnly = Stats.seconds(layout.reduce(.zero, +) + drawing.reduce(.zero, +))
        print("frames per second: \(Format.fixed(Double(frames) / seconds, 1)) (layout, drawing and encoding), "
            + "\(Format.fixed(Double(frames) / drawnOnly, 1)) (layout and drawing)")
        print("PNG bytes: \(NumberText.grouped(bytes)) in all, \(NumberText.grouped(bytes / frames)) a frame")
        let peaks = memory.map { entry in
            let value = entry.kibibytes.map { Format.fixed(Double($0) / 1024, 1) + " MiB" } ?? "unknown"
            return entry.frames == 0 ? "\(value) before the first frame" : "\(value) after \(NumberText.grouped(entry.frames))"
        }
        print("peak memory (VmHWM): " + peaks.joined(separator: ", "))
    }
}

// MARK: - Comparing with the peers

/// Runs the listshot command and the two peer scripts in turn, as whole processes, and
/// prints their median times, the ratios to listshot's, and the bytes each wrote.
struct PeerComparison {
    let python: String
    let peers: String
    let rounds: Int
    let listshotCommand: String

    struct Contestant {
        let name: String
        /// The command for an output folder.
        let arguments: (String) -> [String]
    }

    struct Run {
        let duration: Duration
        let files: Int
        let bytes: Int
    }

    func contestants() throws -> [Contestant] {
        let executable = Shell.executablePath()
        var list = [
            Contestant(name: "listshot") { out in
                let command = listshotCommand
                    .replacingAll("{listshot}", with: Shell.quoted(executable))
                    .replacingAll("{out}", with: Shell.quoted(out))
                return ["/bin/sh", "-c", command]
            }
        ]
        for (name, script) in [("pillow", "pillow_render.py"), ("skia", "skia_render.py")] {
            let path = peers.hasSuffix("/") ? peers + script : peers + "/" + script
            guard Files.exists(path) else {
                throw CommandError(message: "--peers: no \(script) in '\(peers)' (run from the repository's top folder, or give --peers)")
            }
            // Through env, so that a bare `python3` is looked up on PATH.
            list.append(Contestant(name: name) { out in ["/usr/bin/env", python, path, out] })
        }
        return list
    }

    func run() throws {
        let contestants = try contestants()
        let scratch = try Files.temporaryFolder()
        defer { Files.remove(scratch) }
        var runs = [[Run]](repeating: [], count: contestants.count)
        print("listshot bench --compare-peers: \(rounds) round\(rounds == 1 ? "" : "s"), each contestant a whole process, the order rotating")
        for contestant in contestants {
            print("  \(contestant.name): \(contestant.arguments("OUT").joined(separator: " "))")
        }
        for round in 0..<rounds {
            var line: [String] = []
            for turn in 0..<contestants.count {
                let index = (round + turn) % contestants.count
                let contestant = contestants[index]
                let out = scratch + "/\(contestant.name)-\(round + 1)"
                guard mkdir(out, 0o755) == 0 else {
                    throw CommandError(message: "cannot make \(out): \(String(cString: strerror(errno)))")
                }
                let result = try Shell.run(contestant.arguments(out), errorLog: scratch + "/stderr")
                guard result.status == 0 else {
                    let log = Files.tail(of: scratch + "/stderr")
                    throw CommandError(message: "\(contestant.name) failed (\(result.status)) in round \(round + 1)"
                        + (log.isEmpty ? "" : ":\n" + log))
                }
                let (files, bytes) = Files.contents(of: out)
                Files.remove(out)
                runs[index].append(Run(duration: result.duration, files: files, bytes: bytes))
                line.append("\(contestant.name) \(Format.fixed(Stats.seconds(result.duration), 3)) s")
            }
            print("round \(round + 1): " + line.joined(separator: ", "))
        }
        let reference = Stats.seconds(Stats.median(runs[0].map(\.duration)))
        let referenceBytes = runs[0].last?.bytes ?? 0
        print("")
        print("contestant     median s   × listshot   files          bytes   × listshot")
        for (index, contestant) in contestants.enumerated() {
            let median = Stats.seconds(Stats.median(runs[index].map(\.duration)))
            let last = runs[index].last ?? Run(duration: .zero, files: 0, bytes: 0)
            let timeRatio = reference > 0 ? Format.fixed(median / reference, 2) : "-"
            let byteRatio = referenceBytes > 0 ? Format.fixed(Double(last.bytes) / Double(referenceBytes), 3) : "-"
            print(Format.padded(contestant.name, 12) + Format.padded(Format.fixed(median, 3), 11, right: true)
                + Format.padded(timeRatio, 13, right: true) + Format.padded("\(last.files)", 8, right: true)
                + Format.padded(NumberText.grouped(last.bytes), 15, right: true) + Format.padded(byteRatio, 13, right: true))
        }
    }
}

// MARK: - Helpers (no Foundation: the tool stays quick to start, which the comparison times)

enum Stats {
    static func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .zero }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func mean(_ values: [Duration]) -> Duration {
        values.isEmpty ? .zero : values.reduce(.zero, +) / values.count
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

enum Format {
    /// `value` with `digits` decimals: `fixed(3.14159, 2)` is "3.14".
    static func fixed(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return "\(value)" }
        let whole = Int(scaled) / Int(scale), fraction = Int(scaled) % Int(scale)
        var text = "\(whole)"
        if digits > 0 {
            let tail = "\(fraction)"
            text += "." + String(repeating: "0", count: digits - tail.count) + tail
        }
        return (value < 0 && scaled > 0 ? "-" : "") + text
    }

    static func milliseconds(_ duration: Duration) -> String {
        fixed(Stats.seconds(duration) * 1000, 2) + " ms"
    }

    static func padded(_ text: String, _ width: Int, right: Bool = false) -> String {
        let pad = String(repeating: " ", count: max(0, width - text.count))
        return right ? pad + text : text + pad
    }
}

enum Memory {
    /// The process's peak resident memory (VmHWM in /proc/self/status) in KiB, or `nil`
    /// where there is no such file.
    static func peakKiB() -> Int? {
        guard let text = Files.read("/proc/self/status") else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) }
        }
        return nil
    }
}

enum Shell {
    /// `text` in single quotes for /bin/sh.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingAll("'", with: "'\\''") + "'"
    }

    /// This executable's path.
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Runs `arguments` (the first is the program's path), standard input from /dev/null,
    /// standard output discarded, standard error into `errorLog`; waits for it, and says
    /// how long it took, from just before the spawn to its exit.
    static func run(_ arguments: [String], errorLog: String) throws -> (status: Int32, duration: Duration) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorLog, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let clock = ContinuousClock()
        let start = clock.now
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ)
        guard spawned == 0 else {
            throw CommandError(message: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw CommandError(message: "waiting for \(arguments[0]): \(String(cString: strerror(errno)))") }
        }
        let duration = clock.now - start
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        let exited = status & 0x7F == 0
        return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), duration)
    }
}

enum Files {
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// A new empty folder in $TMPDIR (or /tmp).
    static func temporaryFolder() throws -> String {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/listshot-bench-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CommandError(message: "cannot make a folder in \(base): \(String(cString: strerror(errno)))")
        }
        return String(cString: made)
    }

    /// The number of files under `folder` and their total size in bytes.
    static func contents(of folder: String) -> (files: Int, bytes: Int) {
        var files = 0, bytes = 0
        for name in entries(of: folder) {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                let inner = contents(of: path)
                files += inner.files
                bytes += inner.bytes
            } else if info.st_mode & S_IFMT == S_IFREG {
                files += 1
                bytes += Int(info.st_size)
            }
        }
        return (files, bytes)
    }

    /// Removes `path` and, for a folder, everything in it (symbolic links are not followed).
    static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in entries(of: path) { remove(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    static func entries(of folder: String) -> [String] {
        (FolderEntries.names(in: folder) ?? []).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The whole file at `path` as text, or `nil`.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The last lines of the file at `path` (at most about 2,000 characters).
    static func tail(of path: String) -> String {
        let text = read(path) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).suffix(20)
        return String(lines.joined(separator: "\n").suffix(2000)).trimmingTrailingNewlines()
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = "", rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    func trimmingTrailingNewlines() -> String {
        var text = self[...]
        while text.last == "\n" { text = text.dropLast() }
        return String(text)
    }
}

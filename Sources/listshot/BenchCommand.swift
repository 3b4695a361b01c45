import ArgumentParser
import ListshotFiles
import ListshotLayout
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotStructuredText

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

            --compare-peers times listshot against its peers as whole processes instead: \
            this listshot (`render contacts --offsets 0:35400:600 --out-dir OUT`) and the peer \
            scripts pillow_render.py and skia_render.py (Pillow, Skia; a development folder \
            outside the repository, --peers) each draw the contacts job into a new folder, \
            in turn for --rounds rounds, the order rotating each round. It prints each \
            round, then each one's median time with its ratio to listshot's ("Skia 2.31 s, \
            15.2x listshot"), and the files and bytes each wrote with their ratio to \
            Pillow's. The peers run with --python (python3 unless given; it needs pillow and \
            skia-python) in the folder that holds listshot's Fonts, as they read Fonts/. It \
            says which build it is: a debug build's ratios mean nothing. Exits 1, saying \
            what is missing, without the peer scripts or the Python modules; set-up:
              python3 -m venv /tmp/peers && /tmp/peers/bin/pip install pillow skia-python

            Examples:
              listshot bench                                the contacts job, 60 frames
              listshot bench --frames 1000                  1,000 frames: peak memory stays flat
              listshot bench demo --frames 200 --step 40
              listshot bench --compare-peers --python /tmp/peers/bin/python
              listshot bench --compare-peers --peers ~/peers --rounds 5
            """
    )

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

    @OptionGroup(title: "Timing against the peers")
    var peerOptions: PeerOptions

    func validate() throws {
        if peerOptions.comparePeers, scene != "contacts" || frames != 60 || step != 600 || compression != .balanced {
            throw ValidationError(
                "--compare-peers times the contacts job as the peers draw it (60 frames 600 pt apart, --compression balanced): "
                    + "give no scene, --frames, --step nor --compression with it")
        }
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
    }

    /// One frame's drawing, kept out of line so that a profiler can count it alone:
    /// `valgrind --tool=callgrind --toggle-collect='*BenchCommand*drawFrame*' listshot bench`.
    @inline(never)
    static func drawFrame(_ scene: any Scene, in viewport: ValidatedViewport) -> Framebuffer {
        SceneRenderer.draw(scene, in: viewport)
    }

    func run() throws {
        if peerOptions.comparePeers { return try comparePeers() }
        try requireBundledFonts()
        let loaded = try SceneOptions.parse([scene]).load()
        let viewport: ValidatedViewport
        do {
            viewport = try ValidatedViewport(loaded.viewport)
        } catch {
            throw CommandError(error, subject: loaded.subject)
        }
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
            throw CommandError(error)
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
                scroll = try SceneRenderer.scroll(loaded.scene, to: offset, viewport: viewport.viewport)
            } catch {
                throw CommandError(error, subject: loaded.subject)
            }
            if first == nil { first = (scroll.appliedOffset, scroll.offsetRange.upperBound) }
            list.layoutIfNeeded()
            let t1 = clock.now
            let framebuffer = Self.drawFrame(loaded.scene, in: viewport)
            let t2 = clock.now
            do {
                try encoder.encode(framebuffer, into: &png)
            } catch {
                throw CommandError(error, subject: .encodingFrame(index + 1))
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

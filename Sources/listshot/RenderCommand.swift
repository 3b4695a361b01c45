#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ListshotFiles
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotStructuredText

struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a scene scrolled to an offset, or to many, and write PNGs.",
        discussion: """
            The scene is a built-in scene's name (see `listshot scenes`) or the path of a \
            scene file in JSON or YAML (`listshot schema` prints its JSON Schema); a path is \
            anything that contains a "/" or ends in ".json", ".yaml" or ".yml", so write \
            ./people for a file called people. The viewport is the scene file's (its \
            "device" or "viewport"), else 390 × 844 points at scale 2; --device, --width, \
            --height and --scale override it.

            The frame shows the rows whose frames intersect [offset, offset + height). An \
            offset outside the scrollable range (-contentInset.top to content height + \
            contentInset.bottom - viewport height) is clamped into it, with a note on \
            standard error.

            Many frames: --offsets START:END:STEP, or --offset given more than once, draws a \
            frame at each offset, --jobs at a time, into --out-dir as <scene>-<offset>.png, \
            and prints each file's path in the order of the offsets. Each file has the bytes \
            one `listshot render --offset` would write. Offsets that clamp to the same one \
            are drawn once. At most \(NumberText.grouped(FramePipeline.maximumFrames)) frames a run.

            A scroll shown whole: --strip lays the frames side by side in one PNG, each \
            offset written under its frame; --apng writes an animated PNG scrolling from \
            the first offset to the last as a UIScrollView slows down (--duration, --fps). \
            Each writes the one file -o names.

            The PNG is written to a temporary file beside the output and renamed into \
            place, so a failed run never leaves a partial file. An output that is a device \
            or a FIFO is written to directly, never replaced; a symbolic link is followed. \
            -o - writes the PNG to standard output.

            Exit status: 0 when every file was written; 1 when the scene file cannot be \
            read or is not a scene, or an output cannot be written (the message names the \
            file, and the key path or line); 64 for a bad flag or value, before any work.

            Examples:
              listshot render --offset 120                   writes demo-120.png
              listshot render contacts --offset 600 -o contacts.png
              listshot render people.json --scale 3 -o - | display
              listshot render contacts --offsets 0:35400:600 --out-dir frames
              listshot render demo --offsets 0:600:200 --strip -o strip.png
              listshot render contacts --offsets 0:3000:3000 --apng -o scroll.png
              listshot render contacts --appearance dark --text-size AX2 --device iphone-se-3
            """
    )

    @OptionGroup var scene: SceneOptions

    // `.unconditional` so that a negative start (`--offsets -40:0:20`) is a value, not a flag.
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Draw a frame at START, START + STEP, … up to END: START:END:STEP in points.",
        discussion: "END is drawn when it falls on a step: 0:600:200 draws 0, 200, 400 and 600. "
            + "The step is greater than 0; at most \(NumberText.grouped(FramePipeline.maximumFrames)) frames.",
        valueName: "start:end:step"), transform: OffsetSteps.parse)
    var offsets: OffsetSteps?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Device pixels per point (1, 2 or 3 for phones).", discussion: "Default: the scene file's scale, else 2.",
        valueName: "pixels"), transform: decimalNumber)
    var scale: Double?

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp(
        "The PNG file to write, or - for standard output (one frame, strip or animation).",
        discussion: "Default: <scene>-<offset>.png in the current folder, named after the offset drawn (clamped into the scrollable range), e.g. demo-120.png; for a scene file, its name without .json, e.g. people-120.png.",
        valueName: "file"))
    var output: String?

    @Option(name: .customLong("out-dir"), help: ArgumentHelp(
        "The folder to write the frames in, each as <scene>-<offset>.png.",
        discussion: "Default: the current folder. It must exist.", valueName: "folder"))
    var outDir: String?

    @OptionGroup var jobs: JobsOptions

    @Option(help: ArgumentHelp(
        "How the PNGs are compressed: fast, balanced or small.",
        discussion: "balanced (the default) is listshot's own DEFLATE matcher for rendered screens: on the contacts frames, "
            + "files 4 % smaller than Pillow's; fast is ISA-L's level 1 (about 2.4× faster, files 21 % larger); small is "
            + "libdeflate (about 2.7× slower, files 3 % larger than balanced's). Every choice keeps the pixels; balanced and "
            + "small write the same bytes on every CPU.",
        valueName: "compression"))
    var compression: PNGCompression = .balanced

    @OptionGroup var motion: MotionOptions

    /// What ``validate()`` read and checked, for ``run()``: not a flag.
    var prepared = Prepared()

    mutating func validate() throws {
        try scene.validateValues()
        if let scale, !(scale > 0) { throw ValidationError("--scale must be greater than 0, got \(NumberText.plain(scale))") }
        prepared.frames = try frameOffsets()
        let frames = prepared.frames
        if motion.isRequested {
            try validateMotion(frames: frames)
            return
        }
        try motion.validateUnused()
        if output != nil {
            if outDir != nil {
                throw ValidationError("-o and --out-dir cannot be used together: -o names the file, --out-dir the folder for <scene>-<offset>.png")
            }
            if frames.count > 1 {
                let given = offsets.map { "--offsets \($0.text) draws \(NumberText.grouped(frames.count)) frames" }
                    ?? "--offset is given \(NumberText.grouped(frames.count)) times, a frame each"
                throw ValidationError("-o names one file, but \(given); give --out-dir for their folder instead")
            }
        }
        // A built-in scene's viewport is known now; a file's only once it is read.
        _ = try prepareBuiltIn()
        if let outDir {
            try OutputCheck.validate(folder: outDir)
        } else {
            try OutputCheck.validate(output)
        }
    }

    func run() async throws {
        try requireBundledFonts()
        let frames = prepared.frames
        if motion.strip {
            try await renderStrip(at: frames)
        } else if motion.apng {
            try await renderAnimation(from: frames.first!!, to: frames.last!!)
        } else if frames.count == 1 {
            try renderOne(at: frames[0])
        } else {
            try await renderMany(at: frames.map { $0! })
        }
    }

    var encodingOptions: PNGEncodingOptions { PNGEncodingOptions(compression: compression) }

    /// One frame, to `-o`, standard output, or `<scene>-<offset>.png` in `--out-dir`.
    private func renderOne(at offset: Double?) throws {
        let drawable = try drawable()
        let loaded = drawable.maker
        let frame: RenderedFrame
        do {
            frame = try SceneRenderer.render(loaded.make(loaded.viewport), offset: offset, in: drawable.viewport)
        } catch {
            throw CommandError(error, subject: loaded.subject)
        }
        if frame.wasClamped { printClampingNote(frame.scroll, doing: "drawing") }
        if output == "-" {
            do {
                try frame.write(to: .standardOutput, options: encodingOptions)
            } catch {
                throw CommandError(error, subject: .flag("-o -"))
            }
            return
        }
        let name = RenderedFrame.defaultFileName(scene: loaded.name, offset: frame.appliedOffset)
        let path = output ?? outDir.map { OutputCheck.join($0, name) } ?? name
        try OutputCheck.refuseReplacing(inputs: loaded.inputs, with: [path], flag: output != nil ? "-o" : outDir != nil ? "--out-dir" : "the output")
        do {
            try frame.write(to: .file(path), options: encodingOptions)
        } catch {
            throw CommandError(error, subject: .flag(outDir == nil ? "-o" : "--out-dir"))
        }
        // Say where the PNG went, unless it went to standard output itself (`-o /dev/stdout`):
        // the name would land after the image's bytes.
        if !isStandardOutput(path) { print(path) }
    }

    /// Many frames through the frame pipeline, into `--out-dir`; each file's path is printed
    /// once, in the order of the offsets, as soon as it and those before it are written.
    private func renderMany(at offsets: [Double]) async throws {
        let drawable = try drawable()
        let maker = drawable.maker
        // The names of the offsets asked for. A clamped offset is named after where it lands,
        // known only once drawn: that name is not checked.
        let names = offsets.map { OutputCheck.join(outDir ?? ".", RenderedFrame.defaultFileName(scene: maker.name, offset: $0)) }
        try OutputCheck.refuseReplacing(inputs: maker.inputs, with: names, flag: "--out-dir")
        let pipeline = FramePipeline(
            sceneName: maker.name, viewport: drawable.viewport, jobs: jobs.count,
            options: encodingOptions, makeScene: maker.make)
        let printed = Lock<Set<String>>([])
        do {
            try await pipeline.render(offsets: offsets, into: outDir ?? ".") { frame in
                if frame.scroll.wasClamped { printClampingNote(frame.scroll, doing: "drawing") }
                if printed.withLock({ $0.insert(frame.path).inserted }) {
                    print(frame.path)
                    fflush(nil)
                }
            }
        } catch {
            throw CommandError(error, drawing: maker.file ?? maker.name)
        }
    }

    /// True when `path` is the file standard output writes to.
    func isStandardOutput(_ path: String) -> Bool {
        var file = stat(), out = stat()
        return stat(path, &file) == 0 && fstat(1, &out) == 0 && file.st_dev == out.st_dev && file.st_ino == out.st_ino
    }
}

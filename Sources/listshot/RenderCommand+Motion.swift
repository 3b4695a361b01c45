import ArgumentParser
import ListshotPNG
import ListshotRaster
import ListshotRendering
import ListshotScenes

/// `listshot render --strip` and `--apng`: a scroll as one image or as an animation.
extension RenderCommand {
    /// Checks the flags of a strip or an animation, before any work.
    ///
    /// - Throws: `ValidationError` naming the flag.
    func validateMotion(frames: [Double?]) throws {
        let mode = motion.strip ? "--strip" : "--apng"
        if motion.strip && motion.apng {
            throw ValidationError("--strip and --apng cannot be used together: --strip writes the frames side by side, --apng an animation")
        }
        if outDir != nil {
            throw ValidationError("\(mode) writes one file, named with -o; --out-dir is for a file a frame")
        }
        guard let output else {
            throw ValidationError("\(mode) needs -o, the file to write, e.g. -o \(motion.strip ? "strip" : "scroll").png")
        }
        if motion.strip {
            try motion.validateUnused()
        } else {
            let offsets = frames.compactMap { $0 }
            guard offsets.count >= 2 else {
                throw ValidationError(
                    "--apng scrolls from the first offset to the last, but \(offsets.isEmpty ? "no offset was" : "one offset was") given; "
                        + "give two, e.g. --offsets 0:600:600 or --offset 0 --offset 600")
            }
            _ = try motion.animationFrameCount()
        }
        if case let .builtIn(builtIn) = try scene.source() {
            let viewport = scene.viewport(default: builtIn.viewport, scale: scale)
            try validateViewport(viewport, from: nil)
            try validateMotionSize(frames: frames, viewport: viewport)
        }
        try OutputCheck.validate(output)
    }

    /// Refuses a strip too wide, naming the flag; checks an animation's flags.
    func validateMotionSize(frames: [Double?], viewport: Viewport) throws {
        if motion.strip {
            do {
                try StripRenderer.checkSize(frameCount: frames.count, viewport: viewport)
            } catch {
                throw ValidationError("--strip: \(error)")
            }
        } else {
            _ = try motion.animationFrameCount()
        }
    }

    /// The frames side by side in one PNG at `-o`.
    func renderStrip(at offsets: [Double?]) async throws {
        let maker = try loadMaker()
        try validateMotionSize(frames: offsets, viewport: maker.viewport)
        try OutputCheck.refuseReplacing(inputs: maker.inputs, with: [output!], flag: "-o")
        let strip: Framebuffer
        do {
            strip = try await StripRenderer.render(
                offsets: offsets, viewport: maker.viewport, jobs: jobs.count, makeScene: maker.make
            ) { frame in
                if frame.wasClamped { printClampingNote(frame.scroll, doing: "drawing") }
            }
        } catch let .render(error) {
            throw CommandError(message: "\(maker.file ?? maker.name): \(error)")
        } catch {
            throw CommandError(message: "--strip: \(error)")
        }
        try write { () throws(PNGError) in try PNGEncoder.encode(strip, options: encodingOptions) }
    }

    /// An animated PNG at `-o` scrolling from `from` to `to` (each clamped into the
    /// scrollable range first) on UIScrollView's deceleration curve.
    func renderAnimation(from: Double, to: Double) async throws {
        let maker = try loadMaker()
        try validateMotionSize(frames: [from, to], viewport: maker.viewport)
        try OutputCheck.refuseReplacing(inputs: maker.inputs, with: [output!], flag: "-o")
        let timeline: ScrollAnimation.Timeline
        do {
            timeline = try await ScrollAnimation.write(
                from: from, to: to, duration: motion.duration ?? MotionOptions.defaultDuration,
                framesPerSecond: motion.fps ?? MotionOptions.defaultFramesPerSecond, viewport: maker.viewport,
                to: output == "-" ? .standardOutput : .file(output!), options: encodingOptions, jobs: jobs.count,
                makeScene: maker.make)
        } catch let .render(error) {
            throw CommandError(message: "\(maker.file ?? maker.name): \(error)")
        } catch {  // .encode or .write: a failure of the output's
            throw CommandError(message: "-o\(output == "-" ? " -" : ""): \(error)")
        }
        for scroll in [timeline.start, timeline.end] where scroll.wasClamped { printClampingNote(scroll, doing: "drawing") }
        if output != "-" && !isStandardOutput(output!) { print(output!) }
    }

    /// One frame of a new scene at `offset`, with a note when it was clamped.
    private func renderFrame(_ maker: SceneOptions.Maker, at offset: Double?) throws -> RenderedFrame {
        let frame: RenderedFrame
        do {
            frame = try SceneRenderer.render(maker.make(maker.viewport), offset: offset, viewport: maker.viewport)
        } catch {
            throw CommandError(message: "\(maker.file ?? maker.name): \(error)")
        }
        if frame.wasClamped { printClampingNote(frame.scroll, doing: "drawing") }
        return frame
    }

    /// Writes what `encode` makes to `-o` (a file, atomically, or `-`, standard output) and
    /// prints the path.
    private func write(_ encode: () throws(PNGError) -> [UInt8]) throws {
        let output = self.output!
        do {
            try (output == "-" ? FrameDestination.standardOutput : .file(output)).write(try encode())
        } catch {
            throw CommandError(message: "-o\(output == "-" ? " -" : ""): \(error)")
        }
        if output != "-" && !isStandardOutput(output) { print(output) }
    }
}

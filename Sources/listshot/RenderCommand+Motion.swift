import ArgumentParser
import ListshotRaster
import ListshotRendering
import ListshotScenes

/// `listshot render --strip` and `--apng`: a scroll as one image or as an animation.
extension RenderCommand {
    /// Checks the flags of a strip or an animation, before any work.
    ///
    /// - Throws: `ValidationError` naming the flag.
    mutating func validateMotion(frames: [Double?]) throws {
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
        if let viewport = try prepareBuiltIn() { try validateMotionSize(frames: frames, viewport: viewport.viewport) }
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
        let drawable = try drawable()
        let maker = drawable.maker
        try validateMotionSize(frames: offsets, viewport: maker.viewport)
        try OutputCheck.refuseReplacing(inputs: maker.inputs, with: [output!], flag: "-o")
        let strip: Framebuffer
        do {
            strip = try await StripRenderer.render(
                offsets: offsets, in: drawable.viewport, jobs: jobs.count, makeScene: maker.make
            ) { frame in
                if frame.wasClamped { printClampingNote(frame.scroll, doing: "drawing") }
            }
        } catch {
            throw CommandError(error, drawing: maker.file ?? maker.name)
        }
        try write { () throws(PNGError) in try PNGEncoder.encode(strip, options: encodingOptions) }
    }

    /// An animated PNG at `-o` scrolling from `from` to `to` (each clamped into the
    /// scrollable range first) on UIScrollView's deceleration curve.
    func renderAnimation(from: Double, to: Double) async throws {
        let drawable = try drawable()
        let maker = drawable.maker
        try validateMotionSize(frames: [from, to], viewport: maker.viewport)
        try OutputCheck.refuseReplacing(inputs: maker.inputs, with: [output!], flag: "-o")
        let timeline: ScrollAnimation.Timeline
        do {
            timeline = try await ScrollAnimation.write(
                from: from, to: to, duration: motion.duration ?? MotionOptions.defaultDuration,
                framesPerSecond: motion.fps ?? MotionOptions.defaultFramesPerSecond, in: drawable.viewport,
                to: output == "-" ? .standardOutput : .file(output!), options: encodingOptions, jobs: jobs.count,
                makeScene: maker.make)
        } catch {
            throw CommandError(error, drawing: maker.file ?? maker.name, output: output!)
        }
        for scroll in [timeline.start, timeline.end] where scroll.wasClamped { printClampingNote(scroll, doing: "drawing") }
        if output != "-" && !isStandardOutput(output!) { print(output!) }
    }

    /// Writes what `encode` makes to `-o` (a file, atomically, or `-`, standard output) and
    /// prints the path.
    private func write(_ encode: () throws(PNGError) -> [UInt8]) throws {
        let output = self.output!
        do {
            try (output == "-" ? FrameDestination.standardOutput : .file(output)).write(try encode())
        } catch {
            throw CommandError(error, subject: .flag(output == "-" ? "-o -" : "-o"))
        }
        if output != "-" && !isStandardOutput(output) { print(output) }
    }
}

import ListshotFiles
import ListshotRaster
import ListshotScenes

extension ScrollAnimation {
    /// The duration `listshot render --apng` uses when none is given, in seconds.
    public static let defaultDuration = 1.5
    /// The frames per second `listshot render --apng` uses when none is given.
    public static let defaultFramesPerSecond = 30
    /// How long the last frame stays before the animation starts again: one second.
    public static let finalFrameDelay = APNGDelay(numerator: 1, denominator: 1)
    /// The most frames one animation renders: 600, 20 s at 30 fps.
    public static let maximumFrames = 600

    /// What an animation showed: each frame's offset and delay, and where the scroll began
    /// and ended.
    public struct Timeline: Sendable {
        /// The offset of each frame.
        public let offsets: [Double]
        /// One delay a frame: 1 / fps, the last ``finalFrameDelay``.
        public let delays: [APNGDelay]
        /// The first frame's scroll: the `from` asked for, clamped into the scrollable range.
        public let start: SceneRenderer.Scroll
        /// The last frame's scroll: the `to` asked for, clamped.
        public let end: SceneRenderer.Scroll
    }

    /// Why an animation could not be made.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// A frame could not be drawn.
        case render(ViewportError)
        /// The animation could not be encoded.
        case encode(PNGError)
        /// The animation could not be written.
        case write(FileError)

        public var description: String {
            switch self {
            case let .render(error): "\(error)"
            case let .encode(error): "\(error)"
            case let .write(error): "\(error)"
            }
        }
    }

    /// Draws a scroll of a scene from `from` to `to` (each clamped into the scrollable range)
    /// on the deceleration curve (``offsets(from:to:duration:framesPerSecond:)``), the frames
    /// between the ends on whole device pixels as UIKit keeps `contentOffset`, each from a
    /// new scene (as ``FramePipeline`` draws them), and keeps every frame.
    ///
    /// - Parameters:
    ///   - from: the first offset.
    ///   - to: the last offset.
    ///   - duration: seconds, greater than 0.
    ///   - framesPerSecond: 1…65,535.
    ///   - viewport: the size and scale to draw at; checked once (`ValidatedViewport`).
    ///   - makeScene: makes a new scene for `viewport`.
    /// - Returns: the frames, in order, and the timeline.
    /// - Throws: `ViewportError` for a viewport that cannot be drawn or a frame that
    ///   would show too many items.
    public static func render(
        from: Double, to: Double, duration: Double = defaultDuration, framesPerSecond: Int = defaultFramesPerSecond,
        viewport: Viewport, makeScene: (Viewport) -> any Scene
    ) throws(ViewportError) -> (frames: [Framebuffer], timeline: Timeline) {
        let viewport = try ValidatedViewport(viewport)
        let plan: Plan
        do {
            plan = try Plan(from: from, to: to, duration: duration, framesPerSecond: framesPerSecond, viewport: viewport, makeScene: makeScene)
        } catch {
            guard case let .render(error) = error else { preconditionFailure("nothing is written") }
            throw error
        }
        var frames = [plan.first.framebuffer]
        for offset in plan.offsets.dropFirst() {
            frames.append(try SceneRenderer.render(makeScene(viewport.viewport), offset: offset, in: viewport).framebuffer)
        }
        let timeline = plan.timeline
        return (frames, timeline)
    }

    /// Draws the scroll as ``render(from:to:duration:framesPerSecond:viewport:makeScene:)``
    /// does and writes it as an animated PNG (`APNGEncoder`) to `destination`, a frame at a
    /// time: each frame is encoded as soon as it is drawn and its bytes go straight to the
    /// file (`AtomicFile/Stream`). The frames are drawn on `jobs` workers of a ``WorkerPool``
    /// and encoded in order by one worker at a time while the others draw on
    /// (``WorkerPool/runInOrder(_:window:makeWorker:make:consume:)``), so at most `jobs` + 3
    /// frames (those drawn and not yet encoded, the encoder's last, spares to draw into) and
    /// one frame's bytes are in memory at once, whatever the duration; the file is the same
    /// at every `jobs`.
    ///
    /// - Parameters:
    ///   - from: the first offset.
    ///   - to: the last offset.
    ///   - duration: seconds, greater than 0.
    ///   - framesPerSecond: 1…65,535.
    ///   - viewport: the size and scale to draw at.
    ///   - destination: where the animated PNG goes.
    ///   - options: how the frames are compressed, and the text chunks.
    ///   - jobs: how many frames are drawn at once, at least 1.
    ///   - makeScene: makes a new scene for `viewport`.
    /// - Throws: ``Error``; nothing half-written is left at the destination.
    public static func write(
        from: Double, to: Double, duration: Double = defaultDuration, framesPerSecond: Int = defaultFramesPerSecond,
        in viewport: ValidatedViewport, to destination: FrameDestination, options: PNGEncodingOptions = .init(),
        jobs: Int = WorkerPool.defaultJobs, makeScene: @escaping @Sendable (Viewport) -> any Scene
    ) async throws(Error) -> Timeline {
        let encoder: APNGEncoder
        do {
            encoder = try APNGEncoder(options: options)
        } catch {
            throw .encode(error)
        }
        return try await write(
            from: from, to: to, duration: duration, framesPerSecond: framesPerSecond, in: viewport,
            to: destination, encoder: encoder, jobs: jobs, makeScene: makeScene)
    }

    /// ``write(from:to:duration:framesPerSecond:in:to:options:jobs:makeScene:)`` for a
    /// viewport not checked yet: checks it (`ValidatedViewport`) once, before anything is
    /// opened or encoded.
    ///
    /// - Throws: ``Error``: ``Error/render(_:)`` for a viewport that cannot be drawn.
    public static func write(
        from: Double, to: Double, duration: Double = defaultDuration, framesPerSecond: Int = defaultFramesPerSecond,
        viewport: Viewport, to destination: FrameDestination, options: PNGEncodingOptions = .init(),
        jobs: Int = WorkerPool.defaultJobs, makeScene: @escaping @Sendable (Viewport) -> any Scene
    ) async throws(Error) -> Timeline {
        let checked: ValidatedViewport
        do {
            checked = try ValidatedViewport(viewport)
        } catch {
            throw .render(error)
        }
        return try await write(
            from: from, to: to, duration: duration, framesPerSecond: framesPerSecond, in: checked, to: destination,
            options: options, jobs: jobs, makeScene: makeScene)
    }

    /// ``write(from:to:duration:framesPerSecond:in:to:options:jobs:makeScene:)`` with the
    /// encoder given: a seam for tests, which read what it held (`mostBytesHeld`).
    static func write(
        from: Double, to: Double, duration: Double, framesPerSecond: Int, in viewport: ValidatedViewport,
        to destination: FrameDestination, encoder: APNGEncoder, jobs: Int = WorkerPool.defaultJobs,
        makeScene: @escaping @Sendable (Viewport) -> any Scene
    ) async throws(Error) -> Timeline {
        let count = frameCount(duration: duration, framesPerSecond: framesPerSecond)
        let stream: AtomicFile.Stream
        do {
            stream = try destination.openStream()
        } catch {
            throw .write(error)
        }
        try encodingOrWriting {
            // Every frame is drawn over an opaque window.
            try encoder.begin(width: viewport.pixelWidth, height: viewport.pixelHeight, frameCount: count, opaque: true)
            try encoder.flush(to: stream)
        }
        let sink = Sink(encoder: encoder, stream: stream, count: count, delay: APNGDelay(framesPerSecond: framesPerSecond))
        let plan = try Plan(from: from, to: to, duration: duration, framesPerSecond: framesPerSecond, viewport: viewport, makeScene: makeScene)
        try sink.add(plan.first.framebuffer)
        try await drawInOrder(Array(plan.offsets.dropFirst()), viewport: viewport, jobs: jobs, makeScene: makeScene, sink.add)
        let timeline = plan.timeline
        try encodingOrWriting { try encoder.finish(to: stream) }
        do {
            try stream.commit()
        } catch {
            throw .write(error)
        }
        return timeline
    }

    /// `body`, an encoder's step that writes to a stream, with its failure sorted by layer:
    /// ``APNGEncoder``'s stream methods throw ``PNGError`` when encoding fails and
    /// ``FileError`` when writing does.
    private static func encodingOrWriting(_ body: () throws -> Void) throws(Error) {
        do {
            try body()
        } catch let error as FileError {
            throw .write(error)
        } catch let error as PNGError {
            throw .encode(error)
        } catch {
            preconditionFailure("APNGEncoder's stream methods throw PNGError or FileError, not \(error)")
        }
    }

    /// Draws each of `offsets` from a new scene on `jobs` workers (``WorkerPool/runInOrder(_:window:makeWorker:make:consume:)``)
    /// and hands the frames to `body` in order, on whichever worker drew the next one, while
    /// the others draw on: at most `jobs` + 1 frames are drawn and not yet handed over.
    /// A frame is drawn into the framebuffer of one handed over before (`body` kept the
    /// frame after it instead), so a run allocates `jobs` + 3 framebuffers at most, not
    /// one a frame.
    private static func drawInOrder(
        _ offsets: [Double], viewport: ValidatedViewport, jobs: Int, makeScene: @escaping @Sendable (Viewport) -> any Scene,
        _ body: @escaping @Sendable (Framebuffer) throws(Error) -> Void
    ) async throws(Error) {
        let spares = Lock([Framebuffer]())
        @Sendable func render(_ offset: Double) -> Result<Framebuffer, Error> {
            var framebuffer = spares.withLock { $0.popLast() } ?? SceneRenderer.makeFramebuffer(viewport)
            return Result { () throws(ViewportError) in
                _ = try SceneRenderer.render(makeScene(viewport.viewport), offset: offset, in: viewport, into: &framebuffer)
                return framebuffer
            }.mapError { .render($0) }
        }
        let failure = Lock<Error?>(nil)
        // The frame handed over last, which `body` may keep until the next one (the encoder
        // compares each frame with the one before).
        let handedLast = Lock<Framebuffer?>(nil)
        let handed = await WorkerPool(jobs: jobs).runInOrder(offsets.count, window: jobs + 1, makeWorker: {}) { _, index in
            render(offsets[index])
        } consume: { _, frame in
            // Frames come in order, so the first failure is the one a frame at a time meets.
            do throws(Error) {
                let framebuffer = try frame.get()
                try body(framebuffer)
                let spare = handedLast.withLock { last in
                    defer { last = framebuffer }
                    return last.take()
                }
                if let spare { spares.withLock { $0.append(spare) } }
                return true
            } catch {
                failure.withLock { $0 = error }
                return false
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        // The frames the pool did not draw (the task was cancelled) are drawn here.
        for offset in offsets[handed...] { try body(render(offset).get()) }
    }

    /// The encoder and the stream an animation goes to, a frame at a time: used by one
    /// worker at a time, as `runInOrder` never overlaps its `consume` calls.
    private final class Sink: @unchecked Sendable {
        let encoder: APNGEncoder
        let stream: AtomicFile.Stream
        let count: Int
        let delay: APNGDelay
        private var added = 0

        init(encoder: APNGEncoder, stream: AtomicFile.Stream, count: Int, delay: APNGDelay) {
            (self.encoder, self.stream, self.count, self.delay) = (encoder, stream, count, delay)
        }

        /// Encodes the next frame (the last with ``ScrollAnimation/finalFrameDelay``) and
        /// writes its bytes.
        func add(_ frame: Framebuffer) throws(Error) {
            added += 1
            try encodingOrWriting {
                try encoder.add(frame, delay: added == count ? finalFrameDelay : delay)
                try encoder.flush(to: stream)
            }
        }
    }

    /// The ends of a scroll, drawn first (the curve runs between the offsets they were clamped
    /// to), and the offsets of every frame.
    private struct Plan {
        let first: RenderedFrame
        let last: SceneRenderer.Scroll
        let offsets: [Double]
        let framesPerSecond: Int

        init(
            from: Double, to: Double, duration: Double, framesPerSecond: Int, viewport: ValidatedViewport,
            makeScene: (Viewport) -> any Scene
        ) throws(Error) {
            do {
                first = try SceneRenderer.render(makeScene(viewport.viewport), offset: from, in: viewport)
                last = try SceneRenderer.scroll(makeScene(viewport.viewport), to: to, viewport: viewport.viewport)
            } catch {
                throw .render(error)
            }
            var offsets = ScrollAnimation.offsets(
                from: first.appliedOffset, to: last.appliedOffset, duration: duration, framesPerSecond: framesPerSecond)
            for index in offsets.indices.dropFirst().dropLast() {
                offsets[index] = (offsets[index] * viewport.scale).rounded() / viewport.scale
            }
            self.offsets = offsets
            self.framesPerSecond = framesPerSecond
        }

        var timeline: Timeline {
            let delays = Array(repeating: APNGDelay(framesPerSecond: framesPerSecond), count: offsets.count - 1) + [finalFrameDelay]
            return Timeline(offsets: offsets, delays: delays, start: first.scroll, end: last)
        }
    }
}

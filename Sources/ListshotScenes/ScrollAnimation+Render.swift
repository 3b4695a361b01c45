import ListshotFiles
import ListshotPNG
import ListshotRaster

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
        /// The animation could not be encoded or written.
        case write(PNGError)

        public var description: String {
            switch self {
            case let .render(error): "\(error)"
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
    ///   - duration: seconds, greater than 0.
    ///   - framesPerSecond: 1…65,535.
    ///   - makeScene: makes a new scene for `viewport`.
    /// - Returns: the frames, in order, and the timeline.
    /// - Throws: ``ViewportError`` for a viewport that cannot be drawn or a frame that
    ///   would show too many items.
    public static func render(
        from: Double, to: Double, duration: Double = defaultDuration, framesPerSecond: Int = defaultFramesPerSecond,
        viewport: Viewport, makeScene: (Viewport) -> any Scene
    ) throws(ViewportError) -> (frames: [Framebuffer], timeline: Timeline) {
        var frames: [Framebuffer] = []
        let timeline: Timeline
        do {
            timeline = try draw(from: from, to: to, duration: duration, framesPerSecond: framesPerSecond, viewport: viewport, makeScene: makeScene) {
                frames.append($0)
            }
        } catch {
            guard case let .render(error) = error else { preconditionFailure("nothing is written") }
            throw error
        }
        return (frames, timeline)
    }

    /// Draws the scroll as ``render(from:to:duration:framesPerSecond:viewport:makeScene:)``
    /// does and writes it as an animated PNG (``APNGEncoder``) to `destination`, a frame at a
    /// time: each frame is encoded as soon as it is drawn and its bytes go straight to the
    /// file (``AtomicFile/Stream``), so only two frames and one frame's bytes are in memory
    /// at once, whatever the duration.
    ///
    /// - Throws: ``Error``; nothing half-written is left at the destination.
    public static func write(
        from: Double, to: Double, duration: Double = defaultDuration, framesPerSecond: Int = defaultFramesPerSecond,
        viewport: Viewport, to destination: FrameDestination, options: PNGEncodingOptions = .init(),
        makeScene: (Viewport) -> any Scene
    ) throws(Error) -> Timeline {
        let encoder: APNGEncoder
        do {
            encoder = try APNGEncoder(options: options)
        } catch {
            throw .write(error)
        }
        return try write(
            from: from, to: to, duration: duration, framesPerSecond: framesPerSecond, viewport: viewport,
            to: destination, encoder: encoder, makeScene: makeScene)
    }

    /// ``write(from:to:duration:framesPerSecond:viewport:to:options:makeScene:)`` with the
    /// encoder given: a seam for tests, which read what it held (`mostBytesHeld`).
    static func write(
        from: Double, to: Double, duration: Double, framesPerSecond: Int, viewport: Viewport,
        to destination: FrameDestination, encoder: APNGEncoder, makeScene: (Viewport) -> any Scene
    ) throws(Error) -> Timeline {
        let count = frameCount(duration: duration, framesPerSecond: framesPerSecond)
        let stream: AtomicFile.Stream
        do {
            stream = try destination.openStream()
            // Every frame is drawn over an opaque window.
            try encoder.begin(width: viewport.pixelWidth, height: viewport.pixelHeight, frameCount: count, opaque: true)
            try encoder.flush(to: stream)
        } catch {
            throw .write(error)
        }
        let delay = APNGDelay(framesPerSecond: framesPerSecond)
        var added = 0
        let timeline = try draw(from: from, to: to, duration: duration, framesPerSecond: framesPerSecond, viewport: viewport, makeScene: makeScene) {
            frame throws(Error) in
            added += 1
            do throws(PNGError) {
                try encoder.add(frame, delay: added == count ? finalFrameDelay : delay)
                try encoder.flush(to: stream)
            } catch {
                throw .write(error)
            }
        }
        do {
            try encoder.finish(to: stream)
        } catch {
            throw .write(error)
        }
        do {
            try stream.commit()
        } catch {
            throw .write(PNGError(error))
        }
        return timeline
    }

    /// Draws each frame of the scroll and hands it to `body`, in order.
    private static func draw(
        from: Double, to: Double, duration: Double, framesPerSecond: Int, viewport: Viewport,
        makeScene: (Viewport) -> any Scene, _ body: (Framebuffer) throws(Error) -> Void
    ) throws(Error) -> Timeline {
        func render(_ offset: Double) throws(Error) -> RenderedFrame {
            do {
                return try SceneRenderer.render(makeScene(viewport), offset: offset, viewport: viewport)
            } catch {
                throw .render(error)
            }
        }
        // The ends first: the curve runs between the offsets they were clamped to.
        let first = try render(from)
        let last: SceneRenderer.Scroll
        do {
            last = try SceneRenderer.scroll(makeScene(viewport), to: to, viewport: viewport)
        } catch {
            throw .render(error)
        }
        var offsets = Self.offsets(from: first.appliedOffset, to: last.appliedOffset, duration: duration, framesPerSecond: framesPerSecond)
        for index in offsets.indices.dropFirst().dropLast() {
            offsets[index] = (offsets[index] * viewport.scale).rounded() / viewport.scale
        }
        try body(first.framebuffer)
        for offset in offsets.dropFirst() { try body(try render(offset).framebuffer) }
        let delays = Array(repeating: APNGDelay(framesPerSecond: framesPerSecond), count: offsets.count - 1) + [finalFrameDelay]
        return Timeline(offsets: offsets, delays: delays, start: first.scroll, end: last)
    }
}

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
    /// The most pixels an animation's frames hold together, since they are kept until the
    /// file is written: 2²⁸ (1 GiB), about 200 phone frames at scale 2.
    public static let maximumPixels = 1 << 28

    /// An animation's frames, ready for ``APNGEncoder``, and where the scroll began and ended.
    public struct Frames: Sendable {
        /// One framebuffer a frame, in order.
        public let framebuffers: [Framebuffer]
        /// One delay a frame: 1 / fps, the last ``finalFrameDelay``.
        public let delays: [APNGDelay]
        /// The offset of each frame.
        public let offsets: [Double]
        /// The first frame's scroll: the `from` asked for, clamped into the scrollable range.
        public let start: SceneRenderer.Scroll
        /// The last frame's scroll: the `to` asked for, clamped.
        public let end: SceneRenderer.Scroll
    }

    /// Draws a scroll of a scene from `from` to `to` (each clamped into the scrollable range)
    /// on the deceleration curve (``offsets(from:to:duration:framesPerSecond:)``): the frames
    /// between the ends on whole device pixels, as UIKit keeps `contentOffset`, each from a
    /// new scene (as ``FramePipeline`` draws them).
    ///
    /// - Parameters:
    ///   - duration: seconds, greater than 0.
    ///   - framesPerSecond: 1…65,535.
    ///   - makeScene: makes a new scene for `viewport`.
    /// - Throws: ``ViewportError`` for a viewport that cannot be drawn or a frame that
    ///   would show too many items.
    public static func render(
        from: Double, to: Double, duration: Double = defaultDuration, framesPerSecond: Int = defaultFramesPerSecond,
        viewport: Viewport, makeScene: (Viewport) -> any Scene
    ) throws(ViewportError) -> Frames {
        let first = try SceneRenderer.render(makeScene(viewport), offset: from, viewport: viewport)
        let last = try SceneRenderer.render(makeScene(viewport), offset: to, viewport: viewport)
        var offsets = Self.offsets(
            from: first.appliedOffset, to: last.appliedOffset, duration: duration, framesPerSecond: framesPerSecond)
        for index in offsets.indices.dropFirst().dropLast() {
            offsets[index] = (offsets[index] * viewport.scale).rounded() / viewport.scale
        }
        var framebuffers = [first.framebuffer]
        framebuffers.reserveCapacity(offsets.count)
        for offset in offsets.dropFirst().dropLast() {
            framebuffers.append(try SceneRenderer.render(makeScene(viewport), offset: offset, viewport: viewport).framebuffer)
        }
        framebuffers.append(last.framebuffer)
        let delays = Array(repeating: APNGDelay(framesPerSecond: framesPerSecond), count: offsets.count - 1) + [finalFrameDelay]
        return Frames(framebuffers: framebuffers, delays: delays, offsets: offsets, start: first.scroll, end: last.scroll)
    }
}

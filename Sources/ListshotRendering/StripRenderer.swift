import ListshotGeometry
import ListshotFiles
import ListshotRaster
import ListshotScenes
import ListshotStructuredText
import ListshotText

/// Frames of a scroll side by side in one image, each with its offset written under it: a
/// scroll sequence that a page can show at a glance.
///
/// The strip, in device pixels at the viewport's scale `s` (all rounded to whole pixels):
///
/// ```
///  margin ┌──────┐ gap ┌──────┐ margin        margin, gap: 16 pt · s
///         │frame │     │frame │               frame: the viewport, pixel for pixel, with a
///         └──────┘     └──────┘                      1-pixel border (#C6C6C8) around it
///        offset 0    offset 200               label: 13 pt · s Inter, #3C3C43, centred,
///  margin                                            its top 8 pt · s under the frame
/// ```
///
/// on UIKit's grouped background, #F2F2F7. Frames are copied exactly; the label is the
/// offset each frame was drawn at (clamped into the scrollable range), as
/// `NumberText/plain(_:)` writes it: `offset 120`, `offset -33.5`.
public enum StripRenderer {
    /// The strip's background: UIKit's `systemGroupedBackground`, light.
    public static let backgroundColor = Color(rgb: 0xF2F2F7)
    /// The line around each frame: UIKit's opaque separator colour.
    public static let borderColor = Color(rgb: 0xC6C6C8)
    /// The labels' colour: UIKit's `secondaryLabel` without its transparency.
    public static let labelColor = Color(rgb: 0x3C3C43)
    /// Space around the strip and between frames, in points.
    public static let spacing = 16.0
    /// The labels' font size, in points.
    public static let labelFontSize = 13.0
    /// From a frame's bottom to its label's top, in points.
    public static let labelGap = 8.0

    /// What a strip could not be made for.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// No offsets were given.
        case noFrames
        /// The strip would not fit in a framebuffer (32,768 pixels a side, 1 GiB).
        case tooLarge(frames: Int, pixelWidth: Int, pixelHeight: Int)
        /// A frame could not be drawn.
        case render(ViewportError)
        /// The labels' font could not be loaded.
        case font(FontError)

        public var description: String {
            switch self {
            case .noFrames: "a strip needs at least one frame"
            case let .tooLarge(frames, width, height):
                "a strip of \(NumberText.grouped(frames)) frames would be \(NumberText.grouped(width)) × \(NumberText.grouped(height)) pixels; "
                    + "an image is at most \(NumberText.grouped(Framebuffer.maximumDimension)) pixels a side and 1 GiB"
            case let .render(error): "\(error)"
            case let .font(error): "\(error)"
            }
        }
    }

    /// Draws a new scene from `makeScene` at each of `offsets` (so no frame depends on the
    /// ones before it, as ``FramePipeline`` does) in `viewport`, `jobs` frames at a time on a
    /// ``WorkerPool``, and lays the frames out in one strip, left to right in the order
    /// given. Each frame is drawn from its own scene, so the strip is the same at every
    /// `jobs`: what `listshot render --strip` and `listshot docs` both draw.
    ///
    /// - Parameters:
    ///   - offsets: at least one; each is clamped into the scrollable range (`nil`: the
    ///     start, as ``SceneRenderer/scroll(_:to:viewport:)`` takes it).
    ///   - viewport: the screen each frame is drawn on; it sets the strip's scale.
    ///   - jobs: how many frames are drawn at once, at least 1.
    ///   - makeScene: makes a new scene for `viewport`; called from any thread.
    ///   - onFrame: called with each frame drawn, in the order of `offsets`, before the strip
    ///     is laid out (the CLI notes clamped offsets); when a frame cannot be drawn, the
    ///     frames before it were reported, as if drawn one by one.
    /// - Returns: the strip, opaque; see ``StripRenderer`` for its layout.
    /// - Throws: ``Error``: before any frame is drawn when the strip would be too large;
    ///   ``Error/render(_:)`` for the first offset, in order, that cannot be drawn.
    public static func render(
        offsets: [Double?], in viewport: ValidatedViewport, jobs: Int = WorkerPool.defaultJobs,
        makeScene: @escaping @Sendable (Viewport) -> any Scene,
        onFrame: (RenderedFrame) -> Void = { _ in }
    ) async throws(Error) -> Framebuffer {
        precondition(jobs >= 1, "jobs must be at least 1, got \(jobs)")
        try checkSize(frameCount: offsets.count, viewport: viewport.viewport)
        let drawn = Lock([Int: Result<RenderedFrame, ViewportError>]())
        @Sendable func draw(_ index: Int) -> Result<RenderedFrame, ViewportError> {
            Result { () throws(ViewportError) in try SceneRenderer.render(makeScene(viewport.viewport), offset: offsets[index], in: viewport) }
        }
        await WorkerPool(jobs: jobs).run(offsets.count, makeWorker: {}) { _, index in
            let frame = draw(index)
            drawn.withLock { $0[index] = frame }
            if case .failure = frame { return false }
            return true
        }
        let results = drawn.withLock { $0 }
        var frames: [RenderedFrame] = []
        // Jobs are claimed in order, so the first failure is the one drawing one by one meets
        // first; a frame the pool did not draw (the task was cancelled) is drawn here.
        for index in offsets.indices {
            switch results[index] ?? draw(index) {
            case let .success(frame):
                onFrame(frame)
                frames.append(frame)
            case let .failure(error):
                throw .render(error)
            }
        }
        return try compose(frames, scale: viewport.scale)
    }

    /// ``render(offsets:in:jobs:makeScene:onFrame:)`` for a viewport not checked yet: checks
    /// it (`ValidatedViewport`) once for every frame.
    ///
    /// - Throws: ``Error``, as ``render(offsets:in:jobs:makeScene:onFrame:)``; for a viewport
    ///   that cannot be drawn, the strip's size is checked first and then ``Error/render(_:)``.
    public static func render(
        offsets: [Double?], viewport: Viewport, jobs: Int = WorkerPool.defaultJobs,
        makeScene: @escaping @Sendable (Viewport) -> any Scene,
        onFrame: (RenderedFrame) -> Void = { _ in }
    ) async throws(Error) -> Framebuffer {
        let checked: ValidatedViewport
        do {
            checked = try ValidatedViewport(viewport)
        } catch {
            try checkSize(frameCount: offsets.count, viewport: viewport)
            throw .render(error)
        }
        return try await render(offsets: offsets, in: checked, jobs: jobs, makeScene: makeScene, onFrame: onFrame)
    }

    /// The strip's size in pixels for `frameCount` frames of `viewport`.
    public static func pixelSize(frameCount: Int, viewport: Viewport) -> (width: Int, height: Int) {
        pixelSize(frameCount: frameCount, frameWidth: viewport.pixelWidth, frameHeight: viewport.pixelHeight, metrics: Metrics(scale: viewport.scale))
    }

    /// Refuses, before any work, a strip that would not fit in a framebuffer.
    ///
    /// - Throws: ``Error/noFrames`` or ``Error/tooLarge(frames:pixelWidth:pixelHeight:)``.
    public static func checkSize(frameCount: Int, viewport: Viewport) throws(Error) {
        try checkSize(frameCount: frameCount, frameWidth: viewport.pixelWidth, frameHeight: viewport.pixelHeight, metrics: Metrics(scale: viewport.scale))
    }

    private static func pixelSize(frameCount: Int, frameWidth: Int, frameHeight: Int, metrics: Metrics) -> (width: Int, height: Int) {
        let count = max(1, frameCount)
        let width = 2 * metrics.margin + count * frameWidth + (count - 1) * metrics.margin
        let height = 2 * metrics.margin + frameHeight + metrics.labelGap + metrics.labelHeight
        return (width, height)
    }

    private static func checkSize(frameCount: Int, frameWidth: Int, frameHeight: Int, metrics: Metrics) throws(Error) {
        guard frameCount >= 1 else { throw .noFrames }
        let limit = Framebuffer.maximumDimension
        // Counted in Double first, so that a huge count cannot overflow the sum.
        let estimate = Double(frameCount) * Double(frameWidth + metrics.margin) + Double(metrics.margin)
        guard estimate <= Double(limit) else {
            let height = pixelSize(frameCount: 1, frameWidth: frameWidth, frameHeight: frameHeight, metrics: metrics).height
            throw .tooLarge(frames: frameCount, pixelWidth: Int(min(estimate, 1e15)), pixelHeight: height)
        }
        let size = pixelSize(frameCount: frameCount, frameWidth: frameWidth, frameHeight: frameHeight, metrics: metrics)
        guard size.width <= limit, size.height <= limit, size.width * size.height <= Framebuffer.maximumByteCount / 4 else {
            throw .tooLarge(frames: frameCount, pixelWidth: size.width, pixelHeight: size.height)
        }
    }

    /// Lays drawn frames (of one size, drawn at `scale`) out in a strip, labelled with
    /// their applied offsets.
    ///
    /// - Throws: ``Error`` when there are no frames, the strip would be too large, or the
    ///   bundled font cannot be loaded.
    public static func compose(_ frames: [RenderedFrame], scale: Double) throws(Error) -> Framebuffer {
        guard let first = frames.first else { throw .noFrames }
        let frameWidth = first.framebuffer.width, frameHeight = first.framebuffer.height
        precondition(
            frames.allSatisfy { $0.framebuffer.width == frameWidth && $0.framebuffer.height == frameHeight },
            "a strip's frames have one size")
        let metrics = Metrics(scale: scale)
        try checkSize(frameCount: frames.count, frameWidth: frameWidth, frameHeight: frameHeight, metrics: metrics)
        let size = pixelSize(frameCount: frames.count, frameWidth: frameWidth, frameHeight: frameHeight, metrics: metrics)
        let font: Font
        do {
            // Sized in pixels: the canvas below draws at scale 1.
            font = try Font.bundled(.regular, size: labelFontSize * scale)
        } catch {
            throw .font(error)
        }
        let strip: Framebuffer
        do {
            strip = try Framebuffer(width: size.width, height: size.height, color: backgroundColor)
        } catch {
            throw .tooLarge(frames: frames.count, pixelWidth: size.width, pixelHeight: size.height)
        }
        var canvas = Canvas(framebuffer: strip, scale: 1)
        let baseline = Double(metrics.margin + frameHeight + metrics.labelGap) + font.ascender.rounded()
        for (index, frame) in frames.enumerated() {
            let x = metrics.margin + index * (frameWidth + metrics.margin)
            let rect = Rect(x: Double(x), y: Double(metrics.margin), width: Double(frameWidth), height: Double(frameHeight))
            canvas.fill(Rect(x: rect.minX - 1, y: rect.minY - 1, width: rect.width + 2, height: rect.height + 2), color: borderColor)
            canvas.draw(frame.framebuffer, in: rect)
            let label = "offset \(NumberText.plain(frame.appliedOffset))"
            let labelX = (Double(x) + (Double(frameWidth) - font.width(of: label)) / 2).rounded()
            canvas.drawText(label, font: font, at: Point(x: labelX, y: baseline), color: labelColor)
        }
        return canvas.framebuffer
    }

    /// The strip's spacing in whole device pixels at a scale.
    private struct Metrics {
        let margin: Int
        let labelGap: Int
        let labelHeight: Int

        init(scale: Double) {
            margin = Int((StripRenderer.spacing * scale).rounded())
            labelGap = Int((StripRenderer.labelGap * scale).rounded())
            // The label's line: Inter's line height at the label size (1.21 em), rounded up.
            labelHeight = Int((StripRenderer.labelFontSize * 1.21 * scale).rounded(.up))
        }
    }
}

import ListshotFiles
import ListshotRaster
import ListshotScenes
import ListshotStructuredText

/// Many frames of one scene, drawn, encoded and written on several cores at once: what
/// `listshot render --offsets` and repeated `--offset` flags run.
///
/// Each frame is drawn exactly as one `listshot render --offset` process draws it, so the
/// files have the same bytes whatever ``jobs`` is and whichever worker drew them:
///
/// - **A new scene for every frame.** Views are not thread-safe, so no scene is ever
///   shared between workers; and a scene is not reused for a worker's next frame either,
///   because a table remembers where it has been (rows measured for estimated heights move
///   the rows after them, and the offset is corrected to keep a row in place), so the
///   frame at an offset would depend on which frames that worker drew before. What is
///   costly to make is made once and shared instead: a scene file is parsed once (the
///   immutable `SceneDescription` is shared), fonts and shaped text are cached per
///   process (`FontFace` serializes FreeType per face; see ListshotText).
/// - **One framebuffer per worker**, reused frame after frame
///   (``SceneRenderer/render(_:offset:in:into:)``), not 4 MB allocated a frame.
/// - **Syncs off the workers' path.** Files are written through one `AtomicFile/Batch`
///   syncing in the background: each is renamed into place as soon as it is encoded and
///   synced soon after on the batch's thread; the run ends once all are synced.
///
/// Offsets that clamp to the same offset (past the end of the list, say) are drawn once and
/// written once; each still gets its ``Frame``. At most ``maximumFrames`` offsets a run.
public struct FramePipeline: Sendable {
    /// The most offsets one run takes: 100,000 (a minute of frames at 60 per second is
    /// 3,600). A run's bookkeeping grows with its offsets; its memory for pixels does not.
    public static let maximumFrames = 100_000

    /// The scene's name, for file names: `<sceneName>-<offset>.png`.
    public let sceneName: String
    /// The screen every frame is drawn on, checked by the pipeline's maker.
    public let viewport: ValidatedViewport
    /// How many frames are drawn at once on a ``WorkerPool``, at least 1 (``defaultJobs``
    /// by default).
    public let jobs: Int
    /// How the PNGs are encoded.
    public let options: PNGEncodingOptions
    /// Makes a new scene; called once a frame, from any thread.
    public let makeScene: @Sendable (Viewport) -> any Scene

    /// A pipeline for the scene `makeScene` makes, named `sceneName`, in `viewport`.
    public init(
        sceneName: String, viewport: ValidatedViewport, jobs: Int = FramePipeline.defaultJobs,
        options: PNGEncodingOptions = .init(), makeScene: @escaping @Sendable (Viewport) -> any Scene
    ) {
        precondition(jobs >= 1, "jobs must be at least 1, got \(jobs)")
        self.sceneName = sceneName
        self.viewport = viewport
        self.jobs = jobs
        self.options = options
        self.makeScene = makeScene
    }

    /// The cores online: ``WorkerPool/defaultJobs``.
    public static var defaultJobs: Int { WorkerPool.defaultJobs }

    /// One offset of a run and the file drawn for it.
    public struct Frame: Sendable {
        /// Where the table was: the offset asked for, the offset drawn, the range.
        public let scroll: SceneRenderer.Scroll
        /// The file written: `<folder>/<sceneName>-<offset drawn>.png`.
        public let path: String

        /// The offset asked for.
        public var requestedOffset: Double { scroll.requestedOffset ?? scroll.appliedOffset }
    }

    /// Why a run stopped. Frames finished before it are in place, each complete.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// More offsets than ``FramePipeline/maximumFrames``; nothing was drawn.
        case tooManyFrames(count: Int, limit: Int)
        /// The frame at `offset` would show too much (`ViewportError/tooManyItems(count:limit:offset:)`).
        case render(offset: Double, ViewportError)
        /// The frame at `offset` could not be encoded (the error names the file).
        case encode(offset: Double, PNGError)
        /// The frame at `offset` could not be written (the error names the file).
        case write(offset: Double, FileError)
        /// A written file could not be synced at the end of the run.
        case sync(FileError)
        /// The task running the pipeline was cancelled before every frame was drawn.
        case cancelled

        public var description: String {
            switch self {
            case let .tooManyFrames(count, limit):
                return "\(NumberText.grouped(count)) frames; at most \(NumberText.grouped(limit)) are drawn in one run"
            case let .render(_, error): return "\(error)"
            case let .encode(_, error): return "\(error)"
            case let .write(_, error): return "\(error)"
            case let .sync(error): return "\(error)"
            case .cancelled: return "cancelled"
            }
        }
    }

    /// The path of the frame drawn at `offset` in `folder` ("" or "." for bare names).
    public func path(forOffset offset: Double, in folder: String) -> String {
        let name = RenderedFrame.defaultFileName(scene: sceneName, offset: offset)
        if folder.isEmpty || folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Draws the scene at each of `offsets` (each clamped into the scrollable range, as
    /// ``SceneRenderer/scroll(_:to:viewport:)`` clamps) and writes the frames into `folder`,
    /// ``jobs`` at a time. Each file is replaced atomically (`AtomicFile/Batch`), and the
    /// first one written into `folder` removes the temporary files that killed runs left
    /// there (`AtomicFile/removeStaleTemporaryFiles(in:)`).
    ///
    /// - Parameters:
    ///   - offsets: the offsets, in the order the frames are reported.
    ///   - folder: an existing folder; "" or "." is the current one.
    ///   - onFrame: called once for each offset, in the order of `offsets`, as soon as its
    ///     file and those of all offsets before it are in place (not yet synced); calls
    ///     never overlap. (When a list corrects offsets so that two frames get one name, the
    ///     file holds the frame asked for last only once the run returns.)
    /// - Returns: a frame for each offset, in the order of `offsets`; all synced.
    /// - Throws: ``Failure``. The first failure stops the run: no new frame is started,
    ///   frames already written stay (and are synced), and a frame that failed leaves nothing.
    @discardableResult
    public func render(
        offsets: [Double], into folder: String, onFrame: @escaping @Sendable (Frame) -> Void = { _ in }
    ) async throws(Failure) -> [Frame] {
        guard offsets.count <= Self.maximumFrames else {
            throw .tooManyFrames(count: offsets.count, limit: Self.maximumFrames)
        }
        precondition(offsets.allSatisfy(\.isFinite), "offsets must be finite")
        guard !offsets.isEmpty else { return [] }

        // Offsets that clamp to the same offset draw the same frame: draw it once. Every new
        // scene has the same range, so this is the clamping each frame's scroll would do.
        let measured = makeScene(viewport.viewport)
        SceneRenderer.layout(measured, in: viewport.viewport)
        let range = SceneRenderer.offsetRange(of: measured)
        var drawIndex: [Double: Int] = [:]
        var draws: [Double] = []
        let drawOfOffset = offsets.map { offset in
            let clamped = min(max(offset, range.lowerBound), range.upperBound)
            if let index = drawIndex[clamped] { return index }
            drawIndex[clamped] = draws.count
            draws.append(offset)
            return draws.count - 1
        }

        let run = Run(draws: draws, drawOfOffset: drawOfOffset, offsets: offsets, onFrame: onFrame)
        let batch = AtomicFile.Batch(syncing: .inBackground)
        await WorkerPool(jobs: jobs).run(draws.count, makeWorker: Worker.init) { worker, index in
            draw(index, run, worker: &worker, batch: batch, folder: folder)
        }
        // Draws of different offsets that drew the same one (a list that corrects the offset
        // it is given) and so got the same name: the one asked for last ends in the file, as
        // if the frames were drawn one by one in order.
        var failure = run.failure ?? (run.isComplete ? nil : .cancelled)
        if failure == nil {
            for (index, path, bytes) in run.lateWrites() {
                do {
                    try batch.write(bytes, to: path)
                } catch {
                    failure = .write(offset: draws[index], error)
                    break
                }
            }
        }
        do {
            try batch.finish()
        } catch {
            if failure == nil { failure = .sync(error) }
        }
        if let failure { throw failure }
        return run.frames()
    }

    /// One worker's framebuffer, encoder and output buffer, reused frame after frame: no
    /// compressor or 4 MB buffers allocated per frame.
    private struct Worker {
        var framebuffer: Framebuffer?
        var encoder: PNGEncoder?
        var png: [UInt8] = []
    }

    /// Draws, encodes and writes draw `index`; false when it failed (the run stops).
    private func draw(_ index: Int, _ run: Run, worker: inout Worker, batch: AtomicFile.Batch, folder: String) -> Bool {
        let offset = run.draws[index]
        let scene = makeScene(viewport.viewport)
        if worker.framebuffer == nil { worker.framebuffer = SceneRenderer.makeFramebuffer(viewport) }
        let scroll: SceneRenderer.Scroll
        do {
            scroll = try SceneRenderer.render(scene, offset: offset, in: viewport, into: &worker.framebuffer!)
        } catch {
            run.fail(index, .render(offset: offset, error))
            return false
        }
        let path = path(forOffset: scroll.appliedOffset, in: folder)
        let bytes: [UInt8]
        do {
            if worker.encoder == nil { worker.encoder = try PNGEncoder(options: options) }
            try worker.encoder!.encode(worker.framebuffer!, into: &worker.png)
            bytes = worker.png
        } catch {
            var named = error
            named.path = path
            run.fail(index, .encode(offset: offset, named))
            return false
        }
        if run.claimPath(path, for: index, bytes: bytes) {
            do {
                try batch.write(bytes, to: path)
            } catch {
                run.fail(index, .write(offset: offset, error))
                return false
            }
        }
        run.finish(index, scroll: scroll, path: path)
        return true
    }
}

/// What the workers of one run share, behind one lock.
private final class Run: Sendable {
    /// The offsets to draw, one per distinct clamped offset.
    let draws: [Double]
    /// For each offset asked for, the index of its draw.
    let drawOfOffset: [Int]
    let offsets: [Double]
    let onFrame: @Sendable (FramePipeline.Frame) -> Void
    /// For each draw, the last position in `offsets` that asked for it.
    let lastAsked: [Int]

    private struct State {
        var failure: (index: Int, failure: FramePipeline.Failure)?
        /// Each finished draw's scroll and path.
        var drawn: [Int: (scroll: SceneRenderer.Scroll, path: String)] = [:]
        /// The next offset to report.
        var reported = 0
        /// Which draw wrote each path.
        var writers: [String: Int] = [:]
        /// Draws whose path another draw had written: their bytes, written after the run.
        var late: [String: [(index: Int, bytes: [UInt8])]] = [:]
    }
    private let state = Lock(State())

    init(draws: [Double], drawOfOffset: [Int], offsets: [Double], onFrame: @escaping @Sendable (FramePipeline.Frame) -> Void) {
        self.draws = draws
        self.drawOfOffset = drawOfOffset
        self.offsets = offsets
        self.onFrame = onFrame
        var lastAsked = [Int](repeating: 0, count: draws.count)
        for (position, draw) in drawOfOffset.enumerated() { lastAsked[draw] = position }
        self.lastAsked = lastAsked
    }

    /// True when draw `index` is to write `path` now; false when another draw already
    /// writes it, and the bytes wait for ``lateWrites()``.
    func claimPath(_ path: String, for index: Int, bytes: [UInt8]) -> Bool {
        state.withLock { state in
            guard state.writers[path] != nil else {
                state.writers[path] = index
                return true
            }
            state.late[path, default: []].append((index, bytes))
            return false
        }
    }

    /// Records a failure; the earliest draw's failure is the one reported.
    func fail(_ index: Int, _ failure: FramePipeline.Failure) {
        state.withLock { state in
            if state.failure.map({ index < $0.index }) ?? true { state.failure = (index, failure) }
        }
    }

    var failure: FramePipeline.Failure? { state.withLock { $0.failure?.failure } }

    /// True when every draw finished.
    var isComplete: Bool { state.withLock { $0.drawn.count == draws.count } }

    /// Records draw `index` as written, and reports every offset whose draw and whose
    /// predecessors' draws are all written, in order.
    func finish(_ index: Int, scroll: SceneRenderer.Scroll, path: String) {
        state.withLock { state in
            state.drawn[index] = (scroll, path)
            while state.failure == nil, state.reported < offsets.count,
                let drawn = state.drawn[drawOfOffset[state.reported]] {
                onFrame(frame(state.reported, drawn))
                state.reported += 1
            }
        }
    }

    /// For each path written by more than one draw, the bytes of the draw asked for last
    /// when another draw wrote the file: (draw, path, bytes), in draw order.
    func lateWrites() -> [(Int, String, [UInt8])] {
        state.withLock { state in
            var writes: [(Int, String, [UInt8])] = []
            for (path, waiting) in state.late {
                guard let last = waiting.max(by: { lastAsked[$0.index] < lastAsked[$1.index] }),
                    let writer = state.writers[path], lastAsked[last.index] > lastAsked[writer]
                else { continue }
                writes.append((last.index, path, last.bytes))
            }
            return writes.sorted { $0.0 < $1.0 }
        }
    }

    /// Every offset's frame, in order; call when every draw finished.
    func frames() -> [FramePipeline.Frame] {
        state.withLock { state in
            offsets.indices.map { frame($0, state.drawn[drawOfOffset[$0]]!) }
        }
    }

    private func frame(_ offset: Int, _ drawn: (scroll: SceneRenderer.Scroll, path: String)) -> FramePipeline.Frame {
        let scroll = SceneRenderer.Scroll(
            requestedOffset: offsets[offset], appliedOffset: drawn.scroll.appliedOffset, offsetRange: drawn.scroll.offsetRange)
        return FramePipeline.Frame(scroll: scroll, path: drawn.path)
    }
}

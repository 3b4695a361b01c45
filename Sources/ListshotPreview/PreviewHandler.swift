import ListshotLayout
import ListshotRendering
import ListshotStructuredText

/// The preview's requests answered without HTTP: `GET /` (the page) and
/// `GET /frame.png?…` (a frame); `/events` streams, so ``PreviewServer`` answers it. Nothing
/// else is served: no path reads a file from disk but the scene and its images.
public struct PreviewHandler: Sendable {
    /// The scene every frame is drawn from.
    public let scene: PreviewScene
    /// Where frames are drawn, a bounded number at once, off Swift's cooperative pool.
    let slots: RenderSlots
    /// Draws a frame, on a slot's thread: ``PreviewScene/frame(_:)``, or a test's stand-in.
    let draw: @Sendable (PreviewRequest) -> Result<PreviewFrame, PreviewFrameError>

    /// A handler drawing `scene`'s frames, at most `concurrentFrames` at once with at most
    /// `waitingFrames` more waiting (a request beyond them gets a 503).
    public init(scene: PreviewScene, concurrentFrames: Int = WorkerPool.defaultJobs, waitingFrames: Int = 16) {
        self.init(scene: scene, concurrentFrames: concurrentFrames, waitingFrames: waitingFrames) { request in
            Result { () throws(PreviewFrameError) in try scene.frame(request) }
        }
    }

    /// A handler whose frames `draw` draws: tests hold a frame in its slot with it, or count them.
    init(
        scene: PreviewScene, concurrentFrames: Int = WorkerPool.defaultJobs, waitingFrames: Int = 16,
        draw: @escaping @Sendable (PreviewRequest) -> Result<PreviewFrame, PreviewFrameError>
    ) {
        self.scene = scene
        slots = RenderSlots(running: concurrentFrames, waiting: waitingFrames)
        self.draw = draw
    }

    /// Stops drawing: the frames waiting for a slot, and every frame asked for from now on,
    /// are answered with a 503 without being drawn; the frames being drawn finish. The
    /// server calls it when it stops (Ctrl-C), so that it does not draw a queue nobody will see.
    public func stopDrawing() {
        slots.stop()
    }

    /// The answer to `GET path?query`.
    ///
    /// - Parameters:
    ///   - path: the request's path, without its query: `/frame.png`.
    ///   - query: the query's name–value pairs, decoded, in order.
    public func respond(path: String, query: [(name: String, value: String)]) async -> PreviewResponse {
        switch path {
        case "/", "/index.html":
            return PreviewResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(PreviewPage.html(scene: scene.name).utf8))
        case "/frame.png":
            return await frame(query: query)
        default:
            return .text(404, "not found: \(PreviewResponse.excerpt(path)); the preview serves /, /frame.png and /events")
        }
    }

    /// `GET /frame.png`: 200 with the PNG and where the list was scrolled (`X-Listshot-Offset`,
    /// `X-Listshot-Offset-Range`, `X-Listshot-Axis`, `X-Listshot-Viewport`); 400 naming a
    /// bad query value; 422 with the scene file's error; 503 when too many frames wait, or
    /// when the server is stopping.
    func frame(query: [(name: String, value: String)]) async -> PreviewResponse {
        let request: PreviewRequest
        do {
            request = try PreviewRequest(query: query)
        } catch {
            return .text(400, error.description)
        }
        let draw = self.draw
        let frame: PreviewFrame
        switch await slots.run({ draw(request) }) {
        case let .done(.success(drawn)):
            frame = drawn
        case let .done(.failure(error)):
            return .text(422, error.description)
        case .busy:
            let running = slots.running == 1 ? "1 frame is" : "\(slots.running) frames are"
            let waiting = slots.waiting == 1 ? "1 more waits" : "\(slots.waiting) more wait"
            return .text(503, "busy: \(running) being drawn and \(waiting); try again")
        case .stopped:
            return .text(503, "stopping: the preview server is shutting down; the frame was not drawn")
        }
        let range = frame.scroll.offsetRange
        let viewport = frame.viewport
        return PreviewResponse(
            status: 200, contentType: "image/png",
            headers: [
                ("Cache-Control", "no-store"),
                ("X-Listshot-Offset", NumberText.plain(frame.scroll.appliedOffset)),
                ("X-Listshot-Offset-Range", "\(NumberText.plain(range.lowerBound)) \(NumberText.plain(range.upperBound))"),
                ("X-Listshot-Axis", frame.axis == .vertical ? "y" : "x"),
                ("X-Listshot-Viewport", "\(NumberText.plain(viewport.width)) \(NumberText.plain(viewport.height)) \(NumberText.plain(viewport.scale))"),
            ],
            body: frame.png)
    }
}

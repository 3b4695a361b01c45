import Foundation
import ListshotFiles
import ListshotRaster
@testable import ListshotPreview
import ListshotRendering
import ListshotScenes
import ListshotTestSupport
import Testing

/// The preview's requests answered without a socket (issue 26, items 2, 3 and 5).
@Suite struct PreviewHandlerTests {
    static let sceneText = #"{"viewport": {"width": 200, "height": 120, "scale": 1}, "sections": [{"rows": [{"text": "a"}, {"text": "b"}, {"text": "c"}, {"text": "d"}, {"text": "e"}, {"text": "f"}]}]}"#

    /// A folder holding `scene.json`.
    static func sceneFolder(_ text: String = sceneText) throws -> String {
        let folder = makeTemporaryFolder()
        try text.write(toFile: folder + "/scene.json", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theFrameIsTheRenderPipelinesPNGWithWhereTheListScrolled() async throws {
        let folder = try Self.sceneFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json"
        let handler = PreviewHandler(scene: .file(path))
        let response = await handler.respond(path: "/frame.png", query: [("offset", "40"), ("appearance", "dark")])
        #expect(response.status == 200)
        #expect(response.contentType == "image/png")
        // What `render` does for the same file and flags (RenderCommand.renderOne).
        let maker = try SceneMaker.file(path, overrides: SceneOverrides(appearance: "dark"))
        let frame = try SceneRenderer.render(maker.make(maker.viewport), offset: 40, viewport: maker.viewport)
        try frame.write(to: .file(folder + "/render.png"))
        #expect(response.body == Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/render.png"))))
        #expect(response.header("X-Listshot-Offset") == "40")
        #expect(response.header("X-Listshot-Offset-Range") == "0 144")
        #expect(response.header("X-Listshot-Axis") == "y")
        #expect(response.header("X-Listshot-Viewport") == "200 120 1")
    }

    @Test func anOffsetPastTheEndIsClampedAsRenderClampsIt() async throws {
        let folder = try Self.sceneFolder()
        defer { removeTree(folder) }
        let response = await PreviewHandler(scene: .file(folder + "/scene.json")).respond(path: "/frame.png", query: [("offset", "5000")])
        #expect(response.status == 200)
        #expect(response.header("X-Listshot-Offset") == "144")
    }

    @Test func aBadQueryValueIsA400WithTheMessage() async {
        let handler = PreviewHandler(scene: .builtIn("demo"))
        let nan = await handler.respond(path: "/frame.png", query: [("offset", "nan")])
        #expect(nan.status == 400)
        #expect(nan.bodyText == "offset: 'nan' is not a decimal number (such as 120, -33.5 or 1e3)\n")
        let appearance = await handler.respond(path: "/frame.png", query: [("appearance", "dusk")])
        #expect(appearance.status == 400)
        #expect(appearance.bodyText == "appearance: unknown appearance \"dusk\" (use \"light\", \"dark\")\n")
    }

    @Test func aFileThatIsNotASceneIsA422WithItsLineAndColumn() async throws {
        let folder = try Self.sceneFolder("{\"sections\": [}\n")
        defer { removeTree(folder) }
        let response = await PreviewHandler(scene: .file(folder + "/scene.json")).respond(path: "/frame.png", query: [])
        #expect(response.status == 422)
        #expect(response.bodyText == "\(folder)/scene.json: not valid JSON (line 1, column 15): unexpected \"}\"\n")
    }

    @Test func servesItsPageAndNoFileFromDisk() async {
        let handler = PreviewHandler(scene: .builtIn("demo"))
        let page = await handler.respond(path: "/", query: [])
        #expect(page.status == 200)
        #expect(page.contentType == "text/html; charset=utf-8")
        for part in ["<title>listshot preview · demo</title>", "<select id=\"textSize\">", "<option value=\"AX1\" data-name=\"accessibilityMedium\">AX1 · accessibilityMedium</option>",
            "<select id=\"appearance\">", "<option value=\"iphone-15\">iphone-15</option>", "new EventSource(\"/events\")", "history.replaceState",
            "prefers-color-scheme: dark"]
        {
            #expect(page.bodyText.contains(part), "the page lacks \(part)")
        }
        for path in ["/etc/passwd", "/../Package.swift", "/frame.png/../scene.json", "/favicon.ico"] {
            let response = await handler.respond(path: path, query: [])
            #expect(response.status == 404)
            #expect(response.bodyText == "not found: \(path); the preview serves /, /frame.png and /events\n")
        }
    }

    @Test func aSceneNameInThePageIsEscaped() async {
        let page = await PreviewHandler(scene: .file("<b>&.json")).respond(path: "/", query: [])
        #expect(page.bodyText.contains("<h1>&lt;b&gt;&amp;.json</h1>"))
    }

    /// Waits (polling) until `condition` holds, for at most 10 s.
    static func eventually(_ condition: () async -> Bool) async -> Bool {
        for _ in 0..<1000 {
            if await condition() { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// `GET /frame.png`'s answer, or nil when there is none within 10 s (the request waits
    /// for a slot that no one gives back: the test fails instead of hanging).
    static func frame(_ handler: PreviewHandler, _ query: [(name: String, value: String)] = []) async -> PreviewResponse? {
        let answer = Lock<PreviewResponse?>(nil)
        Task { let response = await handler.respond(path: "/frame.png", query: query); answer.withLock { $0 = response } }
        _ = await eventually { answer.withLock { $0 != nil } }
        return answer.withLock { $0 }
    }

    /// With the one slot drawing and the one place in the queue taken, a frame is refused at
    /// once with a 503; once the slot is free, the waiting request is drawn, and a new one.
    @Test func aFrameBeyondTheSlotsAndTheQueueIsA503() async throws {
        let gate = FrameGate()
        let handler = gate.handler(.builtIn("demo"), concurrentFrames: 1, waitingFrames: 1)
        async let drawing = handler.respond(path: "/frame.png", query: [])
        #expect(await Self.eventually { handler.slots.busy == 1 })
        async let waiting = handler.respond(path: "/frame.png", query: [("offset", "20")])
        #expect(await Self.eventually { handler.slots.queued == 1 })
        let refused = await Self.frame(handler, [("offset", "40")])
        #expect(refused?.status == 503)
        #expect(refused?.bodyText == "busy: 1 frame is being drawn and 1 more waits; try again\n")
        gate.letGo()
        #expect(await drawing.status == 200)
        #expect(await waiting.status == 200)
        #expect(await handler.respond(path: "/frame.png", query: [("offset", "40")]).status == 200)
        // The slot is given back just after its frame is answered.
        #expect(await Self.eventually { handler.slots.busy == 0 })
        #expect(gate.arrived == 3)
    }

    @Test func theBusyMessageCountsInTheRightNumber() async {
        let gate = FrameGate()
        let handler = gate.handler(.builtIn("demo"), concurrentFrames: 2, waitingFrames: 0)
        async let first = handler.respond(path: "/frame.png", query: [])
        async let second = handler.respond(path: "/frame.png", query: [])
        #expect(await Self.eventually { handler.slots.busy == 2 })
        #expect(await Self.frame(handler)?.bodyText == "busy: 2 frames are being drawn and 0 more wait; try again\n")
        gate.letGo()
        #expect(await [first.status, second.status] == [200, 200])
        #expect(await Self.eventually { handler.slots.busy == 0 })
    }

    /// Issue 33, item 5: once the server stops, the frames waiting for a slot are answered
    /// with a 503 at once and never drawn (Ctrl-C with 21 waiting drew all 21 first); the
    /// frame being drawn finishes.
    @Test func stoppingDropsTheFramesWaitingWithoutDrawingThem() async {
        let gate = FrameGate()
        let handler = gate.handler(.builtIn("demo"), concurrentFrames: 1, waitingFrames: 3)
        async let drawing = handler.respond(path: "/frame.png", query: [])
        #expect(await Self.eventually { handler.slots.busy == 1 })
        let answers = Lock<[PreviewResponse]>([])
        for offset in 1...3 {
            Task {
                let response = await handler.respond(path: "/frame.png", query: [("offset", "\(offset)")])
                answers.withLock { $0.append(response) }
            }
        }
        #expect(await Self.eventually { handler.slots.queued == 3 })
        handler.stopDrawing()
        // Answered while the frame being drawn still is.
        #expect(await Self.eventually { answers.withLock { $0.count } == 3 })
        #expect(!gate.isOpen)
        for answer in answers.withLock({ $0 }) {
            #expect(answer.status == 503)
            #expect(answer.bodyText == "stopping: the preview server is shutting down; the frame was not drawn\n")
        }
        // A frame asked for from now on is not drawn either.
        let late = await handler.respond(path: "/frame.png", query: [])
        #expect(late.bodyText == "stopping: the preview server is shutting down; the frame was not drawn\n")
        gate.letGo()
        #expect(await drawing.status == 200)
        #expect(gate.arrived == 1)
        #expect(await Self.eventually { handler.slots.busy == 0 })
    }

    /// Issue 33, item 9: a 404 names the path as a message quotes a value: cut after 40 code
    /// points, its control characters escaped, not the whole 10 KB of it.
    @Test func aLongPathIsCutInThe404() async {
        let handler = PreviewHandler(scene: .builtIn("demo"))
        let response = await handler.respond(path: "/" + String(repeating: "a", count: 10_000) + "\u{1}", query: [])
        #expect(response.status == 404)
        #expect(response.bodyText == "not found: /" + String(repeating: "a", count: 39) + "…; the preview serves /, /frame.png and /events\n")
        let control = await handler.respond(path: "/a\u{0}b", query: [])
        #expect(control.bodyText == "not found: /a\\u0000b; the preview serves /, /frame.png and /events\n")
    }
}

import Foundation
import ListshotPNG
import ListshotPreview
import ListshotRendering
import ListshotSceneFiles
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
        for part in ["<title>listshot preview · demo</title>", "<select id=\"textSize\">", "<option value=\"accessibilityMedium\">AX1 · accessibilityMedium</option>",
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

    @Test func framesBeyondTheSlotsAndTheQueueAreRefusedWithA503() async {
        let handler = PreviewHandler(scene: .builtIn("contacts"), concurrentFrames: 1, waitingFrames: 0)
        let responses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<6 { group.addTask { await handler.respond(path: "/frame.png", query: []).status } }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(responses.contains(200))
        #expect(Set(responses).isSubset(of: [200, 503]))
    }
}

import Foundation
import ListshotPNG
import ListshotPreview
import ListshotTestSupport
import Testing

/// The page follows edits (issue 26, item 4): each check says whether to draw again.
@Suite struct SceneWatcherTests {
    static func scene(text: String, image: String? = nil) -> String {
        let image = image.map { #", "image": "\#($0)""# } ?? ""
        return #"{"viewport": {"width": 120, "height": 80, "scale": 1}, "sections": [{"rows": [{"text": "\#(text)"\#(image)}]}]}"#
    }

    @Test func aChangeToTheSceneFileIsAReloadAndASaveOfTheSameBytesIsNothing() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json"
        try Self.scene(text: "a").write(toFile: path, atomically: true, encoding: .utf8)
        let watcher = SceneWatcher(path: path)
        #expect(watcher.check() == nil)
        try Self.scene(text: "b").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.check() == .reload)
        #expect(watcher.check() == nil)
        try Self.scene(text: "b").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.check() == nil)
    }

    @Test func aFileThatNoLongerParsesIsAnErrorWithItsLineAndColumn() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json"
        try Self.scene(text: "a").write(toFile: path, atomically: true, encoding: .utf8)
        let watcher = SceneWatcher(path: path)
        try "{\"sections\": [}\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.check() == .error("\(path): not valid JSON (line 1, column 15): unexpected \"}\""))
        try Self.scene(text: "a").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(watcher.check() == .reload)
    }

    @Test func aChangeToAnImageTheSceneShowsIsAReload() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let path = folder + "/scene.json"
        try PNGEncoder.write(try .init(width: 8, height: 8, color: .red), to: folder + "/dot.png")
        try Self.scene(text: "a", image: "dot.png").write(toFile: path, atomically: true, encoding: .utf8)
        let watcher = SceneWatcher(path: path)
        #expect(watcher.inputs == [path, folder + "/dot.png"])
        try PNGEncoder.write(try .init(width: 8, height: 8, color: .blue), to: folder + "/dot.png")
        #expect(watcher.check() == .reload)
        #expect(watcher.check() == nil)
    }

    @Test func eventsAreWrittenAsServerSentEvents() {
        #expect(PreviewEvent.reload.serverSentEvent == "event: reload\ndata: reload\n\n")
        #expect(PreviewEvent.error("a.json:1:2: bad\nsecond line").serverSentEvent == "event: error\ndata: a.json:1:2: bad\ndata: second line\n\n")
    }

    @Test func aPageListeningAfterAnErrorHearsItAndFinishEndsEveryStream() async {
        let events = PreviewEvents()
        events.send(.error("a.json:1:2: bad"))
        let stream = events.subscribe()
        events.send(.reload)
        events.finish()
        var heard: [PreviewEvent] = []
        for await event in stream { heard.append(event) }
        #expect(heard == [.error("a.json:1:2: bad"), .reload])
        var after: [PreviewEvent] = []
        for await event in events.subscribe() { after.append(event) }
        #expect(after.isEmpty)
    }
}

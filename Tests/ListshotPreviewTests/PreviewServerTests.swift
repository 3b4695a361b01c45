import Foundation
import ListshotFiles
@testable import ListshotPreview
import ListshotRendering
import ListshotTestSupport
import Testing

/// The preview's server over a socket (issue 33): it answers only its own `Host` (item 2);
/// while every slot draws, the page, a 400 and `/events` still answer and one frame too many
/// is a 503 (item 5); a stop drops the frames waiting (item 5); a page that went is released
/// at the next keep-alive (item 6). The `listshot preview` binary is tested end to end by
/// `PreviewCommandTests`.
@Suite struct PreviewServerTests {
    /// Runs `server` on a free port for `body`, which gets the port; stops it after as Ctrl-C
    /// does (cancelled, Hummingbird would log errors).
    static func withServer(
        _ server: PreviewServer, events: PreviewEvents = PreviewEvents(), _ body: (Int) async throws -> Void
    ) async throws {
        let port = Lock<Int?>(nil)
        let shutdown = PreviewServer.Shutdown()
        let task = Task { try await server.run(handlesSignals: false, events: events, shutdown: shutdown) { bound in port.withLock { $0 = bound } } }
        defer { task.cancel() }
        try #require(await PreviewHandlerTests.eventually { port.withLock { $0 } != nil }, "the server did not start: \(task)")
        try await body(port.withLock { $0 }!)
        await shutdown.trigger()
        _ = await task.result
    }

    /// A small scene's file, quick to draw: the gate, not the drawing, holds a test's frames.
    static func sceneFile() throws -> (folder: String, scene: PreviewScene) {
        let folder = try PreviewHandlerTests.sceneFolder()
        return (folder, .file(folder + "/scene.json"))
    }

    /// Item 2: another site's name for 127.0.0.1 gets nothing; the port is the one bound.
    @Test func answersOnlyItsOwnHostOnThePortBound() async throws {
        try await Self.withServer(PreviewServer(handler: PreviewHandler(scene: .builtIn("demo")), port: 0)) { port in
            let answered = "the preview answers requests to 127.0.0.1:\(port), localhost:\(port) or [::1]:\(port)"
            for path in ["/", "/frame.png", "/events", "/scene.json"] {
                for host in ["attacker.example:\(port)", "127.0.0.1:0", "127.0.0.1"] {
                    let response = await RawHTTP.get(path, port: port, host: host)
                    #expect(response?.status == 421, "\(host) \(path)")
                    #expect(response?.bodyText == "misdirected request: Host \"\(host)\" is not this preview's; \(answered)\n")
                }
                let hostless = await RawHTTP.get(path, port: port, host: "")
                #expect(hostless?.status == 400)
                #expect(hostless?.bodyText == "missing Host header: \(answered)\n")
                let twice = await RawHTTP.get(path, port: port, headers: ["Host: attacker.example:\(port)"])
                #expect(twice?.status == 421)
                #expect(twice?.bodyText == "misdirected request: Host \"127.0.0.1:\(port), attacker.example:\(port)\" is not this preview's; \(answered)\n")
            }
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"] {
                #expect(await RawHTTP.get("/", port: port, host: host)?.status == 200)
                #expect(await RawHTTP.get("/frame.png", port: port, host: host)?.status == 200)
            }
            // Another site's page may link to the page, not fetch its frames or events.
            for path in ["/frame.png", "/events"] {
                let crossSite = await RawHTTP.get(path, port: port, headers: ["Origin: http://attacker.example", "Sec-Fetch-Site: cross-site"])
                #expect(crossSite?.status == 403)
                #expect(crossSite?.bodyText == "cross-site request refused: \(path) answers the preview's own page only (Sec-Fetch-Site \"cross-site\")\n")
                let origin = await RawHTTP.get(path, port: port, headers: ["Origin: http://attacker.example"])
                #expect(origin?.bodyText == "cross-site request refused: \(path) answers the preview's own page only (Origin \"http://attacker.example\")\n")
            }
            #expect(await RawHTTP.get("/", port: port, headers: ["Sec-Fetch-Site: cross-site"])?.status == 200)
            #expect(await RawHTTP.get("/frame.png", port: port, headers: ["Origin: http://127.0.0.1:\(port)", "Sec-Fetch-Site: same-origin"])?.status == 200)
        }
    }

    /// Item 5: frames drawn on the cooperative pool took its every thread, so nothing else was
    /// answered until one ended (`GET /` took 20.6 s, a 400 9 s) and no 503 was ever sent.
    /// With every slot held (as long frames hold them) and the queue full, the page, a 400 and
    /// `/events` answer while the frames are still held, and one frame more is a 503.
    @Test func whileEverySlotDrawsThePageA400AndEventsAnswerAndAFrameTooManyIsA503() async throws {
        let (folder, scene) = try Self.sceneFile()
        defer { removeTree(folder) }
        // As many slots as the cooperative pool has threads: drawn there, they would take them all.
        let running = WorkerPool.defaultJobs, waiting = 2
        let gate = FrameGate()
        defer { gate.letGo() }
        let handler = gate.handler(scene, concurrentFrames: running, waitingFrames: waiting)
        try await Self.withServer(PreviewServer(handler: handler, port: 0)) { port in
            let held = (0..<(running + waiting)).map { offset in
                Task { await RawHTTP.get("/frame.png?offset=\(offset)", port: port, timeout: 90) }
            }
            #expect(await PreviewHandlerTests.eventually { handler.slots.busy == running && handler.slots.queued == waiting },
                "\(handler.slots.busy) drawn, \(handler.slots.queued) waiting")

            let page = await RawHTTP.get("/", port: port)
            #expect(page?.status == 200)
            #expect(!gate.isOpen, "the page was answered only once the frames were let go")
            let bad = await RawHTTP.get("/frame.png?offset=nan", port: port)
            #expect(bad?.status == 400)
            #expect(bad?.bodyText == "offset: 'nan' is not a decimal number (such as 120, -33.5 or 1e3)\n")
            let busy = await RawHTTP.get("/frame.png?offset=99", port: port)
            #expect(busy?.status == 503)
            let frames = running == 1 ? "1 frame is" : "\(running) frames are"
            #expect(busy?.bodyText == "busy: \(frames) being drawn and 2 more wait; try again\n")
            let listening = await RawHTTP.offThePool { () -> Bool in
                guard let events = RawHTTP.Connection(port: port, timeout: 30) else { return false }
                defer { events.close() }
                events.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                return events.read(until: ": listening\n\n")
            }
            #expect(listening)
            #expect(!gate.isOpen, "the page, the 400, the 503 and /events were answered only once the frames were let go")

            gate.letGo()
            for task in held { #expect(await task.value?.status == 200) }
            #expect(gate.arrived == running + waiting)
        }
    }

    /// Item 5: Ctrl-C with 21 frames waiting drew all 21 before the server stopped (13.4 s).
    /// Stopped as Ctrl-C stops it, the server answers the frames waiting with a 503 at once,
    /// without drawing them; the frames being drawn finish.
    @Test func aStopDropsTheFramesWaiting() async throws {
        let (folder, scene) = try Self.sceneFile()
        defer { removeTree(folder) }
        let running = WorkerPool.defaultJobs, waiting = 3
        let gate = FrameGate()
        defer { gate.letGo() }
        let handler = gate.handler(scene, concurrentFrames: running, waitingFrames: waiting)
        let shutdown = PreviewServer.Shutdown()
        let bound = Lock<Int?>(nil)
        let server = Task {
            try await PreviewServer(handler: handler, port: 0).run(handlesSignals: false, events: PreviewEvents(), shutdown: shutdown) { port in
                bound.withLock { $0 = port }
            }
        }
        defer { server.cancel() }
        try #require(await PreviewHandlerTests.eventually { bound.withLock { $0 } != nil })
        let port = bound.withLock { $0 }!
        let answers = Lock<[RawHTTP.Response?]>([])
        let held = (0..<(running + waiting)).map { offset in
            Task {
                let response = await RawHTTP.get("/frame.png?offset=\(offset)", port: port, timeout: 90)
                answers.withLock { $0.append(response) }
            }
        }
        #expect(await PreviewHandlerTests.eventually { handler.slots.busy == running && handler.slots.queued == waiting })

        await shutdown.trigger()
        #expect(await PreviewHandlerTests.eventually { answers.withLock { $0.count } == waiting }, "the frames waiting were not answered")
        #expect(!gate.isOpen, "the frames waiting were answered only once the frames drawn were let go")
        for answer in answers.withLock({ $0 }) {
            #expect(answer?.status == 503)
            #expect(answer?.bodyText == "stopping: the preview server is shutting down; the frame was not drawn\n")
        }
        gate.letGo()
        for task in held { await task.value }
        #expect(answers.withLock { $0.filter { $0?.status == 200 }.count } == running)
        #expect(gate.arrived == running, "frames drawn after the stop")
        // The server stops by itself, once the frames being drawn are sent.
        let stopped = Lock(false)
        Task { _ = await server.result; stopped.withLock { $0 = true } }
        #expect(await PreviewHandlerTests.eventually { stopped.withLock { $0 } })
    }

    /// Item 6: a page that closed its `/events` connection was kept until the next event
    /// (1,000 pages that came and went: 18 → 837 descriptors). A keep-alive written to it
    /// fails, which releases it; a page still there hears the keep-alive, and the events.
    @Test func aPageThatWentIsReleasedAtTheNextKeepAlive() async throws {
        let events = PreviewEvents()
        let server = PreviewServer(handler: PreviewHandler(scene: .builtIn("demo")), port: 0, keepAliveInterval: .milliseconds(100))
        try await Self.withServer(server, events: events) { port in
            for _ in 0..<3 {
                let opened = await RawHTTP.offThePool { () -> Int in
                    let pages = (0..<20).compactMap { _ -> RawHTTP.Connection? in
                        guard let page = RawHTTP.Connection(port: port, timeout: 30) else { return nil }
                        page.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                        return page.read(until: ": listening\n\n") ? page : nil
                    }
                    for page in pages { page.close() }
                    return pages.count
                }
                #expect(opened == 20)
                #expect(await PreviewHandlerTests.eventually { events.listenerCount == 0 }, "\(events.listenerCount) pages that went are still listened to")
            }
            let heard = await RawHTTP.offThePool { () -> [Bool] in
                guard let page = RawHTTP.Connection(port: port, timeout: 30) else { return [] }
                defer { page.close() }
                page.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
                let keptAlive = page.read(until: ": keep-alive\n\n")
                events.send(.reload)
                return [keptAlive, page.read(until: "event: reload\ndata: reload\n\n")]
            }
            #expect(heard == [true, true])
            #expect(events.listenerCount == 1)
        }
    }
}

import Hummingbird
import Logging
import ServiceLifecycle

/// `listshot preview`'s HTTP server: ``PreviewHandler``'s page and frames, `GET /events`
/// (Server-Sent Events from a ``SceneWatcher``), and nothing else, on Hummingbird.
public struct PreviewServer: Sendable {
    /// The loopback address, where the server listens unless told otherwise.
    public static let loopback = "127.0.0.1"

    /// What the server shows and answers.
    public let handler: PreviewHandler
    /// The address to listen on.
    public let host: String
    /// The port to listen on; 0 for any free one (``run(handlesSignals:onRunning:)`` says which).
    public let port: Int
    /// How often the scene file and its images are checked.
    public let interval: Duration

    /// A server for `handler` on `host`:`port`.
    public init(handler: PreviewHandler, host: String = PreviewServer.loopback, port: Int, interval: Duration = SceneWatcher.defaultInterval) {
        self.handler = handler
        self.host = host
        self.port = port
        self.interval = interval
    }

    /// Serves until SIGINT or SIGTERM (`handlesSignals`), or until the task is cancelled.
    ///
    /// - Parameters:
    ///   - handlesSignals: whether Ctrl-C (SIGINT) and SIGTERM stop the server gracefully:
    ///     open `/events` streams end and the requests in flight finish. Off in tests.
    ///   - onRunning: called once the server listens, with the port it listens on.
    /// - Throws: when the address cannot be bound.
    public func run(handlesSignals: Bool = true, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let events = PreviewEvents()
        let watcher: SceneWatcher? = if case let .file(path) = handler.scene { SceneWatcher(path: path) } else { nil }
        let app = Application(
            router: router(events: events),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: Self.logger)
        try await withThrowingTaskGroup(of: Void.self) { group in
            if let watcher {
                let interval = interval
                group.addTask { await watcher.run(every: interval, sending: events) }
            }
            defer {
                events.finish()
                group.cancelAll()
            }
            try await app.runService(gracefulShutdownSignals: handlesSignals ? [.sigterm, .sigint] : [])
        }
    }

    /// Hummingbird's logger, at `warning`: its "Server started" line would repeat the address
    /// the command prints, and a line per request would bury the terminal.
    static let logger: Logger = {
        var logger = Logger(label: "listshot-preview")
        logger.logLevel = .warning
        return logger
    }()

    private func router(events: PreviewEvents) -> Router<BasicRequestContext> {
        let router = Router()
        let handler = handler
        for path in ["/", "/index.html", "/frame.png"] {
            router.get(RouterPath(path)) { request, _ -> Response in
                let query = request.uri.queryParameters.map { (name: String($0.key), value: String($0.value)) }
                return Self.response(await handler.respond(path: path, query: query))
            }
        }
        // Any other path: the handler's 404, which names what the preview serves.
        router.get("**") { request, _ -> Response in
            Self.response(await handler.respond(path: request.uri.path, query: []))
        }
        router.get("/events") { _, _ -> Response in
            let stream = events.subscribe()
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                try await writer.write(ByteBuffer(string: ": listening\n\n"))
                // A graceful shutdown (Ctrl-C) ends every stream, so the server need not wait for pages to go.
                try await withGracefulShutdownHandler {
                    for await event in stream { try await writer.write(ByteBuffer(string: event.serverSentEvent)) }
                } onGracefulShutdown: {
                    events.finish()
                }
                try await writer.finish(nil)
            })
        }
        return router
    }

    private static func response(_ preview: PreviewResponse) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = preview.contentType
        for (name, value) in preview.headers {
            // `HTTPField.Name`, which Hummingbird does not export, as an implicit member.
            headers[.init(name)!] = value
        }
        return Response(status: HTTPResponse.Status(code: preview.status), headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: preview.body)))
    }
}

// The server itself, on Hummingbird: only with the Preview package trait, which brings it
// (a package that names listshot with `traits: []` resolves none of Hummingbird's packages).
#if Preview
import Hummingbird
import ListshotFiles
import Logging
import ServiceLifecycle

extension PreviewServer {
    /// Serves until SIGINT or SIGTERM (`handlesSignals`), or until the task is cancelled.
    ///
    /// - Parameters:
    ///   - handlesSignals: whether Ctrl-C (SIGINT) and SIGTERM stop the server gracefully:
    ///     open `/events` streams end, the frames waiting for a slot are not drawn (503), and
    ///     the requests in flight finish. Off in tests.
    ///   - onRunning: called once the server listens, with the port it listens on.
    /// - Throws: when the address cannot be bound.
    public func run(handlesSignals: Bool = true, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try await run(handlesSignals: handlesSignals, events: PreviewEvents(), onRunning: onRunning)
    }

    /// ``run(handlesSignals:onRunning:)`` sending `events`, which a test watches, and stopped
    /// by `shutdown` as by Ctrl-C.
    func run(
        handlesSignals: Bool, events: PreviewEvents, shutdown: Shutdown = Shutdown(),
        onRunning: @escaping @Sendable (Int) async -> Void
    ) async throws {
        let watcher: SceneWatcher? = if case let .file(path) = handler.scene { SceneWatcher(path: path) } else { nil }
        // The port asked for, then the one bound: what a request's `Host` must name.
        let boundPort = Lock(port)
        let app = Application(
            router: router(events: events, port: boundPort),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? port
                boundPort.withLock { $0 = port }
                await onRunning(port)
            },
            logger: Self.logger)
        let handler = handler
        // Shut down first (services stop in reverse order): the frames waiting are dropped
        // before the server waits for the requests in flight, which include them.
        let stopDrawing = ClosureService {
            try? await gracefulShutdown()
            handler.stopDrawing()
            events.finish()
        }
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [.init(service: app), .init(service: stopDrawing, serviceName: "stop drawing")],
            gracefulShutdownSignals: handlesSignals ? [.sigterm, .sigint] : [],
            logger: Self.logger))
        shutdown.group.withLock { $0 = group }
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            if let watcher {
                let interval = interval
                tasks.addTask { await watcher.run(every: interval, sending: events) }
            }
            let keepAliveInterval = keepAliveInterval
            tasks.addTask {
                while (try? await Task.sleep(for: keepAliveInterval)) != nil { events.keepAlive() }
            }
            defer {
                events.finish()
                handler.stopDrawing()
                tasks.cancelAll()
            }
            try await group.run()
        }
    }

    /// Stops a running server as Ctrl-C does: for a test, which cannot send its own process a SIGINT.
    final class Shutdown: Sendable {
        fileprivate let group = Lock<ServiceGroup?>(nil)

        /// Starts the graceful shutdown of the server run with this, if it runs.
        func trigger() async {
            await group.withLock { $0 }?.triggerGracefulShutdown()
        }
    }

    /// Hummingbird's logger, at `warning`: its "Server started" line would repeat the address
    /// the command prints, and a line per request would bury the terminal.
    static let logger: Logger = {
        var logger = Logger(label: "listshot-preview")
        logger.logLevel = .warning
        return logger
    }()

    private func router(events: PreviewEvents, port: Lock<Int>) -> Router<BasicRequestContext> {
        let router = Router()
        // First, so that it sees every request, a 404 too.
        router.add(middleware: HostCheck(port: port, configuredHost: host))
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
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream"
            headers[.cacheControl] = "no-store"
            return Response(status: .ok, headers: headers, body: ResponseBody { writer in
                let (id, stream) = events.messages()
                // However the stream ends (the page went and a keep-alive could not be written,
                // or the server stops), the page is no longer listened to.
                defer { if let id { events.remove(id) } }
                try await writer.write(ByteBuffer(string: ": listening\n\n"))
                // A graceful shutdown (Ctrl-C) ends every stream, so the server need not wait for pages to go.
                try await withGracefulShutdownHandler {
                    for await message in stream { try await writer.write(ByteBuffer(string: message.serverSentEvent)) }
                } onGracefulShutdown: {
                    events.finish()
                }
                try await writer.finish(nil)
            })
        }
        return router
    }

    /// Refuses, before any route, a request ``PreviewHost`` does not answer.
    private struct HostCheck: RouterMiddleware {
        typealias Context = BasicRequestContext
        let port: Lock<Int>
        let configuredHost: String

        func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
            // The first `Host` is the request's authority; any other is left among its fields.
            let hosts = (request.head.authority.map { [$0] } ?? []) + request.headers[values: .init("Host")!]
            func field(_ name: String) -> String? {
                let values = request.headers[values: .init(name)!]
                return values.isEmpty ? nil : values.joined(separator: ", ")
            }
            let verdict = PreviewHost.check(
                host: hosts.isEmpty ? nil : hosts.joined(separator: ", "), origin: field("Origin"), fetchSite: field("Sec-Fetch-Site"),
                path: request.uri.path, port: port.withLock { $0 }, configuredHost: configuredHost)
            guard case let .refuse(status, message) = verdict else { return try await next(request, context) }
            return PreviewServer.response(.text(status, message))
        }
    }

    fileprivate static func response(_ preview: PreviewResponse) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = preview.contentType
        for (name, value) in preview.headers {
            // `HTTPField.Name`, which Hummingbird does not export, as an implicit member.
            headers[.init(name)!] = value
        }
        return Response(status: HTTPResponse.Status(code: preview.status), headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: preview.body)))
    }
}
#endif

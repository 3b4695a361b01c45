import ListshotFiles

/// What the page hears on `GET /events`: a frame to fetch again, or why it cannot be.
public enum PreviewEvent: Sendable, Hashable {
    /// The scene file or an image it shows changed, and the file is a scene: draw the frame again.
    case reload
    /// The scene file changed and is not a scene: the message names the file and the line or key path.
    case error(String)

    /// The event as Server-Sent Events write it: `event: reload`, each line of an error's
    /// message a `data:` line, and the blank line that ends it.
    public var serverSentEvent: String {
        switch self {
        case .reload: return "event: reload\ndata: reload\n\n"
        case let .error(message):
            let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }
            return "event: error\n" + lines.joined() + "\n"
        }
    }
}

/// Sends each event to every page listening; once finished (the server stops), every
/// stream ends, so that a page's open `/events` request does not hold the server up.
///
/// The server also sends a keep-alive comment to every page now and then (`keepAlive()`):
/// writing it to a page that has gone fails, which ends that page's stream and releases its
/// connection, rather than keeping it until the next event (issue 33, item 6).
public final class PreviewEvents: Sendable {
    /// What a stream carries: an event, or a keep-alive that only checks the page is there.
    enum Message: Sendable, Hashable {
        case event(PreviewEvent)
        case keepAlive

        /// The message as Server-Sent Events write it: a keep-alive is a comment, which the page ignores.
        var serverSentEvent: String {
            switch self {
            case let .event(event): return event.serverSentEvent
            case .keepAlive: return ": keep-alive\n\n"
            }
        }
    }

    /// A stream's continuation, whatever it carries.
    private struct Listener: Sendable {
        let send: @Sendable (Message) -> Void
        let finish: @Sendable () -> Void
    }

    private struct State {
        var listeners: [Int: Listener] = [:]
        var next = 0
        var finished = false
        /// The last event sent, given to a page that starts listening after it.
        var last: PreviewEvent?
    }
    private let state = Lock(State())

    public init() {}

    /// How many streams are listening: a test's view of whether gone pages are released.
    var listenerCount: Int { state.withLock { $0.listeners.count } }

    /// A new stream of the events sent from now on, starting with the last error if the
    /// scene file is broken now; ended at once after ``finish()``.
    public func subscribe() -> AsyncStream<PreviewEvent> {
        let (stream, continuation) = AsyncStream<PreviewEvent>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let listener = Listener(send: { if case let .event(event) = $0 { continuation.yield(event) } }, finish: { continuation.finish() })
        guard let id = add(listener) else { return stream }
        continuation.onTermination = { [weak self] _ in self?.remove(id) }
        return stream
    }

    /// A new stream of the messages sent from now on (events and keep-alives), as
    /// ``subscribe()``'s; the caller calls ``remove(_:)`` with `id` once it stops reading it.
    func messages() -> (id: Int?, stream: AsyncStream<Message>) {
        let (stream, continuation) = AsyncStream<Message>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id = add(Listener(send: { continuation.yield($0) }, finish: { continuation.finish() }))
        continuation.onTermination = { [weak self] _ in if let id { self?.remove(id) } }
        return (id, stream)
    }

    /// Adds `listener`, given the last error first; `nil` (and `listener` finished) after ``finish()``.
    private func add(_ listener: Listener) -> Int? {
        let id: Int? = state.withLock { state in
            guard !state.finished else { return nil }
            if case let .error(message)? = state.last { listener.send(.event(.error(message))) }
            defer { state.next += 1 }
            state.listeners[state.next] = listener
            return state.next
        }
        if id == nil { listener.finish() }
        return id
    }

    /// Stops sending to the stream `id`, and ends it.
    func remove(_ id: Int) {
        let removed = state.withLock { $0.listeners.removeValue(forKey: id) }
        removed?.finish()
    }

    /// Sends `event` to every stream.
    public func send(_ event: PreviewEvent) {
        let listeners = state.withLock { state in
            state.last = event
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.send(.event(event)) }
    }

    /// Sends a keep-alive to every stream of ``messages()``: the server writes it to each
    /// page, which notices a page that has gone.
    func keepAlive() {
        let listeners = state.withLock { Array($0.listeners.values) }
        for listener in listeners { listener.send(.keepAlive) }
    }

    /// Ends every stream, and every stream subscribed from now on.
    public func finish() {
        let listeners = state.withLock { state in
            state.finished = true
            defer { state.listeners = [:] }
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.finish() }
    }
}

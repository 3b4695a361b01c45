import ListshotLock

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
public final class PreviewEvents: Sendable {
    private struct State {
        var listeners: [Int: AsyncStream<PreviewEvent>.Continuation] = [:]
        var next = 0
        var finished = false
        /// The last event sent, given to a page that starts listening after it.
        var last: PreviewEvent?
    }
    private let state = Lock(State())

    public init() {}

    /// A new stream of the events sent from now on, starting with the last error if the
    /// scene file is broken now; ended at once after ``finish()``.
    public func subscribe() -> AsyncStream<PreviewEvent> {
        let (stream, continuation) = AsyncStream<PreviewEvent>.makeStream(bufferingPolicy: .bufferingNewest(8))
        let id: Int? = state.withLock { state in
            guard !state.finished else { return nil }
            if case let .error(message)? = state.last { continuation.yield(.error(message)) }
            defer { state.next += 1 }
            state.listeners[state.next] = continuation
            return state.next
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.listeners.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `event` to every stream.
    public func send(_ event: PreviewEvent) {
        let listeners = state.withLock { state in
            state.last = event
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.yield(event) }
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

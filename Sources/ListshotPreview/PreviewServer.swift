/// `listshot preview`'s HTTP server: ``PreviewHandler``'s page and frames, `GET /events`
/// (Server-Sent Events from a ``SceneWatcher``), and nothing else, on Hummingbird.
///
/// It serves only in a build with listshot's `Preview` package trait (on by default), which
/// brings Hummingbird: without it, the type is here but not its `run` methods.
///
/// It answers only requests sent to it by name (``PreviewHost``), so that another site's page
/// cannot read it through DNS rebinding.
public struct PreviewServer: Sendable {
    /// The loopback address, where the server listens unless told otherwise.
    public static let loopback = "127.0.0.1"
    /// How often a page's event stream gets a keep-alive comment: 15 s.
    public static let defaultKeepAliveInterval: Duration = .seconds(15)

    /// What the server shows and answers.
    public let handler: PreviewHandler
    /// The address to listen on.
    public let host: String
    /// The port to listen on; 0 for any free one (``run(handlesSignals:onRunning:)`` says which).
    public let port: Int
    /// How often the scene file and its images are checked.
    public let interval: Duration
    /// How often each page's event stream gets a keep-alive comment (`: keep-alive`): writing
    /// it to a page that has gone fails, which releases that page's connection.
    public let keepAliveInterval: Duration

    /// A server for `handler` on `host`:`port`.
    public init(
        handler: PreviewHandler, host: String = PreviewServer.loopback, port: Int, interval: Duration = SceneWatcher.defaultInterval,
        keepAliveInterval: Duration = PreviewServer.defaultKeepAliveInterval
    ) {
        self.handler = handler
        self.host = host
        self.port = port
        self.interval = interval
        self.keepAliveInterval = keepAliveInterval
    }
}

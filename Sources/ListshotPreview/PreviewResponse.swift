import ListshotStructuredText

/// A response of the preview server, before HTTP: what ``PreviewHandler`` answers, so that
/// its handlers are tested without a socket.
public struct PreviewResponse: Sendable {
    /// The HTTP status: 200, 400, 404, 422, 503.
    public var status: Int
    /// The `Content-Type`.
    public var contentType: String
    /// Headers beyond the content type: the frame's offset and range.
    public var headers: [(name: String, value: String)]
    /// The body.
    public var body: [UInt8]

    /// A response of `status` with `body`.
    public init(status: Int, contentType: String, headers: [(name: String, value: String)] = [], body: [UInt8]) {
        self.status = status
        self.contentType = contentType
        self.headers = headers
        self.body = body
    }

    /// A plain-text response: an error's message and a newline.
    public static func text(_ status: Int, _ message: String) -> PreviewResponse {
        PreviewResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    /// `text`, which a request sent, as a message shows it: cut after 40 code points
    /// (ending in "…") and with its control characters escaped (`\u0000`), as
    /// `MessageText/quoted(_:)` quotes, without the quotes: a 400 or a 404 is one short line
    /// whatever the request holds.
    public static func excerpt(_ text: String) -> String {
        String(MessageText.quoted(text).dropFirst().dropLast())
    }

    /// The body as text, for a test or a log.
    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// The value of the header `name` (case-insensitive), if there is one.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

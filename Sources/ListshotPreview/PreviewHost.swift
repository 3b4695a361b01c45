#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListshotStructuredText

/// Which requests the preview answers, by the name they were sent to (issue 33, item 2).
///
/// A web page the user visits can point a name of its own at 127.0.0.1 (DNS rebinding) and
/// then read, as its own origin, whatever the preview answers: the scene's pictures, its path
/// and its error messages. Such a request names the page's host in its `Host` header, so the
/// preview answers only requests whose `Host` is `127.0.0.1`, `localhost` or `[::1]`, or the
/// address it was told to listen on, each with the port it listens on: any other `Host` is
/// a 421, a request without one a 400. `/events` and `/frame.png` (every path but the
/// page's) are moreover refused (403) to a request another site's page makes: an `Origin`
/// of another site, or a `Sec-Fetch-Site` other than `same-origin` or `none`. The page
/// itself may be opened from a link anywhere.
///
/// The check is a pure function of the headers, so it is tested and fuzzed without a socket.
public enum PreviewHost {
    /// Whether a request is answered.
    public enum Verdict: Sendable, Hashable {
        /// Answer it.
        case accept
        /// Refuse it with this status and this one-line message (the body, with a newline).
        case refuse(status: Int, message: String)
    }

    /// The names every preview answers to, whatever address it listens on: it is always
    /// reachable through the loopback interface.
    public static let loopbackNames = ["127.0.0.1", "localhost", "[::1]"]

    /// The paths of the page, which another site may link to.
    public static let pagePaths = ["/", "/index.html"]

    /// Whether the preview answers a request with these headers.
    ///
    /// - Parameters:
    ///   - host: the `Host` header (several are joined by ", ", as HTTP joins a field's
    ///     values, and so refused); `nil` when there is none.
    ///   - origin: the `Origin` header, if any.
    ///   - fetchSite: the `Sec-Fetch-Site` header, if any.
    ///   - path: the request's path: every path but the page's (``pagePaths``) checks `origin`
    ///     and `fetchSite`: `/frame.png` and `/events`.
    ///   - port: the port the server listens on (the one bound, when port 0 was asked).
    ///   - configuredHost: the address the server listens on (`--host`): `127.0.0.1` by default.
    public static func check(host: String?, origin: String?, fetchSite: String?, path: String, port: Int, configuredHost: String) -> Verdict {
        let answered = "the preview answers requests to \(listed(port: port, configuredHost: configuredHost))"
        guard let host else {
            return .refuse(status: 400, message: "missing Host header: \(answered)")
        }
        guard answers(host, port: port, configuredHost: configuredHost) else {
            return .refuse(status: 421, message: "misdirected request: Host \(MessageText.quoted(host)) is not this preview's; \(answered)")
        }
        // The page may be opened from a link on any site; what it fetches is for it alone.
        // Every other path is checked, not only `/frame.png` and `/events`, so that no
        // spelling the router takes for them (`/frame.png/`) gets past.
        guard !pagePaths.contains(path) else { return .accept }
        let refused = "cross-site request refused: \(PreviewResponse.excerpt(path)) answers the preview's own page only"
        if let fetchSite, !["same-origin", "none"].contains(fetchSite.lowercased()) {
            return .refuse(status: 403, message: "\(refused) (Sec-Fetch-Site \(MessageText.quoted(fetchSite)))")
        }
        if let origin {
            let scheme = "http://"
            guard origin.lowercased().hasPrefix(scheme), answers(String(origin.dropFirst(scheme.count)), port: port, configuredHost: configuredHost) else {
                return .refuse(status: 403, message: "\(refused) (Origin \(MessageText.quoted(origin)))")
            }
        }
        return .accept
    }

    /// Whether `authority` (`localhost:8026`, as a `Host` header or an origin writes it) names
    /// this server: one of ``loopbackNames`` or `configuredHost`, or any IP address when
    /// `configuredHost` is every address (`0.0.0.0`, `::`), with `port`; without a port only
    /// when `port` is 80, as browsers leave it out.
    static func answers(_ authority: String, port: Int, configuredHost: String) -> Bool {
        guard let (name, given) = split(authority), (given ?? 80) == port else { return false }
        let lowercased = name.lowercased()
        if loopbackNames.contains(lowercased) || lowercased == bracketed(configuredHost).lowercased() { return true }
        return isEveryAddress(configuredHost) && address(lowercased) != nil
    }

    /// Whether `address` (`--host`) is reached only from this machine: `localhost`, an address
    /// in 127.0.0.0/8, or `::1` (with or without brackets), so that listening on it needs no warning.
    public static func isLoopback(_ address: String) -> Bool {
        let name = bracketed(address).lowercased()
        if name == "localhost" { return true }
        switch Self.address(name) {
        case let .v4(bytes)?: return bytes[0] == 127
        case let .v6(bytes)?:
            let loopback: [UInt8] = Array(repeating: 0, count: 15) + [1]
            let mapped: [UInt8] = Array(repeating: 0, count: 10) + [0xFF, 0xFF]
            return bytes == loopback || (Array(bytes[..<12]) == mapped && bytes[12] == 127)
        case nil: return false
        }
    }

    /// The names a request may use, for a refusal's message: `127.0.0.1:8026, localhost:8026 or [::1]:8026`.
    static func listed(port: Int, configuredHost: String) -> String {
        var names = loopbackNames
        let configured = bracketed(configuredHost)
        if !names.contains(configured.lowercased()) && !isEveryAddress(configuredHost) { names.append(configured) }
        var listed = names.map { "\($0):\(port)" }
        if isEveryAddress(configuredHost) { listed.append("any IP address with port \(port)") }
        return listed.dropLast().joined(separator: ", ") + " or " + listed.last!
    }

    /// `[::1]` for `::1`: an IPv6 address as a `Host` header writes it; other names as they are.
    static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }

    /// Whether `host` is the address of every interface: `0.0.0.0` or `::`.
    static func isEveryAddress(_ host: String) -> Bool {
        switch address(bracketed(host)) {
        case let .v4(bytes)?: return bytes.allSatisfy { $0 == 0 }
        case let .v6(bytes)?: return bytes.allSatisfy { $0 == 0 }
        case nil: return false
        }
    }

    /// An authority's name and port: `("[::1]", 8026)` for `[::1]:8026`, `("localhost", nil)`
    /// for `localhost`; `nil` when it is not a name with at most a port of 1–5 digits.
    static func split(_ authority: String) -> (name: Substring, port: Int?)? {
        let name: Substring, rest: Substring
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            name = authority[...close]
            rest = authority[authority.index(after: close)...]
        } else if let colon = authority.firstIndex(of: ":") {
            name = authority[..<colon]
            rest = authority[colon...]
        } else {
            name = authority[...]
            rest = ""
        }
        guard !name.isEmpty else { return nil }
        if rest.isEmpty { return (name, nil) }
        let digits = rest.dropFirst()
        guard rest.first == ":", (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), let port = Int(digits) else { return nil }
        return (name, port)
    }

    /// An IP address's bytes.
    enum Address {
        case v4([UInt8])
        case v6([UInt8])
    }

    /// The address `name` writes: dotted IPv4 (`127.0.0.1`), or IPv6 in brackets (`[::1]`);
    /// `nil` for a host name or anything else.
    static func address(_ name: String) -> Address? {
        // Only what an address is written with: `inet_pton` would stop at a NUL and read what is before it.
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit || $0 == "." || $0 == ":" || $0 == "[" || $0 == "]" }) else {
            return nil
        }
        if name.hasPrefix("[") {
            guard name.hasSuffix("]"), name.count > 2 else { return nil }
            var bytes = [UInt8](repeating: 0, count: 16)
            guard inet_pton(AF_INET6, String(name.dropFirst().dropLast()), &bytes) == 1 else { return nil }
            return .v6(bytes)
        }
        var bytes = [UInt8](repeating: 0, count: 4)
        guard inet_pton(AF_INET, name, &bytes) == 1 else { return nil }
        return .v4(bytes)
    }
}

import ListshotPreview
import Testing

/// Which requests the preview answers by their `Host`, `Origin` and `Sec-Fetch-Site`, without
/// a socket (issue 33, item 2: any `Host` was answered, so another site's page could rebind
/// its name to 127.0.0.1 and read the scene). `PreviewServerTests` sends them over one.
@Suite struct PreviewHostTests {
    static let answered = "the preview answers requests to 127.0.0.1:8026, localhost:8026 or [::1]:8026"

    static func check(
        _ host: String?, origin: String? = nil, fetchSite: String? = nil, path: String = "/frame.png", port: Int = 8026, configuredHost: String = "127.0.0.1"
    ) -> PreviewHost.Verdict {
        PreviewHost.check(host: host, origin: origin, fetchSite: fetchSite, path: path, port: port, configuredHost: configuredHost)
    }

    @Test(arguments: ["127.0.0.1:8026", "localhost:8026", "LocalHost:8026", "[::1]:8026"])
    func answersTheLoopbackNamesWithItsPort(host: String) {
        for path in ["/", "/index.html", "/frame.png", "/events", "/nope"] {
            #expect(Self.check(host, path: path) == .accept, "\(host) \(path)")
        }
    }

    @Test(arguments: [
        "attacker.example:8026", "attacker.example", "127.0.0.1", "127.0.0.1:80", "127.0.0.1:8027", "127.0.0.1:08026x", "localhost.:8026",
        "127.0.0.2:8026", "[::2]:8026", "::1:8026", "[::1]", "127.0.0.1:8026, attacker.example:8026", "", ":8026", "127.0.0.1:", "127.0.0.1:+8026",
    ])
    func refusesAnyOtherHostWithA421(host: String) {
        for path in ["/", "/frame.png", "/events", "/nope"] {
            #expect(Self.check(host, path: path) == .refuse(status: 421, message: "misdirected request: Host \"\(host)\" is not this preview's; \(Self.answered)"))
        }
    }

    @Test func refusesARequestWithoutHostWithA400() {
        #expect(Self.check(nil, path: "/") == .refuse(status: 400, message: "missing Host header: \(Self.answered)"))
    }

    @Test func aHostIsQuotedAsAMessageQuotesAValue() {
        let long = String(repeating: "a", count: 10_000) + ":8026"
        #expect(Self.check(long) == .refuse(status: 421, message: "misdirected request: Host \"\(String(repeating: "a", count: 40))…\" is not this preview's; \(Self.answered)"))
        #expect(Self.check("127.0.0.1\u{0}.attacker.example:8026") == .refuse(
            status: 421, message: #"misdirected request: Host "127.0.0.1\u0000.attacker.example:8026" is not this preview's; "# + Self.answered))
    }

    /// When port 0 was asked, the port bound is the one a request names.
    @Test func thePortIsTheOneGiven() {
        #expect(Self.check("localhost:41234", port: 41234) == .accept)
        #expect(Self.check("localhost:8026", port: 41234) == .refuse(
            status: 421, message: "misdirected request: Host \"localhost:8026\" is not this preview's; the preview answers requests to 127.0.0.1:41234, localhost:41234 or [::1]:41234"))
        // Browsers leave port 80 out.
        #expect(Self.check("localhost", port: 80) == .accept)
        #expect(Self.check("localhost:80", port: 80) == .accept)
    }

    @Test func answersTheAddressItWasToldToListenOn() {
        #expect(Self.check("192.168.1.20:8026", configuredHost: "192.168.1.20") == .accept)
        #expect(Self.check("[fe80::1]:8026", configuredHost: "fe80::1") == .accept)
        #expect(Self.check("[FE80::1]:8026", configuredHost: "fe80::1") == .accept)
        #expect(Self.check("mybox.lan:8026", configuredHost: "mybox.lan") == .accept)
        #expect(Self.check("localhost:8026", configuredHost: "mybox.lan") == .accept)
        #expect(Self.check("192.168.1.21:8026", configuredHost: "192.168.1.20") == .refuse(
            status: 421,
            message: "misdirected request: Host \"192.168.1.21:8026\" is not this preview's; the preview answers requests to 127.0.0.1:8026, localhost:8026, [::1]:8026 or 192.168.1.20:8026"))
    }

    /// On every address (0.0.0.0, ::), any IP address may be the one other machines use; a
    /// name is still one only DNS rebinding would send.
    @Test func onEveryAddressAnyIPAddressIsAnswered() {
        for configured in ["0.0.0.0", "::"] {
            #expect(Self.check("192.168.1.20:8026", configuredHost: configured) == .accept)
            #expect(Self.check("[2001:db8::5]:8026", configuredHost: configured) == .accept)
            #expect(Self.check("0.0.0.0:8026", configuredHost: configured) == .accept)
            #expect(Self.check("attacker.example:8026", configuredHost: configured) == .refuse(
                status: 421,
                message: "misdirected request: Host \"attacker.example:8026\" is not this preview's; the preview answers requests to 127.0.0.1:8026, localhost:8026, [::1]:8026 or any IP address with port 8026"))
            #expect(Self.check("192.168.1.20:8027", configuredHost: configured) != .accept)
        }
    }

    @Test func refusesAnotherSitesRequestForFramesAndEventsWithA403() {
        for path in ["/frame.png", "/events", "/frame.png/"] {
            let refused = "cross-site request refused: \(path) answers the preview's own page only"
            #expect(Self.check("127.0.0.1:8026", origin: "http://attacker.example", path: path) == .refuse(status: 403, message: "\(refused) (Origin \"http://attacker.example\")"))
            #expect(Self.check("127.0.0.1:8026", origin: "null", path: path) == .refuse(status: 403, message: "\(refused) (Origin \"null\")"))
            #expect(Self.check("127.0.0.1:8026", origin: "http://localhost:3000", path: path) == .refuse(status: 403, message: "\(refused) (Origin \"http://localhost:3000\")"))
            #expect(Self.check("127.0.0.1:8026", origin: "https://127.0.0.1:8026", path: path) == .refuse(status: 403, message: "\(refused) (Origin \"https://127.0.0.1:8026\")"))
            #expect(Self.check("127.0.0.1:8026", fetchSite: "cross-site", path: path) == .refuse(status: 403, message: "\(refused) (Sec-Fetch-Site \"cross-site\")"))
            #expect(Self.check("127.0.0.1:8026", fetchSite: "same-site", path: path) == .refuse(status: 403, message: "\(refused) (Sec-Fetch-Site \"same-site\")"))
            // The page's own requests, and a URL typed or opened by hand.
            #expect(Self.check("127.0.0.1:8026", origin: "http://127.0.0.1:8026", fetchSite: "same-origin", path: path) == .accept)
            #expect(Self.check("localhost:8026", origin: "http://localhost:8026", path: path) == .accept)
            #expect(Self.check("127.0.0.1:8026", fetchSite: "none", path: path) == .accept)
            #expect(Self.check("127.0.0.1:8026", path: path) == .accept)
        }
    }

    /// The page may be opened from a link on another site; only what it fetches is its own.
    @Test func thePageMayBeOpenedFromAnotherSite() {
        for path in PreviewHost.pagePaths {
            #expect(Self.check("127.0.0.1:8026", origin: "http://attacker.example", fetchSite: "cross-site", path: path) == .accept)
        }
    }

    /// Issue 33, item 9: `--host ::1` and `--host localhost` warned that other machines can see the scene.
    @Test func loopbackAddressesAreThisMachineOnly() {
        for address in ["127.0.0.1", "127.0.0.2", "127.255.255.254", "localhost", "LOCALHOST", "::1", "[::1]", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1"] {
            #expect(PreviewHost.isLoopback(address), "\(address)")
        }
        for address in ["0.0.0.0", "::", "192.168.1.20", "128.0.0.1", "fe80::1", "::2", "localhost.example", "mybox.lan", "", "127.0.0.1\u{0}x"] {
            #expect(!PreviewHost.isLoopback(address), "\(address)")
        }
    }
}

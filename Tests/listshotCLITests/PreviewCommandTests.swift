#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListshotScenes
import ListshotTestSupport
import Testing

/// `listshot preview` end to end (issue 26): the binary serves on a free port; the frame is
/// `render`'s PNG byte for byte; bad values are 400s with their messages; an edit reaches
/// `/events` and changes the frame; a broken file's error reaches it too; Ctrl-C stops the
/// server with a page still listening. `PreviewBrowserTests` drives the page in Chromium.
@Suite(.serialized) struct PreviewCommandTests {
    static func scene(_ texts: [String]) -> String {
        let rows = texts.map { #"{"text": "\#($0)", "detail": "Row \#($0)"}"# }.joined(separator: ", ")
        return #"{"viewport": {"width": 320, "height": 240, "scale": 2}, "sections": [{"rows": [\#(rows)]}]}"#
    }

    /// `curl` on `PATH`: the tests that talk HTTP are skipped, saying so, without it.
    static let curl = executableOnPath("curl")

    static let texts = ["Anna", "Ben", "Chloe", "Dmitri", "Eve", "Farid", "Grace", "Hugo", "Ines", "Jun"]

    /// A `listshot preview` process, and the address it printed.
    final class Server {
        let process = Process()
        let address: String
        let folder: String

        init(scene: String, in folder: String, host: String = "127.0.0.1", port: Int = 0) throws {
            self.folder = folder
            process.executableURL = CommandLineTool.executable
            process.arguments = ["preview", scene, "--port", "\(port)"] + (host == "127.0.0.1" ? [] : ["--host", host])
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            for name in ["stdout", "stderr"] { _ = FileManager.default.createFile(atPath: folder + "/server." + name, contents: nil) }
            process.standardOutput = FileHandle(forWritingAtPath: folder + "/server.stdout")
            process.standardError = FileHandle(forWritingAtPath: folder + "/server.stderr")
            try process.run()
            let deadline = Date().addingTimeInterval(30)
            var line = ""
            while Date() < deadline, process.isRunning {
                line = (try? String(contentsOfFile: folder + "/server.stdout", encoding: .utf8)) ?? ""
                if line.hasSuffix("\n") { break }
                usleep(50_000)
            }
            let shown = host.contains(":") ? "[\(host)]" : host
            let prefix = "listshot preview: http://\(shown):", suffix = "/ (Ctrl-C stops it)\n"
            guard line.hasPrefix(prefix), line.hasSuffix(suffix), Int(line.dropFirst(prefix.count).dropLast(suffix.count)) != nil else {
                process.terminate()
                throw Failure(description: "preview printed \(line.debugDescription); stderr: \((try? String(contentsOfFile: folder + "/server.stderr", encoding: .utf8)) ?? "")")
            }
            address = String(line.dropFirst("listshot preview: ".count).dropLast(" (Ctrl-C stops it)\n".count))
        }

        /// Ctrl-C, then the exit status (nil when it did not exit within 10 s).
        func interrupt() -> Int32? {
            kill(process.processIdentifier, SIGINT)
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning && Date() < deadline { usleep(20_000) }
            if process.isRunning {
                // Not SIGTERM: the server takes it as it takes Ctrl-C.
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                return nil
            }
            return process.terminationStatus
        }
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// `GET url`: the status and the body.
    static func get(_ url: String, in folder: String) throws -> (status: Int, body: [UInt8]) {
        let out = folder + "/response-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CommandLineTool.runTool(curl ?? "curl", ["-s", "-o", out, "-w", "%{http_code}", "--max-time", "30", url], in: folder)
        let body = FileManager.default.contents(atPath: out).map { [UInt8]($0) } ?? []
        return (Int(result.stdout) ?? 0, body)
    }

    static func render(_ arguments: [String], in folder: String) throws -> [UInt8] {
        let result = try CommandLineTool.run(["render"] + arguments + ["-o", "-"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdoutBytes
    }

    /// Waits until `file` contains `text`, for at most `seconds`.
    static func wait(for text: String, in file: String, seconds: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").contains(text) { return true }
            usleep(50_000)
        }
        return false
    }

    @Test(.enabled(if: curl != nil, "curl is not installed"))
    func servesRendersFramesRefusesBadValuesFollowsEditsAndStopsOnCtrlC() throws {
        let folder = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenePath = folder + "/people.json"
        try Self.scene(Self.texts).write(toFile: scenePath, atomically: true, encoding: .utf8)
        let server = try Server(scene: "people.json", in: folder)
        var stopped = false
        defer { if !stopped { _ = server.interrupt() } }
        let address = server.address

        // Item 3: the frame is the bytes `render` writes with the same options.
        let frame = try Self.get(address + "frame.png?offset=40", in: folder)
        #expect(frame.status == 200)
        #expect(frame.body == (try Self.render(["people.json", "--offset", "40"], in: folder)))
        let looked = try Self.get(address + "frame.png?offset=40&textSize=AX2&appearance=dark&device=iphone-se-3", in: folder)
        #expect(looked.status == 200)
        #expect(looked.body == (try Self.render(["people.json", "--offset", "40", "--text-size", "AX2", "--appearance", "dark", "--device", "iphone-se-3"], in: folder)))

        // Item 5: bad values are 400s with the whole message; no file is served.
        let nan = try Self.get(address + "frame.png?offset=nan", in: folder)
        #expect(nan.status == 400)
        #expect(String(decoding: nan.body, as: UTF8.self) == "offset: 'nan' is not a decimal number (such as 120, -33.5 or 1e3)\n")
        // Issue 33, item 9: a value is cut and escaped as a name is, not echoed whole (10 KB, a NUL).
        let nul = try Self.get(address + "frame.png?offset=%00", in: folder)
        #expect(String(decoding: nul.body, as: UTF8.self) == #"offset: '\u0000' is not a decimal number (such as 120, -33.5 or 1e3)"# + "\n")
        let long = try Self.get(address + "frame.png?offset=" + String(repeating: "9", count: 10_000), in: folder)
        #expect(String(decoding: long.body, as: UTF8.self) == "offset: '\(String(repeating: "9", count: 40))…' is too large\n")
        let size = try Self.get(address + "frame.png?textSize=huge", in: folder)
        #expect(size.status == 400)
        #expect(String(decoding: size.body, as: UTF8.self).hasPrefix("textSize: unknown text size \"huge\" (use \"extraSmall\", "))
        let file = try Self.get(address + "people.json", in: folder)
        #expect(file.status == 404)
        #expect(String(decoding: file.body, as: UTF8.self) == "not found: /people.json; the preview serves /, /frame.png and /events\n")

        // Item 4: an edit reaches a page listening on /events, and the frame changes.
        let events = Process()
        events.executableURL = URL(fileURLWithPath: Self.curl ?? "curl")
        events.arguments = ["-sN", address + "events"]
        _ = FileManager.default.createFile(atPath: folder + "/events", contents: nil)
        events.standardOutput = FileHandle(forWritingAtPath: folder + "/events")
        try events.run()
        defer { events.terminate() }
        #expect(Self.wait(for: ": listening", in: folder + "/events"))
        try Self.scene(["Zoë"] + Self.texts).write(toFile: scenePath, atomically: true, encoding: .utf8)
        #expect(Self.wait(for: "event: reload\ndata: reload\n\n", in: folder + "/events", seconds: 1.5))
        let edited = try Self.get(address + "frame.png?offset=40", in: folder)
        #expect(edited.body != frame.body)
        #expect(edited.body == (try Self.render(["people.json", "--offset", "40"], in: folder)))

        // A file that no longer parses: its error, with the line and column, and a 422.
        try "{\"sections\": [\n  {\"rows\": }\n]}\n".write(toFile: scenePath, atomically: true, encoding: .utf8)
        #expect(Self.wait(for: "event: error\ndata: people.json: not valid JSON (line 2, column 12): unexpected \"}\"\n\n", in: folder + "/events", seconds: 1.5),
            "\((try? String(contentsOfFile: folder + "/events", encoding: .utf8)) ?? "")")
        let broken = try Self.get(address + "frame.png?offset=40", in: folder)
        #expect(broken.status == 422)
        #expect(String(decoding: broken.body, as: UTF8.self) == "people.json: not valid JSON (line 2, column 12): unexpected \"}\"\n")

        // Item 1: Ctrl-C stops it, with a page still listening.
        #expect(server.interrupt() == 0)
        stopped = true
        // The address is the one line printed; the server logs nothing of its own, however many requests it answered.
        #expect(try String(contentsOfFile: folder + "/server.stderr", encoding: .utf8) == "")
        events.terminate()
        events.waitUntilExit()
    }

    /// Another address than a loopback one is allowed, with a warning (issue 26, item 5);
    /// `localhost`, `::1` and 127.0.0.0/8 are loopback addresses, which other machines do not
    /// reach, and get none (issue 33, item 9: `--host ::1` and `--host localhost` warned).
    @Test func listeningBeyondTheLoopbackAddressesWarns() throws {
        for host in ["127.0.0.2", "::1", "localhost"] {
            let folder = try CommandLineTool.temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let server = try Server(scene: "demo", in: folder, host: host)
            #expect(server.interrupt() == 0)
            // Nothing, not even Hummingbird's own start-up line.
            #expect(try String(contentsOfFile: folder + "/server.stderr", encoding: .utf8) == "", "--host \(host)")
        }
        // 192.0.2.1 is a documentation address no machine has: the warning, then the bind
        // fails, so the test opens nothing to the network.
        let folder = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try CommandLineTool.run(["preview", "demo", "--host", "192.0.2.1", "--port", "0"], in: folder)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first == "listshot: warning: listening on 192.0.2.1, not 127.0.0.1: other machines that reach it can see the scene")
        #expect(lines.dropFirst().first?.hasPrefix("Error: cannot listen on 192.0.2.1:0: ") == true, "\(result.stderr)")
        #expect(lines.count == 2, "\(result.stderr)")
    }

    /// Issue 33, item 2: a web page could rebind its own name to 127.0.0.1 and read the
    /// preview (200 for `/`, `/frame.png` and `/events` with `Host: attacker.example:PORT`).
    /// Another `Host` is a 421, another site's request for frames or events a 403, each
    /// with a one-line body.
    @Test(.enabled(if: curl != nil, "curl is not installed"))
    func refusesAnotherHostAndAnotherSitesRequests() throws {
        let folder = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let server = try Server(scene: "demo", in: folder)
        defer { _ = server.interrupt() }
        let port = server.address.dropFirst("http://127.0.0.1:".count).dropLast()
        func get(_ path: String, _ headers: [String]) throws -> (status: Int, body: String) {
            let out = folder + "/response"
            let arguments = ["-s", "-o", out, "-w", "%{http_code}", "--max-time", "30"] + headers.flatMap { ["-H", $0] } + [server.address + path]
            let result = try CommandLineTool.runTool(Self.curl ?? "curl", arguments, in: folder)
            return (Int(result.stdout) ?? 0, (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
        }
        let answered = "the preview answers requests to 127.0.0.1:\(port), localhost:\(port) or [::1]:\(port)"
        for path in ["", "frame.png", "events"] {
            let rebound = try get(path, ["Host: attacker.example:\(port)"])
            #expect(rebound.status == 421)
            #expect(rebound.body == "misdirected request: Host \"attacker.example:\(port)\" is not this preview's; \(answered)\n")
        }
        for path in ["frame.png", "events"] {
            let crossSite = try get(path, ["Origin: http://attacker.example", "Sec-Fetch-Site: cross-site"])
            #expect(crossSite.status == 403)
            #expect(crossSite.body == "cross-site request refused: /\(path) answers the preview's own page only (Sec-Fetch-Site \"cross-site\")\n")
        }
        #expect(try get("", ["Host: localhost:\(port)"]).status == 200)
        #expect(try get("frame.png", ["Host: [::1]:\(port)", "Sec-Fetch-Site: same-origin"]).status == 200)
        #expect(try get("", ["Sec-Fetch-Site: cross-site"]).status == 200)
    }

    @Test func refusesAPortOutOfRangeAndAnUnknownScene() throws {
        try CommandLineTool.expectRefused(["preview", "--port", "70000"], message: "Error: --port must be 0…65535, got 70000")
        try CommandLineTool.expectRefused(
            ["preview", "nosuch"],
            message: "Error: unknown scene 'nosuch'; the built-in scenes are: \(BuiltInScene.all.map(\.name).joined(separator: ", ")); a scene file is named by its path, which contains a '/' or ends in .json, .yaml or .yml")
    }
}

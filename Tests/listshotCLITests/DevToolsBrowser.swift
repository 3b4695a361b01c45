#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListshotTestSupport

/// Headless Chromium driven over its DevTools protocol, as a user drives a browser: it opens a
/// page, turns the mouse wheel over an element, drags a slider, presses keys, reads what the
/// page shows and takes a screenshot.
///
/// The protocol runs over `--remote-debugging-pipe` (Puppeteer's `pipe: true`): the browser
/// reads JSON commands, each ended by a NUL byte, from its descriptor 3 and answers on 4. No
/// port is opened and no WebSocket client is needed.
final class DevToolsBrowser {
    struct Failure: Error, CustomStringConvertible { let description: String }
    /// An exception the page's JavaScript threw.
    struct ScriptError: Error, CustomStringConvertible { let description: String }

    /// Debian's `chromium` on `PATH`, as the snapshot report's tests find it.
    static let executable = executableOnPath("chromium")

    private let pid: pid_t
    private let commands: Int32, answers: Int32
    private let profile: String
    private var received: [UInt8] = []
    private var lastID = 0
    private var closed = false

    /// Starts the browser headless, in a profile folder of its own.
    init() throws {
        guard let executable = Self.executable else { throw Failure(description: "chromium is not installed") }
        profile = NSTemporaryDirectory() + "listshot-devtools-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: true)
        // The ends are moved above 10 and close on exec; the child's descriptors 3 and 4 are
        // dup2'd copies, which do not. (Above 10, dup2 onto 3 or 4 cannot clobber another end.)
        func pipePair() throws -> (read: Int32, write: Int32) {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw Failure(description: "pipe: errno \(errno)") }
            let high = ends.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
            ends.forEach { Glibc.close($0) }
            return (high[0], high[1])
        }
        let toBrowser = try pipePair(), fromBrowser = try pipePair()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, profile + ".stdout", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, profile + ".stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, toBrowser.read, 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser.write, 4)
        let arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--user-data-dir=\(profile)/profile", "--remote-debugging-pipe", "about:blank",
        ]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, &argv, environ)
        Glibc.close(toBrowser.read)
        Glibc.close(fromBrowser.write)
        guard spawned == 0 else {
            Glibc.close(toBrowser.write)
            Glibc.close(fromBrowser.read)
            throw Failure(description: "could not start \(executable): errno \(spawned)")
        }
        pid = child
        commands = toBrowser.write
        answers = fromBrowser.read
    }

    deinit { quit() }

    /// Closes the browser (Browser.close, then SIGKILL after 10 s) and removes its profile.
    func quit() {
        guard !closed else { return }
        closed = true
        _ = try? send("Browser.close", timeout: 5)
        Glibc.close(commands)
        Glibc.close(answers)
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(10)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(20_000)
        }
        for path in [profile, profile + ".stdout", profile + ".stderr"] { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Sends one command and returns its `result`; throws the protocol's error, or after `timeout`.
    @discardableResult
    func send(_ method: String, _ parameters: [String: Any] = [:], session: String? = nil, timeout: TimeInterval = 30) throws -> [String: Any] {
        lastID += 1
        let id = lastID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "\(method): the browser stopped reading (errno \(errno))") }
            written += count
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            // Events and answers to other commands are read past: nothing here listens to them.
            while let end = received.firstIndex(of: 0) {
                let reply = Array(received[..<end])
                received.removeSubrange(...end)
                guard let object = try JSONSerialization.jsonObject(with: Data(reply)) as? [String: Any],
                    object["id"] as? Int == id
                else { continue }
                if let error = object["error"] as? [String: Any] {
                    throw Failure(description: "\(method): \(error["message"] ?? error)")
                }
                return object["result"] as? [String: Any] ?? [:]
            }
            let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard left > 0, poll(&poller, 1, left) > 0 else { throw Failure(description: "\(method): no answer within \(Int(timeout)) s") }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "\(method): the browser closed its end (\(stderrTail()))") }
            received += chunk[..<count]
        }
    }

    private func stderrTail() -> String {
        String(((try? String(contentsOfFile: profile + ".stderr", encoding: .utf8)) ?? "").suffix(400))
    }

    /// A page (tab) at `url`, `width` × `height` CSS pixels at one device pixel each.
    func open(_ url: String, width: Int, height: Int) throws -> Page {
        let target = try send("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
        let session = try send("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String ?? ""
        let page = Page(browser: self, session: session)
        try page.send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        try page.send("Page.navigate", ["url": url])
        return page
    }

    /// One tab, attached in flat mode: commands carry its session id.
    struct Page {
        let browser: DevToolsBrowser
        let session: String

        @discardableResult
        func send(_ method: String, _ parameters: [String: Any] = [:], timeout: TimeInterval = 30) throws -> [String: Any] {
            try browser.send(method, parameters, session: session, timeout: timeout)
        }

        /// The value of a JavaScript expression (a promise is awaited); a thrown exception is an error.
        func evaluate(_ expression: String) throws -> Any? {
            let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
            if let exception = result["exceptionDetails"] as? [String: Any] {
                let description = (exception["exception"] as? [String: Any])?["description"] ?? exception["text"] ?? exception
                throw ScriptError(description: "\(expression): \(description)")
            }
            return (result["result"] as? [String: Any])?["value"]
        }

        /// Waits until `expression` is `true`, for at most `seconds`; returns whether it became so.
        /// An exception counts as not yet (the page may still be the blank one it replaces).
        func wait(until expression: String, seconds: TimeInterval = 10) throws -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            repeat {
                do {
                    if try evaluate(expression) as? Bool == true { return true }
                } catch is ScriptError {}
                usleep(25_000)
            } while Date() < deadline
            return false
        }

        /// The centre of the element with `id`, in CSS pixels of the viewport, and its size.
        func box(of id: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
            let values = try evaluate("(() => { const r = document.getElementById('\(id)').getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2, r.width, r.height]; })()") as? [Any] ?? []
            let numbers = values.compactMap { ($0 as? NSNumber)?.doubleValue }
            guard numbers.count == 4 else { throw Failure(description: "no element #\(id)") }
            return (numbers[0], numbers[1], numbers[2], numbers[3])
        }

        /// Turns the mouse wheel over the point: `deltaY` points down (or right, with `deltaX`).
        func wheel(x: Double, y: Double, deltaX: Double = 0, deltaY: Double) throws {
            try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y])
            try send("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": x, "y": y, "deltaX": deltaX, "deltaY": deltaY])
        }

        /// Presses the left button at one point, moves to another in `steps`, releases it there.
        func drag(from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int = 8) throws {
            try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": start.x, "y": start.y])
            try send("Input.dispatchMouseEvent", ["type": "mousePressed", "x": start.x, "y": start.y, "button": "left", "buttons": 1, "clickCount": 1])
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                let x = start.x + (end.x - start.x) * t, y = start.y + (end.y - start.y) * t
                try send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y, "button": "left", "buttons": 1])
            }
            try send("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": end.x, "y": end.y, "button": "left", "buttons": 0, "clickCount": 1])
        }

        /// Presses and releases a key (`"Home"`, `"End"`, …) in the focused element.
        func press(key: String, code: Int) throws {
            for type in ["rawKeyDown", "keyUp"] {
                try send("Input.dispatchKeyEvent", ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code])
            }
        }

        /// A PNG of what the page shows.
        func screenshot() throws -> Data {
            let encoded = try send("Page.captureScreenshot", ["format": "png"])["data"] as? String ?? ""
            guard let data = Data(base64Encoded: encoded) else { throw Failure(description: "Page.captureScreenshot returned no PNG") }
            return data
        }
    }
}

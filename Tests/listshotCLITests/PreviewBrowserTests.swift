import Foundation
import Testing

/// `listshot preview` as a user meets it (issue 26): the README's two commands make
/// `people.yaml` and serve it; headless Chromium, driven over its DevTools protocol, opens the
/// page at a shared URL's offset, turns the mouse wheel over the frame, drags the slider to its
/// end, presses Home, sees a saved edit redrawn and a broken save's error over the last good
/// frame, and a server stopped and started again (the badge, then a new frame). Every frame the
/// page shows is compared with `listshot render`'s bytes.
///
/// With `LISTSHOT_RECORD_PREVIEW=PATH`, the screenshot is written there (the README's image).
@Suite(.serialized) struct PreviewBrowserTests {
    static let frame = "document.getElementById('frame')"

    /// The PNG the page shows: the bytes of its `<img>`'s blob, fetched inside the page.
    static func shownFrame(_ page: DevToolsBrowser.Page) throws -> [UInt8] {
        let encoded = try page.evaluate("""
            (async () => {
              const bytes = new Uint8Array(await (await fetch(\(frame).src)).arrayBuffer());
              let text = "";
              for (const byte of bytes) text += String.fromCharCode(byte);
              return btoa(text);
            })()
            """) as? String ?? ""
        return [UInt8](Data(base64Encoded: encoded) ?? Data())
    }

    static func text(_ page: DevToolsBrowser.Page, _ expression: String) throws -> String {
        try page.evaluate(expression) as? String ?? "(not text)"
    }

    /// What the page shows, for a failure's message: the offset drawn, the error, the badge.
    static func shown(_ page: DevToolsBrowser.Page) -> String {
        let state = "[frame.dataset.offset, location.search, document.getElementById('error').textContent, document.getElementById('live').textContent].join(' | ')"
        return (try? text(page, state.replacingOccurrences(of: "frame.", with: "\(Self.frame)."))) ?? "(the page did not answer)"
    }

    @Test(
        .enabled(if: DevToolsBrowser.executable != nil, "chromium is not installed"),
        .enabled(if: PreviewCommandTests.curl != nil, "curl is not installed"))
    func aBrowserScrollsByWheelAndSliderAndRedrawsEachSave() throws {
        let folder = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenePath = folder + "/people.yaml"
        let printed = try CommandLineTool.run(["scenes", "people", "--print"], in: folder)
        try #require(printed.status == 0, "\(printed.stderr)")
        try printed.stdout.write(toFile: scenePath, atomically: true, encoding: .utf8)
        let server = try PreviewCommandTests.Server(scene: "people.yaml", in: folder)
        defer { _ = server.interrupt() }
        let browser = try DevToolsBrowser()
        let frame = Self.frame
        defer { browser.quit() }
        func render(_ offset: String) throws -> [UInt8] {
            try PreviewCommandTests.render(["people.yaml", "--offset", offset], in: folder)
        }

        // A shared URL's look, in either spelling the command line takes, picks its options.
        let shared = try browser.open(server.address + "?offset=40&textSize=accessibilitylarge&appearance=dark", width: 720, height: 960)
        #expect(try shared.wait(until: "\(frame).dataset.offset === '40'"), "\(Self.shown(shared))")
        #expect(try Self.text(shared, "document.getElementById('textSize').value + ' ' + document.getElementById('appearance').value") == "AX2 dark")
        #expect(try Self.text(shared, "location.search") == "?offset=40&textSize=AX2&appearance=dark")
        #expect(try Self.shownFrame(shared) == (try PreviewCommandTests.render(["people.yaml", "--offset", "40", "--text-size", "AX2", "--appearance", "dark"], in: folder)))
        // A value no option has reaches the server, and its 400 is shown whole.
        let unknown = try browser.open(server.address + "?textSize=huge", width: 720, height: 960)
        #expect(try unknown.wait(until: "!document.getElementById('error').hidden"))
        let refusal = try PreviewCommandTests.get(server.address + "frame.png?textSize=huge", in: folder)
        #expect(try Self.text(unknown, "document.getElementById('error').textContent") == String(decoding: refusal.body, as: UTF8.self))

        // A shared URL opens at its offset; the badge says edits are followed.
        let page = try browser.open(server.address + "?offset=40", width: 720, height: 960)
        #expect(try page.wait(until: "\(frame).dataset.offset === '40' && document.getElementById('live').className === 'on'"),
            "\(Self.shown(page))")
        #expect(try Self.text(page, "document.getElementById('offset').textContent") == "40")
        #expect(try Self.shownFrame(page) == (try render("40")))

        // The mouse wheel over the frame scrolls it by the wheel's points; the URL follows.
        let stage = try page.box(of: "stage")
        try page.wheel(x: stage.x, y: stage.y, deltaY: 120)
        #expect(try page.wait(until: "\(frame).dataset.offset === '160'"), "\(Self.shown(page))")
        #expect(try Self.text(page, "location.search") == "?offset=160")
        #expect(try Self.shownFrame(page) == (try render("160")))

        // The slider, dragged past its end, stops at the end of the scrollable range.
        let end = try Self.text(page, "document.getElementById('slider').max")
        #expect(Double(end).map { $0 > 160 } == true, "the slider's range ends at \(end)")
        let slider = try page.box(of: "slider")
        try page.drag(from: (slider.x, slider.y), to: (slider.x, slider.y + slider.height / 2 + 40))
        #expect(try page.wait(until: "\(frame).dataset.offset === '\(end)'"), "\(Self.shown(page))")
        #expect(try Self.shownFrame(page) == (try render(end)))

        // Home on the focused slider goes back to the top.
        try page.press(key: "Home", code: 36)
        #expect(try page.wait(until: "\(frame).dataset.offset === '0'"), "\(Self.shown(page))")
        let top = try render("0")
        #expect(try Self.shownFrame(page) == top)

        // The text size, chosen with the keyboard: one step down from the scene's is xS.
        _ = try page.evaluate("document.getElementById('textSize').focus()")
        try page.press(key: "ArrowDown", code: 40)
        #expect(try page.wait(until: "location.search === '?offset=0&textSize=xS'"), "\(Self.shown(page))")
        #expect(try page.wait(until: "\(frame).dataset.offset === '0'"))
        #expect(try Self.shownFrame(page) == (try PreviewCommandTests.render(["people.yaml", "--offset", "0", "--text-size", "xS"], in: folder)))
        try page.press(key: "ArrowUp", code: 38)
        #expect(try page.wait(until: "location.search === '?offset=0'"), "\(Self.shown(page))")
        #expect(try page.wait(until: "\(frame).dataset.offset === '0'"))

        // A save redraws the frame at the same offset.
        let source = try Self.text(page, "\(frame).src")
        try printed.stdout.replacingOccurrences(of: "header: {text: Pioneers}", with: "header: {text: First programmers}")
            .write(toFile: scenePath, atomically: true, encoding: .utf8)
        let saved = Date()
        #expect(try page.wait(until: "\(frame).src !== '\(source)'"))
        let redrawn = Date().timeIntervalSince(saved)
        #expect(try Self.text(page, "\(frame).dataset.offset") == "0")
        let edited = try Self.shownFrame(page)
        #expect(edited != top)
        #expect(edited == (try render("0")))

        // A broken save shows the file's error over the last good frame.
        try "sections:\n  - rows: [\n".write(toFile: scenePath, atomically: true, encoding: .utf8)
        #expect(try page.wait(until: "!document.getElementById('error').hidden"))
        let error = try CommandLineTool.run(["render", "people.yaml", "-o", "unused.png"], in: folder).stderr
        #expect(try Self.text(page, "document.getElementById('error').textContent") + "\n" == error.replacingOccurrences(of: "Error: ", with: ""),
            "the command line said: \(error); the page: \(Self.shown(page))")
        #expect(try Self.shownFrame(page) == edited)

        // The next good save clears the error.
        try printed.stdout.replacingOccurrences(of: "header: {text: Pioneers}", with: "header: {text: First programmers}")
            .write(toFile: scenePath, atomically: true, encoding: .utf8)
        #expect(try page.wait(until: "document.getElementById('error').hidden"))

        // The server stops: the badge says edits are no longer followed. Started again on the
        // same port, the page reconnects by itself, says so and draws the frame anew.
        let port = try #require(URL(string: server.address)?.port)
        #expect(server.interrupt() == 0)
        #expect(try page.wait(until: "document.getElementById('live').className === 'off'"), "\(Self.shown(page))")
        #expect(try Self.text(page, "document.getElementById('live').textContent") == "○ not following edits (is listshot preview running?)")
        let shownBefore = try Self.text(page, "\(frame).src")
        let again = try PreviewCommandTests.Server(scene: "people.yaml", in: folder, port: port)
        defer { _ = again.interrupt() }
        #expect(try page.wait(until: "document.getElementById('live').className === 'on' && \(frame).src !== '\(shownBefore)'", seconds: 15),
            "\(Self.shown(page))")
        #expect(try Self.text(page, "document.getElementById('live').textContent") == "● following edits")
        #expect(try Self.shownFrame(page) == (try render("0")))

        _ = try page.evaluate("document.activeElement.blur()")
        let screenshot = ProcessInfo.processInfo.environment["LISTSHOT_RECORD_PREVIEW"] ?? folder + "/preview.png"
        try page.screenshot().write(to: URL(fileURLWithPath: screenshot))
        print("preview: a save reached the page in \(Int(redrawn * 1000)) ms; screenshot \(screenshot)")
    }
}

import Foundation
import ListshotFiles
import ListshotGeometry
import ListshotPNG
import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import Testing

/// The HTML report's page as text: every failure, every string escaped, the same bytes every time.
@Suite struct SnapshotReportTests {
    static func failure(_ number: Int) -> SnapshotFailure {
        SnapshotFailure(
            test: "ReportTests/case\(number)()", sourceLocation: "Tests/ReportTests/ReportTests.swift:\(10 * number)",
            golden: "/repo/Snapshots/case-\(number).png", summary: "\(number) of 100 pixels differ",
            expected: "case-\(number)/expected.png", actual: "case-\(number)/actual.png",
            diff: "case-\(number)/diff.png", composite: "case-\(number)/composite.png")
    }

    @Test func everyStringIsEscaped() {
        let failure = SnapshotFailure(
            test: #"Evil/<script>alert("x")</script>()"#, sourceLocation: "Tests/A&B/It's.swift:7",
            golden: #"/tmp/<g>&"q".png"#, summary: "<b>3</b> pixels & more")
        let html = SnapshotReport.html(failures: [failure], title: "Run <1> & 'two'")

        // The page's own markup and nothing more: as many `<`, `>` and quotes as with plain strings.
        let plain = SnapshotReport.html(
            failures: [SnapshotFailure(test: "T", sourceLocation: "L", golden: "G", summary: "S")], title: "t")
        for markup: Character in ["<", ">", "\"", "'"] {
            #expect(html.filter { $0 == markup }.count == plain.filter { $0 == markup }.count, "\(markup)")
        }
        #expect(html.contains("Evil/&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;()"))
        #expect(html.contains("Tests/A&amp;B/It&#39;s.swift:7"))
        #expect(html.contains("/tmp/&lt;g&gt;&amp;&quot;q&quot;.png"))
        #expect(html.contains("&lt;b&gt;3&lt;/b&gt; pixels &amp; more"))
        #expect(html.contains("<title>Run &lt;1&gt; &amp; &#39;two&#39;</title>"))
        // The page's own script is the only one.
        #expect(html.components(separatedBy: "<script>").count == 2)
    }

    @Test func imagePathsArePercentEncoded() {
        var failure = Self.failure(1)
        failure.expected = #"a b/<e>"&'#?%:é.png"#
        let html = SnapshotReport.html(failures: [failure], title: "t")

        let encoded = "a%20b/%3Ce%3E%22%26%27%23%3F%25%3A%C3%A9.png"
        #expect(html.contains(#"<a href="\#(encoded)"><img src="\#(encoded)""#))
        #expect(html.contains(#"<img class="under" src="\#(encoded)""#))
        #expect(!html.contains("a b/"))
    }

    @Test func everyFailureIsShownInOrder() throws {
        let failures = (1...3).map(Self.failure)
        let html = SnapshotReport.html(failures: failures, title: "Snapshots")

        #expect(html.contains(#"<p class="count">3 snapshot failures</p>"#))
        var rest = html[...]
        for (index, failure) in failures.enumerated() {
            let section = try #require(rest.range(of: #"<section class="failure" id="failure-\#(index + 1)">"#))
            rest = rest[section.upperBound...]
            let end = rest.range(of: "</section>")?.lowerBound ?? rest.endIndex
            let body = rest[..<end]
            for text in [failure.test, failure.sourceLocation, failure.golden, failure.summary] {
                #expect(body.contains(text))
            }
            for image in [failure.expected, failure.actual, failure.diff, failure.composite] {
                #expect(body.contains(#"href="\#(image!)""#))
            }
            #expect(body.contains(#"<img class="under" src="\#(failure.expected!)""#))
            #expect(body.contains(#"<div class="over"><img src="\#(failure.actual!)""#))
            #expect(body.contains(#"<input type="range" class="slider""#))
            #expect(html.contains(##"<li><a href="#failure-\##(index + 1)">\##(failure.test)</a></li>"##))
        }
        #expect(SnapshotReport.html(failures: [Self.failure(1)], title: "t").contains("1 snapshot failure<"))
        #expect(SnapshotReport.html(failures: [], title: "t").contains("No snapshot failed<"))
    }

    @Test func aRunWithNoFailuresSaysSoWithItsStartAndChecks() {
        let run = SnapshotReport.Run(started: Date(timeIntervalSince1970: 1_795_000_000), checks: 1_234)
        let html = SnapshotReport.html(failures: [], title: "Snapshots", run: run)
        #expect(html.contains("""
            <header>
            <h1>Snapshots</h1>
            <p class="count passed">No snapshot failed</p>
            <p class="run">Run started 2026-11-18 11:06:40 UTC; 1,234 checks</p>
            </header>
            <main>
            <p class="none-failed">No snapshot failed in this run: every check matched its golden.</p>
            </main>
            """))
        #expect(!html.contains("<img") && !html.contains("<nav"))
        #expect(SnapshotReport.html(failures: [], title: "t", run: .init(checks: 1)).contains(#"<p class="run">1 check</p>"#))
        let failed = SnapshotReport.html(failures: [Self.failure(1)], title: "t", run: .init(checks: 5))
        #expect(failed.contains(#"<p class="count">1 snapshot failure</p>"# + "\n" + #"<p class="run">5 checks</p>"#))
        #expect(!failed.contains(#"<p class="none-failed">"#))
    }

    @Test func missingImagesAreNotedAndTheSliderNeedsBoth() {
        // A missing golden: only the actual image.
        let missingGolden = SnapshotFailure(
            test: "T/missing()", sourceLocation: "T.swift:1", golden: "/g/missing.png",
            summary: "no golden at /g/missing.png; wrote it", actual: "missing/actual.png")
        let html = SnapshotReport.html(failures: [missingGolden], title: "t")

        #expect(html.contains("No expected image"))
        #expect(html.contains("No diff image"))
        #expect(html.contains("No slider"))
        #expect(!html.contains("type=\"range\""))
        #expect(!html.contains(#"class="composite""#))
        #expect(html.contains(#"<img src="missing/actual.png""#))
        #expect(!html.contains(#"src="""#))

        let nothing = SnapshotFailure(test: "T/none()", sourceLocation: "T.swift:2", golden: "/g/none.png", summary: "?")
        let empty = SnapshotReport.html(failures: [nothing], title: "t")
        #expect(empty.contains("No actual image"))
        #expect(!empty.contains("<img"))
    }

    @Test func theSameFailuresGiveTheSamePage() throws {
        let failures = (1...4).map(Self.failure)
        let first = SnapshotReport.html(failures: failures, title: "Snapshots")
        #expect(SnapshotReport.html(failures: failures, title: "Snapshots") == first)
        // Through JSON, as a run saves its failures, and back: the same page.
        let decoded = try JSONDecoder().decode([SnapshotFailure].self, from: JSONEncoder().encode(failures))
        #expect(decoded == failures)
        #expect(SnapshotReport.html(failures: decoded, title: "Snapshots") == first)
        // Nothing from the clock: not this year.
        let year = Calendar(identifier: .gregorian).component(.year, from: Date())
        #expect(!first.contains(String(year)))
    }

    @Test func writePutsIndexHTMLInTheFolder() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let failures = [Self.failure(1)]

        let path = try SnapshotReport.write(failures: failures, title: "Snapshots", to: folder)
        #expect(path == folder + "/index.html")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == SnapshotReport.html(failures: failures, title: "Snapshots"))
        #expect(try SnapshotReport.write(failures: [], title: "t", to: folder + "/") == path)
        #expect(listFolder(folder) == ["index.html"])

        #expect(throws: FileError.self) { try SnapshotReport.write(failures: failures, title: "t", to: folder + "/missing") }
    }
}

/// The report in a real browser: Chromium opens a report of real PNGs from file://.
@Suite(.enabled(if: HeadlessChromium.executable != nil, "chromium is not installed: `apt-get install chromium` (.ci/run installs it)"))
struct SnapshotReportBrowserTests {
    /// The colour of the rectangle that moves between expected and actual.
    static let rectColor = Color(red: 0x1E, green: 0x90, blue: 0xD0)

    /// A white 240 × 160 image with the blue rectangle at `x`, and a purple bar below it.
    static func frame(rectX: Double) throws -> Framebuffer {
        var canvas = Canvas(framebuffer: try Framebuffer(width: 240, height: 160, color: .white), scale: 1)
        canvas.fill(Rect(x: rectX, y: 30, width: 120, height: 70), color: rectColor)
        canvas.fill(Rect(x: 20, y: 120, width: 200, height: 20), color: .purple)
        return canvas.framebuffer
    }

    /// A report of two failures, one of them a missing golden, with real PNGs beside it.
    static func writeReport(in folder: String) throws -> String {
        let expected = try frame(rectX: 40), actual = try frame(rectX: 42)
        try FileManager.default.createDirectory(atPath: folder + "/moved rect", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/new", withIntermediateDirectories: true)
        try PNGEncoder.write(expected, to: folder + "/moved rect/expected.png")
        try PNGEncoder.write(actual, to: folder + "/moved rect/actual.png")
        let (diff, differing) = try redMarked(expected: expected, actual: actual)
        try PNGEncoder.write(diff, to: folder + "/moved rect/diff.png")
        try PNGEncoder.write(actual, to: folder + "/new/actual.png")
        let failures = [
            SnapshotFailure(
                test: "ReportTests/<moved> rect()", sourceLocation: "Tests/ReportTests/ReportTests.swift:12",
                golden: "/repo/Snapshots/moved-rect.png", summary: "\(differing) of 38,400 pixels differ",
                expected: "moved rect/expected.png", actual: "moved rect/actual.png", diff: "moved rect/diff.png"),
            SnapshotFailure(
                test: "ReportTests/new()", sourceLocation: "Tests/ReportTests/ReportTests.swift:30",
                golden: "/repo/Snapshots/new.png", summary: "no golden at /repo/Snapshots/new.png; wrote it",
                actual: "new/actual.png"),
        ]
        return try SnapshotReport.write(failures: failures, title: "Snapshot failures & <friends>", to: folder)
    }

    /// A diff image of two same-sized images (the report does not draw diffs): differing
    /// pixels red, the others light grey; and how many differ.
    static func redMarked(expected: Framebuffer, actual: Framebuffer) throws -> (Framebuffer, Int) {
        var diff = try Framebuffer(width: expected.width, height: expected.height, color: Color(red: 0xE8, green: 0xE8, blue: 0xE8))
        var differing = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width where expected.color(x: x, y: y) != actual.color(x: x, y: y) {
                diff.setColor(Color(red: 255, green: 0, blue: 0), x: x, y: y)
                differing += 1
            }
        }
        return (diff, differing)
    }

    @Test func aScreenshotShowsTheImages() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let page = try Self.writeReport(in: folder)
        let screenshotPath = folder + "/screenshot.png"

        try HeadlessChromium.screenshot(of: page, to: screenshotPath)

        let screenshot = try PNGDecoder.decode(contentsOf: screenshotPath)
        #expect(screenshot.width == 1200 && screenshot.height == 900)
        var colors = Set<UInt32>(), rectPixels = 0, redPixels = 0
        for y in 0..<screenshot.height {
            for x in 0..<screenshot.width {
                let p = screenshot.pixel(x: x, y: y)
                colors.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b))
                if p.r == Self.rectColor.red && p.g == Self.rectColor.green && p.b == Self.rectColor.blue { rectPixels += 1 }
                if p.r == 255 && p.g == 0 && p.b == 0 { redPixels += 1 }
            }
        }
        // Text, the page's greys and the images: not a blank or an error page.
        #expect(colors.count > 100)
        // The rectangle in the expected, actual and slider images (about 120 × 70 each, scaled).
        #expect(rectPixels > 3 * 120 * 70)
        // The diff's red columns where the rectangle moved.
        #expect(redPixels > 100)
    }

    @Test func aPassingRunsPageSaysNothingFailed() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let page = try SnapshotReport.write(
            failures: [], title: "listshot snapshot report",
            run: SnapshotReport.Run(started: Date(timeIntervalSince1970: 1_795_000_000), checks: 75), to: folder)
        let dom = try HeadlessChromium.dumpDOM(of: page)
        #expect(dom.contains(#"<p class="count passed">No snapshot failed</p>"#))
        #expect(dom.contains(#"<p class="run">Run started 2026-11-18 11:06:40 UTC; 75 checks</p>"#))
        #expect(dom.contains(#"<p class="none-failed">No snapshot failed in this run: every check matched its golden.</p>"#))
        #expect(!dom.contains("<img") && !dom.contains("<section"))
        let screenshot = try PNGDecoder.decode(contentsOf: try { () throws -> String in
            try HeadlessChromium.screenshot(of: page, to: folder + "/screenshot.png")
            return folder + "/screenshot.png"
        }())
        var green = 0
        for y in 0..<screenshot.height {
            for x in 0..<screenshot.width {
                let p = screenshot.pixel(x: x, y: y)
                if Int(p.g) > Int(p.r) + 60 && Int(p.g) > Int(p.b) + 30 { green += 1 }
            }
        }
        #expect(green > 50, "the count line is green")
    }

    @Test func theSliderMovesTheLineAndTheImagesLoad() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let page = try Self.writeReport(in: folder)
        // Drag the slider to 25 % as a user would (an input event), then record what the page shows.
        let probe = """
            <script>
            window.addEventListener("load", function () {
              var slider = document.querySelector(".slider");
              slider.value = "25";
              slider.dispatchEvent(new Event("input"));
              var stage = document.querySelector(".stage");
              document.body.dataset.clip = getComputedStyle(stage.querySelector(".over")).clipPath;
              document.body.dataset.divider = getComputedStyle(stage.querySelector(".divider")).left;
              document.body.dataset.stage = getComputedStyle(stage).width;
            });
            </script>
            </body>
            """
        let html = try String(contentsOfFile: page, encoding: .utf8).replacingOccurrences(of: "</body>", with: probe)
        try html.write(toFile: page, atomically: true, encoding: .utf8)

        let dom = try HeadlessChromium.dumpDOM(of: page)

        #expect(dom.components(separatedBy: #"<section class="failure""#).count == 3)
        #expect(dom.contains("Snapshot failures &amp; &lt;friends&gt;"))
        #expect(dom.contains("ReportTests/&lt;moved&gt; rect()"))
        #expect(dom.contains(#"<input type="range" class="slider""#))
        // The images loaded from file:// (the script scaled the slider's stage to them).
        let stageTag = try #require(dom.range(of: #"<div class="stage fit fitted" style=""#).map { dom[$0.upperBound...].prefix { $0 != ">" } })
        #expect(stageTag.contains("aspect-ratio: 240 / 160;"))
        #expect(dom.contains(#"data-clip="inset(0px 0px 0px 25%)""#))
        let divider = try #require(pixels("data-divider", in: dom))
        let stage = try #require(pixels("data-stage", in: dom))
        #expect(abs(divider - stage / 4) < 1)
    }

    /// The value of the attribute `name`, "123.5px", as a number.
    private func pixels(_ name: String, in dom: String) -> Double? {
        guard let start = dom.range(of: name + "=\"") else { return nil }
        let value = dom[start.upperBound...].prefix { $0 != "\"" }
        return value.hasSuffix("px") ? Double(value.dropLast(2)) : nil
    }
}

import Foundation
import ListshotFiles
import ListshotGeometry
import ListshotRaster
@testable import ListshotSnapshot
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
            // Each its own assertion: its test and line, then its failed check.
            let section = try #require(rest.range(of: """
                <section class="assertion" id="assertion-\(index + 1)">
                <h2>\(failure.test)</h2>
                <dl><dt>Checked at</dt><dd><code>\(failure.sourceLocation)</code></dd></dl>
                <article class="failure" id="failure-\(index + 1)">
                <h3><span class="number">\(index + 1)</span> Image</h3>
                <dl><dt>Golden</dt><dd><code>\(failure.golden)</code></dd></dl>
                <p class="summary">\(failure.summary)</p>
                """))
            rest = rest[section.upperBound...]
            let end = rest.range(of: "</section>")?.lowerBound ?? rest.endIndex
            let body = rest[..<end]
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

    /// `assertSnapshot(of: scene, at: [0, 600, 1200], named: "feed")` is one group, a row
    /// per offset in offset order, whatever order its checks were logged in.
    @Test func oneAssertionsOffsetsAreOneGroupWithARowEach() throws {
        func failure(_ offset: Double) -> SnapshotFailure {
            SnapshotFailure(
                test: "FeedTests/FeedTests.swift scrolling()", sourceLocation: "Tests/FeedTests/FeedTests.swift:10",
                golden: "Snapshots/FeedTests/scrolling.feed.\(Int(offset))@2x.png", summary: "changed at \(Int(offset))",
                actual: "FeedTests/scrolling.feed.\(Int(offset))@2x/actual.png", offset: offset)
        }
        let pass = SnapshotPass(
            test: "FeedTests/FeedTests.swift scrolling()", sourceLocation: "Tests/FeedTests/FeedTests.swift:10",
            golden: "Snapshots/FeedTests/scrolling.feed.0@2x.png", offset: 0)
        let html = SnapshotReport.html(failures: [failure(1200), failure(600)], passes: [pass], title: "t")

        #expect(html.components(separatedBy: "<section").count == 2, "one group")
        #expect(!html.contains(#"<details class="passed-assertions">"#), "its pass is a row of the group, not a passed assertion")
        let start = try #require(html.range(of: #"<section class="assertion" id="assertion-1">"#))
        let rows = html[start.lowerBound...].split(separator: "\n").filter {
            $0.hasPrefix("<h2>") || $0.hasPrefix(#"<p class="tally">"#) || $0.hasPrefix("<h3>") || $0.hasPrefix(#"<p class="row passed">"#)
        }
        #expect(rows == [
            "<h2>FeedTests/FeedTests.swift scrolling()</h2>",
            #"<p class="tally">2 of 3 checks failed</p>"#,
            #"<p class="row passed"><span class="mark">✓</span> Offset 0 matched <code>Snapshots/FeedTests/scrolling.feed.0@2x.png</code></p>"#,
            #"<h3><span class="number">1</span> Offset 600</h3>"#,
            #"<h3><span class="number">2</span> Offset 1200</h3>"#,
        ])
        #expect(html.contains(##"<li><a href="#failure-1">FeedTests/FeedTests.swift scrolling(), offset 600</a></li>"##))
        #expect(html.contains(##"<li><a href="#failure-2">FeedTests/FeedTests.swift scrolling(), offset 1200</a></li>"##))
    }

    /// The assertions whose every check passed come after the failures, in one collapsed
    /// list: test, line, and each offset's golden.
    @Test func passedAssertionsAreListedCollapsedAfterTheFailures() throws {
        let passes = [
            SnapshotPass(test: "A/A.swift one()", sourceLocation: "Tests/A/A.swift:5", golden: "Snapshots/A/one.x.0@2x.png", offset: 0),
            SnapshotPass(test: "B/B.swift <two>()", sourceLocation: "Tests/B/B.swift:9", golden: "Snapshots/B/two.icon.png"),
            SnapshotPass(test: "A/A.swift one()", sourceLocation: "Tests/A/A.swift:5", golden: "Snapshots/A/one.x.600@2x.png", offset: 600),
        ]
        let html = SnapshotReport.html(failures: [Self.failure(1)], passes: passes, title: "t")

        let list = try #require(html.range(of: #"<details class="passed-assertions">"#))
        let lastFailure = try #require(html.range(of: "</section>", options: .backwards))
        #expect(lastFailure.upperBound <= list.lowerBound, "after the failures")
        #expect(html[list.lowerBound...].hasPrefix("""
            <details class="passed-assertions"><summary>2 assertions passed (3 checks)</summary>
            <ul>
            <li><span class="test">A/A.swift one()</span> <code class="where">Tests/A/A.swift:5</code>
            <ul>
            <li>Offset 0: <code>Snapshots/A/one.x.0@2x.png</code></li>
            <li>Offset 600: <code>Snapshots/A/one.x.600@2x.png</code></li>
            </ul></li>
            <li><span class="test">B/B.swift &lt;two&gt;()</span> <code class="where">Tests/B/B.swift:9</code>
            <ul>
            <li>Image: <code>Snapshots/B/two.icon.png</code></li>
            </ul></li>
            </ul></details>
            """))
        let passedOnly = SnapshotReport.html(failures: [], passes: [passes[1]], title: "t")
        #expect(passedOnly.contains(#"<p class="count passed">No snapshot failed</p>"#))
        #expect(passedOnly.contains(#"<summary>1 assertion passed (1 check)</summary>"#))
    }

    /// The changed region: the differences' box with a margin, clamped to the canvas, and
    /// a crop of each image cut to it.
    @Test func theChangedRegionIsZoomedInto() throws {
        let expected = try image(200, 100), actual = try image(200, 100, at: [(50, 40), (60, 44), (3, 97)])
        let difference = ImageDifference(expected: expected, actual: actual)
        #expect(ChangedRegion(difference) == ChangedRegion(x: 0, y: 32, width: 69, height: 68), "8 px around x 3…60, y 40…97, clamped")
        #expect(ChangedRegion(ImageDifference(expected: expected, actual: try image(200, 100, at: [(100, 50)])), margin: 2)
            == ChangedRegion(x: 98, y: 48, width: 5, height: 5))
        #expect(ChangedRegion(ImageDifference(expected: expected, actual: expected)) == nil)

        var failure = Self.failure(1)
        failure.changedRegion = ChangedRegion(x: 98, y: 48, width: 5, height: 5)
        let html = SnapshotReport.html(failures: [failure], title: "t")
        #expect(html.contains("""
            <figure class="zoom"><figcaption>Where they differ, enlarged: x 98…102, y 48…52 (5 × 5 px)</figcaption>
            <div class="crops">
            <div class="crop-panel"><span>Expected</span><div class="crop" data-region="98 48 5 5" \
            style="aspect-ratio: 5 / 5; max-width: 40px"><img src="case-1/expected.png" alt="expected image of \
            ReportTests/case1(), the changed region" style="left: -98px; top: -48px"></div></div>
            """))
        #expect(html.components(separatedBy: #"<div class="crop""#).count == 4, "expected, actual and diff")
        #expect(!SnapshotReport.html(failures: [Self.failure(1)], title: "t").contains("<figure class=\"zoom\">"), "no region, no zoom")
    }

    /// How to accept: the command for every failure in the header, and for each failure
    /// with its golden's path; only when an actual image can be accepted.
    @Test func theReportSaysHowToAccept() {
        var failure = Self.failure(1)
        failure.golden = "Snapshots/My Tests/it's.feed.0@2x.png"
        failure.provenance = SnapshotProvenance(listshotVersion: "1.0")
        let html = SnapshotReport.html(failures: [failure], title: "t")
        #expect(html.contains("""
            <p class="accept">If the changes are intended, make the actual images the goldens: run \
            <code>listshot snapshots accept</code> in the package's folder (with <code>--filter</code> and a test's name or \
            a golden's path for some of them).</p>
            """))
        #expect(html.contains(#"<p class="accept-one">To make this actual image the golden: "#
            + #"<code>listshot snapshots accept --filter &#39;Snapshots/My Tests/it&#39;\&#39;&#39;s.feed.0@2x.png&#39;</code></p>"#))
        #expect(SnapshotReport.shellQuoted("Snapshots/A/b.feed.600@2x.png") == "Snapshots/A/b.feed.600@2x.png")

        let notAcceptable = SnapshotReport.html(failures: [Self.failure(1)], title: "t")
        #expect(!notAcceptable.contains(#"<p class="accept"#), "no provenance: nothing to accept")
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

    /// A report of two failures, one of them a missing golden, with real PNGs beside it: the
    /// first an offset of an assertion whose other offset passed, with its changed region
    /// and provenance; and an assertion that passed.
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
                golden: "Snapshots/ReportTests/moved-rect.600@2x.png", summary: "\(differing) of 38,400 pixels differ",
                expected: "moved rect/expected.png", actual: "moved rect/actual.png", diff: "moved rect/diff.png", offset: 600,
                changedRegion: ChangedRegion(ImageDifference(expected: expected, actual: actual)),
                provenance: SnapshotProvenance(listshotVersion: "1.0", name: "moved-rect")),
            SnapshotFailure(
                test: "ReportTests/new()", sourceLocation: "Tests/ReportTests/ReportTests.swift:30",
                golden: "Snapshots/ReportTests/new.png", summary: "no golden at Snapshots/ReportTests/new.png; wrote it",
                actual: "new/actual.png"),
        ]
        let passes = [
            SnapshotPass(
                test: "ReportTests/<moved> rect()", sourceLocation: "Tests/ReportTests/ReportTests.swift:12",
                golden: "Snapshots/ReportTests/moved-rect.0@2x.png", offset: 0),
            SnapshotPass(
                test: "ReportTests/still()", sourceLocation: "Tests/ReportTests/ReportTests.swift:40",
                golden: "Snapshots/ReportTests/still.list.0@2x.png", offset: 0),
        ]
        return try SnapshotReport.write(failures: failures, passes: passes, title: "Snapshot failures & <friends>", to: folder)
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

    @Test(arguments: [false, true])
    func aScreenshotShowsTheImagesInTheReadersAppearance(dark: Bool) throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let page = try Self.writeReport(in: folder)
        let screenshotPath = folder + "/screenshot.png"

        try HeadlessChromium.screenshot(of: page, to: screenshotPath, dark: dark)

        let screenshot = try PNGDecoder.decode(contentsOf: screenshotPath)
        #expect(screenshot.width == 1200 && screenshot.height == 900)
        var colors = Set<UInt32>(), rectPixels = 0, redPixels = 0, counts: [UInt32: Int] = [:]
        for y in 0..<screenshot.height {
            for x in 0..<screenshot.width {
                let p = screenshot.pixel(x: x, y: y)
                let rgb = UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
                colors.insert(rgb)
                counts[rgb, default: 0] += 1
                if p.r == Self.rectColor.red && p.g == Self.rectColor.green && p.b == Self.rectColor.blue { rectPixels += 1 }
                if p.r == 255 && p.g == 0 && p.b == 0 { redPixels += 1 }
            }
        }
        // Text, the page's greys and the images: not a blank or an error page.
        #expect(colors.count > 100)
        // The rectangle in the expected, actual and slider images (about 120 × 70 each, scaled),
        // and in the zoomed crops: more than three and a half rectangles' worth, so that one
        // image missing fails. Exactly the rectangle's colour is counted, and Chromium on a
        // loaded machine may scale the images with a coarser filter that blends more of
        // their edges (32,232 pixels then, in dark, where an idle machine gives over 33,600).
        #expect(rectPixels > 7 * 120 * 70 / 2)
        // The diff's red columns where the rectangle moved.
        #expect(redPixels > 100)
        // The page's background or its cards, light or dark as the reader prefers.
        let (background, card): (UInt32, UInt32) = dark ? (0x161618, 0x232326) : (0xF2F2F4, 0xFFFFFF)
        #expect((counts[background] ?? 0) + (counts[card] ?? 0) > screenshot.width * screenshot.height / 3)
    }

    /// What the page shows once its script ran: the failures first, the passes collapsed
    /// after them, the changed region cropped out of each image.
    @Test func theFailuresComeFirstThePassesCollapsedAndTheChangeZoomed() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let dom = try HeadlessChromium.dumpDOM(of: try Self.writeReport(in: folder))

        let firstFailure = try #require(dom.range(of: #"<article class="failure" id="failure-1">"#))
        let passed = try #require(dom.range(of: #"<details class="passed-assertions"><summary>1 assertion passed (1 check)</summary>"#))
        #expect(firstFailure.upperBound < passed.lowerBound)
        #expect(dom.contains(
            #"<p class="row passed"><span class="mark">✓</span> Offset 0 matched <code>Snapshots/ReportTests/moved-rect.0@2x.png</code></p>"#))
        // The rectangle moved 2 px right: x 40…161, y 30…99 differ; 8 px around them.
        #expect(dom.contains("Where they differ, enlarged: x 32…169, y 22…107 (138 × 86 px)"))
        // Each crop's image placed so that the region fills the panel: 240 / 138 of its width.
        let crops = dom.components(separatedBy: #"<div class="crop" data-region="32 22 138 86""#).dropFirst()
        #expect(crops.count == 3)
        for crop in crops {
            let style = try #require(crop.range(of: #"style="left: "#).map { crop[$0.lowerBound...].prefix { $0 != ">" } })
            #expect(style == #"style="left: -23.1884%; top: -25.5814%; width: 173.913%;""#)
        }
        #expect(dom.contains("<code>listshot snapshots accept --filter Snapshots/ReportTests/moved-rect.600@2x.png</code>"))
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

        #expect(dom.components(separatedBy: #"<article class="failure""#).count == 3)
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

import Foundation
import ListshotFiles

/// An HTML page of a run's snapshot failures, to open from disk after the run; a run in
/// which no snapshot failed gets a page that says so, so that an older run's failures are
/// never shown as this run's.
///
/// The page is one self-contained file: its style sheet and script are inline, it loads
/// nothing from the network and needs no server, so `file://…/index.html` works. For each
/// failure it shows the test, where the check was called, the golden's path and the
/// summary, then the expected, actual and diff images side by side, and a slider that
/// wipes between expected (left of the line) and actual (right of the line). Images are
/// scaled to fit the page, all images of one failure by the same factor; an image shown
/// at its size or larger keeps hard pixel edges, so zooming in shows single pixels.
///
/// Every string is HTML-escaped and every image path percent-encoded, so test names and
/// paths may hold `<`, `&`, quotes or spaces. The same failures (and ``Run``) always give
/// the same page: nothing in it depends on the time or the machine but what ``Run`` says.
public enum SnapshotReport {
    /// The name of the page ``write(failures:title:run:to:)`` writes: `index.html`.
    public static let fileName = "index.html"

    /// What the page says about the run besides its failures: when it started and how many
    /// checks it made.
    public struct Run: Sendable, Equatable {
        /// When the run's first check was made.
        public var started: Date?
        /// How many checks the run made, passed and failed.
        public var checks: Int

        public init(started: Date? = nil, checks: Int) {
            self.started = started
            self.checks = checks
        }

        /// "Run started 2026-11-27 06:50:53 UTC; 12 checks".
        var line: String {
            let count = "\(ImageDifference.grouped(checks)) check\(checks == 1 ? "" : "s")"
            guard let started else { return count.prefix(1).uppercased() + count.dropFirst() }
            return "Run started \(Self.utc(started)); \(count)"
        }

        /// `2026-11-27 06:50:53 UTC`.
        static func utc(_ date: Date) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            func two(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
            return "\(c.year ?? 0)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute)):\(two(c.second)) UTC"
        }
    }

    /// The report page for `failures`, in their order.
    ///
    /// - Parameters:
    ///   - failures: the failures to show; their image paths are relative to the folder the
    ///     page is written to (or absolute). A missing image (`nil`) is shown as a note, and
    ///     the slider needs both the expected and the actual image.
    ///   - title: the page's title and heading.
    ///   - run: when the run started and how many checks it made, shown under the count.
    /// - Returns: the whole HTML document.
    public static func html(failures: [SnapshotFailure], title: String, run: Run? = nil) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escapeHTML(title))</title>
            <style>\(styleSheet)</style>
            </head>
            <body>
            <header>
            <h1>\(escapeHTML(title))</h1>
            <p class="count\(failures.isEmpty ? " passed" : "")">\(countLine(failures.count))</p>

            """
        if let run { page += "<p class=\"run\">\(escapeHTML(run.line))</p>\n" }
        if failures.count > 1 {
            page += "<nav><ol>\n"
            for (index, failure) in failures.enumerated() {
                page += "<li><a href=\"#failure-\(index + 1)\">\(escapeHTML(failure.test))</a></li>\n"
            }
            page += "</ol></nav>\n"
        }
        page += "</header>\n<main>\n"
        if failures.isEmpty {
            page += "<p class=\"none-failed\">No snapshot failed in this run: every check matched its golden.</p>\n"
        }
        for (index, failure) in failures.enumerated() {
            page += section(for: failure, number: index + 1)
        }
        page += "</main>\n<script>\(script)</script>\n</body>\n</html>\n"
        return page
    }

    /// Writes the report page for `failures` to `index.html` in `folder`, atomically (see
    /// `AtomicFile`), replacing an older report there.
    ///
    /// - Parameters:
    ///   - failures: the failures to show; their image paths are relative to `folder`.
    ///   - title: the page's title and heading.
    ///   - run: when the run started and how many checks it made.
    ///   - folder: the folder to write the page in, usually the artifacts folder; it must exist.
    /// - Returns: the page's path, `folder/index.html`, to print at the end of the run.
    /// - Throws: `FileError` naming the page when it cannot be written.
    @discardableResult
    public static func write(
        failures: [SnapshotFailure], title: String, run: Run? = nil, to folder: String
    ) throws(FileError) -> String {
        let path = folder.hasSuffix("/") ? folder + fileName : folder + "/" + fileName
        try AtomicFile.write(Array(html(failures: failures, title: title, run: run).utf8), to: path)
        return path
    }

    // MARK: - The page's parts

    /// "No snapshot failed", "1 snapshot failure", "12 snapshot failures".
    static func countLine(_ count: Int) -> String {
        switch count {
        case 0: "No snapshot failed"
        case 1: "1 snapshot failure"
        default: "\(count) snapshot failures"
        }
    }

    /// One failure: what failed and where, the summary, the images and the slider.
    static func section(for failure: SnapshotFailure, number: Int) -> String {
        let test = escapeHTML(failure.test)
        var html = """
            <section class="failure" id="failure-\(number)">
            <h2><span class="number">\(number)</span> \(test)</h2>
            <dl>
            <dt>Checked at</dt><dd><code>\(escapeHTML(failure.sourceLocation))</code></dd>
            <dt>Golden</dt><dd><code>\(escapeHTML(failure.golden))</code></dd>
            </dl>
            <p class="summary">\(escapeHTML(failure.summary))</p>
            <div class="images fit">

            """
        html += figure("expected", "Expected", failure.expected, test: test)
        html += figure("actual", "Actual", failure.actual, test: test)
        html += figure("diff", "Diff", failure.diff, test: test)
        html += slider(expected: failure.expected, actual: failure.actual, test: test)
        html += "</div>\n"
        if let composite = failure.composite {
            html += "<p class=\"composite\"><a href=\"\(escapeURLPath(composite))\">The three side by side in one image</a></p>\n"
        }
        return html + "</section>\n"
    }

    /// A labelled image that opens at full size when clicked, or a note when there is none.
    /// `test` is already escaped.
    static func figure(_ kind: String, _ label: String, _ path: String?, test: String) -> String {
        guard let path else {
            return """
                <figure class="\(kind) missing"><figcaption>\(label)</figcaption>\
                <div class="none">No \(label.lowercased()) image</div></figure>

                """
        }
        let source = escapeURLPath(path)
        return """
            <figure class="\(kind)"><figcaption>\(label)</figcaption>\
            <a href="\(source)"><img src="\(source)" alt="\(kind) image of \(test)"></a></figure>

            """
    }

    /// Expected under actual, the actual clipped to the right of the range input's value;
    /// a note when one of the two is missing. `test` is already escaped.
    static func slider(expected: String?, actual: String?, test: String) -> String {
        guard let expected, let actual else {
            return """
                <figure class="compare missing"><figcaption>Slider</figcaption>\
                <div class="none">No slider: it needs both the expected and the actual image</div></figure>

                """
        }
        return """
            <figure class="compare"><figcaption class="sides"><span>◀ Expected</span><span>slider</span><span>Actual ▶</span></figcaption>
            <div class="stage fit">\
            <img class="under" src="\(escapeURLPath(expected))" alt="expected image of \(test)">\
            <div class="over"><img src="\(escapeURLPath(actual))" alt="actual image of \(test)"></div>\
            <div class="divider"></div></div>
            <input type="range" class="slider" min="0" max="100" step="0.5" value="50" \
            aria-label="Left of the line: expected; right of the line: actual" \
            title="Left of the line: expected; right of the line: actual">
            </figure>

            """
    }
}

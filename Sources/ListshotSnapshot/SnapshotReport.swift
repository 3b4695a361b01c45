import Foundation
import ListshotFiles
import ListshotStructuredText

/// An HTML page of a run's snapshot checks, to open from disk after the run; a run in
/// which no snapshot failed gets a page that says so, so that an older run's failures are
/// never shown as this run's.
///
/// The page is one self-contained file: its style sheet and script are inline, it loads
/// nothing from the network and needs no server, so `file://…/index.html` works, and it
/// links only to images by paths relative to its folder, so the artifacts folder can be
/// uploaded from CI and opened elsewhere. It follows the reader's light or dark appearance.
///
/// Checks are grouped by assertion (the test and the line that called it): an assertion of
/// several offsets is one group with a row per offset. Assertions with failures come first,
/// in the order of their first failure; each failed row shows the golden's path, the
/// summary, the expected, actual and diff images side by side, a slider that wipes between
/// expected (left of the line) and actual (right of the line), the changed region zoomed in,
/// and the command that accepts the actual image as the golden. The assertions in which
/// every check passed follow, collapsed. Images are scaled to fit the page, all images of
/// one failure by the same factor; an image shown at its size or larger keeps hard pixel
/// edges, so zooming in shows single pixels.
///
/// Every string is HTML-escaped and every image path percent-encoded, so test names and
/// paths may hold `<`, `&`, quotes or spaces. The same checks (and ``Run``) always give
/// the same page: nothing in it depends on the time or the machine but what ``Run`` says.
public enum SnapshotReport {
    /// The name of the page ``write(failures:passes:title:run:to:)`` writes: `index.html`.
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

    /// The report page for `failures` and `passes`, grouped by assertion.
    ///
    /// - Parameters:
    ///   - failures: the failed checks, in the order they were made; their image paths are
    ///     relative to the folder the page is written to. A missing image (`nil`) is shown
    ///     as a note, and the slider needs both the expected and the actual image.
    ///   - passes: the passed checks: a row each under their assertion, collapsed.
    ///   - title: the page's title and heading.
    ///   - run: when the run started and how many checks it made, shown under the count.
    /// - Returns: the whole HTML document.
    public static func html(failures: [SnapshotFailure], passes: [SnapshotPass] = [], title: String, run: Run? = nil) -> String {
        let assertions = Assertion.grouping(failures: failures, passes: passes)
        let failed = assertions.filter { !$0.failures.isEmpty }, passed = assertions.filter { $0.failures.isEmpty }
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(HTMLText.escaped(title))</title>
            <style>\(styleSheet)</style>
            </head>
            <body>
            <header>
            <h1>\(HTMLText.escaped(title))</h1>
            <p class="count\(failures.isEmpty ? " passed" : "")">\(countLine(failures.count))</p>

            """
        if let run { page += "<p class=\"run\">\(HTMLText.escaped(run.line))</p>\n" }
        if failures.contains(where: \.isAcceptable) { page += acceptAllLine }
        if failures.count > 1 { page += navigation(failed) }
        page += "</header>\n<main>\n"
        if failures.isEmpty {
            page += "<p class=\"none-failed\">No snapshot failed in this run: every check matched its golden.</p>\n"
        }
        var number = 0
        for (index, assertion) in failed.enumerated() {
            page += section(for: assertion, index: index + 1, firstNumber: number + 1)
            number += assertion.failures.count
        }
        if !passed.isEmpty { page += passedList(passed) }
        page += "</main>\n<script>\(script)</script>\n</body>\n</html>\n"
        return page
    }

    /// Writes the report page for `failures` and `passes` to `index.html` in `folder`,
    /// atomically (see `AtomicFile`), replacing an older report there.
    ///
    /// - Parameters:
    ///   - failures: the failed checks; their image paths are relative to `folder`.
    ///   - passes: the passed checks.
    ///   - title: the page's title and heading.
    ///   - run: when the run started and how many checks it made.
    ///   - folder: the folder to write the page in, usually the artifacts folder; it must exist.
    /// - Returns: the page's path, `folder/index.html`, to print at the end of the run.
    /// - Throws: `FileError` naming the page when it cannot be written.
    @discardableResult
    public static func write(
        failures: [SnapshotFailure], passes: [SnapshotPass] = [], title: String, run: Run? = nil, to folder: String
    ) throws(FileError) -> String {
        let path = folder.hasSuffix("/") ? folder + fileName : folder + "/" + fileName
        try AtomicFile.write(Array(html(failures: failures, passes: passes, title: title, run: run).utf8), to: path)
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
}

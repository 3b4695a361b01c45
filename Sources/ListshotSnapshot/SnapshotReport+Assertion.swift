// The report's groups: one assertion's checks (a row per offset) under its test and line.

import ListshotStructuredText

extension SnapshotReport {
    /// The checks one assertion made in the run, a row per offset.
    struct Assertion {
        /// The test that called it.
        let test: String
        /// Where it was called.
        let sourceLocation: String
        /// Its checks, by offset (an image's, which has none, first), in the run's order
        /// for equal offsets.
        var rows: [Row]

        /// One check of the assertion.
        enum Row {
            case failed(SnapshotFailure)
            case passed(SnapshotPass)

            var offset: Double? {
                switch self {
                case let .failed(failure): failure.offset
                case let .passed(pass): pass.offset
                }
            }
        }

        /// The failed checks, in the order of ``rows``.
        var failures: [SnapshotFailure] {
            rows.compactMap { if case let .failed(failure) = $0 { failure } else { nil } }
        }

        /// The checks grouped by the test and line that made them: the assertions with a
        /// failure first, in the order of their first failure, then those that passed, in the
        /// order of their first pass.
        static func grouping(failures: [SnapshotFailure], passes: [SnapshotPass]) -> [Assertion] {
            struct Key: Hashable {
                let test: String, sourceLocation: String
            }
            var order: [Key] = [], rows: [Key: [Row]] = [:]
            func add(_ row: Row, _ key: Key) {
                if rows[key] == nil { order.append(key) }
                rows[key, default: []].append(row)
            }
            for failure in failures { add(.failed(failure), Key(test: failure.test, sourceLocation: failure.sourceLocation)) }
            for pass in passes { add(.passed(pass), Key(test: pass.test, sourceLocation: pass.sourceLocation)) }
            return order.map { key in
                let sorted = rows[key]!.enumerated().sorted { a, b in
                    let (x, y) = (a.element.offset ?? -.infinity, b.element.offset ?? -.infinity)
                    return x != y ? x < y : a.offset < b.offset
                }
                return Assertion(test: key.test, sourceLocation: key.sourceLocation, rows: sorted.map(\.element))
            }
        }
    }

    /// `Offset 600`, or `Image` for a check without an offset.
    static func rowLabel(_ offset: Double?) -> String {
        offset.map { "Offset " + SnapshotProvenance.plain($0) } ?? "Image"
    }

    /// The links to every failed check, when there is more than one.
    static func navigation(_ assertions: [Assertion]) -> String {
        var html = "<nav><ol>\n", number = 0
        for assertion in assertions {
            for failure in assertion.failures {
                number += 1
                let at = failure.offset.map { ", offset " + SnapshotProvenance.plain($0) } ?? ""
                html += "<li><a href=\"#failure-\(number)\">\(HTMLText.escaped(failure.test))\(at)</a></li>\n"
            }
        }
        return html + "</ol></nav>\n"
    }

    /// One assertion with a failure: its test and line, then a row per offset, the failed
    /// ones numbered from `firstNumber` with their images, the passed ones a line each.
    static func section(for assertion: Assertion, index: Int, firstNumber: Int) -> String {
        let test = HTMLText.escaped(assertion.test)
        let failed = assertion.failures.count, count = assertion.rows.count
        var html = """
            <section class="assertion" id="assertion-\(index)">
            <h2>\(test)</h2>
            <dl><dt>Checked at</dt><dd><code>\(HTMLText.escaped(assertion.sourceLocation))</code></dd></dl>

            """
        if count > 1 { html += "<p class=\"tally\">\(failed) of \(count) checks failed</p>\n" }
        var number = firstNumber
        for row in assertion.rows {
            switch row {
            case let .failed(failure):
                html += article(for: failure, number: number, test: test)
                number += 1
            case let .passed(pass):
                html += "<p class=\"row passed\"><span class=\"mark\">✓</span> \(rowLabel(pass.offset)) matched "
                    + "<code>\(HTMLText.escaped(pass.golden))</code></p>\n"
            }
        }
        return html + "</section>\n"
    }

    /// One failed check: its golden, the summary, the images, the changed region, and how to
    /// accept its actual image. `test` is already escaped.
    static func article(for failure: SnapshotFailure, number: Int, test: String) -> String {
        var html = """
            <article class="failure" id="failure-\(number)">
            <h3><span class="number">\(number)</span> \(rowLabel(failure.offset))</h3>
            <dl><dt>Golden</dt><dd><code>\(HTMLText.escaped(failure.golden))</code></dd></dl>
            \(viewChanges(of: failure))<p class="summary">\(HTMLText.escaped(failure.summary))</p>

            """
        html += images(of: failure, test: test)
        html += zoom(of: failure, test: test)
        if let composite = failure.composite {
            html += "<p class=\"composite\"><a href=\"\(escapeURLPath(composite))\">The three side by side in one image</a></p>\n"
        }
        if failure.isAcceptable {
            let command = acceptCommand + " --filter " + shellQuoted(failure.golden)
            html += "<p class=\"accept-one\">To make this actual image the golden: <code>\(HTMLText.escaped(command))</code></p>\n"
        }
        return html + "</article>\n"
    }

    /// The command that accepts the last run's actual images as goldens, from the package's folder.
    static let acceptCommand = "listshot snapshots accept"

    /// The header's line that says how to accept every actual image at once.
    static let acceptAllLine = """
        <p class="accept">If the changes are intended, make the actual images the goldens: run \
        <code>\(acceptCommand)</code> in the package's folder (with <code>--filter</code> and a test's name or \
        a golden's path for some of them).</p>

        """

    /// The assertions whose every check passed, collapsed: each with its test, line and a
    /// row per offset with its golden.
    static func passedList(_ assertions: [Assertion]) -> String {
        let checks = assertions.reduce(0) { $0 + $1.rows.count }
        let noun = assertions.count == 1 ? "assertion" : "assertions"
        var html = """
            <details class="passed-assertions"><summary>\(assertions.count) \(noun) passed \
            (\(checks) check\(checks == 1 ? "" : "s"))</summary>
            <ul>

            """
        for assertion in assertions {
            html += "<li><span class=\"test\">\(HTMLText.escaped(assertion.test))</span> "
                + "<code class=\"where\">\(HTMLText.escaped(assertion.sourceLocation))</code>\n<ul>\n"
            for row in assertion.rows {
                guard case let .passed(pass) = row else { continue }
                html += "<li>\(rowLabel(pass.offset)): <code>\(HTMLText.escaped(pass.golden))</code></li>\n"
            }
            html += "</ul></li>\n"
        }
        return html + "</ul></details>\n"
    }
}

extension SnapshotReport {
    /// What changed in the failure's view tree, before its pixel counts: a list of the
    /// changes, or a line saying only the drawing changed; nothing without trees.
    static func viewChanges(of failure: SnapshotFailure) -> String {
        guard let changes = failure.viewChanges else { return "" }
        guard !changes.isEmpty else {
            return "<p class=\"view-changes\">The view tree is the same: only the drawing changed (an engine or drawing change).</p>\n"
        }
        return "<ul class=\"view-changes\">\n" + changes.listed.map { "<li>\(HTMLText.escaped($0))</li>\n" }.joined() + "</ul>\n"
    }
}

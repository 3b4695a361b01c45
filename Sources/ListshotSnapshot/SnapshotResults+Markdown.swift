extension SnapshotResults {
    /// The checks as Markdown for a CI job's summary (`>> "$GITHUB_STEP_SUMMARY"`): a heading
    /// with the counts, then a table of the failed checks (test, golden, what changed, the
    /// images), or a line saying every check passed.
    public func markdownSummary() -> String {
        let passed = checks.count - failures.count
        var text = "### listshot snapshots: \(failures.isEmpty ? "all \(checks.count) passed" : "\(failures.count) of \(checks.count) failed")\n\n"
        guard !failures.isEmpty else {
            return text + "\(checks.count) check\(checks.count == 1 ? "" : "s") against the goldens, none changed.\n"
        }
        text += "| test | golden | what changed | images |\n|---|---|---|---|\n"
        for check in failures {
            guard let failure = check.failure else { continue }
            let images = [("actual", artifact(failure.actual)), ("diff", artifact(failure.diff)), ("composite", artifact(failure.composite))]
                .compactMap { label, path in path.map { "\(label): `\(Self.cell($0))`" } }
            text += "| `\(Self.cell(check.test))` | `\(Self.cell(check.golden))` | \(Self.cell(failure.whatChanged.joined(separator: "\n"))) | \(images.joined(separator: "<br>")) |\n"
        }
        text += "\n\(passed) passed. Look at the report (`index.html` in `\(artifactsFolder)`), then `listshot snapshots accept` what is right.\n"
        return text
    }

    /// `text` in a table cell: `|` escaped, lines joined by `<br>`, backticks as apostrophes
    /// (so that code spans stay closed).
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\r\n", with: "<br>")
            .replacingOccurrences(of: "\n", with: "<br>").replacingOccurrences(of: "`", with: "'")
    }
}

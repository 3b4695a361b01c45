extension SnapshotResults {
    /// The checks as GitHub Actions workflow commands: an `::error` annotation a failure, on
    /// the check's file and line (`::error file=Tests/FeedTests.swift,line=42,title=Snapshot
    /// changed: FeedTests/scrolling()::…`), then a `::notice` with the counts. GitHub shows
    /// the annotations on the pull request's diff.
    public func githubCommands() -> String {
        var lines: [String] = []
        for check in failures {
            guard let failure = check.failure else { continue }
            let (file, line) = Self.fileAndLine(check.sourceLocation)
            var properties = "file=\(Self.property(file))"
            if let line { properties += ",line=\(line)" }
            properties += ",title=\(Self.property("Snapshot changed: " + check.test))"
            var message = "\(check.golden): " + failure.whatChanged.joined(separator: "\n")
            if let actual = artifact(failure.actual) { message += "\nactual: \(actual)" }
            if let diff = artifact(failure.diff) { message += "\ndiff: \(diff)" }
            lines.append("::error \(properties)::\(Self.message(message))")
        }
        let passed = checks.count - failures.count
        lines.append("::notice title=listshot snapshots::\(checks.count) check\(checks.count == 1 ? "" : "s"): \(passed) passed, \(failures.count) failed")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a workflow command's message: `%`, carriage return and line feed escaped.
    static func message(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// `text` as a workflow command's property value: also `:` and `,` escaped.
    static func property(_ text: String) -> String {
        message(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

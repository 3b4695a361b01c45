import ListshotStructuredText

extension SnapshotResults {
    /// The checks as JUnit XML, which CI systems (Jenkins, GitLab, GitHub's test reporters)
    /// read: one `<testsuite name="listshot snapshots">` with a `<testcase>` per check (its
    /// `classname` the test's suite, its `name` the test and the golden, its `file` and
    /// `line` the check's), a failure holding what changed (the view tree's changes, then the
    /// pixels' summary) as its `message`, and that with the golden's and the images' paths
    /// as its text.
    public func junitXML() -> String {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += #"<testsuites tests="\#(checks.count)" failures="\#(failures.count)">"# + "\n"
        xml += #"  <testsuite name="listshot snapshots" tests="\#(checks.count)" failures="\#(failures.count)">"# + "\n"
        for check in checks {
            let (suite, name) = Self.suiteAndName(check.test)
            let (file, line) = Self.fileAndLine(check.sourceLocation)
            var attributes = #"classname="\#(Self.xml(suite))" name="\#(Self.xml(name + " " + check.golden))" file="\#(Self.xml(file))""#
            if let line { attributes += #" line="\#(line)""# }
            guard let failure = check.failure else {
                xml += "    <testcase \(attributes)/>\n"
                continue
            }
            let images = [("golden", check.golden), ("expected", artifact(failure.expected)), ("actual", artifact(failure.actual)),
                          ("diff", artifact(failure.diff)), ("composite", artifact(failure.composite))]
                .compactMap { label, path in path.map { "\(label): \($0)" } }
            xml += "    <testcase \(attributes)>\n"
            xml += #"      <failure message="\#(Self.xml(failure.whatChanged.joined(separator: "; ")))" type="snapshot">"#
                + Self.xml((failure.whatChanged + images).joined(separator: "\n")) + "</failure>\n"
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// `text` as XML text or a quoted attribute's value: `&`, `<`, `>`, `"` and `'` as
    /// character references, and the control characters XML 1.0 cannot hold (all below
    /// U+0020 but tab, line feed and carriage return) left out.
    static func xml(_ text: String) -> String {
        var allowed = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where scalar.value >= 0x20 || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            allowed.append(scalar)
        }
        return HTMLText.escaped(String(allowed))
    }
}

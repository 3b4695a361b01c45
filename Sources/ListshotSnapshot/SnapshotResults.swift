/// The checks of one test run, passed and failed, as CI systems take them: JUnit XML
/// (``junitXML()``), GitHub Actions workflow commands (``githubCommands()``) and a Markdown
/// summary for `$GITHUB_STEP_SUMMARY` (``markdownSummary()``). `listshot snapshots report
/// --format` prints them from the logs a run left in `<artifacts>/failures`.
public struct SnapshotResults: Sendable, Equatable {
    /// One snapshot check: which test made it, where, against which golden, and how it failed.
    public struct Check: Sendable, Equatable {
        /// The test: `"DemoTests/demoScrolls()"`.
        public var test: String
        /// Where the check was called: `"Tests/DemoTests/DemoTests.swift:42"`.
        public var sourceLocation: String
        /// The golden's path, relative to the package when inside it.
        public var golden: String
        /// The failure, with its summary and images; `nil` for a check that passed.
        public var failure: SnapshotFailure?
    }

    /// Every check, failures and passes of each process in turn, each process's in the order made.
    public var checks: [Check]
    /// The artifacts folder the failures' image paths are relative to, as the report names it
    /// (relative to the package when inside it): `.build/listshot/artifacts`.
    public var artifactsFolder: String

    /// The checks of `logs` (a run's processes), whose images lie in `artifactsFolder`.
    public init(logs: [SnapshotProcessLog], artifactsFolder: String) {
        checks = logs.flatMap { log in
            log.failures.map { Check(test: $0.test, sourceLocation: $0.sourceLocation, golden: $0.golden, failure: $0) }
                + log.passes.map { Check(test: $0.test, sourceLocation: $0.sourceLocation, golden: $0.golden, failure: nil) }
        }
        self.artifactsFolder = artifactsFolder
    }

    /// The checks that failed.
    public var failures: [Check] { checks.filter { $0.failure != nil } }

    /// The failure's image at `path` (relative to the artifacts folder) as a path relative to
    /// the package, or `nil` without one.
    func artifact(_ path: String?) -> String? {
        path.map { artifactsFolder.isEmpty || artifactsFolder == "." ? $0 : artifactsFolder + "/" + $0 }
    }

    /// A check's source file and line, from `"Tests/Foo.swift:42"`; the line is `nil` when
    /// the location does not end in one.
    static func fileAndLine(_ location: String) -> (file: String, line: Int?) {
        guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]) else { return (location, nil) }
        return (String(location[..<colon]), line)
    }

    /// The test's suite and name, from `"FeedTests/scrolling()"`: `("FeedTests", "scrolling()")`;
    /// a name without a suite is its own.
    static func suiteAndName(_ test: String) -> (suite: String, name: String) {
        guard let slash = test.lastIndex(of: "/") else { return (test, test) }
        return (String(test[..<slash]), String(test[test.index(after: slash)...]))
    }
}

import ListshotFiles

/// What this process's snapshot assertions share for the length of the process: which
/// assertion claimed which golden (``GoldenClaims``), the checks and failures the report
/// shows (``FailureLog``), and the goldens used, for `listshot snapshots orphans`
/// (``TestRun``). Claims and failures are kept by test run (``TestRun/id``), so that tests
/// may make runs of their own beside the process's; the goldens used are this run's.
///
/// One lock guards the three parts: an assertion updates them from whichever thread or task
/// runs its test, and nothing else in `ListshotTesting` is mutable and process-wide. Files
/// are written outside it, so that a check never waits for another's disk writes.
struct SnapshotRun {
    /// The first check of each golden.
    var claims = GoldenClaims()
    /// The checks and failures of each report, and when each report was last written.
    var failureLog = FailureLog()
    /// The goldens used, by package.
    var testRun = TestRun()

    /// This process's run state.
    static let shared = Lock(SnapshotRun())
}

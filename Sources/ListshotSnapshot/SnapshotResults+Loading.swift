extension SnapshotResults {
    /// Why the last run's results cannot be read: the same reasons `listshot snapshots accept` gives.
    public typealias LoadError = SnapshotProcessLog.LastRunError

    /// The checks of the newest run logged in `artifactsDirectory` (its `failures` folder), the
    /// images named by `artifactsFolder` (how the report names that folder).
    ///
    /// - Throws: ``LoadError`` when the folder does not exist, holds no run, or a log of the
    ///   run cannot be read (logs are read only as regular files of at most 64 MiB).
    public static func lastRun(in artifactsDirectory: String, naming artifactsFolder: String) throws(LoadError) -> SnapshotResults {
        SnapshotResults(logs: try SnapshotProcessLog.lastRun(in: artifactsDirectory).files.map(\.log), artifactsFolder: artifactsFolder)
    }
}

import Foundation

extension SnapshotResults {
    /// Why the last run's results cannot be read.
    public enum LoadError: Error, Equatable, CustomStringConvertible {
        /// The artifacts folder does not exist.
        case noArtifacts(folder: String)
        /// No run is logged in the artifacts folder.
        case noRun(folder: String)
        /// A log of the run could not be read.
        case unreadableLog(folder: String, message: String)

        public var description: String {
            switch self {
            case let .noArtifacts(folder):
                "no artifacts folder at \(folder): run the tests first (swift test); "
                    + "if they ran with LISTSHOT_ARTIFACTS, set it here too or pass --artifacts"
            case let .noRun(folder):
                "no test run is logged in \(folder): run the tests first (swift test)"
            case let .unreadableLog(folder, message):
                "the last test run's log in \(folder) cannot be read: \(message)"
            }
        }
    }

    /// The checks of the newest run logged in `artifactsDirectory` (its `failures` folder), the
    /// images named by `artifactsFolder` (how the report names that folder).
    ///
    /// - Throws: ``LoadError`` when the folder does not exist, holds no run, or a log of the
    ///   run cannot be read (logs are read only as regular files of at most 64 MiB).
    public static func lastRun(in artifactsDirectory: String, naming artifactsFolder: String) throws(LoadError) -> SnapshotResults {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: artifactsDirectory, isDirectory: &isFolder), isFolder.boolValue else {
            throw .noArtifacts(folder: artifactsDirectory)
        }
        let folder = artifactsDirectory + "/" + SnapshotProcessLog.folderName
        guard let run = SnapshotProcessLog.newestRun(in: folder) else { throw .noRun(folder: folder) }
        do {
            return SnapshotResults(logs: try SnapshotProcessLog.files(of: run, in: folder).map(\.log), artifactsFolder: artifactsFolder)
        } catch {
            throw .unreadableLog(folder: folder, message: error.description)
        }
    }
}

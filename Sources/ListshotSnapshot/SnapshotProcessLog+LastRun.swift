import Foundation

extension SnapshotProcessLog {
    /// Why the last run's logs cannot be read.
    public enum LastRunError: Error, Equatable, CustomStringConvertible {
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

    /// The newest run logged in `artifactsDirectory`'s `failures` folder, and each of its
    /// processes' logs with its file's name: what `listshot snapshots accept` and `report` read.
    ///
    /// - Throws: ``LastRunError`` when the folder does not exist, holds no run, or a log of the
    ///   run cannot be read (logs are read only as regular files of at most 64 MiB).
    package static func lastRun(in artifactsDirectory: String) throws(LastRunError) -> (run: String, files: [(name: String, log: SnapshotProcessLog)]) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: artifactsDirectory, isDirectory: &isFolder), isFolder.boolValue else {
            throw .noArtifacts(folder: artifactsDirectory)
        }
        let folder = artifactsDirectory + "/" + folderName
        guard let run = newestRun(in: folder) else { throw .noRun(folder: folder) }
        do {
            return (run, try files(of: run, in: folder))
        } catch {
            throw .unreadableLog(folder: folder, message: error.description)
        }
    }
}

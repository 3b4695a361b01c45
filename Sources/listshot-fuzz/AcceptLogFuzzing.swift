import ListshotFiles
import ListshotSnapshot

enum AcceptLogFuzzing {
    /// The package `listshot snapshots accept` would write into: a folder that does not
    /// exist, so that checking a golden's path reads the file system but never finds a file.
    static let packageRoot = "/nonexistent-listshot-fuzz/package"

    /// Reads the bytes as a failure log, as `listshot snapshots accept` reads one, and checks
    /// every failure's golden and actual image as accept does before it writes: a golden it
    /// would write must lead into the snapshot folder, an image it would read into the
    /// artifacts folder.
    static func run(_ bytes: [UInt8], name: String) -> FuzzOutcome {
        let log: SnapshotProcessLog
        do {
            log = try SnapshotProcessLog.parse(bytes, name: name)
        } catch {
            return .rejected(error.description)
        }
        let folder = packageRoot + "/" + SnapshotAcceptance.defaultSnapshotFolder
        let artifacts = packageRoot + "/.build/listshot/artifacts"
        var refused = 0
        for (index, failure) in log.failures.enumerated() {
            let logged = SnapshotAcceptance.LoggedFailure(failure: failure, log: name, index: index + 1)
            do {
                let golden = try SnapshotAcceptance.goldenPath(of: logged, packageRoot: packageRoot, snapshotFolders: [folder])
                precondition(FolderContainment.check(golden, in: folder) == .inside, "\(golden) is written outside \(folder)")
                let actual = try SnapshotAcceptance.actualPath(of: logged, artifactsDirectory: artifacts)
                precondition(FolderContainment.check(actual, in: artifacts) == .inside, "\(actual) is read outside \(artifacts)")
            } catch {
                precondition(error.description.hasPrefix("\(name), failure \(index + 1) ("), error.description)
                refused += 1
            }
        }
        return .accepted("\(log.failures.count) failures, \(refused) refused")
    }
}

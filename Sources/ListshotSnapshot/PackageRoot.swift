import Foundation

/// Where a test file's package is, and the folders listshot's snapshot tools keep there:
/// one rule for `ListshotTesting` and `ListshotSnapshotTesting`.
package enum PackageRoot {
    /// The environment variable naming the artifacts' folder.
    package static let artifactsVariable = "LISTSHOT_ARTIFACTS"
    /// The artifacts' folder when nothing names another, relative to the package.
    package static let defaultArtifacts = ".build/listshot/artifacts"

    /// The package folder of the source file `filePath` (`#filePath`), or the file's own
    /// folder when no `Package.swift` is found above it.
    package static func of(filePath: String) -> String {
        var folder = (filePath as NSString).deletingLastPathComponent
        let start = folder
        while !folder.isEmpty, folder != "/" {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return start
    }

    /// `path` resolved against `root` when it is relative.
    package static func resolve(_ path: String, in root: String) -> String {
        path.hasPrefix("/") ? path : root + "/" + path
    }

    /// The artifacts' folder of the package at `root`: `configured` (a trait's, a scope's or
    /// a flag's) else `LISTSHOT_ARTIFACTS` (when not empty) else the package's
    /// `listshot-snapshots.yaml`'s `artifactsDirectory` (`defaults`, its top section) else
    /// ``defaultArtifacts``, relative to `root`.
    package static func artifactsFolder(
        in root: String, configured: String? = nil, environment: [String: String], defaults: SnapshotDefaults? = nil
    ) -> String {
        resolve(
            configured ?? environment[artifactsVariable].flatMap { $0.isEmpty ? nil : $0 } ?? defaults?.package.artifactsDirectory
                ?? defaultArtifacts,
            in: root)
    }

    /// `path` relative to the package's folder `root` when it is inside it
    /// (`Snapshots/T/a.png`), else as it is: how the report and `listshot snapshots accept`
    /// name goldens, so that the report holds no absolute path of the machine that ran it.
    package static func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}

import Foundation

/// Where a test file's package is: the nearest folder above it that holds `Package.swift`.
enum PackageRoot {
    /// The package folder of the source file `filePath` (`#filePath`), or the file's own
    /// folder when no `Package.swift` is found above it.
    static func of(filePath: String) -> String {
        var folder = (filePath as NSString).deletingLastPathComponent
        let start = folder
        while !folder.isEmpty, folder != "/" {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return start
    }
}

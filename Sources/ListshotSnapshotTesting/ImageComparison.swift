#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (TraitRequired.swift)
import Foundation
import ListshotFiles
import ListshotRaster
import ListshotSnapshot
import SnapshotTesting
import Testing

/// The comparison behind ``SnapshotTesting/Diffing/listshotImage(tolerance:)``.
enum ImageComparison {
    /// `nil` when `actual` matches `expected` within `tolerance`; otherwise the message and
    /// the diff and composite images, which are also written to ``artifactsFolder(for:)``.
    static func failure(
        expected: Framebuffer, actual: Framebuffer, tolerance: SnapshotTolerance
    ) -> (String, [DiffAttachment])? {
        do {
            try tolerance.validate()
        } catch {
            return ("\(error)", [])
        }
        let difference = ImageDifference(expected: expected, actual: actual, tolerance: tolerance)
        if difference.matches(tolerance) { return nil }
        do {
            let diff = try DifferenceImages.diff(expected: expected, actual: actual, tolerance: tolerance)
            let composite = try DifferenceImages.composite(expected: expected, actual: actual, diff: diff)
            // Images for looking at: the fast compression, as the native artifacts.
            let encoder = try PNGEncoder(options: PNGEncodingOptions(compression: .fast))
            var diffPNG: [UInt8] = [], compositePNG: [UInt8] = []
            try encoder.encode(diff, into: &diffPNG)
            try encoder.encode(composite, into: &compositePNG)
            let attachments: [DiffAttachment] = [
                .data(Data(diffPNG), name: "diff.png"), .data(Data(compositePNG), name: "composite.png"),
            ]
            let folder = artifactsFolder(for: compositePNG)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try AtomicFile.write(diffPNG, to: folder + "/diff.png")
            try AtomicFile.write(compositePNG, to: folder + "/composite.png")
            let message = "\(difference.summary).\n"
                + "  diff:      \(folder)/diff.png\n"
                + "  composite: \(folder)/composite.png (expected, actual, diff)"
            return (message, attachments)
        } catch {
            return ("\(difference.summary); and the difference images could not be written: \(error)", [])
        }
    }

    /// The folder of one failure's images, in listshot's artifacts folder
    /// (`LISTSHOT_ARTIFACTS`, relative to the package, else `.build/listshot/artifacts`):
    /// `<TestFile>/<test>` for the running Swift Testing test, a later failure of the same
    /// test in `<test>-2`, `<test>-3`…; under XCTest, which does not say which test runs,
    /// `XCTest/<digest of the composite>`.
    static func artifactsFolder(for compositePNG: [UInt8]) -> String {
        let environment = ProcessInfo.processInfo.environment
        let test = Test.current
        let packageRoot = test.map { PackageRoot.of(filePath: $0.sourceLocation.filePath) }
            ?? FileManager.default.currentDirectoryPath
        let root = PackageRoot.artifactsFolder(in: packageRoot, environment: environment)
        guard let test else {
            return root + "/XCTest/" + String(SHA256.hexDigest(compositePNG).prefix(16))
        }
        let file = ((test.sourceLocation.fileName) as NSString).deletingPathExtension
        let name = String(test.name.prefix { $0 != "(" }).replacingOccurrences(of: "/", with: "-")
        let folder = root + "/" + file + "/" + name
        let count = failureCounts.withLock { counts -> Int in
            counts[folder, default: 0] += 1
            return counts[folder]!
        }
        return count == 1 ? folder : folder + "-\(count)"
    }

    /// How many failures each test's folder has had in this run.
    private static let failureCounts = Lock<[String: Int]>([:])
}
#endif

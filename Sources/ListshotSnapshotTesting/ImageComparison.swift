import Foundation
import ListshotFiles
import ListshotPNG
import ListshotRaster
import ListshotSnapshot
import SnapshotTesting

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

    /// The folder of one failure's images: under swift-snapshot-testing's artifacts folder
    /// (`SNAPSHOT_ARTIFACTS`, else the temporary folder, where it writes the failed
    /// snapshot), named after the composite's digest, since a diffing is not told the test
    /// or the reference. The same failure writes the same folder; two failures, two folders.
    static func artifactsFolder(for compositePNG: [UInt8]) -> String {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let name = String(SHA256.hexDigest(compositePNG).prefix(16))
        return (root as NSString).appendingPathComponent("listshot-diffs/" + name)
    }
}

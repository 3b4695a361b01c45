import Foundation
import ListshotPNG
import ListshotRaster

/// Compares rendered frames with golden PNGs in a folder (listshot's `Snapshots/`).
///
/// Checks compare decoded pixels, never PNG bytes, so a different zlib cannot break
/// them. A failed check throws a ``SnapshotError`` whose message names the golden, the
/// folder with the expected, actual and diff images, and what to do next; thrown errors
/// fail both XCTest and Swift Testing tests.
public struct SnapshotStore: Sendable {
    /// The folder that holds the goldens.
    public let directory: String
    /// Where failing checks write their images: one subfolder per snapshot.
    public let artifactsDirectory: String
    /// When goldens are written instead of compared.
    public let recordMode: RecordMode

    /// The environment variable that moves the failure artifacts: `LISTSHOT_ARTIFACTS=/path`.
    public static let artifactsVariable = "LISTSHOT_ARTIFACTS"

    /// A store of goldens in `directory`.
    ///
    /// - Parameters:
    ///   - directory: the folder of golden PNGs.
    ///   - artifactsDirectory: where failures write images; by default `LISTSHOT_ARTIFACTS`
    ///     or `listshot-snapshot-failures` in the temporary folder.
    ///   - recordMode: by default the mode `LISTSHOT_RECORD` names (see ``RecordMode``).
    public init(directory: String, artifactsDirectory: String? = nil, recordMode: RecordMode? = nil) throws(SnapshotError) {
        let environment = ProcessInfo.processInfo.environment
        self.directory = directory
        self.artifactsDirectory = artifactsDirectory
            ?? environment[Self.artifactsVariable]
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("listshot-snapshot-failures")
        if let recordMode {
            self.recordMode = recordMode
        } else {
            self.recordMode = try RecordMode.fromEnvironment(environment)
        }
    }

    /// The path of the golden called `name`.
    public func goldenPath(named name: String) -> String {
        (directory as NSString).appendingPathComponent(name + ".png")
    }

    /// Checks `image` against the golden `name`.png, recording it as the record mode says.
    ///
    /// The golden is decoded once and compared with `image` in memory; `image` is encoded
    /// only when it is written: as a golden being recorded, or as a failure's artifact.
    ///
    /// - Throws: ``SnapshotError`` when the images differ beyond `tolerance`, when the
    ///   golden is missing, or when a golden was recorded.
    public func verify(_ image: Framebuffer, named name: String, tolerance: SnapshotTolerance = .exact) throws(SnapshotError) {
        let golden = goldenPath(named: name)
        guard FileManager.default.fileExists(atPath: golden) else {
            if recordMode == .never { throw .missing(golden: golden) }
            try write(image, to: golden)
            throw .recorded(golden: golden, reason: "no golden existed")
        }
        if recordMode == .all {
            try write(image, to: golden)
            throw .recorded(golden: golden, reason: "LISTSHOT_RECORD=all")
        }
        let expected: Framebuffer
        do {
            expected = try PNGDecoder.decode(contentsOf: golden)
        } catch {
            throw .io("cannot read golden \(golden): \(error)")
        }
        guard let summary = mismatch(expected: expected, actual: image, tolerance: tolerance) else { return }
        if recordMode == .failed {
            try write(image, to: golden)
            throw .recorded(golden: golden, reason: "the image did not match (\(summary)) and LISTSHOT_RECORD=failed")
        }
        let folder = (artifactsDirectory as NSString).appendingPathComponent(name)
        try writeArtifacts(expected: expected, actual: image, tolerance: tolerance, to: folder)
        throw .mismatch(golden: golden, summary: summary, artifacts: folder)
    }

    /// A sentence describing how the images differ, or `nil` when they match.
    private func mismatch(expected: Framebuffer, actual: Framebuffer, tolerance: SnapshotTolerance) -> String? {
        let difference = ImageDifference(expected: expected, actual: actual, tolerance: tolerance)
        return difference.matches(tolerance) ? nil : difference.summary
    }

    private func writeArtifacts(expected: Framebuffer, actual: Framebuffer, tolerance: SnapshotTolerance, to folder: String) throws(SnapshotError) {
        try write(expected, to: (folder as NSString).appendingPathComponent("expected.png"))
        try write(actual, to: (folder as NSString).appendingPathComponent("actual.png"))
        let diff: Framebuffer
        do {
            diff = try DifferenceImages.diff(expected: expected, actual: actual, tolerance: tolerance)
        } catch {
            throw .io("cannot draw the diff of \(folder): \(error)")
        }
        try write(diff, to: (folder as NSString).appendingPathComponent("diff.png"))
    }

    private func write(_ image: Framebuffer, to path: String) throws(SnapshotError) {
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try PNGEncoder.write(image, to: path)
        } catch {
            throw .io("cannot write \(path): \(error)")
        }
    }
}

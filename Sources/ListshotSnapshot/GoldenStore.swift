import Foundation
import ListshotFiles
import ListshotRaster

/// Checks images against golden PNGs and writes what a failure leaves behind: the test
/// libraries' engine, free of any test framework (`ListshotTesting` reports its outcomes
/// to XCTest or Swift Testing).
///
/// Checks compare decoded pixels, never PNG bytes: a golden written with another
/// compression, or as RGBA where RGB would do, matches the same pixels.
public struct GoldenStore: Sendable {
    /// Where failures write their images: one folder per golden, named like it.
    public let artifactsDirectory: String

    /// A store whose failures write their images under `artifactsDirectory`.
    public init(artifactsDirectory: String) {
        self.artifactsDirectory = artifactsDirectory
    }

    /// How goldens are written: libdeflate alone (the same bytes on every CPU; see
    /// `PNGCompression.small`), with the provenance as text.
    static func goldenOptions(_ provenance: SnapshotProvenance) -> PNGEncodingOptions {
        PNGEncodingOptions(compression: .small, text: provenance.text)
    }

    /// Checks `image` against the golden at `path` as `record` says.
    ///
    /// - Parameters:
    ///   - image: the frame drawn now.
    ///   - path: the golden's file.
    ///   - record: whether to write the golden: when missing, when it differs, always or never.
    ///   - tolerance: how far the pixels may differ and still match.
    ///   - artifactsName: the folder under ``artifactsDirectory`` for this golden's failure
    ///     images, unique per golden (`ContactsTests/scrolling.contacts.600@2x`).
    ///   - provenance: written into the golden as text when one is written; evaluated only
    ///     then (the fonts' digests cost a read of every font file).
    ///   - keepingArtifacts: whether a pass leaves the golden's failure images where they are
    ///     (they belong to a failure of the same run, which a report still shows); by default a
    ///     pass removes an earlier failure's images.
    ///   - regions: parts of the image judged by tolerances of their own (``ToleranceRegion``);
    ///     `tolerance` judges the rest.
    ///   - views: the frame's view tree (a layout report as JSON), for a list frame: kept
    ///     beside a golden written (``ViewTreeFile``), and compared with the golden's on a
    ///     mismatch (``SnapshotOutcome/Artifacts/viewChanges``). `nil` for an image. Evaluated
    ///     only then: a pass does not need it.
    /// - Returns: what happened; only ``SnapshotOutcome/matched`` is a pass.
    public func check(
        _ image: Framebuffer, against path: String, record: RecordMode, tolerance: SnapshotTolerance,
        artifactsName: String, provenance: @autoclosure () -> SnapshotProvenance, keepingArtifacts: Bool = false,
        regions: [ToleranceRegion] = [], views: @autoclosure () -> [UInt8]? = nil
    ) -> SnapshotOutcome {
        let artifacts = (artifactsDirectory as NSString).appendingPathComponent(artifactsName)
        guard FileManager.default.fileExists(atPath: path) else {
            if record == .never { return missingGolden(image, at: path, artifacts: artifacts, views: views()) }
            return recordGolden(image, at: path, provenance: provenance(), views: views(), reason: .missing)
        }
        let expected: Framebuffer
        switch Self.readGolden(at: path) {
        case let .image(pixels):
            if record == .all {
                return recordGolden(image, at: path, provenance: provenance(), views: views(), reason: .recordAll)
            }
            expected = pixels
        case let .unreadable(problem):
            // A golden that is not a PNG cannot match: the modes that rewrite what does not
            // match rewrite it, saying what it was.
            if record == .failed || record == .all {
                return recordGolden(image, at: path, provenance: provenance(), views: views(), reason: .unreadable(problem, mode: record))
            }
            return .unreadable(golden: path, problem: problem)
        case let .error(message):
            if record == .all {
                return recordGolden(image, at: path, provenance: provenance(), views: views(), reason: .recordAll)
            }
            return .error(golden: path, message: message)
        }
        let difference = ImageDifference(expected: expected, actual: image, tolerance: tolerance, regions: regions)
        if difference.matches(tolerance) {
            if !keepingArtifacts { removeArtifacts(at: artifacts) }
            return .matched
        }
        if record == .failed {
            return recordGolden(image, at: path, provenance: provenance(), views: views(), reason: .failed(difference))
        }
        do {
            var images = try writeArtifacts(expected: expected, actual: image, tolerance: tolerance, regions: regions, to: artifacts)
            if let views = views() {
                try AtomicFile.write(views, to: images.actualViews)
                images.hasActualViews = true
                images.viewChanges = ViewTreeFile.read(forGolden: path).flatMap { ViewTreeChanges(expected: $0, actual: views) }
            }
            return .mismatch(golden: path, difference: difference, artifacts: images)
        } catch {
            return .error(golden: path, message: "\(difference.summary); and the failure images could not be written: \(error)")
        }
    }

    /// What reading a golden gave.
    private enum GoldenContents {
        /// Its pixels.
        case image(Framebuffer)
        /// The file was read, and is no PNG.
        case unreadable(SnapshotOutcome.GoldenProblem)
        /// The file could not be read (`"cannot read the golden: …"`).
        case error(String)
    }

    /// The golden at `path`: its pixels, why its bytes are no PNG, or why they could not be read.
    private static func readGolden(at path: String) -> GoldenContents {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.readAll(path, limit: PNGDecoder.maximumFileSize, regularFileOnly: true)
        } catch {
            return .error("cannot read the golden: \(error)")
        }
        do {
            return .image(try PNGDecoder.decode(bytes))
        } catch {
            if bytes.starts(with: SnapshotOutcome.GoldenProblem.gitLFSPointerStart) { return .unreadable(.gitLFSPointer) }
            return .unreadable(.notPNG(error.message))
        }
    }

    /// Writes the golden, and its view tree beside it when there is one (else removes a tree
    /// left from before, which no longer describes it). Both are encoded before either is
    /// written, and each is written atomically.
    private func recordGolden(
        _ image: Framebuffer, at path: String, provenance: SnapshotProvenance, views: [UInt8]?, reason: SnapshotOutcome.RecordReason
    ) -> SnapshotOutcome {
        do {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let png = try PNGEncoder.encode(image, options: Self.goldenOptions(provenance))
            try AtomicFile.write(png, to: path)
            let tree = ViewTreeFile.path(forGolden: path)
            if let views {
                try AtomicFile.write(views, to: tree)
            } else if FileManager.default.fileExists(atPath: tree) {
                try FileManager.default.removeItem(atPath: tree)
            }
        } catch {
            return .error(golden: path, message: "cannot write the golden: \(error)")
        }
        return .recorded(golden: path, reason: reason)
    }

    /// Under record mode `never`, a missing golden is not written, but the image drawn is, as
    /// `actual.png` in the artifacts (the other images of an earlier failure removed): a CI
    /// run can hand it on to be looked at and committed.
    private func missingGolden(_ image: Framebuffer, at path: String, artifacts folder: String, views: [UInt8]?) -> SnapshotOutcome {
        let artifacts = SnapshotOutcome.Artifacts(folder: folder)
        removeArtifacts(at: folder)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try PNGEncoder.write(image, to: artifacts.actual, options: PNGEncodingOptions(compression: .fast))
            if let views { try AtomicFile.write(views, to: artifacts.actualViews) }
        } catch {
            return .error(
                golden: path,
                message: "no golden, and record mode never forbids writing one; and the image drawn could not be written: \(error)")
        }
        return .missing(golden: path, actual: artifacts.actual)
    }

    /// Writes expected, actual, diff and composite images into `folder`.
    private func writeArtifacts(
        expected: Framebuffer, actual: Framebuffer, tolerance: SnapshotTolerance, regions: [ToleranceRegion], to folder: String
    ) throws -> SnapshotOutcome.Artifacts {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let diff = try DifferenceImages.diff(expected: expected, actual: actual, tolerance: tolerance, regions: regions)
        let composite = try DifferenceImages.composite(expected: expected, actual: actual, diff: diff)
        let artifacts = SnapshotOutcome.Artifacts(folder: folder)
        // Artifacts are for looking at: the fast compression, no provenance.
        let encoder = try PNGEncoder(options: PNGEncodingOptions(compression: .fast))
        try encoder.write(expected, to: artifacts.expected)
        try encoder.write(actual, to: artifacts.actual)
        try encoder.write(diff, to: artifacts.diff)
        try encoder.write(composite, to: artifacts.composite)
        return artifacts
    }

    /// A passing check removes the images an earlier failure of the same golden left.
    private func removeArtifacts(at folder: String) {
        guard FileManager.default.fileExists(atPath: folder) else { return }
        for name in SnapshotOutcome.Artifacts.fileNames {
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
        }
        try? FileManager.default.removeItem(atPath: folder)  // only when it is now empty
    }
}

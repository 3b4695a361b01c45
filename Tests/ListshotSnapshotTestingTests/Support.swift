import Foundation
import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import SnapshotTesting
import Testing

/// A failed expectation names a framebuffer's size, not its every pixel.
extension Framebuffer: CustomTestStringConvertible {
    public var testDescription: String { "\(width) × \(height) framebuffer" }
}

/// A `width` × `height` image of `color` with the pixels `dots` painted `dot`.
func image(
    _ width: Int = 40, _ height: Int = 30, color: Color = .white, dot: Color = .black, at dots: [(x: Int, y: Int)] = []
) throws -> Framebuffer {
    var image = try Framebuffer(width: width, height: height, color: color)
    for (x, y) in dots { image.setColor(dot, x: x, y: y) }
    return image
}

/// Runs `body` with a new temporary folder for references, removed afterwards.
func withReferenceFolder<R>(_ body: (String) throws -> R) rethrows -> R {
    let folder = makeTemporaryFolder()
    defer { removeTree(folder) }
    return try body(folder)
}

/// What `verifySnapshot` returns for `value` in `folder`, the reference being
/// `<folder>/<testName>.<name>.png`: `nil` when it matched, else the failure message.
func verify(
    _ value: Framebuffer, tolerance: SnapshotTolerance = .exact, record: SnapshotTestingConfiguration.Record?,
    in folder: String, testName: String, name: String = "image"
) -> String? {
    verifySnapshot(
        of: value, as: .listshotImage(tolerance: tolerance), named: name, record: record, snapshotDirectory: folder,
        testName: testName)
}

/// What the native library's engine says of `actual` against the golden at `path`, which
/// it only reads (record mode `never`).
func nativeOutcome(_ actual: Framebuffer, against path: String, tolerance: SnapshotTolerance) -> SnapshotOutcome {
    let artifacts = makeTemporaryFolder()
    defer { removeTree(artifacts) }
    return GoldenStore(artifactsDirectory: artifacts).check(
        actual, against: path, record: .never, tolerance: tolerance, artifactsName: "native", provenance: SnapshotProvenance())
}

/// The PNG a strategy writes for `image`.
func referenceBytes(of image: Framebuffer) throws -> [UInt8] {
    try PNGEncoder.encode(image, options: PNGEncodingOptions(compression: .small))
}

/// The attachment called `name`'s bytes, decoded.
func attachedImage(_ name: String, in attachments: [DiffAttachment]) throws -> Framebuffer? {
    for case let .data(data, attachmentName) in attachments where attachmentName == name {
        return try PNGDecoder.decode([UInt8](data))
    }
    return nil
}

/// The paths after `diff:` and `composite:` in a failure message.
func artifactPaths(in message: String) -> (diff: String?, composite: String?) {
    func path(after label: String) -> String? {
        guard let line = message.split(separator: "\n").first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(label) })
        else { return nil }
        let rest = line.trimmingCharacters(in: .whitespaces).dropFirst(label.count).trimmingCharacters(in: .whitespaces)
        return String(rest.split(separator: " ").first ?? "")
    }
    return (path(after: "diff:"), path(after: "composite:"))
}

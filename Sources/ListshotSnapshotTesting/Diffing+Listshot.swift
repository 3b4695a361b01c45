#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (TraitRequired.swift)
import Foundation
import ListshotRaster
import ListshotSnapshot
import SnapshotTesting

extension Diffing where Value == Framebuffer {
    /// Compares framebuffers as listshot's own assertions do, and stores them as PNG.
    ///
    /// Decoded pixels are compared with `ImageDifference`, never PNG bytes, so the verdict
    /// is `ImageDifference.matches(_:)`'s and a failure's message starts with its `summary`
    /// (the number of differing pixels, the largest colour distance, where they lie, and
    /// both sizes when they differ). A failure also writes the diff and the side-by-side
    /// composite (see `DifferenceImages`) to disk and gives their paths, since
    /// swift-snapshot-testing shows its attachments only in Xcode; they are attached as
    /// well, as `diff.png` and `composite.png`.
    ///
    /// References are written with `PNGCompression.small`: the same pixels give the same
    /// bytes on every machine. A reference that cannot be decoded is reported as an issue of
    /// the running test, and compared as one magenta pixel.
    ///
    /// ```swift
    /// let strategy = Snapshotting<Framebuffer, Framebuffer>(pathExtension: "png", diffing: .listshotImage())
    /// ```
    ///
    /// - Parameter tolerance: how far a pixel's colour may move and how many pixels may
    ///   differ; exact by default. One out of range fails every comparison, naming the field.
    public static func listshotImage(tolerance: SnapshotTolerance = .exact) -> Diffing {
        .diff(toData: ReferencePNG.data(of:), fromData: ReferencePNG.image(from:)) { reference, image in
            ImageComparison.failure(expected: reference, actual: image, tolerance: tolerance)
        }
    }
}
#endif

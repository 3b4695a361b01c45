#if SnapshotTesting  // the package trait that brings swift-snapshot-testing (TraitRequired.swift)
import ListshotRaster
import ListshotSnapshot
import SnapshotTesting

extension Snapshotting where Value == Framebuffer, Format == Framebuffer {
    /// A framebuffer you drew, as a PNG reference compared pixel by pixel
    /// (``SnapshotTesting/Diffing/listshotImage(tolerance:)``).
    ///
    /// ```swift
    /// assertSnapshot(of: framebuffer, as: .listshotImage())
    /// assertSnapshot(of: framebuffer, as: .listshotImage(tolerance: SnapshotTolerance(colorThreshold: 0.1)))
    /// ```
    ///
    /// - Parameter tolerance: how far a pixel's colour may move and how many pixels may
    ///   differ; exact by default.
    public static func listshotImage(tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .listshotImage(tolerance: tolerance))
    }
}
#endif

import Foundation
import ListshotFiles

/// The file beside a list frame's golden that keeps the frame's view tree:
/// `feed.600@2x.png` has `feed.600@2x.views.json`, what `listshot layout --views --format json`
/// prints for that frame. A failed check reads it to say what changed in the views
/// (``ViewTreeChanges``).
///
/// A file of its own, not a chunk in the PNG, so that the goldens' bytes stay what they were:
/// a golden recorded before trees were kept has no such file, which means only that its
/// failures say nothing of the views. Recording, and `listshot snapshots accept`, write it
/// with the PNG; `listshot snapshots orphans` lists PNG files only.
public enum ViewTreeFile {
    /// What the file's name ends in, in place of `.png`.
    public static let suffix = ".views.json"

    /// The view tree's file of the golden at `goldenPath` (a `.png` file's path).
    public static func path(forGolden goldenPath: String) -> String {
        (goldenPath.hasSuffix(".png") ? String(goldenPath.dropLast(4)) : goldenPath) + suffix
    }

    /// The largest tree read: far more than a frame's views take.
    static let maximumSize = 16 << 20

    /// The tree kept beside the golden at `goldenPath`, or `nil` when there is none or it
    /// cannot be read (either means no tree to compare with).
    static func read(forGolden goldenPath: String) -> [UInt8]? {
        try? FileReader.readAll(path(forGolden: goldenPath), limit: maximumSize, regularFileOnly: true)
    }
}

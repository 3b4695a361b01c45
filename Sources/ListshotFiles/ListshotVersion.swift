/// Which listshot this is, as golden images (ListshotSnapshot's `SnapshotProvenance`) and
/// documentation builds (the docs engine's fingerprint) record it.
public enum ListshotVersion {
    /// This listshot's version, `"major.minor.patch"`: the minor number follows the issue
    /// the release finished (issue 11: documentation images).
    public static let current = "0.11.0"
}

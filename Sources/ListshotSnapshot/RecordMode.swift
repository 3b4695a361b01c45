import Foundation

/// When a golden image is written instead of compared (swift-snapshot-testing's modes).
///
/// Every mode that writes a golden also fails the check, so that nothing passes silently:
/// look at the written image, then run the tests again.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Never write; a missing golden fails.
    case never
    /// Write goldens that do not exist yet (the default).
    case missing
    /// Write goldens that do not exist or do not match, and rewrite a golden that is no PNG
    /// (a Git LFS pointer, a truncated file), saying what it was.
    case failed
    /// Write every golden.
    case all

    /// The environment variable that sets the mode: `LISTSHOT_RECORD=all`.
    public static let environmentVariable = "LISTSHOT_RECORD"

    /// The mode named by `LISTSHOT_RECORD`, or ``missing`` when it is unset.
    ///
    /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` for any other value.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(SnapshotError) -> RecordMode {
        guard let value = environment[environmentVariable], !value.isEmpty else { return .missing }
        guard let mode = RecordMode(rawValue: value.lowercased()) else { throw .invalidRecordMode(value) }
        return mode
    }
}

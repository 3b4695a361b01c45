import ListshotSnapshot
import Testing

/// A Swift Testing trait setting the snapshot settings of a suite or a test:
///
/// ```swift
/// @Suite(.snapshots(record: .never))
/// struct ContactsTests { … }
/// ```
///
/// It applies to every test in the suite, nested suites included; a trait on an inner suite
/// or test wins over an outer one.
public struct SnapshotTrait: SuiteTrait, TestTrait, TestScoping {
    /// The settings the trait applies.
    public let configuration: SnapshotConfiguration

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SnapshotConfiguration.$current.withValue(
            SnapshotConfiguration.current.overridden(by: configuration), operation: function)
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshot settings for a suite or a test; each value given replaces the environment's
    /// (`LISTSHOT_RECORD`, `LISTSHOT_SNAPSHOTS`, `LISTSHOT_ARTIFACTS`) and the package's
    /// `listshot-snapshots.yaml`; `tolerance` is for the assertions given none.
    public static func snapshots(
        record: RecordMode? = nil, tolerance: SnapshotTolerance? = nil, snapshotDirectory: String? = nil,
        artifactsDirectory: String? = nil
    ) -> SnapshotTrait {
        var configuration = SnapshotConfiguration(
            record: record, tolerance: tolerance, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
        configuration.recordOrigin = .trait
        return SnapshotTrait(configuration: configuration)
    }
}

import ListshotSnapshot

/// Settings for the snapshot assertions run inside a scope: a Swift Testing trait
/// (`@Suite(.snapshots(record: .failed))`) or `withSnapshots(record:tolerance:snapshotDirectory:artifactsDirectory:operation:)`.
///
/// Each value, when set, wins over the environment (`LISTSHOT_RECORD`, `LISTSHOT_SNAPSHOTS`,
/// `LISTSHOT_ARTIFACTS`) and the package's `listshot-snapshots.yaml`; a parameter of the
/// assertion itself wins over all of them.
public struct SnapshotConfiguration: Sendable, Equatable {
    /// When goldens are written.
    public var record: RecordMode?
    /// How different a frame may be and still match, for assertions given no `tolerance:`.
    public var tolerance: SnapshotTolerance?
    /// The folder of the goldens; a relative path is taken from the package's folder.
    public var snapshotDirectory: String?
    /// The folder failures write their images and the report into.
    public var artifactsDirectory: String?

    /// What set ``record``, for messages: `withSnapshots` unless a trait did. Not compared.
    var recordOrigin: RecordModeOrigin = .scope

    public init(
        record: RecordMode? = nil, tolerance: SnapshotTolerance? = nil, snapshotDirectory: String? = nil,
        artifactsDirectory: String? = nil
    ) {
        self.record = record
        self.tolerance = tolerance
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    public static func == (a: SnapshotConfiguration, b: SnapshotConfiguration) -> Bool {
        a.record == b.record && a.tolerance == b.tolerance && a.snapshotDirectory == b.snapshotDirectory && a.artifactsDirectory == b.artifactsDirectory
    }

    /// The configuration of the current task: the innermost scope's values over the outer ones'.
    @TaskLocal public static var current = SnapshotConfiguration()

    /// `self` with `inner`'s values where it has them.
    func overridden(by inner: SnapshotConfiguration) -> SnapshotConfiguration {
        var result = SnapshotConfiguration(
            record: inner.record ?? record,
            tolerance: inner.tolerance ?? tolerance,
            snapshotDirectory: inner.snapshotDirectory ?? snapshotDirectory,
            artifactsDirectory: inner.artifactsDirectory ?? artifactsDirectory)
        result.recordOrigin = inner.record != nil ? inner.recordOrigin : recordOrigin
        return result
    }
}

/// Runs `operation` with snapshot settings (for XCTest, or any code): each value given
/// replaces the environment's for the assertions inside.
///
/// ```swift
/// func testContacts() throws {
///     try withSnapshots(record: .failed) {
///         assertSnapshot(of: table, at: [0, 600], named: "contacts")
///     }
/// }
/// ```
@discardableResult
public func withSnapshots<R>(
    record: RecordMode? = nil, tolerance: SnapshotTolerance? = nil, snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil, operation: () throws -> R
) rethrows -> R {
    let inner = SnapshotConfiguration(record: record, tolerance: tolerance, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
    return try SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overridden(by: inner), operation: operation)
}

/// The `async` form of ``withSnapshots(record:tolerance:snapshotDirectory:artifactsDirectory:operation:)``.
@discardableResult
public func withSnapshots<R>(
    record: RecordMode? = nil, tolerance: SnapshotTolerance? = nil, snapshotDirectory: String? = nil,
    artifactsDirectory: String? = nil, operation: () async throws -> R
) async rethrows -> R {
    let inner = SnapshotConfiguration(record: record, tolerance: tolerance, snapshotDirectory: snapshotDirectory, artifactsDirectory: artifactsDirectory)
    return try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overridden(by: inner), operation: operation)
}

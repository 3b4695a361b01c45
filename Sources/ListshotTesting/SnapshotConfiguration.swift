import ListshotSnapshot

extension SnapshotConfiguration {
    /// The configuration of the current task: the innermost scope's values over the outer ones'.
    @TaskLocal public static var current = SnapshotConfiguration()
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

import ListshotRaster

/// Settings for the snapshot assertions run inside a scope: a Swift Testing trait
/// (`@Suite(.snapshots(record: .failed))`) or `withSnapshots(record:tolerance:snapshotDirectory:artifactsDirectory:operation:)`
/// of `ListshotTesting`, and one section of the package's `listshot-snapshots.yaml`.
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
    /// Whether the frames checked are audited for accessibility, for assertions given no `audit:`.
    public var audit: AuditMode?
    /// The colour views named by an assertion's `masking:` are painted in, for assertions
    /// given no `maskColor:` (`#FF00FF`, Playwright's, when nothing sets it).
    public var maskColor: Color?

    /// What set ``record``, for messages: `withSnapshots` unless a trait did. Not compared.
    package var recordOrigin: RecordModeOrigin = .scope

    public init(
        record: RecordMode? = nil, tolerance: SnapshotTolerance? = nil, snapshotDirectory: String? = nil,
        artifactsDirectory: String? = nil, audit: AuditMode? = nil
    ) {
        self.record = record
        self.tolerance = tolerance
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
        self.audit = audit
    }

    public static func == (a: SnapshotConfiguration, b: SnapshotConfiguration) -> Bool {
        a.record == b.record && a.tolerance == b.tolerance && a.snapshotDirectory == b.snapshotDirectory && a.artifactsDirectory == b.artifactsDirectory
            && a.audit == b.audit
            && a.maskColor == b.maskColor
    }

    /// `self` with `inner`'s values where it has them.
    package func overridden(by inner: SnapshotConfiguration) -> SnapshotConfiguration {
        var result = SnapshotConfiguration(
            record: inner.record ?? record,
            tolerance: inner.tolerance ?? tolerance,
            snapshotDirectory: inner.snapshotDirectory ?? snapshotDirectory,
            artifactsDirectory: inner.artifactsDirectory ?? artifactsDirectory, audit: inner.audit ?? audit)
        result.recordOrigin = inner.record != nil ? inner.recordOrigin : recordOrigin
        result.maskColor = inner.maskColor ?? maskColor
        return result
    }
}

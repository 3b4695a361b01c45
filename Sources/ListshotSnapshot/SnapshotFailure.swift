/// One failed snapshot check, as the HTML report (``SnapshotReport``) shows it and
/// `listshot snapshots accept` reads it.
///
/// `Codable`, so that a test run can save its failures as JSON and a later step can write
/// the report from them, or accept their actual images as goldens. Image paths are relative
/// to the report's folder (the artifacts folder); an image that does not exist is `nil`: a
/// missing golden has no expected image, and images of different sizes may have no composite.
public struct SnapshotFailure: Sendable, Codable, Equatable {
    /// The test that failed: `"DemoTests/demoScrolls()"`.
    public var test: String
    /// The golden image's path: relative to the package's folder when it is inside it
    /// (`"Snapshots/DemoTests/demoScrolls.feed.600@2x.png"`), else absolute.
    public var golden: String
    /// How the images differ (`ImageDifference.summary`), or why there is no comparison:
    /// `"no golden at …"`.
    public var summary: String
    /// The golden's pixels, as compared.
    public var expected: String?
    /// The image the test drew.
    public var actual: String?
    /// The differences drawn over the faded expected image.
    public var diff: String?
    /// Expected, actual and diff side by side in one image.
    public var composite: String?
    /// Where the check was called: `"Tests/FooTests/Foo.swift:42"`.
    public var sourceLocation: String
    /// The scroll offset of the frame, in points; `nil` for an image assertion.
    public var offset: Double?
    /// The part of the images that differs, with a margin; the report zooms into it.
    public var changedRegion: ChangedRegion?
    /// What recording ``actual`` as the golden would write into it; set when the actual
    /// image may be accepted as the golden (`listshot snapshots accept`).
    public var provenance: SnapshotProvenance?
    /// What changed in the view tree, for a list frame whose golden keeps one
    /// (``ViewTreeFile``); empty when only the pixels changed, `nil` without trees.
    public var viewChanges: ViewTreeChanges?
    /// The frame's view tree beside ``actual``, relative to the report's folder: what
    /// `listshot snapshots accept` keeps beside the golden; `nil` for an image.
    public var actualViews: String?

    /// A failure of `test`'s check against `golden`, called at `sourceLocation`.
    ///
    /// - Parameters:
    ///   - test: the test's name, `"DemoTests/demoScrolls()"`.
    ///   - sourceLocation: the file and line of the check, `"Tests/FooTests/Foo.swift:42"`.
    ///   - golden: the golden image's path, relative to the package's folder when inside it.
    ///   - summary: how the images differ, in one line.
    ///   - expected: the expected image's path, relative to the report's folder; `nil` when
    ///     there is none (no golden).
    ///   - actual: the actual image's path, relative to the report's folder.
    ///   - diff: the diff image's path, relative to the report's folder.
    ///   - composite: the side-by-side composite's path, relative to the report's folder.
    ///   - offset: the frame's scroll offset, `nil` for an image.
    ///   - changedRegion: the part of the images to zoom into.
    ///   - provenance: the golden's provenance, when the actual image may be accepted.
    public init(
        test: String, sourceLocation: String, golden: String, summary: String,
        expected: String? = nil, actual: String? = nil, diff: String? = nil, composite: String? = nil,
        offset: Double? = nil, changedRegion: ChangedRegion? = nil, provenance: SnapshotProvenance? = nil
    ) {
        self.test = test
        self.sourceLocation = sourceLocation
        self.golden = golden
        self.summary = summary
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.composite = composite
        self.offset = offset
        self.changedRegion = changedRegion
        self.provenance = provenance
    }

    /// Whether `listshot snapshots accept` can make ``actual`` the golden: there is an
    /// actual image, and the provenance to write with it.
    public var isAcceptable: Bool { actual != nil && provenance != nil }
}

extension SnapshotFailure {
    /// What changed, a line each, for the report and CI outputs: the view tree's changes (or
    /// that only the drawing changed), then ``summary``.
    public var whatChanged: [String] {
        guard let viewChanges else { return [summary] }
        if viewChanges.isEmpty { return ["The view tree is the same: only the drawing changed (an engine or drawing change)", summary] }
        return viewChanges.listed + [summary]
    }
}

/// One failed snapshot check, as the HTML report (``SnapshotReport``) shows it.
///
/// `Codable`, so that a test run can save its failures as JSON and a later step can write
/// the report from them. Image paths are relative to the report's folder (or absolute);
/// an image that does not exist is `nil`: a missing golden has no expected image, and
/// images of different sizes may have no composite.
public struct SnapshotFailure: Sendable, Codable, Equatable {
    /// The test that failed: `"DemoTests/demoScrolls()"`.
    public var test: String
    /// The absolute path of the golden image.
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

    /// A failure of `test`'s check against `golden`, called at `sourceLocation`.
    ///
    /// - Parameters:
    ///   - test: the test's name, `"DemoTests/demoScrolls()"`.
    ///   - sourceLocation: the file and line of the check, `"Tests/FooTests/Foo.swift:42"`.
    ///   - golden: the absolute path of the golden image.
    ///   - summary: how the images differ, in one line.
    ///   - expected: the expected image's path, relative to the report's folder; `nil` when
    ///     there is none (no golden).
    ///   - actual: the actual image's path, relative to the report's folder.
    ///   - diff: the diff image's path, relative to the report's folder.
    ///   - composite: the side-by-side composite's path, relative to the report's folder.
    public init(
        test: String, sourceLocation: String, golden: String, summary: String,
        expected: String? = nil, actual: String? = nil, diff: String? = nil, composite: String? = nil
    ) {
        self.test = test
        self.sourceLocation = sourceLocation
        self.golden = golden
        self.summary = summary
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.composite = composite
    }
}

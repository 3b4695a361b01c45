/// One passed snapshot check: the report lists it, collapsed, under its assertion.
public struct SnapshotPass: Sendable, Codable, Equatable {
    /// The test that made the check: `"DemoTests/demoScrolls()"`.
    public var test: String
    /// Where the check was called: `"Tests/FooTests/Foo.swift:42"`.
    public var sourceLocation: String
    /// The golden's path: relative to the package's folder when inside it, else absolute.
    public var golden: String
    /// The scroll offset of the frame, in points; `nil` for an image assertion.
    public var offset: Double?

    /// A pass of `test`'s check against `golden`, called at `sourceLocation`.
    ///
    /// - Parameters:
    ///   - test: the test's name.
    ///   - sourceLocation: the file and line of the check.
    ///   - golden: the golden's path, relative to the package's folder when inside it.
    ///   - offset: the frame's scroll offset, `nil` for an image.
    public init(test: String, sourceLocation: String, golden: String, offset: Double? = nil) {
        self.test = test
        self.sourceLocation = sourceLocation
        self.golden = golden
        self.offset = offset
    }
}

/// What set an assertion's record mode, so that a message can say where to change it.
public enum RecordModeOrigin: Sendable, Equatable {
    /// The package's defaults file, at `keyPath` (`record`, or `targets.FeedTests.record`).
    case defaultsFile(file: String, keyPath: String)
    /// The `LISTSHOT_RECORD` environment variable.
    case environment
    /// A `.snapshots(record:)` trait of the test or of a suite around it.
    case trait
    /// `withSnapshots(record:)` around the assertion.
    case scope
    /// The assertion's own `record:` argument.
    case argument

    /// What set the mode `never`, for a message: "LISTSHOT_RECORD=never in the environment".
    public var source: String {
        switch self {
        case let .defaultsFile(file, keyPath): "\(keyPath): never in \(file)"
        case .environment: "LISTSHOT_RECORD=never in the environment"
        case .trait: "the .snapshots(record: .never) trait of the test or its suite"
        case .scope: "withSnapshots(record: .never) around the assertion"
        case .argument: "the assertion's record: .never argument"
        }
    }

    /// How to record a missing golden instead: "run the test without LISTSHOT_RECORD=never".
    public var howToRecord: String {
        switch self {
        case let .defaultsFile(file, keyPath): "run the test with LISTSHOT_RECORD=missing, or set another mode at \(keyPath) in \(file)"
        case .environment: "run the test without LISTSHOT_RECORD=never"
        case .trait: "run the test with another mode in its .snapshots(record:) trait"
        case .scope: "run the test with another mode in its withSnapshots(record:)"
        case .argument: "run the test with another mode in the assertion's record: argument"
        }
    }
}

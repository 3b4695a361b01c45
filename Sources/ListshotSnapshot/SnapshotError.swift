/// Why a snapshot check failed; its description says what happened and what to do next.
public enum SnapshotError: Error, CustomStringConvertible, Equatable {
    /// `LISTSHOT_RECORD` holds something other than never, missing, failed or all.
    case invalidRecordMode(String)
    /// The golden did not exist and was not written (record mode `never`).
    case missing(golden: String)
    /// The golden was written (it was missing, or the record mode asked for it).
    case recorded(golden: String, reason: String)
    /// The image differs from the golden; the artifacts folder holds expected, actual and diff images.
    case mismatch(golden: String, summary: String, artifacts: String)
    /// A golden or an artifact could not be read or written.
    case io(String)

    public var description: String {
        switch self {
        case let .invalidRecordMode(value):
            return "LISTSHOT_RECORD=\(value) is not a record mode; use never, missing, failed or all"
        case let .missing(golden):
            return "no golden at \(golden), and LISTSHOT_RECORD=never forbids writing one; "
                + "run the test without LISTSHOT_RECORD to record it"
        case let .recorded(golden, reason):
            return "\(reason): wrote \(golden). Look at it; if it is right, commit it and run the test again"
        case let .mismatch(golden, summary, artifacts):
            return "\(golden) does not match: \(summary). Wrote expected.png, actual.png and diff.png "
                + "(differing pixels in red) to \(artifacts). If the change is intended, look at actual.png "
                + "and re-record with LISTSHOT_RECORD=failed"
        case let .io(message):
            return message
        }
    }
}

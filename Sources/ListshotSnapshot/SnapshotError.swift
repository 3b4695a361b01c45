/// Why the snapshot settings cannot be used; the description says what to do instead.
public enum SnapshotError: Error, CustomStringConvertible, Equatable {
    /// `LISTSHOT_RECORD` holds something other than never, missing, failed or all.
    case invalidRecordMode(String)

    public var description: String {
        switch self {
        case let .invalidRecordMode(value):
            "LISTSHOT_RECORD=\(value) is not a record mode; use never, missing, failed or all"
        }
    }
}

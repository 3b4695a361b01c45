import Testing
import XCTest

/// Reports what a strategy cannot say through swift-snapshot-testing's failure message (a
/// reference it cannot read, a frame it cannot draw) to the framework running the test.
enum TestIssue {
    static func report(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }
}

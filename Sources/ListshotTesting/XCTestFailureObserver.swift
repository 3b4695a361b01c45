import ListshotFiles
import XCTest

/// Counts the failures XCTest records in its test runs, so that ``FailureReporter`` can tell
/// whether an `XCTFail` failed the test: a test case whose `recordFailure` keeps a failure
/// it expected from the run (as listshot's own tests do) adds none.
final class XCTestFailureObserver: NSObject, XCTestObservation, @unchecked Sendable {
    /// The observer, registered with XCTest's observation center at its first use.
    static let shared: XCTestFailureObserver = {
        let observer = XCTestFailureObserver()
        XCTestObservationCenter.shared.addTestObserver(observer)
        return observer
    }()

    private let count = Lock(0)

    /// How many failures XCTest has recorded since the observer was registered.
    var failures: Int { count.withLock { $0 } }

    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        count.withLock { $0 += 1 }
    }
}

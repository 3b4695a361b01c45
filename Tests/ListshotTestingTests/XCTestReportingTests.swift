import Foundation
import ListshotRaster
import ListshotTestSupport
@testable import ListshotTesting
import XCTest

/// In XCTest, a failed check is an `XCTFail` at the assertion's file and line, and the test
/// goes on to its next check.
final class XCTestReportingTests: XCTestCase {
    private var failures: [(description: String, file: String, line: Int)] = []
    /// Whether failures are the assertions' (kept, to be checked) or the checks' own (reported).
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturing {
            failures.append((description, filePath, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAMissingGoldenUnderNeverIsAnXCTFailAtTheAssertionAndTheTestGoesOn() throws {
        let snapshots = makeTemporaryFolder(), artifacts = makeTemporaryFolder()
        let picture = try Framebuffer(width: 3, height: 2, color: Color(red: 1, green: 2, blue: 3))
        let line = #line + 4
        capturing = true
        withSnapshots(record: .never, snapshotDirectory: snapshots, artifactsDirectory: artifacts) {
            for name in ["one", "two"] {
                assertSnapshot(of: picture, named: name)
            }
        }
        capturing = false
        // Kept from the test run by recordFailure: expected, so not announced at exit.
        XCTAssertEqual(FailureLog.unexpectedFailures(artifactsDirectory: artifacts, run: TestRun.id), 0)
        let folder = snapshots + "/XCTestReportingTests/testAMissingGoldenUnderNeverIsAnXCTFailAtTheAssertionAndTheTestGoesOn"
        XCTAssertEqual(failures.map(\.line), [line, line])
        XCTAssertEqual(failures.map(\.file), [#filePath, #filePath])
        XCTAssertEqual(failures.map(\.description), ["one", "two"].map {
            "failed - No golden at \(folder).\($0).png, and record mode never (set by withSnapshots(record: .never) around the assertion) "
                + "forbids writing one.\n"
                + "  actual:    \(artifacts)/XCTestReportingTests/testAMissingGoldenUnderNeverIsAnXCTFailAtTheAssertionAndTheTestGoesOn.\($0)/actual.png\n"
                + "Look at it; if it is right, copy it to the golden's path and commit it, or record the golden: "
                + "run the test with another mode in its withSnapshots(record:)."
        })
        for name in ["one", "two"] {
            let actual = artifacts + "/XCTestReportingTests/testAMissingGoldenUnderNeverIsAnXCTFailAtTheAssertionAndTheTestGoesOn.\(name)/actual.png"
            XCTAssertEqual(try PNGDecoder.decode(contentsOf: actual), picture, "the image drawn, in the artifacts")
        }
    }
}

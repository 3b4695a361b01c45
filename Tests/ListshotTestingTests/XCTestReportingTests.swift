import Foundation
import ListshotRaster
import ListshotTestSupport
import ListshotTesting
import XCTest

/// In XCTest, a failed check is an `XCTFail` at the assertion's file and line, and the test
/// goes on to its next check.
final class XCTestReportingTests: XCTestCase {
    private var failures: [(description: String, file: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        failures.append((description, filePath, lineNumber))
    }

    func testAMissingGoldenUnderNeverIsAnXCTFailAtTheAssertionAndTheTestGoesOn() throws {
        let snapshots = makeTemporaryFolder()
        let picture = try Framebuffer(width: 3, height: 2, color: Color(red: 1, green: 2, blue: 3))
        let line = #line + 3
        withSnapshots(record: .never, snapshotDirectory: snapshots, artifactsDirectory: makeTemporaryFolder()) {
            for name in ["one", "two"] {
                assertSnapshot(of: picture, named: name)
            }
        }
        let folder = snapshots + "/XCTestReportingTests/testAMissingGoldenUnderNeverIsAnXCTFailAtTheAssertionAndTheTestGoesOn"
        XCTAssertEqual(failures.map(\.line), [line, line])
        XCTAssertEqual(failures.map(\.file), [#filePath, #filePath])
        XCTAssertEqual(failures.map(\.description), ["one", "two"].map {
            "failed - No golden at \(folder).\($0).png, and record mode never forbids writing one. Run the test without LISTSHOT_RECORD=never to record it."
        })
    }
}

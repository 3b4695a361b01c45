import ListshotRaster
import ListshotSnapshotTesting
import ListshotTestSupport
import SnapshotTesting
import XCTest

/// The strategy under XCTest: recorded, then matched; a changed pixel fails.
final class XCTestStrategyTests: XCTestCase {
    func testRecordsThenMatchesThenFails() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let picture = try Framebuffer(width: 12, height: 8, color: .white)
        var changed = picture
        changed.setColor(.black, x: 3, y: 2)
        XCTAssertNotNil(verify(picture, record: .missing, in: folder, testName: "xctest"))
        XCTAssertNil(verify(picture, record: .never, in: folder, testName: "xctest"))
        let message = try XCTUnwrap(verify(changed, record: .never, in: folder, testName: "xctest"))
        XCTAssertTrue(message.contains("1 of 96 pixels differ (allowed: 0)"), message)
    }
}

import ListshotTesting
import Screens
import XCTest

final class SettingsXCTests: XCTestCase {
    func testSettings() {
        let screen = SettingsScreen()
        assertSnapshot(of: screen.tableView, at: [0], named: "settings")
    }
}

import Foundation
import ListshotSnapshotTesting
import Screens
import SnapshotTesting
import Testing

@Suite struct ContactsSnapshotTestingTests {
    @Test func contacts() {
        let screen = ContactsScreen(renamed: ProcessInfo.processInfo.environment["SCRATCH_RENAMED"] == "1")
        assertSnapshot(of: screen.tableView, as: .listshot(offset: 0))
    }
}

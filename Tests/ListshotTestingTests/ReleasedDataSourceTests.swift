import class Foundation.FileManager
import ListshotLayout
import ListshotRaster
import ListshotScenes
import ListshotSnapshot
import ListshotTestSupport
import ListshotViews
import Testing

@testable import ListshotTesting

/// A screen as an app writes one: it owns its table and is the table's data source, which
/// the table holds weakly (as UIKit does).
private final class SettingsScreen: TableViewDataSource {
    let tableView = TableView(style: .insetGrouped)

    init() {
        tableView.dataSource = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.textLabel.text = "Setting \(indexPath.row)"
        return cell
    }
}

/// A list whose data source was released draws as an empty list: `assertSnapshot` refuses
/// it, saying how to keep the data source alive, and records nothing (issue 24, item 7).
@Suite struct ReleasedDataSourceTests {
    static let tableMessage = "The table's dataSource is nil: it was released before it was drawn (a table holds its data "
        + "source weakly, as UIKit does), so an empty table would be recorded. Keep the object that owns the data source "
        + "in a variable until the assertion (`let screen = MyScreen()`, then `assertSnapshot(of: screen.tableView, …)`). "
        + "Nothing was recorded."

    @Test(arguments: [RecordMode.missing, .failed, .all])
    func aTableMadeInlineIsRefusedAndNothingIsRecorded(mode: RecordMode) throws {
        let result = try recordedIssues(record: mode) { _, _ in
            #expect(!assertSnapshot(of: SettingsScreen().tableView, at: [0, 100], named: "settings"))
        }
        #expect(result.messages == [Self.tableMessage], "one failure for the assertion, not one an offset")
        #expect(try FileManager.default.contentsOfDirectory(atPath: result.snapshots).isEmpty, "no golden")
        #expect(try FileManager.default.contentsOfDirectory(atPath: result.artifacts).isEmpty, "no artifacts")
    }

    @Test func aCollectionViewWhoseSceneIsGoneIsRefused() throws {
        let result = try recordedIssues { _, _ in
            assertSnapshot(of: BuiltInScene.named("grid")!.make(.phone).listView, at: [0], named: "grid")
        }
        #expect(result.messages == [
            "The collection view's dataSource is nil: it was released before it was drawn (a collection view holds its "
                + "data source weakly, as UIKit does), so an empty collection view would be recorded. Keep the object that "
                + "owns the data source in a variable until the assertion (`let screen = MyScreen()`, then "
                + "`assertSnapshot(of: screen.collectionView, …)`). Nothing was recorded."
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: result.snapshots).isEmpty)
    }

    @Test func aTableWhoseScreenIsKeptIsDrawn() throws {
        let result = try recordedIssues { _, _ in
            let screen = SettingsScreen()
            assertSnapshot(of: screen.tableView, at: [0], named: "settings")
        }
        let golden = result.snapshots + "/ReleasedDataSourceTests/aTableWhoseScreenIsKeptIsDrawn.settings.0@2x.png"
        #expect(result.messages == ["No golden existed: wrote \(golden). Look at it; if it is right, commit it and run the test again."])
    }

    /// A table never given a data source, or given `nil`, is empty on purpose: it is drawn.
    @Test func aTableWithoutADataSourceOnPurposeIsDrawn() throws {
        let result = try recordedIssues { _, _ in
            assertSnapshot(of: TableView(style: .insetGrouped), at: [0], named: "never-given")
            let emptied = SettingsScreen().tableView
            emptied.dataSource = nil
            assertSnapshot(of: emptied, at: [0], named: "set-to-nil")
        }
        #expect(result.messages.count == 2, "both recorded: \(result.messages)")
        #expect(result.messages.allSatisfy { $0.hasPrefix("No golden existed: wrote ") })
    }
}

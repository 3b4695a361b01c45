import ListshotTesting
import Screens
import Testing

/// The settings screen passes the accessibility audit of the frames it compares; a screen in
/// a grey too light for WCAG (#999999 on white, 2.85:1) fails it, naming each label.
@Suite struct AuditTests {
    @Test func settingsPassTheAudit() {
        let screen = SettingsScreen()
        assertSnapshot(of: screen.tableView, at: [0], named: "settings-audited", audit: .fail)
    }

    @Test(.enabled(if: Scenario.is("audit"), "a failure on purpose, for a step of Tests/Scratch/run: runs with SCRATCH_SCENARIO=audit"))
    func fadedFailsTheAudit() {
        let screen = FadedScreen()
        assertSnapshot(of: screen.tableView, at: [0], named: "faded", audit: .fail)
    }
}

/// Three rows in a light grey.
private final class FadedScreen: TableViewDataSource {
    let tableView = TableView()

    init() {
        tableView.dataSource = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(reuseIdentifier: nil)
        cell.textLabel.text = "Faded \(indexPath.row)"
        cell.textLabel.textColor = Color(rgb: 0x999999)
        return cell
    }
}

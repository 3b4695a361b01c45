import ListshotTesting
import Screens
import Testing

@Suite struct SettingsTests {
    @Test func settings() {
        let screen = SettingsScreen()
        assertSnapshot(of: screen.tableView, at: [0], named: "settings")
    }

    /// Issue 35, item 1: the screen made in code, dark, and dark at AX3: one golden each.
    @Test func traits() {
        let screen = SettingsScreen()
        assertSnapshot(of: screen.tableView, at: [0], named: "settings", traits: [
            TraitCollection(userInterfaceStyle: .dark),
            TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge),
        ])
    }

    /// Drawn from Snapshots/SettingsTests/pulled.lfs.0@2x.png, which the run replaces with a
    /// Git LFS pointer.
    @Test func pulled() {
        let screen = SettingsScreen()
        assertSnapshot(of: screen.tableView, at: [0], named: "lfs")
    }

    /// The screen is released before it is drawn: refused, nothing recorded.
    @Test(.enabled(if: Scenario.is("inline"), "a failure on purpose, for a step of Tests/Scratch/run: runs with SCRATCH_SCENARIO=inline"))
    func inline() {
        assertSnapshot(of: SettingsScreen().tableView, at: [0], named: "inline")
    }

    /// Two cases sharing one golden: refused, naming both.
    @Test(.enabled(if: Scenario.is("parameterized"), "a failure on purpose, for a step of Tests/Scratch/run: runs with SCRATCH_SCENARIO=parameterized"), arguments: [375.0, 390.0])
    func devices(width: Double) {
        let screen = SettingsScreen()
        assertSnapshot(of: screen.tableView, at: [0], named: "settings", viewport: Viewport(width: width, height: 844, scale: 2))
    }
}

/// A new screen under `never`, set by the suite's trait.
@Suite(.snapshots(record: .never), .enabled(if: Scenario.is("never"), "a failure on purpose, for a step of Tests/Scratch/run: runs with SCRATCH_SCENARIO=never"))
struct NewScreenTests {
    @Test func firstLook() {
        let screen = SettingsScreen()
        assertSnapshot(of: screen.tableView, at: [0], named: "new")
    }
}

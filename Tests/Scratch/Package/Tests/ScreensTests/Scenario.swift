import Foundation

/// What Tests/Scratch/run asks of this run, through the environment: the deliberate
/// mistakes are off in a plain `swift test`, which passes as a user's would.
enum Scenario {
    static let environment = ProcessInfo.processInfo.environment

    /// Whether the run is the scenario `name` (`SCRATCH_SCENARIO=inline`).
    static func `is`(_ name: String) -> Bool { environment["SCRATCH_SCENARIO"] == name }

    /// The contacts' count: `SCRATCH_ROWS`, else 500.
    static var rows: Int { Int(environment["SCRATCH_ROWS"] ?? "") ?? 500 }

    /// Whether the first contact is renamed (`SCRATCH_RENAMED=1`), a change to look at.
    static var renamed: Bool { environment["SCRATCH_RENAMED"] == "1" }

    /// Whether the hand-drawn badge has one pixel changed (`SCRATCH_PIXEL=1`).
    static var pixelChanged: Bool { environment["SCRATCH_PIXEL"] == "1" }
}

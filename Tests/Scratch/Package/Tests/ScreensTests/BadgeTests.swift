import ListshotTesting
import Screens
import Testing

/// A badge drawn by hand: 40 × 30 blue, one pixel black under `SCRATCH_PIXEL=1`.
func badge() throws -> Framebuffer {
    var image = try Framebuffer(width: 40, height: 30, color: Color(red: 40, green: 120, blue: 200))
    if Scenario.pixelChanged { image.setColor(Color(red: 0, green: 0, blue: 0), x: 3, y: 3) }
    return image
}

/// Its tolerance comes from listshot-snapshots.yaml (this target's section), when there is one.
@Suite struct BadgeTests {
    @Test func badgeWithThePackagesTolerance() throws {
        assertSnapshot(of: try badge(), named: "badge")
    }
}

/// Its tolerance comes from the suite's trait.
@Suite(.snapshots(tolerance: SnapshotTolerance(differingPixels: .count(1))))
struct SuiteBadgeTests {
    @Test func badgeWithTheSuitesTolerance() throws {
        assertSnapshot(of: try badge(), named: "badge")
    }
}

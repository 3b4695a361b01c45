import Foundation
import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import Testing

/// What 50 passing and 50 failing frames cost through `assertSnapshot`, as a test run pays
/// it: the check (decoding the golden, comparing), and for a failure the four images, the
/// failure log and the report rewritten after each failure.
/// Prints the figure and asserts none; runs only with `LISTSHOT_SNAPSHOT_BENCH=1` (stage by
/// stage: `FailureCostBenchmark` in ListshotSnapshotTests).
@Suite struct FailingFramesBenchmark {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LISTSHOT_SNAPSHOT_BENCH"] == "1", "a benchmark: runs with LISTSHOT_SNAPSHOT_BENCH=1"))
    func fiftyPassingAndFiftyFailingFrames() throws {
        let golden = try PNGDecoder.decode(contentsOf: RepositoryPaths.snapshots + "/DemoSceneGoldenTests/demoMatchesItsGolden.demo-offset-0.png")
        // One label drawn differently: a 300 × 40 pixel block.
        var changed = golden
        for y in 200..<240 { for x in 100..<400 { changed.setColor(Color(red: UInt8(x & 255), green: 0, blue: 90), x: x, y: y) } }
        let clock = ContinuousClock()
        var passing = Duration.zero, failing = Duration.zero
        let issues = try recordedIssues { _, _ in
            for index in 0..<50 { check(golden, named: "frame-\(index)") }  // recorded, not timed
            var start = clock.now
            for index in 0..<50 { check(golden, named: "frame-\(index)") }
            passing = clock.now - start
            start = clock.now
            for index in 0..<50 { check(changed, named: "frame-\(index)") }
            failing = clock.now - start
        }
        #expect(issues.messages.count == 100)  // 50 recorded, 50 failed
        for (what, elapsed) in [("passing", passing), ("failing", failing)] {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            print(String(format: "50 %@ 780 × 1688 frames through assertSnapshot: %.2f s, %.0f ms a frame", what, seconds, seconds * 20))
        }
    }
}

import Foundation
import ListshotRaster
import ListshotSnapshot
import ListshotTestSupport
import Testing

/// What one failing frame costs, stage by stage: reading the golden, comparing, the diff and
/// composite images, the four PNGs and the report. Prints figures and asserts none (machines
/// are shared and noisy); runs only with `LISTSHOT_SNAPSHOT_BENCH=1`:
///
///     LISTSHOT_SNAPSHOT_BENCH=1 swift test --filter FailureCostBenchmark               # debug, as users run tests
///     LISTSHOT_SNAPSHOT_BENCH=1 swift test -c release --filter FailureCostBenchmark    # release
@Suite struct FailureCostBenchmark {
    static let enabled = ProcessInfo.processInfo.environment["LISTSHOT_SNAPSHOT_BENCH"] == "1"

    /// A 780 × 1688 golden and the frame checked against it.
    struct Case {
        let name: String
        let golden: String
        let actual: Framebuffer
        let tolerance: SnapshotTolerance
    }

    static func cases() throws -> [Case] {
        let folder = RepositoryPaths.snapshots + "/DemoSceneGoldenTests/"
        let top = folder + "demoMatchesItsGolden.demo-offset-0.png"
        // A regression's usual look: one label drawn differently (a 300 × 40 pixel block).
        var relabelled = try PNGDecoder.decode(contentsOf: top)
        for y in 200..<240 { for x in 100..<400 { relabelled.setColor(Color(red: UInt8(x & 255), green: 0, blue: 90), x: x, y: y) } }
        // The worst usual case: everything moved, with the anti-aliasing detector asked about
        // every differing pixel.
        let scrolled = try PNGDecoder.decode(contentsOf: folder + "demoMatchesItsGolden.demo-offset-33_5.png")
        return [
            Case(name: "one label changed, exact", golden: top, actual: relabelled, tolerance: .exact),
            Case(name: "scrolled 33.5 pt, ignoring anti-aliasing", golden: top, actual: scrolled,
                 tolerance: SnapshotTolerance(ignoresAntialiasing: true)),
        ]
    }

    static func milliseconds(_ d: Duration) -> String {
        String(format: "%8.1f ms", Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15)
    }

    @Test(.enabled(if: enabled, "a benchmark: runs with LISTSHOT_SNAPSHOT_BENCH=1")) func aFailingFrameStageByStage() throws {
        let folder = makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clock = ContinuousClock()
        for check in try Self.cases() {
            var stages: [(String, Duration)] = []
            // Each stage's best of three runs.
            @discardableResult func time<R>(_ name: String, _ body: () throws -> R) rethrows -> R {
                var best = Duration.seconds(1000)
                var result: R?
                for _ in 0..<3 {
                    let start = clock.now
                    result = try body()
                    best = min(best, clock.now - start)
                }
                stages.append((name, best))
                return result!
            }
            let expected = try time("read and decode the golden") { try PNGDecoder.decode(contentsOf: check.golden) }
            let difference = time("compare") { ImageDifference(expected: expected, actual: check.actual, tolerance: check.tolerance) }
            let diff = try time("diff image") { try DifferenceImages.diff(expected: expected, actual: check.actual, tolerance: check.tolerance) }
            let composite = try time("composite image") { try DifferenceImages.composite(expected: expected, actual: check.actual, diff: diff) }
            let encoder = try PNGEncoder(options: PNGEncodingOptions(compression: .fast))
            for (name, image) in [("expected", expected), ("actual", check.actual), ("diff", diff), ("composite", composite)] {
                try time("write \(name).png") { try encoder.write(image, to: folder + "/\(name).png") }
            }
            let failure = SnapshotFailure(
                test: "DemoTests/demo()", sourceLocation: "Tests/DemoTests/DemoTests.swift:1", golden: check.golden,
                summary: difference.summary, expected: "expected.png", actual: "actual.png", diff: "diff.png", composite: "composite.png")
            try time("report of 50 failures") { try SnapshotReport.write(failures: Array(repeating: failure, count: 50), title: "bench", to: folder) }
            // The whole check as assertSnapshot makes it (a new artifacts folder each time).
            var run = 0
            let outcome = time("GoldenStore.check, all of it") { () -> SnapshotOutcome in
                run += 1
                return GoldenStore(artifactsDirectory: folder).check(
                    check.actual, against: check.golden, record: .never, tolerance: check.tolerance, artifactsName: "check-\(run)",
                    provenance: SnapshotProvenance(fonts: []))
            }
            guard case .mismatch = outcome else { Issue.record("expected a mismatch, got \(outcome)"); return }
            print("failing frame, \(check.name): \(difference.differingPixels) differing, \(difference.antialiasedPixels) anti-aliased")
            for (name, duration) in stages { print("  \(name.padding(toLength: 32, withPad: " ", startingAt: 0))\(Self.milliseconds(duration))") }
        }
    }
}

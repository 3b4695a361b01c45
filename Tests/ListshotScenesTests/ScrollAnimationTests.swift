import ListshotScenes
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The scroll animation's timing: UIScrollView's deceleration, normalised to end exactly
/// where it was asked to.
@Suite struct ScrollAnimationTests {
    @Test(arguments: [(0.0, 600.0, 1.5, 30), (600, 0, 1, 60), (-33.5, 1234.25, 0.4, 24), (0, 35400, 2, 30)])
    func startsAndEndsExactlyAndSlowsDown(from: Double, to: Double, duration: Double, fps: Int) {
        let offsets = ScrollAnimation.offsets(from: from, to: to, duration: duration, framesPerSecond: fps)
        #expect(offsets.count == Int((duration * Double(fps)).rounded()) + 1)
        #expect(offsets.first == from)
        #expect(offsets.last == to)
        let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
        let direction: Double = to >= from ? 1 : -1
        #expect(steps.allSatisfy { $0 * direction > 0 }, "monotone: \(offsets)")
        let speeds = steps.map(abs)
        #expect(zip(speeds, speeds.dropFirst()).allSatisfy { $1 < $0 }, "slowing down: \(speeds)")
    }

    /// The curve itself: offset(t) = from + (to − from)(1 − 0.998^t)/(1 − 0.998^T), t in ms.
    @Test func followsTheDecelerationFormula() {
        let offsets = ScrollAnimation.offsets(from: 0, to: 600, duration: 1.5, framesPerSecond: 30)
        #expect(offsets.count == 46)
        let end = 1 - pow(0.998, 1500.0)
        for (frame, offset) in offsets.enumerated() {
            let t = Double(frame) * 1000 / 30
            #expect(abs(offset - 600 * (1 - pow(0.998, t)) / end) < 1e-9, "frame \(frame)")
        }
        // Half the distance is covered in the first 0.35 s or so, as a flick does.
        #expect(offsets[10] > 300 && offsets[11] > 300 && offsets[9] < 320)
        // The last step is about 5 % of the first (0.998^1467 ≈ 0.053).
        let first = offsets[1] - offsets[0], last = offsets[45] - offsets[44]
        #expect(abs(last / first - pow(0.998, 1500 - 1000.0 / 30)) < 1e-9)
    }

    @Test func theFrameCountIsTheDurationInFramesRoundedPlusOne() {
        #expect(ScrollAnimation.frameCount(duration: 1.5, framesPerSecond: 30) == 46)
        #expect(ScrollAnimation.frameCount(duration: 1, framesPerSecond: 24) == 25)
        #expect(ScrollAnimation.frameCount(duration: 0.51, framesPerSecond: 10) == 6)
        #expect(ScrollAnimation.frameCount(duration: 0.01, framesPerSecond: 10) == 2)  // at least one interval
    }

    @Test func aScrollThatGoesNowhereStandsStill() {
        let offsets = ScrollAnimation.offsets(from: 120, to: 120, duration: 0.5, framesPerSecond: 10)
        #expect(offsets == Array(repeating: 120, count: 6))
    }
}

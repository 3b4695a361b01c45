import ListshotFiles
@testable import ListshotRaster
@testable import ListshotRendering
@testable import ListshotScenes
import ListshotScenes
import ListshotTestSupport
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

    /// A scene's animation: the ends clamped into the range and drawn as a render draws
    /// them, the frames between on whole pixels, a delay a frame; written a frame at a time,
    /// the same bytes as the frames encoded together.
    @Test func aSceneAnimationDrawsEachOffset() async throws {
        let viewport = Viewport(width: 100, height: 200, scale: 2)
        let (frames, timeline) = try ScrollAnimation.render(
            from: -50, to: 5000, duration: 0.5, framesPerSecond: 10, viewport: viewport) { BuiltInScene.named("demo")!.make($0) }
        #expect(timeline.start.wasClamped && timeline.start.appliedOffset == 0)
        #expect(timeline.end.wasClamped && timeline.end.appliedOffset == 800)
        #expect(timeline.offsets.count == 6 && timeline.offsets.first == 0 && timeline.offsets.last == 800)
        #expect(timeline.offsets.allSatisfy { ($0 * 2).rounded() == $0 * 2 })
        #expect(timeline.delays == Array(repeating: APNGDelay(numerator: 1, denominator: 10), count: 5) + [ScrollAnimation.finalFrameDelay])
        #expect(frames.count == 6)
        for (offset, framebuffer) in zip(timeline.offsets, frames) {
            #expect(framebuffer == (try SceneRenderer.render(BuiltInScene.named("demo")!.make(viewport), offset: offset, viewport: viewport)).framebuffer)
        }

        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let written = try await ScrollAnimation.write(
            from: -50, to: 5000, duration: 0.5, framesPerSecond: 10, viewport: viewport, to: .file(folder + "/a.png")
        ) { BuiltInScene.named("demo")!.make($0) }
        #expect(written.offsets == timeline.offsets)
        let bytes = try readFile(folder + "/a.png")
        #expect(bytes == (try APNGEncoder.encode(frames: frames, delays: timeline.delays)))
    }

    /// Issue 21, item 8: an animation is streamed to its file as it is made, so what the
    /// encoder holds does not grow with the frames (it held the whole file until the end:
    /// 600 frames of 2048² noise ran out of memory); the file is the same as before, and it
    /// appears only at the end.
    @Test func anAnimationHoldsOneFramesBytesWhateverItsLength() async throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let viewport = Viewport(width: 100, height: 200, scale: 2)
        func write(_ duration: Double, to name: String) async throws -> (held: Int, file: [UInt8], timeline: ScrollAnimation.Timeline) {
            let encoder = try APNGEncoder()
            let timeline = try await ScrollAnimation.write(
                from: 0, to: 5000, duration: duration, framesPerSecond: 30, in: try ValidatedViewport(viewport),
                to: .file(folder + "/" + name), encoder: encoder) { BuiltInScene.named("demo")!.make($0) }
            return (encoder.mostBytesHeld, try readFile(folder + "/" + name), timeline)
        }
        let short = try await write(0.1, to: "short.png")
        let long = try await write(2, to: "long.png")
        #expect(long.timeline.offsets.count == 61)
        #expect(long.held <= short.held + 200 * 400 * 4 / 2, "held \(long.held) bytes for 61 frames, \(short.held) for 4")
        #expect(long.file.count > 4 * long.held, "the file is \(long.file.count) bytes, the encoder held \(long.held)")
        let (frames, timeline) = try ScrollAnimation.render(
            from: 0, to: 5000, duration: 2, framesPerSecond: 30, viewport: viewport) { BuiltInScene.named("demo")!.make($0) }
        #expect(long.file == (try APNGEncoder.encode(frames: frames, delays: timeline.delays)))
        #expect(listFolder(folder) == ["long.png", "short.png"])
    }

    /// Issue 23, item 2: an animation's frames are drawn several at a time and written in
    /// order: the file is the frames drawn one by one, at every number of jobs, and a frame
    /// that cannot be drawn fails the animation as it did one frame at a time.
    @Test func anAnimationIsTheSameFileAtEveryJobs() async throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        let viewport = Viewport(width: 100, height: 200, scale: 2)
        let (frames, timeline) = try ScrollAnimation.render(
            from: 0, to: 5000, duration: 0.6, framesPerSecond: 20, viewport: viewport) { BuiltInScene.named("demo")!.make($0) }
        let expected = try APNGEncoder.encode(frames: frames, delays: timeline.delays)
        for jobs in [1, 2, 5, 64] {
            let written = try await ScrollAnimation.write(
                from: 0, to: 5000, duration: 0.6, framesPerSecond: 20, viewport: viewport,
                to: .file(folder + "/a\(jobs).png"), jobs: jobs) { BuiltInScene.named("demo")!.make($0) }
            #expect(written.offsets == timeline.offsets)
            #expect(try readFile(folder + "/a\(jobs).png") == expected, "jobs \(jobs)")
        }
    }

    /// Issue 23, item 6: an animation that cannot be written fails with the files layer's
    /// error, one that cannot be encoded with the PNG layer's; the messages are the errors'.
    @Test func aWriteFailureIsAFileErrorAndAnEncodingFailureAPNGError() async throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writePlain([], to: folder + "/file")
        let viewport = Viewport(width: 40, height: 60, scale: 1)
        let underAFile = await #expect(throws: ScrollAnimation.Error.self) {
            try await ScrollAnimation.write(
                from: 0, to: 100, duration: 0.1, framesPerSecond: 20, viewport: viewport,
                to: .file(folder + "/file/a.png"), jobs: 2) { BuiltInScene.named("contacts")!.make($0) }
        }
        guard case let .write(fileError) = underAFile else {
            Issue.record("expected .write(FileError), got \(String(describing: underAFile))")
            return
        }
        #expect(fileError.kind == .system(code: ENOTDIR))
        #expect(underAFile?.description == fileError.description)
        #expect(fileError.description.hasPrefix(folder + "/file/a.png: "))

        let badLevel = await #expect(throws: ScrollAnimation.Error.self) {
            try await ScrollAnimation.write(
                from: 0, to: 100, duration: 0.1, framesPerSecond: 20, viewport: viewport,
                to: .file(folder + "/b.png"), options: PNGEncodingOptions(compressionLevel: 13), jobs: 2
            ) { BuiltInScene.named("contacts")!.make($0) }
        }
        #expect(badLevel == .encode(PNGError(.invalidArgument, message: "compression level 13 is outside 0…12")))
        #expect(badLevel?.description == "PNG: compression level 13 is outside 0…12")
        #expect(listFolder(folder) == ["file"])
    }

    /// The offsets of the README's animation (contacts, 0 to 1500, 1.2 s at 20 fps, scale 1).
    /// Pillow 13.0.0, an APNG decoder that shares no code with listshot, read that file once
    /// (2026-11-23) as 25 frames, loop 0, 24 × 50 ms then 1000 ms, and each of its frames
    /// equalled, pixel for pixel, `listshot render contacts --width 320 --height 420
    /// --scale 1 --offset N` at these offsets, which it computed from the formula itself.
    @Test func theReadmeAnimationsOffsetsAreThoseAnIndependentDecoderFound() {
        let offsets = ScrollAnimation.offsets(from: 0, to: 1500, duration: 1.2, framesPerSecond: 20).map { $0.rounded() }
        #expect(offsets == [
            0, 157, 299, 428, 544, 649, 745, 831, 909, 979, 1043, 1101, 1153, 1200, 1243, 1282, 1317, 1348, 1377, 1403,
            1427, 1448, 1467, 1484, 1500,
        ])
    }
}

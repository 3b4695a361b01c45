import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotTesting
import ListshotTestSupport
import Testing

/// Strips: frames side by side with their offsets under them.
@Suite struct StripRendererTests {
    static let viewport = Viewport(width: 200, height: 300, scale: 2)

    static func strip(_ offsets: [Double], jobs: Int = 1) async throws -> Framebuffer {
        try await StripRenderer.render(offsets: offsets, viewport: viewport, jobs: jobs) { BuiltInScene.named("demo")!.make($0) }
    }

    @Test func aDemoStripMatchesItsGolden() async throws {
        let strip = try await Self.strip([0, 120, 5000])
        #expect(strip.width == 2 * 32 + 3 * 400 + 2 * 32 && strip.isOpaque)
        assertSnapshot(of: strip, named: "demo-strip")
    }

    /// Each frame is the frame a render at its offset draws, pixel for pixel, at its place.
    @Test func theFramesAreCopiedExactly() async throws {
        let strip = try await Self.strip([0, 33.5])
        for (index, offset) in [0.0, 33.5].enumerated() {
            let frame = try SceneRenderer.render(BuiltInScene.named("demo")!.make(Self.viewport), offset: offset, viewport: Self.viewport).framebuffer
            let left = 32 + index * (400 + 32)
            for (x, y) in [(0, 0), (399, 599), (123, 45), (200, 300)] {
                #expect(strip.color(x: left + x, y: 32 + y) == frame.color(x: x, y: y), "frame \(index) at \(x), \(y)")
            }
        }
        #expect(strip.color(x: 0, y: 0) == StripRenderer.backgroundColor)
        #expect(strip.color(x: 31, y: 31) == StripRenderer.borderColor)
    }

    @Test func theSizeFollowsTheFrameCount() {
        #expect(StripRenderer.pixelSize(frameCount: 1, viewport: Self.viewport) == (464, 32 + 600 + 16 + 32 + 32))
        #expect(StripRenderer.pixelSize(frameCount: 4, viewport: .phone).width == 2 * 32 + 4 * 780 + 3 * 32)
    }

    /// Issue 23, item 2: the CLI and the docs draw strips through this one call, the frames
    /// several at a time; the strip is the frames drawn one by one at every number of jobs,
    /// and the frames are reported in the order of the offsets.
    @Test func aStripIsTheSameAtEveryJobsAndReportsItsFramesInOrder() async throws {
        let offsets: [Double] = [0, 33.5, 120, -50, 5000, 240]
        var frames: [RenderedFrame] = []
        for offset in offsets {
            frames.append(try SceneRenderer.render(BuiltInScene.named("demo")!.make(Self.viewport), offset: offset, viewport: Self.viewport))
        }
        let expected = try StripRenderer.compose(frames, scale: Self.viewport.scale)
        for jobs in [1, 2, 4, 64] {
            var reported: [Double] = []
            let strip = try await StripRenderer.render(offsets: offsets, viewport: Self.viewport, jobs: jobs) {
                BuiltInScene.named("demo")!.make($0)
            } onFrame: { reported.append($0.appliedOffset) }
            #expect(strip == expected, "jobs \(jobs)")
            #expect(reported == frames.map(\.appliedOffset), "jobs \(jobs)")
        }
    }

    @Test func tooManyFramesAreRefusedBeforeAnyIsDrawn() async {
        // 40 phone frames are 32,512 pixels wide; 41 would be 33,324.
        #expect(throws: Never.self) { try StripRenderer.checkSize(frameCount: 40, viewport: .phone) }
        #expect(throws: StripRenderer.Error.tooLarge(frames: 41, pixelWidth: 33_324, pixelHeight: 1_800)) {
            try StripRenderer.checkSize(frameCount: 41, viewport: .phone)
        }
        await #expect(throws: StripRenderer.Error.noFrames) { try await Self.strip([]) }
        #expect(
            StripRenderer.Error.tooLarge(frames: 43, pixelWidth: 34_944, pixelHeight: 1_800).description
                == "a strip of 43 frames would be 34,944 × 1,800 pixels; an image is at most 32,768 pixels a side and 1 GiB")
    }
}

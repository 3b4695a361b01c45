import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotSceneFiles
import ListshotTesting
import ListshotTestSupport
import Testing

/// Strips: frames side by side with their offsets under them.
@Suite struct StripRendererTests {
    static let viewport = Viewport(width: 200, height: 300, scale: 2)

    static func strip(_ offsets: [Double]) throws -> Framebuffer {
        try StripRenderer.render(offsets: offsets, viewport: viewport) { BuiltInScene.named("demo")!.make($0) }
    }

    @Test func aDemoStripMatchesItsGolden() throws {
        let strip = try Self.strip([0, 120, 5000])
        #expect(strip.width == 2 * 32 + 3 * 400 + 2 * 32 && strip.isOpaque)
        assertSnapshot(of: strip, named: "demo-strip")
    }

    /// Each frame is the frame a render at its offset draws, pixel for pixel, at its place.
    @Test func theFramesAreCopiedExactly() throws {
        let strip = try Self.strip([0, 33.5])
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

    @Test func tooManyFramesAreRefusedBeforeAnyIsDrawn() {
        // 40 phone frames are 32,512 pixels wide; 41 would be 33,324.
        #expect(throws: Never.self) { try StripRenderer.checkSize(frameCount: 40, viewport: .phone) }
        #expect(throws: StripRenderer.Error.tooLarge(frames: 41, pixelWidth: 33_324, pixelHeight: 1_800)) {
            try StripRenderer.checkSize(frameCount: 41, viewport: .phone)
        }
        #expect(throws: StripRenderer.Error.noFrames) { try Self.strip([]) }
        #expect(
            StripRenderer.Error.tooLarge(frames: 43, pixelWidth: 34_944, pixelHeight: 1_800).description
                == "a strip of 43 frames would be 34,944 × 1,800 pixels; an image is at most 32,768 pixels a side and 1 GiB")
    }
}

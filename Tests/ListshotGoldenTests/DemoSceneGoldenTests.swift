import ListshotRendering
import ListshotScenes
import ListshotTesting
import ListshotTestSupport
import Testing

/// The demo scene against the goldens in `Snapshots/`, pixel for pixel.
@Suite struct DemoSceneGoldenTests {
    static func render(offset: Double, viewport: Viewport = .phone) throws -> RenderedFrame {
        try SceneRenderer.render(FileScene.builtIn("demo", viewport: viewport), offset: offset, viewport: viewport)
    }

    @Test(arguments: [
        ("demo-offset-0", 0.0),
        ("demo-offset-120", 120),
        ("demo-offset-33.5", 33.5),  // row 0 cut off: 6.5 pt of it show, and row 21 is cut at the bottom
    ])
    func demoMatchesItsGolden(name: String, offset: Double) throws {
        let frame = try Self.render(offset: offset)
        #expect(!frame.wasClamped)
        #expect(frame.framebuffer.width == 780 && frame.framebuffer.height == 1688)
        assertSnapshot(of: frame.framebuffer, named: name)
    }

    @Test func lastPageIsTheLargestOffsetAndMatchesItsGolden() throws {
        let frame = try Self.render(offset: .greatestFiniteMagnitude)
        #expect(frame.wasClamped)
        #expect(frame.appliedOffset == 25 * 40 - 844)
        assertSnapshot(of: frame.framebuffer, named: "demo-last-page")
    }

    @Test func offsetsOutsideTheRangeAreClamped() throws {
        let above = try Self.render(offset: -300)
        #expect(above.wasClamped && above.appliedOffset == 0)
        #expect(above.framebuffer == (try Self.render(offset: 0)).framebuffer)
    }

    @Test func theSameFrameTwiceHasTheSamePixels() throws {
        let a = try Self.render(offset: 77.25), b = try Self.render(offset: 77.25)
        #expect(a.framebuffer == b.framebuffer)
        #expect(a.framebuffer != (try Self.render(offset: 77.5)).framebuffer)
    }

    @Test func theDemoShowsPurpleRowsWithWhiteTextOnBlack() throws {
        let fb = try Self.render(offset: 0).framebuffer
        // Row 0 spans pixel rows 0..<80 at scale 2; its right half holds no text.
        #expect(fb.color(x: 700, y: 40) == .purple)
        // The viewport is 844 pt, the content 1000 pt: the bottom row on screen is row 21 (840…880).
        #expect(fb.color(x: 700, y: 1687) == .purple)
        // Text: some pixels of "Hola 0" in the left part of row 0 are white.
        var white = 0
        for y in 0..<80 { for x in 0..<200 where fb.color(x: x, y: y) == .white { white += 1 } }
        #expect(white > 100)
    }

    @Test func theFirstRowCutInHalfShowsOnlyItsBottom() throws {
        let fb = try Self.render(offset: 20).framebuffer  // row 0: 20 of its 40 pt show
        #expect(fb.color(x: 700, y: 0) == .purple)
        #expect(fb.color(x: 700, y: 39) == .purple)
        #expect(fb.color(x: 700, y: 40) == .purple)  // row 1 starts at pixel 40
    }
}

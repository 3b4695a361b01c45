import Dispatch
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotTesting
import ListshotTestSupport
import ListshotViews
import ListshotFiles
import Testing

/// The same frame gives the same pixels: twice in a row, and on one thread or two at once.
@Suite struct RenderDeterminismTests {
    static func render(_ name: String, offset: Double, viewport: Viewport = .phone) throws -> Framebuffer {
        let scene = try #require(BuiltInScene.named(name)).make(viewport)
        return try SceneRenderer.render(scene, offset: offset, viewport: viewport).framebuffer
    }

    @Test(arguments: ["demo", "animals", "animal-detail", "classmates", "sections"])
    func theSameFrameOnOneThreadAndOnTwo(name: String) throws {
        let single = try Self.render(name, offset: 33.5)
        #expect(try Self.render(name, offset: 33.5) == single)
        // Two renders at once, each on its own thread with its own scene, share the font
        // faces and their caches: the pixels must not depend on who got there first.
        let results = Lock<[Framebuffer?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let frame = try? Self.render(name, offset: 33.5)
            results.withLock { $0[i] = frame }
        }
        let both = results.withLock { $0 }
        #expect(both[0] == single)
        #expect(both[1] == single)
    }
}

/// The demo at scales 1, 2 and 3: the same layout in points, sharper pixels.
@Suite struct DemoScaleGoldenTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func demoAtScale(scale: Double) throws {
        let viewport = Viewport(width: 390, height: 844, scale: scale)
        let frame = try SceneRenderer.render(BuiltInScene.named("demo")!.make(viewport), offset: 120, viewport: viewport)
        #expect(frame.framebuffer.width == Int(390 * scale) && frame.framebuffer.height == Int(844 * scale))
        // Row 4 spans 160…200 pt, 40…80 pt on screen: purple from its first device pixel to its last.
        #expect(frame.framebuffer.color(x: frame.framebuffer.width - 1, y: Int(40 * scale)) == .purple)
        #expect(frame.framebuffer.color(x: frame.framebuffer.width - 1, y: Int(80 * scale) - 1) == .purple)
        assertSnapshot(of: BuiltInScene.named("demo")!.make(viewport), at: [120], named: "demo", viewport: viewport)
    }
}

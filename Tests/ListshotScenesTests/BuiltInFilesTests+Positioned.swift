import ListshotPNG
import ListshotRaster
import ListshotScenes
import ListshotTestSupport
import Testing

/// The example files of the built-in scenes drawn with custom cells (contacts, carousel,
/// wheel, wheel-right, grid, grid-horizontal, classmates) render the same pixels as the
/// Swift scenes, at the start, the middle and the end of the scene's own viewport.
@Suite struct PositionedFileSceneTests {
    static let examples = RepositoryPaths.root + "/Sources/ListshotScenes/Examples/"

    /// Renders the built-in scene `name` and its example file at three offsets and compares
    /// the pixels; on a difference, writes both to /tmp for a look.
    static func expectSamePixels(_ name: String, extraOffsets: [Double] = []) throws {
        let builtIn = try #require(BuiltInScene.named(name))
        let viewport = builtIn.viewport
        let description = try SceneFile.load(path: examples + name + ".yaml")
        #expect(description.viewport == viewport, "the file's viewport is the scene's")
        let range = SceneRenderer.offsetRange(builtIn.make(viewport), viewport: viewport)
        // An endless wheel has no ends: its start, half a turn and a whole turn stand in.
        let (start, end) = range.upperBound.isFinite ? (range.lowerBound, range.upperBound) : (0, 24 * 80)
        let middle = ((start + end) / 2).rounded()
        for offset in [start, middle, end] + extraOffsets {
            let code = try SceneRenderer.render(builtIn.make(viewport), offset: offset, viewport: viewport).framebuffer
            let file = try SceneRenderer.render(description.makeScene(), offset: offset, viewport: viewport).framebuffer
            let differing = zip(code.pixels, file.pixels).filter { $0 != $1 }.count
            if differing > 0 {
                try? PNGEncoder.write(code, to: "/tmp/t1/\(name)-\(offset)-code.png")
                try? PNGEncoder.write(file, to: "/tmp/t1/\(name)-\(offset)-file.png")
            }
            #expect(differing == 0, "\(name) at \(offset): \(differing) pixels differ")
        }
    }

    /// Each file's JSON twin says what its YAML says.
    @Test(arguments: ["contacts", "carousel", "wheel", "wheel-right", "grid", "grid-horizontal", "classmates"])
    func theJSONTwinSaysTheSame(name: String) throws {
        #expect(try SceneFile.load(path: Self.examples + name + ".json") == SceneFile.load(path: Self.examples + name + ".yaml"))
    }

    @Test func contacts() throws { try Self.expectSamePixels("contacts", extraOffsets: [437.5, 300_000.25]) }
    @Test func carousel() throws { try Self.expectSamePixels("carousel", extraOffsets: [1000, 77.5]) }
    @Test func wheel() throws { try Self.expectSamePixels("wheel", extraOffsets: [1000, -3000.5, 123.25]) }
    @Test func wheelRight() throws { try Self.expectSamePixels("wheel-right", extraOffsets: [33.5, 500]) }
    @Test func grid() throws { try Self.expectSamePixels("grid", extraOffsets: [300.5]) }
    @Test func gridHorizontal() throws { try Self.expectSamePixels("grid-horizontal", extraOffsets: [250.25]) }
    @Test func classmates() throws { try Self.expectSamePixels("classmates", extraOffsets: [100.5]) }
}

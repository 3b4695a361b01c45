#if canImport(Glibc)
import Glibc
#endif
import ListshotRaster
@testable import ListshotScenes
@testable import ListshotScenes
@testable import ListshotStructuredText
import ListshotTestSupport
import Testing

/// Issue 21, item 5: a scene file's PNG images are known by their file (device and inode),
/// so one file named by several paths is decoded once, and all of them together take at most
/// ``SceneFile/maximumImagePixels`` pixels, weighed from their headers before decoding.
@Suite struct SceneImageBudgetTests {
    static func image(_ loader: SceneImageLoader, _ written: String, at path: JSONPath = JSONPath()) throws(SceneFileProblem) -> SceneImage {
        try loader.image(JSONNode(value: .string(written), path: path))
    }

    @Test func oneFileNamedByFourPathsIsDecodedOnce() throws {
        let root = makeTemporaryFolder()
        defer { removeTree(root) }
        mkdir(root + "/x", 0o755)
        try PNGEncoder.write(try Framebuffer(width: 3, height: 2, color: .red), to: root + "/a.png")
        symlink("a.png", root + "/link@2x.png")
        let loader = SceneImageLoader(sceneFile: root + "/scene.yaml")
        let images = try ["a.png", "./a.png", "x/../a.png", "link@2x.png", root + "/a.png"].map { try Self.image(loader, $0) }
        #expect(loader.decodedImageCount == 1)
        #expect(loader.decodedPixels == 6)
        #expect(images.map(\.path) == [root + "/a.png", root + "/./a.png", root + "/x/../a.png", root + "/link@2x.png", root + "/a.png"])
        // The scale comes from the name written: the link's "@2x" is its own.
        #expect(images.map(\.scale) == [1, 1, 1, 2, 1])
        #expect(images.allSatisfy { $0.framebuffer == images[0].framebuffer })
    }

    @Test func imagesPastTheBudgetAreRefusedBeforeDecoding() throws {
        let root = makeTemporaryFolder()
        defer { removeTree(root) }
        try PNGEncoder.write(try Framebuffer(width: 8, height: 8, color: .red), to: root + "/a.png")
        try PNGEncoder.write(try Framebuffer(width: 8, height: 4, color: .blue), to: root + "/b.png")
        let loader = SceneImageLoader(sceneFile: root + "/scene.yaml", imagePixelLimit: 95)
        _ = try Self.image(loader, "a.png")
        _ = try Self.image(loader, "./a.png")  // the same file: nothing more
        let problem = try #require(throws: SceneFileProblem.self) {
            try Self.image(loader, "b.png", at: JSONPath().appending("sections").appending(0).appending("rows").appending(1).appending("image"))
        }
        #expect("\(problem.path): \(problem.message)" == #"sections[0].rows[1].image: cannot use the image "\#(root)/b.png": "#
            + "the PNG images this file shows would take 96 pixels decoded; a scene file's PNG images take at most 95 pixels (0 MiB) together: show fewer or smaller ones")
        #expect(loader.decodedImageCount == 1)
    }

    @Test func theBudgetIsOneLargestImage() {
        #expect(SceneFile.maximumImagePixels == 1 << 28)
        #expect(PNGDecoder.claimedSize(of: Array(repeating: 0, count: 24)) == nil)
    }
}

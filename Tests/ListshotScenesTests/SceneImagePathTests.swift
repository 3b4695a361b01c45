#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListshotRaster
import ListshotScenes
import ListshotStructuredText
import ListshotTestSupport
import Testing

/// Issue 13, item 6: where a scene file's `image` path leads, and what is refused there.
@Suite struct SceneImagePathTests {
    static let scene = #"{"sections": [{"rows": [{"text": "a", "image": "IMAGE"}]}]}"#

    static func writeScene(image: String, to path: String) {
        writePlain(Array(scene.replacingOccurrences(of: "IMAGE", with: image).utf8), to: path)
    }

    static func png(_ color: Color, to path: String) throws {
        try PNGEncoder.write(try Framebuffer(width: 2, height: 2, color: color), to: path)
    }

    static func rowImage(_ description: SceneDescription) throws -> SceneImage {
        return try #require(description.sections[0].rows.row(at: 0).image)
    }

    /// `..` is allowed: the path is joined to the scene file's folder as written.
    @Test func dotDotLeadsOutOfTheSceneFilesFolder() throws {
        let root = makeTemporaryFolder()
        defer { removeTree(root) }
        mkdir(root + "/scenes", 0o755)
        mkdir(root + "/images", 0o755)
        try Self.png(.red, to: root + "/images/dot@2x.png")
        Self.writeScene(image: "../images/dot@2x.png", to: root + "/scenes/scene.json")
        let image = try Self.rowImage(SceneFile.load(path: root + "/scenes/scene.json"))
        #expect(image.path == root + "/scenes/../images/dot@2x.png")
        #expect(image.scale == 2)
        #expect(image.framebuffer.color(x: 0, y: 0) == .red)
    }

    /// A scene file reached through a link (or a chain of them) finds its images beside the
    /// file the link leads to, not beside the link.
    @Test func aLinkedSceneFileFindsImagesBesideItsTarget() throws {
        let root = makeTemporaryFolder()
        defer { removeTree(root) }
        for folder in ["fixtures", "fixtures/img", "docs", "docs/img"] { mkdir(root + "/" + folder, 0o755) }
        try Self.png(.red, to: root + "/fixtures/img/dot.png")
        try Self.png(.blue, to: root + "/docs/img/dot.png")  // beside the link: not used
        Self.writeScene(image: "img/dot.png", to: root + "/fixtures/scene.json")
        symlink("../fixtures/scene.json", root + "/docs/scene.json")
        symlink("docs/scene.json", root + "/chain.json")
        symlink(root + "/fixtures/scene.json", root + "/absolute.json")
        for (link, expected) in [
            ("/docs/scene.json", "/docs/../fixtures/img/dot.png"),
            ("/chain.json", "/docs/../fixtures/img/dot.png"),
            ("/absolute.json", "/fixtures/img/dot.png"),
        ] {
            let image = try Self.rowImage(SceneFile.load(path: root + link))
            #expect(image.path == root + expected, "\(link)")
            #expect(image.framebuffer.color(x: 0, y: 0) == .red, "\(link)")
        }
        // The image itself may be a link; it is followed.
        symlink("../../fixtures/img/dot.png", root + "/docs/img/linked.png")
        Self.writeScene(image: "img/linked.png", to: root + "/docs/direct.json")
        #expect(try Self.rowImage(SceneFile.load(path: root + "/docs/direct.json")).framebuffer.color(x: 0, y: 0) == .red)
    }

    /// What is not a PNG file is refused with the path and the reason, never with what the
    /// file holds; a FIFO is refused without waiting for a writer, /dev/zero without reading.
    @Test(arguments: ["text", "empty", "folder", "fifo", "dev-zero", "large", "missing", "truncated"])
    func aPathThatIsNotAPNGIsRefusedWithoutItsContents(kind: String) throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        var path = folder + "/image.png"
        let expected: String
        switch kind {
        case "text":
            writePlain(Array("password=hunter2\nAWS_SECRET_ACCESS_KEY=abc123\n".utf8), to: path)
            expected = "not a PNG file (bad signature)"
        case "empty":
            writePlain([], to: path)
            expected = "not a PNG file (only 0 bytes, shorter than the signature)"
        case "folder":
            mkdir(path, 0o755)
            expected = "not a regular file (it is a folder); an image is a PNG file"
        case "fifo":
            mkfifo(path, 0o644)
            expected = "not a regular file (it is a FIFO); an image is a PNG file"
        case "dev-zero":
            path = "/dev/zero"
            expected = "not a regular file (it is a character device); an image is a PNG file"
        case "large":
            // Sparse: 64 MiB and one byte, none of it written.
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            #expect(ftruncate(fd, off_t((64 << 20) + 1)) == 0)
            close(fd)
            expected = "the file is larger than 64 MiB, the most an image may be"
        case "missing":
            expected = "cannot read file: No such file or directory"
        default:
            // A real PNG cut short, with a secret after its signature.
            var bytes = try PNGEncoder.encode(try Framebuffer(width: 8, height: 8, color: .red))
            bytes = Array(bytes.prefix(8)) + Array("hunter2".utf8)
            writePlain(bytes, to: path)
            expected = "unexpected end of data (the PNG file is truncated)"
        }
        Self.writeScene(image: path, to: folder + "/scene.json")
        nonisolated(unsafe) var result: Result<SceneDescription, StructuredTextError>?
        let loading = BackgroundThread { result = Result { () throws(StructuredTextError) in try SceneFile.load(path: folder + "/scene.json") } }
        try #require(loading.finished(within: 60), "the load waited (on a FIFO's writer, or reading /dev/zero)")
        guard case let .failure(error) = result else {
            Issue.record("loaded")
            return
        }
        #expect(error.description == "\(folder)/scene.json: sections[0].rows[0].image: cannot use the image \"\(path)\": \(expected)")
        #expect(!error.description.contains("hunter2") && !error.description.contains("abc123"))
    }
}

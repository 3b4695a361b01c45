#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListshotRaster
import Testing

/// Issue 13, item 6, as a user of `listshot render` meets it: image paths are relative to
/// the scene file (to its target when the scene file is a link), `..` included, and an image
/// that is not a PNG is named in the error without a byte of what it holds.
@Suite struct ImagePathCommandTests {
    static func scene(image: String) -> String {
        #"{"viewport": {"width": 120, "height": 80, "scale": 1}, "sections": [{"rows": [{"text": "a", "image": "\#(image)"}]}]}"#
    }

    @Test func aLinkedSceneFileUsesImagesBesideItsTargetThroughDotDot() throws {
        let dir = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for folder in ["repo/scenes", "repo/images", "docs"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
        }
        try PNGEncoder.write(try .init(width: 8, height: 8, color: .red), to: dir + "/repo/images/dot.png")
        try Self.scene(image: "../images/dot.png").write(toFile: dir + "/repo/scenes/list.json", atomically: true, encoding: .utf8)
        #expect(symlink("../repo/scenes/list.json", dir + "/docs/list.json") == 0)
        let direct = try CommandLineTool.run(["render", "repo/scenes/list.json", "-o", "direct.png"], in: dir)
        #expect(direct.status == 0, "\(direct.stderr)")
        let linked = try CommandLineTool.run(["render", "docs/list.json", "-o", "linked.png"], in: dir)
        #expect(linked.status == 0, "\(linked.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/linked.png"))
        #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: dir + "/direct.png"))))
        // The image is drawn: without it the frame differs.
        try Self.scene(image: "../images/none.png").write(toFile: dir + "/repo/scenes/list.json", atomically: true, encoding: .utf8)
        let missing = try CommandLineTool.run(["render", "docs/list.json", "-o", "missing.png"], in: dir)
        #expect(missing.status == 1)
        #expect(missing.stderr == "Error: docs/list.json: sections[0].rows[0].image: cannot use the image "
            + "\"docs/../repo/scenes/../images/none.png\": cannot read file: No such file or directory\n")
    }

    @Test func anImageThatIsATextFileIsRefusedWithoutItsContents() throws {
        let dir = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "DATABASE_PASSWORD=correct-horse-battery-staple\n".write(toFile: dir + "/avatar.png", atomically: true, encoding: .utf8)
        try Self.scene(image: "avatar.png").write(toFile: dir + "/scene.json", atomically: true, encoding: .utf8)
        let result = try CommandLineTool.run(["render", "scene.json", "-o", "out.png"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "Error: scene.json: sections[0].rows[0].image: cannot use the image \"avatar.png\": not a PNG file (bad signature)\n")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }
}

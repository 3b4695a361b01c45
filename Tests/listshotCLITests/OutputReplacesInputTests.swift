import Foundation
import ListshotRaster
import Testing

/// Issue 21, item 3: an output that is one of the run's inputs (the scene file, an image the
/// scene shows, a compared image) is refused before anything is written, however the two
/// paths are spelt, naming both; the input keeps its bytes.
@Suite struct OutputReplacesInputTests {
    let dir: String
    init() throws { dir = try CommandLineTool.temporaryFolder() }

    static let scene = #"{"sections": [{"rows": [{"text": "Ada", "image": "pic.png"}, {"text": "Grace"}]}]}"#

    func setUp() throws {
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: dir + "/s.json"))
        try PNGEncoder.write(try Framebuffer(width: 4, height: 4, color: .black), to: dir + "/pic.png")
    }

    func bytes(_ name: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)) }

    /// `arguments` exit with `status` and `message` as the whole of standard error, and every
    /// input keeps its bytes.
    func expectRefused(_ arguments: [String], status: Int32 = 1, message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try ["s.json", "pic.png"].map(bytes)
        let result = try CommandLineTool.run(arguments, in: dir)
        #expect(result.status == status, sourceLocation: sourceLocation)
        #expect(result.stderr == message + "\n", sourceLocation: sourceLocation)
        #expect(result.stdout == "", sourceLocation: sourceLocation)
        #expect(try ["s.json", "pic.png"].map(bytes) == before, sourceLocation: sourceLocation)
    }

    @Test func theSceneFileIsNotReplaced() throws {
        try setUp()
        try expectRefused(["render", "s.json", "-o", "s.json"], message:
            "Error: -o: s.json is an input of this run; it would be replaced by the PNG: write the PNG to another file")
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: false)
        try expectRefused(["render", "s.json", "-o", "sub/../s.json"], message:
            "Error: -o: sub/../s.json is an input of this run (the same file as s.json); it would be replaced by the PNG: write the PNG to another file")
        #expect(link(dir + "/s.json", dir + "/hard.png") == 0)
        try expectRefused(["render", "./s.json", "-o", "hard.png"], message:
            "Error: -o: hard.png is an input of this run (the same file as ./s.json); it would be replaced by the PNG: write the PNG to another file")
    }

    @Test func anImageTheSceneShowsIsNotReplaced() throws {
        try setUp()
        try expectRefused(["render", "s.json", "-o", "pic.png"], message:
            "Error: -o: pic.png is an input of this run; it would be replaced by the PNG: write the PNG to another file")
        try expectRefused(["render", "s.json", "--offsets", "0:10:10", "--strip", "-o", "./pic.png"], message:
            "Error: -o: ./pic.png is an input of this run (the same file as pic.png); it would be replaced by the PNG: write the PNG to another file")
        try expectRefused(["render", "s.json", "--offsets", "0:10:10", "--apng", "-o", "pic.png"], message:
            "Error: -o: pic.png is an input of this run; it would be replaced by the PNG: write the PNG to another file")
        // A frame of --out-dir named like the image: the scene `pic.json` at offset 0 is pic-0.png.
        try Data(Self.scene.replacingOccurrences(of: "pic.png", with: "pic-0.png").utf8).write(to: URL(fileURLWithPath: dir + "/pic.json"))
        try FileManager.default.copyItem(atPath: dir + "/pic.png", toPath: dir + "/pic-0.png")
        let image = try bytes("pic-0.png")
        let result = try CommandLineTool.run(["render", "pic.json", "--offset", "0", "--offset", "10", "--out-dir", "."], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr == "Error: --out-dir: ./pic-0.png is an input of this run (the same file as pic-0.png); it would be replaced by the PNG: write the PNG to another file\n")
        #expect(try bytes("pic-0.png") == image)
    }

    @Test func aComparedImageIsNotReplacedByTheDiff() throws {
        try setUp()
        try FileManager.default.copyItem(atPath: dir + "/pic.png", toPath: dir + "/b.png")
        try expectRefused(["compare", "pic.png", "b.png", "--diff", "./pic.png"], status: 2, message:
            "Error: --diff: ./pic.png is an input of this run (the same file as pic.png); it would be replaced by the PNG: write the PNG to another file")
    }
}

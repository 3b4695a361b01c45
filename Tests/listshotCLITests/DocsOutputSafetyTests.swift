import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Issue 21, items 2, 3 and 11: `listshot docs` writes only regular files, only inside its
/// output folder, and never over one of its inputs; each refusal exits 1 before anything is
/// written, naming the manifest, the key path and the paths involved.
@Suite struct DocsOutputSafetyTests {
    static let scene = #"{"viewport": {"width": 60, "height": 40, "scale": 1}, "rowHeight": 20, "sections": [{"generate": {"count": 3}}]}"#

    /// Runs `docs docs.yaml` in `dir` and checks that it was refused with `message` and wrote nothing.
    static func expectRefused(in dir: String, message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try DocsCommandTests.files(in: dir)
        let run = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(run.status == 1, sourceLocation: sourceLocation)
        #expect(run.stderr == "Error: " + message + "\n", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(try DocsCommandTests.files(in: dir) == before, "nothing written", sourceLocation: sourceLocation)
    }

    /// Item 2: a scene file called `...json` made `{scene}` `..`: the output replaced a file
    /// three folders above the output folder.
    @Test func aPlaceholderCannotClimbOutOfTheOutputFolder() throws {
        let root = try CommandLineTool.temporaryFolder()
        let dir = root + "/a/b/c"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "precious".write(toFile: root + "/precious.txt", atomically: true, encoding: .utf8)
        try Self.scene.write(toFile: dir + "/...json", atomically: true, encoding: .utf8)
        try "images:\n  - {scene: ...json, output: \"{scene}/{scene}/{scene}/precious.txt\"}\n".write(toFile: dir + "/docs.yaml", atomically: true, encoding: .utf8)
        try Self.expectRefused(in: dir, message: #"docs.yaml: images[0].output: "{scene}/{scene}/{scene}/precious.txt" makes "../../../precious.txt", "#
            + #"which has the part ".."; an output path is names separated by "/", inside the output folder (no "", "." or "..")"#)
        #expect(try String(contentsOfFile: root + "/precious.txt", encoding: .utf8) == "precious")
    }

    /// Item 2: a link in the output folder that leads out of it is refused; one that stays inside is followed.
    @Test func aLinkOutOfTheOutputFolderIsRefusedAndOneInsideFollowed() throws {
        let dir = try CommandLineTool.temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/out/real", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/elsewhere", withIntermediateDirectories: true)
        #expect(symlink("../elsewhere", dir + "/out/away") == 0 && symlink("real", dir + "/out/inside") == 0)
        try "output: out\nimages:\n  - {scene: demo, output: away/a.png}\n".write(toFile: dir + "/docs.yaml", atomically: true, encoding: .utf8)
        let real = URL(fileURLWithPath: dir + "/elsewhere").resolvingSymlinksInPath().path
        try Self.expectRefused(in: dir, message: "docs.yaml: images[0].output: images[0]: 'out/away' is a link to '\(real)', "
            + "outside the output folder 'out'; listshot docs follows links only to files and folders inside it")

        try "output: out\nimages:\n  - {scene: demo, output: inside/a.png}\n".write(toFile: dir + "/docs.yaml", atomically: true, encoding: .utf8)
        let run = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/real/a.png"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/out/inside") == "real", "the link stays a link")
    }

    /// Item 11: a FIFO at an image's path (or a link to one) is refused; before, the run
    /// opened it and waited for a reader forever, holding the folder's lock. (The test holds
    /// a reader open, so that before the fix the run wrote into the FIFO instead of hanging.)
    @Test(arguments: ["a.png", "link.png"])
    func aFIFOAtAnOutputIsRefused(output: String) throws {
        let dir = try CommandLineTool.temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        #expect(mkfifo(dir + "/out/a.png", 0o644) == 0 && symlink("a.png", dir + "/out/link.png") == 0)
        let reader = open(dir + "/out/a.png", O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        try "output: out\nimages:\n  - {scene: demo, output: \(output)}\n".write(toFile: dir + "/docs.yaml", atomically: true, encoding: .utf8)
        let run = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "Error: docs.yaml: images[0].output: images[0]: 'out/\(output)' is a FIFO, not a regular file; listshot docs writes only regular files\n")
        var byte: UInt8 = 0
        #expect(read(reader, &byte, 1) <= 0, "nothing was written into the FIFO")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/.listshot-docs-state.json"))
    }

    /// Item 11: the state file is written last, through the same check: a FIFO there is refused before any image is made.
    @Test func aFIFOAtTheStateFileIsRefused() throws {
        let dir = try CommandLineTool.temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        #expect(mkfifo(dir + "/out/.listshot-docs-state.json", 0o644) == 0)
        let reader = open(dir + "/out/.listshot-docs-state.json", O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        try "output: out\nimages:\n  - {scene: demo, output: a.png}\n".write(toFile: dir + "/docs.yaml", atomically: true, encoding: .utf8)
        let run = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == "Error: docs.yaml: output: the state file: 'out/.listshot-docs-state.json' is a FIFO, not a regular file; "
            + "listshot docs writes only regular files\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/out") == [".listshot-docs-state.json"])
    }

    /// Item 3: an output that is the manifest, or a scene file (also by another name: a hard
    /// link), is refused naming both; before, the input was replaced by a PNG.
    @Test func anOutputThatIsAnInputIsRefused() throws {
        let dir = try CommandLineTool.temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/scenes", withIntermediateDirectories: true)
        try Self.scene.write(toFile: dir + "/scenes/s.json", atomically: true, encoding: .utf8)
        try "images:\n  - {scene: demo, output: docs.yaml}\n".write(toFile: dir + "/docs.yaml", atomically: true, encoding: .utf8)
        try Self.expectRefused(in: dir, message: "docs.yaml: images[0].output: 'docs.yaml' (images[0]) is the manifest 'docs.yaml'; an output must not replace an input")

        try "images:\n  - {scene: scenes/s.json, output: scenes/s.json}\n".write(toFile: dir + "/docs.yaml", atomically: true, encoding: .utf8)
        try Self.expectRefused(in: dir, message: "docs.yaml: images[0].output: 'scenes/s.json' (images[0]) is the scene file of images[0] 'scenes/s.json'; "
            + "an output must not replace an input")

        #expect(link(dir + "/scenes/s.json", dir + "/same.png") == 0)
        try "images:\n  - {scene: demo, output: a.png}\n  - {scene: scenes/s.json, output: same.png}\n".write(toFile: dir + "/docs.yaml", atomically: true, encoding: .utf8)
        try Self.expectRefused(in: dir, message: "docs.yaml: images[1].output: 'same.png' (images[1]) is the scene file of images[1] 'scenes/s.json'; "
            + "an output must not replace an input")
        #expect(try String(contentsOfFile: dir + "/scenes/s.json", encoding: .utf8) == Self.scene)
    }
}

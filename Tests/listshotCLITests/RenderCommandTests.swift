import Foundation
import ListshotPNG
import Testing

@Suite struct RenderCommandTests {
    @Test func rendersTheDemoAtAnOffset() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render", "--offset", "120", "-o", "a.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOf: dir + "/a.png")
        #expect(image.width == 780 && image.height == 1688)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.png"], "no temporary file is left behind")
    }

    @Test func renderingTwiceGivesByteIdenticalFiles() throws {
        let dir = try CommandLineTool.temporaryFolder()
        _ = try CommandLineTool.run(["render", "--offset", "120", "-o", "a.png"], in: dir)
        _ = try CommandLineTool.run(["render", "--offset", "120", "-o", "b.png"], in: dir)
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.png"))
        #expect(!a.isEmpty && a == b)
    }

    @Test func theDefaultOutputNameIsTheSceneAndOffset() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render", "--offset", "33.5"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/demo-33.5.png"))
        let help = try CommandLineTool.run(["render", "--help"], in: dir)
        #expect(help.stdout.contains("<scene>-<offset>.png"))
    }

    @Test func aNegativeOffsetIsAValueNotAFlag() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render", "--offset", "-40", "-o", "n.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("offset -40 is outside the scrollable range 0…156; drawing at 0"))
    }

    @Test func anOffsetOutsideTheRangeIsClampedAndSaidSo() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let far = try CommandLineTool.run(["render", "--offset", "5000", "-o", "far.png"], in: dir)
        #expect(far.status == 0)
        #expect(far.stderr.contains("offset 5000 is outside the scrollable range 0…156; drawing at 156"))
        _ = try CommandLineTool.run(["render", "--offset", "156", "-o", "last.png"], in: dir)
        #expect(try PNGDecoder.decode(contentsOf: dir + "/far.png") == (try PNGDecoder.decode(contentsOf: dir + "/last.png")))
    }

    @Test func widthHeightAndScaleChangeTheImage() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render", "--width", "320", "--height", "200", "--scale", "3", "-o", "s.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOf: dir + "/s.png")
        #expect(image.width == 960 && image.height == 600)
    }

    @Test func scenesListsTheBuiltInScenes() throws {
        let result = try CommandLineTool.run(["scenes"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n").first?.hasPrefix("demo ") == true)
    }

    @Test(arguments: [
        (["--offset", "nan"], "--offset"),
        (["--offset", "inf"], "--offset"),
        (["--offset", "-inf"], "--offset"),
        (["--width", "0"], "--width"),
        (["--height", "-5"], "--height must be a finite number greater than 0, got -5"),
        (["--scale", "-1"], "--scale must be a finite number greater than 0, got -1"),
        (["--scale", "nan"], "--scale"),
        (["--width", "100000", "--height", "100000"], "--width 100000 × --height 100000"),
        (["--width", "20000", "--height", "20000", "--scale", "3"], "pixels"),
        (["nosuchscene"], "unknown scene 'nosuchscene'"),
        (["--offset", "twelve"], "--offset"),
    ])
    func badInputFailsNamingTheFlagAndWritesNothing(arguments: [String], named: String) throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render"] + arguments + ["-o", "x.png"], in: dir)
        #expect(result.status != 0)
        #expect(result.stderr.contains(named), "stderr was: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func anOutputInAMissingFolderFailsNamingThePath() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render", "-o", "missing/folder/a.png"], in: dir)
        #expect(result.status != 0)
        #expect(result.stderr.contains("-o: missing/folder/a.png: cannot write file: No such file or directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func anOutputUnderAFileFailsNamingThePath() throws {
        let dir = try CommandLineTool.temporaryFolder()
        _ = FileManager.default.createFile(atPath: dir + "/plain", contents: Data("x".utf8))
        let result = try CommandLineTool.run(["render", "-o", "plain/a.png"], in: dir)
        #expect(result.status != 0)
        #expect(result.stderr.contains("plain/a.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["plain"])
    }

    @Test(.enabled(if: getuid() != 0, "root ignores permission bits, so a read-only folder is writable for it"))
    func anUnwritableFolderFailsAndLeavesNothing() throws {
        let dir = try CommandLineTool.temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/ro", withIntermediateDirectories: false)
        chmod(dir + "/ro", 0o555)
        defer { chmod(dir + "/ro", 0o755) }
        let result = try CommandLineTool.run(["render", "-o", "ro/a.png"], in: dir)
        #expect(result.status != 0)
        #expect(result.stderr.contains("ro/a.png"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/ro").isEmpty)
    }
}

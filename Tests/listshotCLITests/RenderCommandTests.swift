import Foundation
import ListshotRaster
import ListshotScenes
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

    /// Each bad value is refused before any work with its whole message, exit 64 (a usage
    /// error), and nothing written.
    @Test(arguments: [
        (["--offset", "nan"],
         "Error: The value 'nan' is invalid for '--offset <points>': 'nan' is not a decimal number (such as 120, -33.5 or 1e3)"),
        (["--offset", "inf"],
         "Error: The value 'inf' is invalid for '--offset <points>': 'inf' is not a decimal number (such as 120, -33.5 or 1e3)"),
        (["--offset", "-inf"],
         "Error: The value '-inf' is invalid for '--offset <points>': '-inf' is not a decimal number (such as 120, -33.5 or 1e3)"),
        (["--offset", "0x10"],
         "Error: The value '0x10' is invalid for '--offset <points>': '0x10' is not a decimal number (such as 120, -33.5 or 1e3)"),
        (["--offset", "1e400"], "Error: The value '1e400' is invalid for '--offset <points>': '1e400' is too large"),
        (["--offset", "twelve"],
         "Error: The value 'twelve' is invalid for '--offset <points>': 'twelve' is not a decimal number (such as 120, -33.5 or 1e3)"),
        (["--width", "0"], "Error: --width must be greater than 0, got 0"),
        (["--height", "-5"], "Error: --height must be greater than 0, got -5"),
        (["--scale", "-1"], "Error: --scale must be greater than 0, got -1"),
        (["--scale", "nan"],
         "Error: The value 'nan' is invalid for '--scale <pixels>': 'nan' is not a decimal number (such as 120, -33.5 or 1e3)"),
        // Issue 7, item 6: the rule is one pixel, and the message names the flags that broke it.
        (["--scale", "0.001"],
         "Error: --width 390 at --scale 0.001 is 0.39 pixels; the viewport must be at least 1 pixel wide"),
        (["--width", "0.4", "--scale", "1"],
         "Error: --width 0.4 at --scale 1 is 0.4 pixels; the viewport must be at least 1 pixel wide"),
        (["--height", "0.2"],
         "Error: --height 0.2 at --scale 2 is 0.4 pixels; the viewport must be at least 1 pixel tall"),
        (["--width", "100000", "--height", "100000"],
         "Error: --width 100000 × --height 100000 at --scale 2: the viewport would be 200000 × 200000 pixels, more than a "
            + "framebuffer holds (at most 32768 pixels a side and 1024 MiB)"),
        (["nosuchscene"],
         "Error: unknown scene 'nosuchscene'; the built-in scenes are: \(BuiltInScene.all.map(\.name).joined(separator: ", ")); a scene file is named by its path, "
            + "which contains a '/' or ends in .json, .yaml or .yml"),
    ])
    func badInputFailsNamingTheFlagAndWritesNothing(arguments: [String], message: String) throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render"] + arguments + ["-o", "x.png"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == message, "stderr was: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    /// Issue 7, item 8: a missing output folder is a usage error found before any work.
    @Test func anOutputInAMissingFolderFailsNamingThePath() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render", "contacts", "-o", "missing/folder/a.png"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first == "Error: -o missing/folder/a.png: the folder 'missing/folder' does not exist")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func anOutputUnderAFileFailsNamingThePath() throws {
        let dir = try CommandLineTool.temporaryFolder()
        _ = FileManager.default.createFile(atPath: dir + "/plain", contents: Data("x".utf8))
        let result = try CommandLineTool.run(["render", "-o", "plain/a.png"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.split(separator: "\n").first == "Error: -o plain/a.png: 'plain' is not a folder")
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

/// `listshot render` with a scene file instead of a built-in scene's name.
@Suite struct RenderSceneFileTests {
    static let people = """
        {
          "viewport": {"width": 320, "height": 200, "scale": 3},
          "style": "grouped",
          "sections": [
            {"header": {"text": "People"}, "rows": [{"text": "Ada", "detail": "Analyst", "height": 60}, {"text": "Grace"}]},
            {"generate": {"count": 100, "text": "Row {i}", "heights": [40, 60]}}
          ]
        }
        """

    static func folder(with json: String = people, named name: String = "people.json") throws -> String {
        let dir = try CommandLineTool.temporaryFolder()
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
        return dir
    }

    @Test func aSceneFileIsDrawnAtItsViewportUnderItsOwnName() throws {
        let dir = try Self.folder()
        let result = try CommandLineTool.run(["render", "people.json", "--offset", "120"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "people-120.png\n")
        let image = try PNGDecoder.decode(contentsOf: dir + "/people-120.png")
        #expect(image.width == 960 && image.height == 600)
    }

    @Test func theDefaultNameIsTheFilesStemInTheCurrentFolder() throws {
        let dir = try Self.folder()
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: false)
        let result = try CommandLineTool.run(["render", "../people.json", "--offset", "33.5"], in: dir + "/out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/people-33.5.png"))
    }

    @Test(arguments: [
        (["--scale", "1"], 320, 200),
        (["--width", "100"], 300, 600),
        (["--height", "50", "--scale", "2"], 640, 100),
    ])
    func aFlagOverridesTheFilesViewport(flags: [String], width: Int, height: Int) throws {
        let dir = try Self.folder()
        let result = try CommandLineTool.run(["render", "./people.json", "-o", "a.png"] + flags, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOf: dir + "/a.png")
        #expect(image.width == width && image.height == height)
    }

    @Test func aSceneFileDrawsTheSameAsItsOwnFlags() throws {
        let dir = try Self.folder()
        _ = try CommandLineTool.run(["render", "people.json", "-o", "a.png"], in: dir)
        _ = try CommandLineTool.run(["render", "people.json", "-o", "b.png", "--width", "320", "--height", "200", "--scale", "3"], in: dir)
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.png"))
        #expect(!a.isEmpty && a == b)
    }

    @Test(arguments: [
        (#"{"sections": [{"rows": [{}, {"height": -5}]}]}"#, #"bad.json: sections[0].rows[1].height: expected a number ≥ 0 or "automatic", got -5"#),
        (#"{"style": "fancy", "sections": []}"#, #"bad.json: style: unknown style "fancy"; use "plain", "grouped" or "insetGrouped""#),
        (#"{"sections": [{"generate": {"count": -3}}]}"#, "bad.json: sections[0].generate.count: must be a whole number ≥ 0, got -3"),
        (#"{"rowHeigt": 40, "sections": []}"#, #"bad.json: rowHeigt: unknown key; did you mean "rowHeight"?"#),
        ("{\n  \"sections\": [\n    {\"rows\": [}\n  ]\n}", "bad.json: not valid JSON (line 3, column 15)"),
        (#"{"viewport": {"width": 20000, "height": 20000, "scale": 3}, "sections": []}"#, "bad.json: viewport: the viewport would be 60000 × 60000 pixels"),
    ])
    func aBadSceneFileFailsNamingTheFileAndKeyPathAndWritesNothing(json: String, message: String) throws {
        let dir = try Self.folder(with: json, named: "bad.json")
        let result = try CommandLineTool.run(["render", "bad.json"], in: dir)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "stderr was: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["bad.json"], "no PNG is written")
    }

    @Test func aMissingSceneFileIsNamed() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render", "./nope.json"], in: dir)
        #expect(result.status != 0)
        #expect(result.stderr.contains("./nope.json: cannot read file: No such file or directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func aFileNamedWithoutAPathGetsAHint() throws {
        let dir = try Self.folder(named: "people")
        let result = try CommandLineTool.run(["render", "people"], in: dir)
        #expect(result.status != 0)
        #expect(result.stderr.contains("unknown scene 'people'; the built-in scenes are: demo"))
        #expect(result.stderr.contains("./people"), "stderr was: \(result.stderr)")
        let unknown = try CommandLineTool.run(["render", "nosuchscene"], in: dir)
        #expect(unknown.stderr.contains("a scene file is named by its path"), "stderr was: \(unknown.stderr)")
    }

    @Test func aViewportTooLargeForTheFileAndFlagsIsRefused() throws {
        let dir = try Self.folder()
        let result = try CommandLineTool.run(["render", "people.json", "--scale", "200"], in: dir)
        #expect(result.status != 0)
        #expect(result.stderr.contains("--width 320 × --height 200 at --scale 200 (the viewport of people.json and the flags given)"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["people.json"])
    }

    @Test func helpExplainsSceneFilesAndTheViewportDefaults() throws {
        let help = try CommandLineTool.run(["render", "--help"], in: try CommandLineTool.temporaryFolder())
        #expect(help.stdout.contains("scene file"))
        #expect(help.stdout.contains("Default: the scene file's width, else 390."))
        #expect(help.stdout.contains("Default: the scene file's scale, else 2."))
    }
}

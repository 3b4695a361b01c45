import Foundation
import ListshotRaster
import ListshotScenes
import ListshotText
import Testing

/// `--device`, `--appearance` and `--text-size` on `render` and `layout`, and YAML scene files.
@Suite struct SceneLookFlagTests {
    static let yaml = """
        viewport: {width: 320, height: 200}
        rowHeight: 44
        sections:
          - header: {text: People}
            rows: [{text: Ada, detail: Analyst}, {text: Grace}, {text: Alan}]
        """

    @Test func aYAMLFileIsAScenePathAndTheDeviceFlagSetsItsViewport() throws {
        let dir = try LayoutCommandTests.folder(with: Self.yaml, named: "people.yaml")
        let plain = try CommandLineTool.run(["layout", "people.yaml"], in: dir)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(try LayoutCommandTests.parse(plain.stdout)["contentSize"] as? [String: Double] == ["width": 320, "height": 160])
        let phone = try CommandLineTool.run(["layout", "people.yaml", "--device", "iphone-15"], in: dir)
        #expect(phone.status == 0, "\(phone.stderr)")
        #expect(try LayoutCommandTests.parse(phone.stdout)["contentSize"] as? [String: Double] == ["width": 393, "height": 160])
    }

    @Test func theAppearanceFlagDrawsWhatTheFilesKeyDraws() throws {
        let dir = try LayoutCommandTests.folder(with: Self.yaml, named: "people.yaml")
        try Data(("appearance: dark\ntextSize: XL\n" + Self.yaml).utf8).write(to: URL(fileURLWithPath: dir + "/dark.yml"))
        let flagged = try CommandLineTool.run(
            ["render", "people.yaml", "--appearance", "dark", "--text-size", "extraLarge", "-o", "flagged.png"], in: dir)
        #expect(flagged.status == 0, "\(flagged.stderr)")
        let keyed = try CommandLineTool.run(["render", "dark.yml", "-o", "keyed.png"], in: dir)
        #expect(keyed.status == 0, "\(keyed.stderr)")
        let image = try PNGDecoder.decode(contentsOf: dir + "/flagged.png")
        #expect(image == (try PNGDecoder.decode(contentsOf: dir + "/keyed.png")))
        #expect(image.color(x: 0, y: image.height - 1) == .black)
    }

    @Test func theDeviceFlagWorksForBuiltInScenes() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render", "demo", "--device", "iphone-se-3", "-o", "se.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOf: dir + "/se.png")
        #expect((image.width, image.height) == (750, 1334))
    }

    @Test(arguments: [
        (["--device", "iphone15"], #"Error: unknown device "iphone15"; did you mean "iphone-15"? (use "iphone-se-3", "#),
        (["--appearance", "night"], #"Error: unknown appearance "night"; did you mean "light"? (use "light", "dark")"#),
        (["--text-size", "extraLarg"], #"Error: unknown text size "extraLarg"; did you mean "extraLarge"? (use "extraSmall", "#),
    ])
    func badValuesAreRefusedBeforeAnyWork(arguments: [String], message: String) throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render"] + arguments + ["-o", "x.png"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    }

    /// A built-in scene at another text size is drawn from its scene file: the same pixels as
    /// the printed file drawn with the same flag.
    @Test func aBuiltInSceneIsDrawnFromItsFileAtAnotherTextSize() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let printed = try CommandLineTool.run(["scenes", "demo", "--print"], in: dir)
        #expect(printed.status == 0, "\(printed.stderr)")
        try Data(printed.stdout.utf8).write(to: URL(fileURLWithPath: dir + "/demo.yaml"))
        for (arguments, output) in [(["demo"], "builtin.png"), (["demo.yaml"], "file.png"), (["demo", "--text-size", "L"], "default.png")] {
            let flags = output == "default.png" ? [] : ["--text-size", "AX3"]
            let run = try CommandLineTool.run(["render"] + arguments + flags + ["-o", output], in: dir)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let builtIn = try PNGDecoder.decode(contentsOf: dir + "/builtin.png")
        #expect(builtIn == (try PNGDecoder.decode(contentsOf: dir + "/file.png")))
        #expect(builtIn != (try PNGDecoder.decode(contentsOf: dir + "/default.png")))
    }

    /// The built-in scenes' files name UIKit's system colours, so a built-in scene drawn dark
    /// is dark: the table's background, the names' text.
    @Test(arguments: ["contacts", "sections", "animals", "grid"])
    func aBuiltInSceneDrawnDarkTakesTheDarkColours(scene: String) throws {
        let dir = try CommandLineTool.temporaryFolder()
        for appearance in ["light", "dark"] {
            let run = try CommandLineTool.run(["render", scene, "--appearance", appearance, "--offset", "0", "-o", appearance + ".png"], in: dir)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let light = try PNGDecoder.decode(contentsOf: dir + "/light.png"), dark = try PNGDecoder.decode(contentsOf: dir + "/dark.png")
        // The bottom right corner shows the table's background in every one of these scenes.
        #expect(light.color(x: light.width - 1, y: light.height - 1) == .white)
        #expect(dark.color(x: dark.width - 1, y: dark.height - 1) == .black)
    }

    @Test func aYAMLSyntaxErrorNamesTheFileLineAndColumn() throws {
        let dir = try LayoutCommandTests.folder(with: "sections:\n  - rows: [\n", named: "bad.yaml")
        let result = try CommandLineTool.run(["render", "bad.yaml", "-o", "x.png"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: bad.yaml: not valid YAML (line 3, column 1): "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    }
}

import Foundation
import ListshotPNG
import ListshotRaster
import ListshotScenes
import Testing

/// `--device`, `--appearance` and `--text-size` on `render` and `layout`, and YAML scene files.
@Suite struct SceneLookFlagTests {
    static let yaml = """
        viewport: {width: 320, height: 200}
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
        (["demo", "--appearance", "dark"], "Error: --appearance and --text-size apply to scene files; "),
    ])
    func badValuesAreRefusedBeforeAnyWork(arguments: [String], message: String) throws {
        let dir = try CommandLineTool.temporaryFolder()
        let result = try CommandLineTool.run(["render"] + arguments + ["-o", "x.png"], in: dir)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    }

    @Test func aYAMLSyntaxErrorNamesTheFileLineAndColumn() throws {
        let dir = try LayoutCommandTests.folder(with: "sections:\n  - rows: [\n", named: "bad.yaml")
        let result = try CommandLineTool.run(["render", "bad.yaml", "-o", "x.png"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("Error: bad.yaml: not valid YAML (line 3, column 1): "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    }
}

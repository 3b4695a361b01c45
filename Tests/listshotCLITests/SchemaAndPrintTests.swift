import Foundation
import ListshotPNG
import ListshotScenes
import Testing

/// `listshot schema` and `listshot scenes NAME --print`.
@Suite struct SchemaAndPrintTests {
    @Test func schemaPrintsTheCheckedInSchema() throws {
        let result = try CommandLineTool.run(["schema"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == SceneSchema.text)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    }

    /// The printed demo, rendered, is the built-in demo's PNG byte for byte, in both formats.
    @Test(arguments: ["yaml", "json"])
    func aPrintedSceneRendersAsTheBuiltInScene(format: String) throws {
        let dir = try CommandLineTool.temporaryFolder()
        let printed = try CommandLineTool.run(["scenes", "demo", "--print", "--format", format], in: dir)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout == SceneExample.named("demo")?.text(in: format == "json" ? .json : .yaml))
        try Data(printed.stdoutBytes).write(to: URL(fileURLWithPath: dir + "/mine.\(format)"))
        for arguments in [["render", "demo", "--offset", "120", "-o", "builtin.png"], ["render", "mine.\(format)", "--offset", "120", "-o", "file.png"]] {
            let result = try CommandLineTool.run(arguments, in: dir)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try PNGDecoder.decode(contentsOf: dir + "/file.png") == PNGDecoder.decode(contentsOf: dir + "/builtin.png"))
    }

    @Test(arguments: [
        (["scenes", "--print"], "Error: --print needs a scene's name: listshot scenes NAME --print"),
        (["scenes", "demo"], "Error: give --print to print a scene as a file; `listshot scenes` lists them"),
        (["scenes", "dmeo", "--print"], #"Error: unknown scene "dmeo"; did you mean "demo"? (use "demo", "people")"#),
        (["scenes", "contacts", "--print"], "Error: the built-in scene 'contacts' draws with code that a scene file cannot express yet "
            + "(images, custom cells); scenes to print: demo, people"),
        (["scenes", "demo", "--print", "--format", "xml"], "Error: The value 'xml' is invalid for '--format <format>'"),
    ])
    func printRefusesWhatItCannotPrint(arguments: [String], message: String) throws {
        let result = try CommandLineTool.run(arguments, in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

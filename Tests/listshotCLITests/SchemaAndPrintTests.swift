import Foundation
import ListshotRaster
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

    /// A printed scene, rendered, is the built-in scene's PNG byte for byte, in both formats
    /// (every built-in scene has a file: BuiltInFilesTests compares them all in-process).
    @Test(arguments: ["demo", "cells", "grid"], ["yaml", "json"])
    func aPrintedSceneRendersAsTheBuiltInScene(name: String, format: String) throws {
        let dir = try CommandLineTool.temporaryFolder()
        let printed = try CommandLineTool.run(["scenes", name, "--print", "--format", format], in: dir)
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stdout == SceneExample.named(name)?.text(in: format == "json" ? .json : .yaml))
        try Data(printed.stdoutBytes).write(to: URL(fileURLWithPath: dir + "/mine.\(format)"))
        for arguments in [["render", name, "--offset", "120", "-o", "builtin.png"], ["render", "mine.\(format)", "--offset", "120", "-o", "file.png"]] {
            let result = try CommandLineTool.run(arguments, in: dir)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try PNGDecoder.decode(contentsOf: dir + "/file.png") == PNGDecoder.decode(contentsOf: dir + "/builtin.png"))
    }

    @Test(arguments: [
        (["scenes", "--print"], "Error: --print needs a scene's name: listshot scenes NAME --print"),
        (["scenes", "demo"], "Error: give --print to print a scene as a file; `listshot scenes` lists them"),
        (["scenes", "dmeo", "--print"], #"Error: unknown scene "dmeo"; did you mean "demo"? (use "demo", "animals", "animal-detail", "#
            + #""classmates", "cells", "typography", "sections", "contacts", "carousel", "wheel", "wheel-right", "grid", "grid-horizontal", "contacts-rtl", "chat", "settings", "people")"#),
        (["scenes", "demo", "--print", "--format", "xml"], "Error: The value 'xml' is invalid for '--format <format>'"),
    ])
    func printRefusesWhatItCannotPrint(arguments: [String], message: String) throws {
        let result = try CommandLineTool.run(arguments, in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}

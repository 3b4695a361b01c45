#if canImport(Glibc)
import Glibc
#endif
import ListshotRendering
import ListshotTestSupport
import Testing

/// Issue 21, items 2, 9, 15 and 17: an output path is checked after its placeholders are
/// filled, images are counted while the manifest is read, and two images never meet in
/// one file or one folder.
@Suite struct DocsOutputNameTests {
    /// The error of the manifest `json` (as `docs.json`) in a folder holding `files` (empty scenes).
    static func error(_ json: String, sceneFiles: [String] = []) throws -> String {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        for name in sceneFiles { writePlain(Array(#"{"sections": []}"#.utf8), to: folder + "/" + name) }
        let error = try #require(throws: DocsManifestError.self) {
            _ = try DocsManifest.parse(Array(json.utf8), path: folder + "/docs.json").images()
        }
        return error.description.replacing(folder, with: "DIR")
    }

    /// Item 2: `{scene}` of a scene file called `...json` is `..`; filled in three times it
    /// climbed three folders above the output folder.
    @Test func aPlaceholderThatFillsInDotDotIsRefused() throws {
        #expect(try Self.error(#"{"images": [{"scene": "...json", "output": "{scene}/{scene}/{scene}/precious.txt"}]}"#, sceneFiles: ["...json"])
            == #"DIR/docs.json: images[0].output: "{scene}/{scene}/{scene}/precious.txt" makes "../../../precious.txt", which has the part ".."; "#
            + #"an output path is names separated by "/", inside the output folder (no "", "." or "..")"#)
        #expect(try Self.error(#"{"images": [{"scene": "..json", "output": "a/{scene}/b.png"}]}"#, sceneFiles: ["..json"])
            == #"DIR/docs.json: images[0].output: "a/{scene}/b.png" makes "a/./b.png", which has the part "."; "#
            + #"an output path is names separated by "/", inside the output folder (no "", "." or "..")"#)
    }

    /// Item 2: a part that is empty or `.` is refused in the template too: one spelling per file.
    @Test(arguments: [
        ("./a.png", #""./a.png" has the part "."; an output path is names separated by "/", inside the output folder (no "", "." or "..")"#),
        ("a//b.png", #""a//b.png" has the part ""; an output path is names separated by "/", inside the output folder (no "", "." or "..")"#),
    ])
    func anEmptyOrDotPartIsRefused(output: String, message: String) throws {
        #expect(try Self.error(#"{"images": [{"scene": "demo", "output": "\#(output)"}]}"#) == "DIR/docs.json: images[0].output: " + message)
    }

    /// Item 15: a NUL ends a file name for the system, so `x.png\u0000a` and `x.png\u0000b`
    /// were two names to the duplicate check and one file to the disk.
    @Test func aNulInAnOutputIsRefused() throws {
        #expect(try Self.error(#"{"images": [{"scene": "demo", "output": "x.png\u0000a"}, {"scene": "cells", "output": "x.png\u0000b"}]}"#)
            == #"DIR/docs.json: images[0].output: "x.png\u0000a" holds a NUL character, which no file name may hold"#)
    }

    /// Item 15: one image's output cannot be a folder on the way to another's.
    @Test func anOutputInsideAnotherOutputIsRefused() throws {
        #expect(try Self.error(#"{"images": [{"scene": "demo", "output": "a.png"}, {"scene": "cells", "output": "a.png/b.png"}]}"#)
            == #"DIR/docs.json: images[1].output: "a.png/b.png" (images[1]) is inside "a.png", the file images[0] writes; one path cannot be both a file and a folder"#)
        #expect(try Self.error(#"{"images": [{"scene": "demo", "output": "x/a.png/b.png"}, {"scene": "cells", "output": "x/a.png"}]}"#)
            == #"DIR/docs.json: images[0].output: "x/a.png/b.png" (images[0]) is inside "x/a.png", the file images[1] writes; one path cannot be both a file and a folder"#)
    }

    /// Item 15: `light` and `Light` are one appearance: they made the same image twice.
    @Test(arguments: [
        (#""appearance": ["light", "Light"]"#, "appearance", #"images[0].matrix.appearance[1]: "Light" is "light" (images[0].matrix.appearance[0]) again: both are "light"; list each once"#),
        (#""textSize": ["AX1", "accessibilityMedium"]"#, "textSize", #"images[0].matrix.textSize[1]: "accessibilityMedium" is "AX1" (images[0].matrix.textSize[0]) again: both are "accessibilityMedium"; list each once"#),
        (#""textSize": ["large", "L"]"#, "textSize", #"images[0].matrix.textSize[1]: "L" is "large" (images[0].matrix.textSize[0]) again: both are "large"; list each once"#),
    ])
    func oneValueSpeltTwiceInAMatrixIsRefused(matrix: String, key: String, message: String) throws {
        #expect(try Self.error(#"{"images": [{"scene": "scenes.json", "output": "a-{\#(key)}.png", "matrix": {\#(matrix)}}]}"#, sceneFiles: ["scenes.json"])
            == "DIR/docs.json: " + message)
    }

    /// Item 14: a value is never read again for placeholders, so a scene file called
    /// `{offset}.yaml` gives `{offset}` whatever order the placeholders are filled in.
    @Test func aPlaceholdersValueIsNotFilledAgain() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writePlain(Array("sections: []\n".utf8), to: folder + "/{offset}.yaml")
        let json = #"{"images": [{"scene": "{offset}.yaml", "output": "{scene}-{offset}-{appearance}-{textSize}-{device}.png", "offsets": 5, "#
            + #""matrix": {"appearance": ["dark"], "textSize": ["AX1"], "device": ["iphone-15"]}}]}"#
        let images = try DocsManifest.parse(Array(json.utf8), path: folder + "/docs.json").images()
        #expect(images.map(\.name) == ["{offset}-5-dark-AX1-iphone-15.png"])
    }

    /// Item 9: a manifest of many entries, each an alias of a 1,000-offset range, is refused
    /// at the entry that passes 10,000 images, before the entries after it are read (before,
    /// every entry's offsets were made first: 17,090 entries, 12 s and 190 MB in a debug build).
    @Test func tooManyImagesAreRefusedAtTheEntryThatPassesTheLimit() throws {
        var yaml = "images:\n  - {scene: demo, output: \"a0/{offset}.png\", offsets: &r \"0:999:1\"}\n"
        for index in 1..<17_000 { yaml += "  - {scene: demo, output: \"a\(index)/{offset}.png\", offsets: *r}\n" }
        let error = try #require(throws: DocsManifestError.self) { try DocsManifest.parse(Array(yaml.utf8), path: "docs.yaml") }
        #expect(error.description == "docs.yaml: images[10]: the images up to this entry are more than 10,000, every offset and matrix combination counted; "
            + "listshot docs makes at most 10,000 from one manifest")
    }

    /// Item 17: a manifest that is not UTF-8 is called a manifest, not a scene file.
    @Test func aManifestThatIsNotUTF8IsNamedAsTheManifest() throws {
        let error = try #require(throws: DocsManifestError.self) {
            try DocsManifest.parse(Array("images:\n  - scene: d\u{E9}mo\n".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xA9 }), path: "docs.yaml")
        }
        #expect(error.description == "docs.yaml: not UTF-8 (line 2); a manifest is JSON or YAML in UTF-8: save it as UTF-8")
    }
}

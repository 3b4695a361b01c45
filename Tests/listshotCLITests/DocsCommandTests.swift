import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// `listshot docs MANIFEST`: every image of a manifest, only what changed, in shards.
@Suite struct DocsCommandTests {
    static let people = #"{"viewport": {"width": 200, "height": 120, "scale": 1}, "rowHeight": 40, "sections": [{"generate": {"count": 20, "text": "Person {i}"}}]}"#
    static let pets = #"{"viewport": {"width": 200, "height": 120, "scale": 1}, "rowHeight": 40, "sections": [{"generate": {"count": 20, "text": "Pet {i}"}}]}"#
    static let manifest = """
        output: out
        images:
          - scene: scenes/people.json
            output: people/{scene}-{offset}.png
            offsets: "0:80:40"
          - scene: scenes/pets.json
            output: pets-{offset}.png
            offsets: [0, 200]
          - scene: scenes/pets.json
            kind: strip
            output: pets-strip.png
            offsets: [0, 400]
          - scene: scenes/people.json
            kind: animation
            output: people-scroll.png
            offsets: [0, 400]
            duration: 0.5
            fps: 10
        """
    /// The outputs of `manifest`, relative to `out`.
    static let outputs = [
        "people/people-0.png", "people/people-40.png", "people/people-80.png", "pets-0.png", "pets-200.png", "pets-strip.png",
        "people-scroll.png",
    ]

    /// A folder holding the manifest `docs.yaml` and its two scene files.
    static func project() throws -> String {
        let dir = try CommandLineTool.temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/scenes", withIntermediateDirectories: true)
        try people.write(toFile: dir + "/scenes/people.json", atomically: true, encoding: .utf8)
        try pets.write(toFile: dir + "/scenes/pets.json", atomically: true, encoding: .utf8)
        try manifest.write(toFile: dir + "/docs.yaml", atomically: true, encoding: .utf8)
        return dir
    }

    /// The summary line without its time: `listshot docs: 3 made, 4 skipped, 0 failed`.
    static func summary(_ stderr: String) -> String {
        let last = stderr.split(separator: "\n").last.map(String.init) ?? ""
        return last.replacing(#/ in [0-9.]+ s$/#, with: "")
    }

    /// The images made, as the per-image lines name them, sorted.
    static func made(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").filter { $0.hasPrefix("made ") }.map { String($0.dropFirst("made out/".count)) }.sorted()
    }

    /// Every file under `folder`, relative to it, with its bytes.
    static func files(in folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)!
        while let name = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
            if !isFolder.boolValue { files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)) }
        }
        return files
    }

    @Test func theSecondRunMakesNothing() throws {
        let dir = try Self.project()
        let first = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(Self.summary(first.stderr) == "listshot docs: 7 made, 0 skipped, 0 failed")
        #expect(Self.made(first.stderr) == Self.outputs.sorted())
        let before = try Self.files(in: dir + "/out")
        #expect(Set(before.keys) == Set(Self.outputs + [".listshot-docs-state.json"]))

        let second = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.hasPrefix("listshot docs: 0 made, 7 skipped, 0 failed in "), "only the summary: \(second.stderr)")
        #expect(try Self.files(in: dir + "/out") == before)

        let forced = try CommandLineTool.run(["docs", "docs.yaml", "--force"], in: dir)
        #expect(Self.summary(forced.stderr) == "listshot docs: 7 made, 0 skipped, 0 failed")
        var again = try Self.files(in: dir + "/out"), made = before
        #expect(Self.withoutStamps(again[".listshot-docs-state.json"]) == Self.withoutStamps(made[".listshot-docs-state.json"]),
            "the same records, but for the new files' stamps")
        again[".listshot-docs-state.json"] = nil
        made[".listshot-docs-state.json"] = nil
        #expect(again == made, "the same bytes again")
    }

    @Test func aChangedSceneRemakesOnlyItsOwnImages() throws {
        let dir = try Self.project()
        #expect(try CommandLineTool.run(["docs", "docs.yaml"], in: dir).status == 0)
        try Self.pets.replacing("Pet {i}", with: "Dog {i}").write(toFile: dir + "/scenes/pets.json", atomically: true, encoding: .utf8)
        let run = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.made(run.stderr) == ["pets-0.png", "pets-200.png", "pets-strip.png"])
        #expect(Self.summary(run.stderr) == "listshot docs: 3 made, 4 skipped, 0 failed")

        // A deleted output is made again, alone.
        try FileManager.default.removeItem(atPath: dir + "/out/people/people-40.png")
        let again = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(Self.made(again.stderr) == ["people/people-40.png"])
    }

    /// Two machines, each with one shard, make exactly the files of one unsharded run.
    @Test func twoShardsMakeTheFilesOfOneRun() throws {
        let whole = try Self.project(), first = try Self.project(), second = try Self.project()
        #expect(try CommandLineTool.run(["docs", "docs.yaml"], in: whole).status == 0)
        let one = try CommandLineTool.run(["docs", "docs.yaml", "--shard", "1/2"], in: first)
        let two = try CommandLineTool.run(["docs", "docs.yaml", "--shard", "2/2"], in: second)
        #expect(one.status == 0 && two.status == 0, "\(one.stderr)\(two.stderr)")
        #expect(Self.summary(one.stderr) == "listshot docs: 4 made, 0 skipped, 0 failed")
        #expect(Self.summary(two.stderr) == "listshot docs: 3 made, 0 skipped, 0 failed")
        var union = try Self.files(in: first + "/out")
        let other = try Self.files(in: second + "/out")
        #expect(Set(union.keys).intersection(other.keys) == [".listshot-docs-state.json"], "no image in both shards")
        union.merge(other) { a, _ in a }
        var expected = try Self.files(in: whole + "/out")
        union[".listshot-docs-state.json"] = nil
        expected[".listshot-docs-state.json"] = nil
        #expect(union == expected, "byte for byte")

        // Both shards run one after the other in one folder: the state holds every image, as one run's does
        // (the same records but for each file's stamp: its inode and times).
        #expect(try CommandLineTool.run(["docs", "docs.yaml", "--shard", "2/2"], in: first).status == 0)
        var both = try Self.files(in: first + "/out"), oneRun = try Self.files(in: whole + "/out")
        #expect(Self.withoutStamps(both[".listshot-docs-state.json"]) == Self.withoutStamps(oneRun[".listshot-docs-state.json"]))
        both[".listshot-docs-state.json"] = nil
        oneRun[".listshot-docs-state.json"] = nil
        #expect(both == oneRun)
    }

    /// A state file's text without its files' stamps, which differ from folder to folder.
    static func withoutStamps(_ state: Data?) -> String {
        String(decoding: state ?? Data(), as: UTF8.self).replacing(#/, "stamp": "[^"]*"/#, with: "")
    }

    @Test func aDryRunListsWhatWouldBeMadeAndWritesNothing() throws {
        let dir = try Self.project()
        let dry = try CommandLineTool.run(["docs", "docs.yaml", "--dry-run"], in: dir)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout == Self.outputs.map { "new      out/\($0)\n" }.joined())
        #expect(dry.stderr == "listshot docs: would make 7, skip 0 (dry run: nothing written)\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))

        #expect(try CommandLineTool.run(["docs", "docs.yaml"], in: dir).status == 0)
        try Self.pets.replacing("Pet", with: "Cat").write(toFile: dir + "/scenes/pets.json", atomically: true, encoding: .utf8)
        let before = try Self.files(in: dir + "/out")
        let changed = try CommandLineTool.run(["docs", "docs.yaml", "--dry-run"], in: dir)
        #expect(changed.stdout == "changed  out/pets-0.png\nchanged  out/pets-200.png\nchanged  out/pets-strip.png\n")
        #expect(changed.stderr == "listshot docs: would make 3, skip 4 (dry run: nothing written)\n")
        let forced = try CommandLineTool.run(["docs", "docs.yaml", "--dry-run", "--force"], in: dir)
        #expect(forced.stdout == Self.outputs.map { "forced   out/\($0)\n" }.joined())
        #expect(try Self.files(in: dir + "/out") == before)
    }

    /// A scene file that is not a scene stops the build before any image is made, naming the
    /// manifest's entry and the scene file's own mistake.
    @Test func aSceneThatIsNoSceneStopsTheBuildBeforeAnyWork() throws {
        let dir = try Self.project()
        try #"{"sections": [], "rowHight": 40}"#.write(toFile: dir + "/scenes/pets.json", atomically: true, encoding: .utf8)
        for flags in [[], ["--dry-run"]] {
            let run = try CommandLineTool.run(["docs", "docs.yaml"] + flags, in: dir)
            #expect(run.status == 1)
            #expect(run.stderr == #"Error: docs.yaml: images[1].scene: scenes/pets.json: rowHight: unknown key; did you mean "rowHeight"? "#
                + #"(a scene takes "device", "viewport", "appearance", "textSize", "direction", "layout", "style", "contentInset", "rowHeight", "#
                + #""estimatedRowHeight", "backgroundColor", "separators", "fonts", "cells", "sections", "statusBar", "navigationBar", "#
                + #""searchBar", "tabBar", "toolbar")"# + "\n")
            #expect(run.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
        }
    }

    /// An image that cannot be written fails alone; the others are made, and the exit code is 1.
    @Test func aFailedImageLeavesTheOthersAndExitsOne() throws {
        let dir = try Self.project()
        // A folder where pets-200.png should go: the rename into place fails.
        try FileManager.default.createDirectory(atPath: dir + "/out/pets-200.png", withIntermediateDirectories: true)
        let run = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.contains("failed out/pets-200.png (images[1] (offset 200)): out/pets-200.png: cannot write file: Is a directory\n"), "\(run.stderr)")
        #expect(Self.summary(run.stderr) == "listshot docs: 6 made, 0 skipped, 1 failed")
        #expect(Self.made(run.stderr) == Self.outputs.filter { $0 != "pets-200.png" }.sorted())
        let again = try CommandLineTool.run(["docs", "docs.yaml", "--dry-run"], in: dir)
        #expect(again.stdout == "new      out/pets-200.png\n", "only the failed image is made again")
    }

    /// Two shards started at once into one folder take turns: the second waits for the
    /// first, then plans from the state file it wrote, so the state ends up recording every
    /// image and a third run makes nothing.
    @Test func twoShardsAtOnceIntoOneFolderTakeTurns() throws {
        let dir = try Self.project()
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        // Hold the folder's lock, as a run in progress would, while both shards start.
        let held = open(dir + "/out", O_RDONLY | O_DIRECTORY)
        #expect(held >= 0 && flock(held, LOCK_EX) == 0)
        var shards: [(Process, String)] = []
        for shard in ["1/2", "2/2"] {
            let process = Process()
            process.executableURL = CommandLineTool.executable
            process.arguments = ["docs", "docs.yaml", "--shard", shard]
            process.currentDirectoryURL = URL(fileURLWithPath: dir)
            let log = dir + "/shard-\(shard.prefix(1)).log"
            _ = FileManager.default.createFile(atPath: log, contents: nil)
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            shards.append((process, log))
        }
        let waiting = "listshot docs: another listshot docs is writing into 'out'; waiting for it to finish\n"
        func log(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        let deadline = Date().addingTimeInterval(60)
        while shards.contains(where: { log($0.1) != waiting }) && Date() < deadline { usleep(20_000) }
        for (_, path) in shards { #expect(log(path) == waiting) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/out").isEmpty, "nothing is made while the lock is held")
        close(held)
        for (process, path) in shards {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(log(path))")
        }
        let made = shards.flatMap { Self.made(log($0.1)) }.sorted()
        #expect(made == Self.outputs.sorted())
        let again = try CommandLineTool.run(["docs", "docs.yaml", "--dry-run"], in: dir)
        #expect(again.stdout.isEmpty, "the state file records both shards' images")
        #expect(again.stderr == "listshot docs: would make 0, skip 7 (dry run: nothing written)\n")
    }

    /// A built-in scene takes a matrix: it is drawn from its scene file with each combination,
    /// as `render NAME` draws it with the same flags.
    @Test func aBuiltInSceneTakesAMatrix() throws {
        let dir = try Self.project()
        try """
            images:
              - scene: demo
                output: "demo-{textSize}-{appearance}.png"
                matrix: {textSize: [large, AX3], appearance: [dark]}
            """.write(toFile: dir + "/builtin.yaml", atomically: true, encoding: .utf8)
        let run = try CommandLineTool.run(["docs", "builtin.yaml"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.summary(run.stderr) == "listshot docs: 2 made, 0 skipped, 0 failed")
        let made = try Self.files(in: dir)
        for size in ["large", "AX3"] {
            let render = try CommandLineTool.run(["render", "demo", "--text-size", size, "--appearance", "dark", "-o", "r.png"], in: dir)
            #expect(render.status == 0, "\(render.stderr)")
            #expect(made["demo-\(size)-dark.png"] == (try Data(contentsOf: URL(fileURLWithPath: dir + "/r.png"))), "\(size)")
        }
        #expect(made["demo-large-dark.png"] != made["demo-AX3-dark.png"])
    }

    @Test(arguments: [
        (["--shard", "3/2"], "Error: The value '3/2' is invalid for '--shard <K/N>': the shard must be from 1 to 2, got 3"),
        (["--shard", "0/2"], "Error: The value '0/2' is invalid for '--shard <K/N>': the shard must be from 1 to 2, got 0"),
        (["--shard", "x/2"], "Error: The value 'x/2' is invalid for '--shard <K/N>': expected K/N, two whole numbers such as 1/4 (the first of four shards), got 'x/2'"),
        (["--jobs", "0"], "Error: --jobs must be at least 1, got 0"),
        // Issue 21, item 17: a negative shard was read as a flag, and --shard said "Missing value".
        (["--shard", "-1/2"], "Error: The value '-1/2' is invalid for '--shard <K/N>': the shard must be from 1 to 2, got -1"),
        (["--shard=-1/2"], "Error: The value '-1/2' is invalid for '--shard <K/N>': the shard must be from 1 to 2, got -1"),
        (["--shard", "1/-2"], "Error: The value '1/-2' is invalid for '--shard <K/N>': the number of shards must be at least 1, got -2"),
    ])
    func aBadFlagIsRefusedNamingIt(flags: [String], message: String) throws {
        let dir = try Self.project()
        let run = try CommandLineTool.run(["docs", "docs.yaml"] + flags, in: dir)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix(message + "\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    @Test func aManifestMistakeExitsOneBeforeAnyWork() throws {
        let dir = try Self.project()
        try Self.manifest.replacing("offsets: [0, 200]", with: "offsets: [0, 200]\n    kind: film")
            .write(toFile: dir + "/docs.yaml", atomically: true, encoding: .utf8)
        let run = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr == #"Error: docs.yaml: images[1].kind: expected one of "frame", "frames", "strip", "animation", got "film""# + "\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))

        let missing = try CommandLineTool.run(["docs", "nowhere.yaml"], in: dir)
        #expect(missing.status == 1)
        #expect(missing.stderr == "Error: nowhere.yaml: cannot read file: No such file or directory\n")
    }

    /// A matrix makes one image per combination, each the image `render` draws with the same overrides.
    @Test func aMatrixMakesEachCombinationAsRenderDrawsIt() throws {
        let dir = try Self.project()
        try """
            images:
              - scene: scenes/people.json
                output: "{appearance}/{device}-{textSize}.png"
                offsets: 40
                matrix: {appearance: [light, dark], textSize: [large, AX5], device: [iphone-se-3]}
            """.write(toFile: dir + "/matrix.yaml", atomically: true, encoding: .utf8)
        let run = try CommandLineTool.run(["docs", "matrix.yaml"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.summary(run.stderr) == "listshot docs: 4 made, 0 skipped, 0 failed")
        let made = try Self.files(in: dir)
        for appearance in ["light", "dark"] {
            for size in ["large", "AX5"] {
                let flags = ["--appearance", appearance, "--text-size", size, "--device", "iphone-se-3", "--offset", "40"]
                let render = try CommandLineTool.run(["render", "scenes/people.json"] + flags + ["-o", "r.png"], in: dir)
                #expect(render.status == 0, "\(render.stderr)")
                #expect(made["\(appearance)/iphone-se-3-\(size).png"] == (try Data(contentsOf: URL(fileURLWithPath: dir + "/r.png"))),
                    "\(appearance), \(size)")
            }
        }
        #expect(made["light/iphone-se-3-large.png"] != made["dark/iphone-se-3-large.png"])
    }

    /// Issue 23, item 2: a built-in scene with a device is one scene for `render` and `docs`
    /// (the CLI kept the Swift scene, docs drew its file): both resolve it by one rule.
    @Test func aBuiltInSceneOnADeviceIsTheSameForRenderAndDocs() throws {
        let dir = try Self.project()
        let manifest = #"images: [{scene: demo, output: "{device}.png", offsets: 40, matrix: {device: [ipad-pro-11]}}]"#
        try manifest.write(toFile: dir + "/device.yaml", atomically: true, encoding: .utf8)
        let run = try CommandLineTool.run(["docs", "device.yaml"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let render = try CommandLineTool.run(["render", "demo", "--device", "ipad-pro-11", "--offset", "40", "-o", "r.png"], in: dir)
        #expect(render.status == 0, "\(render.stderr)")
        let made = try Self.files(in: dir)
        #expect(made["ipad-pro-11.png"] != nil)
        #expect(made["ipad-pro-11.png"] == made["r.png"])
    }

    /// The README's images are what `listshot docs` makes from its manifest now, pixel for
    /// pixel. (Issue 21, item 16: this test planned a dry run against a committed state file,
    /// which covered a built-in scene by its name only and so passed after the engine changed;
    /// now every image is made, in a copy of the manifest writing into a new folder, and compared.)
    @Test func theReadmeImagesAreUpToDate() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let resources = root + "/Sources/ListshotRendering/ListshotRendering.docc/Resources"
        let manifest = "Sources/ListshotRendering/ListshotRendering.docc/Resources/readme-images.yaml"
        let dir = try CommandLineTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The same manifest, its scene files named by absolute paths.
        let copy = try String(contentsOfFile: root + "/" + manifest, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard line.hasPrefix("  - scene: "), line.contains("/") || line.hasSuffix(".yaml") else { return String(line) }
            return "  - scene: " + resources + "/" + line.dropFirst("  - scene: ".count)
        }.joined(separator: "\n")
        try copy.write(toFile: dir + "/readme-images.yaml", atomically: true, encoding: .utf8)
        let run = try CommandLineTool.run(["docs", "readme-images.yaml"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        let made = try Self.files(in: dir).keys.filter { $0.hasSuffix(".png") }.sorted()
        #expect(made.count == 18, "\(made)")
        // Pixels, not bytes: the committed files were encoded before the encoder's output
        // changed (same pixels, other bytes); see the note of this commit.
        for name in made {
            let compare = try CommandLineTool.run(["compare", dir + "/" + name, resources + "/" + name], in: dir)
            #expect(compare.status == 0, "\(name) is out of date; make it again with: swift run listshot docs \(manifest)\n\(compare.stdout)")
        }
    }

    /// An image a scene's rows show is one of its inputs: a changed PNG remakes the scene's images.
    @Test func aChangedRowImageRemakesItsScenesImages() throws {
        let dir = try Self.project()
        for (name, scene) in [("face.png", "demo"), ("other.png", "contacts")] {
            let render = try CommandLineTool.run(["render", scene, "--width", "20", "--height", "20", "-o", "scenes/" + name], in: dir)
            #expect(render.status == 0, "\(render.stderr)")
        }
        try #"{"viewport": {"width": 200, "height": 120, "scale": 1}, "sections": [{"rows": [{"text": "Ada", "image": "face.png"}]}]}"#
            .write(toFile: dir + "/scenes/faces.json", atomically: true, encoding: .utf8)
        try (Self.manifest + "\n  - scene: scenes/faces.json\n    output: faces.png\n").write(toFile: dir + "/docs.yaml", atomically: true, encoding: .utf8)
        let first = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(Self.summary(first.stderr) == "listshot docs: 8 made, 0 skipped, 0 failed", "\(first.stderr)")
        let before = try Self.files(in: dir + "/out")["faces.png"]
        try FileManager.default.removeItem(atPath: dir + "/scenes/face.png")
        try FileManager.default.copyItem(atPath: dir + "/scenes/other.png", toPath: dir + "/scenes/face.png")
        let run = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(Self.made(run.stderr) == ["faces.png"], "\(run.stderr)")
        #expect(try Self.files(in: dir + "/out")["faces.png"] != before)
    }

    /// A state file that cannot be written leaves the images in place and exits 1, saying why.
    @Test func aStateFileThatCannotBeWrittenIsReported() throws {
        let dir = try Self.project()
        try FileManager.default.createDirectory(atPath: dir + "/out/.listshot-docs-state.json", withIntermediateDirectories: true)
        let run = try CommandLineTool.run(["docs", "docs.yaml"], in: dir)
        #expect(run.status == 1)
        #expect(run.stderr.contains("""
            listshot docs: cannot record what was made, so the next run makes it again: \
            out/.listshot-docs-state.json: cannot write file: Is a directory
            listshot docs: 7 made, 0 skipped, 0 failed in
            """), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/pets-0.png"))
    }

    /// Issue 21, item 14: placeholders are filled in one pass, so a scene file called
    /// `{offset}.yaml` names the same file in every run (each run hashes in its own order:
    /// before, one of five orders gave the right name).
    @Test func outputNamesAreTheSameInEveryRun() throws {
        let dir = try CommandLineTool.temporaryFolder()
        try "sections: []\n".write(toFile: dir + "/{offset}.yaml", atomically: true, encoding: .utf8)
        try """
            images:
              - scene: "{offset}.yaml"
                output: "{scene}-{offset}-{appearance}-{textSize}-{device}.png"
                offsets: 5
                matrix: {appearance: [dark], textSize: [AX1], device: [iphone-15]}
            """.write(toFile: dir + "/docs.yaml", atomically: true, encoding: .utf8)
        for _ in 0..<5 {
            let run = try CommandLineTool.run(["docs", "docs.yaml", "--dry-run"], in: dir)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "new      {offset}-5-dark-AX1-iphone-15.png\n")
        }
    }

    @Test func theHelpReadsLikeAManPage() throws {
        let help = try CommandLineTool.run(["docs", "--help"], in: "/")
        #expect(help.status == 0)
        for text in ["A manifest:", "matrix: {appearance: [light, dark]}", "Examples:", "--dry-run", "--shard <K/N>", "--force", "--jobs <n>",
                     "listshot docs docs/images.yaml --shard 2/4", ".listshot-docs-state.json"] {
            #expect(help.stdout.contains(text), "\(text)")
        }
    }
}

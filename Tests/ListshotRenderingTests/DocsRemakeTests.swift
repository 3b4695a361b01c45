#if canImport(Glibc)
import Glibc
#endif
import ListshotRendering
import ListshotFiles
import ListshotTestSupport
import Testing

/// Issue 21, items 9, 15 and 16 and "decide and document": what a change remakes, exactly.
/// Each input of an image (its options, the engine's version, code and fonts) remakes the
/// images it affects and no other; an output altered or removed since it was made is made
/// again; manifests sharing a folder keep each other's records; a scene file is parsed once.
@Suite struct DocsRemakeTests {
    static let scene = #"{"viewport": {"width": 120, "height": 80, "scale": 1}, "rowHeight": 40, "sections": [{"generate": {"count": 9, "text": "Row {i}"}}]}"#
    static let engine = DocsEngine(version: "1.0.0", code: "code-a", fonts: [FileFingerprint(file: "Inter.otf", sha256: "f0")])

    /// A manifest of four kinds of image: two frames of `list.json`, a built-in frame, a strip and an animation.
    static func manifest(frames: String = "[0, 40]", strip: String = "[0, 40]", duration: String = "0.2", fps: String = "5") -> String {
        #"{"output": "out", "images": ["#
            + #"{"scene": "list.json", "output": "list-{offset}.png", "offsets": \#(frames)}, "#
            + #"{"scene": "demo", "output": "demo.png"}, "#
            + #"{"scene": "list.json", "kind": "strip", "output": "strip.png", "offsets": \#(strip)}, "#
            + #"{"scene": "list.json", "kind": "animation", "output": "scroll.png", "offsets": [0, 80], "duration": \#(duration), "fps": \#(fps)}]}"#
    }

    static func project(_ manifest: String = manifest()) -> String {
        let folder = makeTemporaryFolder()
        writePlain(Array(scene.utf8), to: folder + "/list.json")
        writePlain(Array(manifest.utf8), to: folder + "/m.json")
        return folder
    }

    /// What a plan of the manifest in `folder` makes, by output name: `new`, `changed`, … (skipped images left out).
    static func planned(_ folder: String, engine: DocsEngine = engine) throws -> [String: String] {
        let plan = try DocsPlan(manifest: DocsManifest.load(path: folder + "/m.json"), engine: engine)
        return Dictionary(uniqueKeysWithValues: plan.toMake.map { ($0.image.name, $0.reason!.rawValue) })
    }

    static func build(_ folder: String, engine: DocsEngine = engine) async throws -> DocsBuild.Summary {
        await DocsBuild.run(try DocsPlan(manifest: DocsManifest.load(path: folder + "/m.json"), engine: engine), jobs: 2)
    }

    static let all = ["list-0.png", "list-40.png", "demo.png", "strip.png", "scroll.png"]

    /// Item 16: the engine's code (the build IDs), version and fonts each remake every image;
    /// the same engine remakes none.
    @Test func aChangedEngineRemakesEveryImageAndTheSameEngineNone() async throws {
        let folder = Self.project()
        defer { removeTree(folder) }
        #expect(try await Self.build(folder).made == 5)
        #expect(try Self.planned(folder) == [:])
        var code = Self.engine
        code.code = "code-b"
        var version = Self.engine
        version.version = "1.0.1"
        var fonts = Self.engine
        fonts.fonts[0].sha256 = "f1"
        for changed in [code, version, fonts] {
            #expect(try Self.planned(folder, engine: changed) == Dictionary(uniqueKeysWithValues: Self.all.map { ($0, "changed") }))
        }
        #expect(try await Self.build(folder, engine: code).made == 5)
        #expect(try Self.planned(folder, engine: code) == [:])
    }

    /// Item 16: a changed option remakes only the images it belongs to.
    @Test(arguments: [
        (manifest(duration: "0.4"), ["scroll.png": "changed"]),
        (manifest(fps: "10"), ["scroll.png": "changed"]),
        (manifest(strip: "[0, 80]"), ["strip.png": "changed"]),
        (manifest(frames: "[0, 80]"), ["list-80.png": "new"]),
    ])
    func aChangedOptionRemakesOnlyItsImages(changed: String, remade: [String: String]) async throws {
        let folder = Self.project()
        defer { removeTree(folder) }
        #expect(try await Self.build(folder).made == 5)
        writePlain(Array(changed.utf8), to: folder + "/m.json")
        #expect(try Self.planned(folder) == remade)
    }

    /// The engine fingerprint is this process's build IDs: the same in every plan of one
    /// process, and so skipping what it made.
    @Test func theCurrentEngineIsStable() async throws {
        let folder = Self.project()
        defer { removeTree(folder) }
        let current = try DocsEngine.current()
        #expect(current.code.count == 64)
        #expect(try await Self.build(folder, engine: current).made == 5)
        #expect(try Self.planned(folder, engine: DocsEngine.current()) == [:])
    }

    /// Decide and document: an output whose bytes changed since it was made is made again
    /// (`altered`), and one removed is made again (`new`); the others are skipped.
    @Test func anAlteredOrRemovedOutputIsMadeAgain() async throws {
        let folder = Self.project()
        defer { removeTree(folder) }
        #expect(try await Self.build(folder).made == 5)
        let original = try readFile(folder + "/out/list-0.png")
        writePlain(Array(original.dropLast(1)), to: folder + "/out/list-0.png")
        unlink(folder + "/out/strip.png")
        #expect(try Self.planned(folder) == ["list-0.png": "altered", "strip.png": "new"])
        #expect(try await Self.build(folder).made == 2)
        #expect(try readFile(folder + "/out/list-0.png") == original)
        #expect(try Self.planned(folder) == [:])
    }

    /// An output rewritten with the same size and modification time is still seen as
    /// altered: its stamp's change time (which no call sets back) differs, so it is hashed.
    @Test func anOutputAlteredWithItsOldTimesIsMadeAgain() async throws {
        let folder = Self.project()
        defer { removeTree(folder) }
        #expect(try await Self.build(folder).made == 5)
        let path = folder + "/out/list-0.png"
        var info = stat()
        #expect(stat(path, &info) == 0)
        var bytes = try readFile(path)
        bytes[bytes.count - 20] ^= 0xFF
        writePlain(bytes, to: path)
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(try Self.planned(folder) == ["list-0.png": "altered"])
    }

    /// Item 15: two manifests writing into one folder keep each other's records, so that
    /// neither makes everything again after the other ran.
    @Test func twoManifestsSharingAFolderKeepEachOthersRecords() async throws {
        let folder = Self.project()
        defer { removeTree(folder) }
        writePlain(Array(#"{"output": "out", "images": [{"scene": "demo", "output": "other.png"}]}"#.utf8), to: folder + "/n.json")
        let other = { () throws -> DocsPlan in try DocsPlan(manifest: DocsManifest.load(path: folder + "/n.json"), engine: Self.engine) }
        #expect(try await Self.build(folder).made == 5)
        #expect(await DocsBuild.run(try other()).made == 1)
        #expect(try Self.planned(folder) == [:])
        #expect(try other().toMake.isEmpty)
    }

    /// Item 9: a scene file is parsed once per build, however many matrix combinations draw it.
    @Test func aSceneFileIsParsedOncePerBuild() async throws {
        let folder = Self.project(#"{"images": [{"scene": "list.json", "output": "{appearance}-{textSize}.png", "#
            + #""matrix": {"appearance": ["light", "dark"], "textSize": ["large", "AX2"]}}]}"#)
        defer { removeTree(folder) }
        let plan = try DocsPlan(manifest: DocsManifest.load(path: folder + "/m.json"), engine: Self.engine)
        #expect(await DocsBuild.run(plan, jobs: 2).made == 4)
        #expect(plan.inputs.sceneParses == 1)
    }
}

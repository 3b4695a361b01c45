import ListshotRendering
import ListshotTestSupport
import Testing

/// The library under `listshot docs`: plans against the state file, builds, records.
@Suite struct DocsBuildTests {
    static let scene = #"{"viewport": {"width": 120, "height": 80, "scale": 1}, "rowHeight": 40, "sections": [{"generate": {"count": 9, "text": "Row {i}"}}]}"#

    /// A folder with `m.json` making two frames of `list.json` and one of `demo`.
    static func project() -> String {
        let folder = makeTemporaryFolder()
        writePlain(Array(scene.utf8), to: folder + "/list.json")
        let manifest = #"{"output": "out/images", "images": [{"scene": "list.json", "output": "list-{offset}.png", "offsets": [0, 40]}, "#
            + #"{"scene": "demo", "output": "demo.png"}]}"#
        writePlain(Array(manifest.utf8), to: folder + "/m.json")
        return folder
    }

    /// The outputs the state file records for `manifest`.
    static func recorded(_ manifest: DocsManifest) -> [String] {
        (DocsState.load(folder: manifest.folder).manifests[DocsState.key(ofManifest: manifest.file, folder: manifest.folder)] ?? [:]).keys.sorted()
    }

    @Test func aSecondBuildPlansNothingAndAChangedSceneOnlyItsImages() async throws {
        let folder = Self.project()
        defer { removeTree(folder) }
        let manifest = try DocsManifest.load(path: folder + "/m.json")
        let first = try DocsPlan(manifest: manifest)
        #expect(first.items.map(\.reason) == [.new, .new, .new])
        let summary = await DocsBuild.run(first, jobs: 2)
        #expect(summary.made == 3 && summary.skipped == 0 && summary.failures.isEmpty)
        #expect(listFolder(folder + "/out/images") == [".listshot-docs-state.json", "demo.png", "list-0.png", "list-40.png"])
        #expect(Self.recorded(manifest) == ["demo.png", "list-0.png", "list-40.png"])

        let second = try DocsPlan(manifest: manifest)
        #expect(second.toMake.isEmpty && second.skippedCount == 3)
        #expect(await DocsBuild.run(second).made == 0)

        writePlain(Array(Self.scene.replacing("Row", with: "Line").utf8), to: folder + "/list.json")
        let third = try DocsPlan(manifest: manifest)
        #expect(third.items.map(\.reason) == [.changed, .changed, nil])
        #expect(try DocsPlan(manifest: manifest, force: true).items.map(\.reason) == [.forced, .forced, .forced])
    }

    /// An entry dropped from the manifest leaves the state file; its file stays where it is.
    @Test func theStateKeepsOnlyTheManifestsImages() async throws {
        let folder = Self.project()
        defer { removeTree(folder) }
        _ = await DocsBuild.run(try DocsPlan(manifest: DocsManifest.load(path: folder + "/m.json")))
        writePlain(Array(#"{"output": "out/images", "images": [{"scene": "demo", "output": "demo.png"}]}"#.utf8), to: folder + "/m.json")
        let manifest = try DocsManifest.load(path: folder + "/m.json")
        let plan = try DocsPlan(manifest: manifest, force: true)
        #expect(await DocsBuild.run(plan).made == 1)
        #expect(Self.recorded(manifest) == ["demo.png"])
        #expect(exists(folder + "/out/images/list-0.png"))
    }
}

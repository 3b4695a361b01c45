#if canImport(Glibc)
import Glibc
#endif
import ListshotRendering
import ListshotFiles
import ListshotTestSupport
import Testing

/// Issue 33, item 7: two outputs that are one file (a link from one to the other), or an
/// output that is the state file, are refused before anything is written, naming both
/// paths. Before, each run remade one of the two linked outputs for ever and one always held
/// the other's frame, and an output linked to the state file was reported made while the
/// file held the state's JSON.
@Suite struct DocsSameOutputFileTests {
    /// A folder with `m.json` making the demo scene at offsets 0 and 100 into `out/demo-0.png` and `out/demo-100.png`.
    static func project() -> String {
        let folder = makeTemporaryFolder()
        writePlain(Array(#"{"output": "out", "images": [{"scene": "demo", "output": "demo-{offset}.png", "offsets": [0, 100]}]}"#.utf8), to: folder + "/m.json")
        return folder
    }

    /// What planning the manifest in `folder` throws, by its message.
    static func refusal(_ folder: String) -> String? {
        do {
            _ = try DocsPlan(manifest: DocsManifest.load(path: folder + "/m.json"))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func anOutputThatIsALinkToAnotherOutputIsRefused() async throws {
        let folder = Self.project()
        defer { removeTree(folder) }
        #expect(await DocsBuild.run(try DocsPlan(manifest: DocsManifest.load(path: folder + "/m.json"))).made == 2)
        // `ln -sf demo-100.png out/demo-0.png`
        #expect(unlink(folder + "/out/demo-0.png") == 0 && symlink("demo-100.png", folder + "/out/demo-0.png") == 0)
        let before = listFolder(folder + "/out")
        #expect(Self.refusal(folder) == "\(folder)/m.json: images[0].output: '\(folder)/out/demo-100.png' (images[0] (offset 100)) is the same file as "
            + "'\(folder)/out/demo-0.png' (images[0] (offset 0)), by a link or a hard link; give each image a file of its own")
        #expect(listFolder(folder + "/out") == before)
    }

    /// A link to a folder on the way makes two outputs one file before either exists: refused on the first run.
    @Test func twoOutputsThatWouldBeMadeAsOneFileAreRefusedBeforeEitherExists() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writePlain(Array(#"{"output": "out", "images": [{"scene": "demo", "output": "a.png"}, {"scene": "demo", "output": "same/a.png"}]}"#.utf8), to: folder + "/m.json")
        #expect(mkdir(folder + "/out", 0o755) == 0 && symlink(".", folder + "/out/same") == 0)
        #expect(Self.refusal(folder) == "\(folder)/m.json: images[1].output: '\(folder)/out/same/a.png' (images[1]) is the same file as "
            + "'\(folder)/out/a.png' (images[0]), by a link or a hard link; give each image a file of its own")
        #expect(listFolder(folder + "/out") == ["same"])
    }

    @Test func anOutputThatIsTheStateFileIsRefused() async throws {
        let folder = Self.project()
        defer { removeTree(folder) }
        #expect(await DocsBuild.run(try DocsPlan(manifest: DocsManifest.load(path: folder + "/m.json"))).made == 2)
        // `ln -sf .listshot-docs-state.json out/demo-0.png`
        #expect(unlink(folder + "/out/demo-0.png") == 0 && symlink(".listshot-docs-state.json", folder + "/out/demo-0.png") == 0)
        let state = try FileReader.readAll(folder + "/out/.listshot-docs-state.json")
        #expect(Self.refusal(folder) == "\(folder)/m.json: images[0].output: '\(folder)/out/demo-0.png' (images[0] (offset 0)) is the same file as "
            + "the state file '\(folder)/out/.listshot-docs-state.json', by a link or a hard link; an output must not replace the state file")
        #expect(try FileReader.readAll(folder + "/out/.listshot-docs-state.json") == state)

        // The other way round: the state file a hard link to an output.
        #expect(unlink(folder + "/out/demo-0.png") == 0 && unlink(folder + "/out/.listshot-docs-state.json") == 0)
        #expect(link(folder + "/out/demo-100.png", folder + "/out/.listshot-docs-state.json") == 0)
        #expect(Self.refusal(folder) == "\(folder)/m.json: images[0].output: '\(folder)/out/demo-100.png' (images[0] (offset 100)) is the same file as "
            + "the state file '\(folder)/out/.listshot-docs-state.json', by a link or a hard link; an output must not replace the state file")
    }
}

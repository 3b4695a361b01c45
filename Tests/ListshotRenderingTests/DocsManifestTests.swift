import ListshotRendering
import ListshotScenes
import ListshotTestSupport
import Testing

/// What a manifest expands to: one image per offset of `frames` and per matrix combination.
@Suite struct DocsManifestTests {
    @Test func aYAMLManifestExpandsItsOffsetsAndItsMatrix() throws {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        writePlain(Array(#"{"sections": []}"#.utf8), to: folder + "/people.json")
        let yaml = """
            output: images
            images:
              - scene: demo
                output: demo/{scene}-{offset}.png
                offsets: "0:400:200"
              - scene: people.json
                output: people-{appearance}-{textSize}.png
                matrix: {appearance: [light, dark], textSize: [large, extraSmall]}
              - scene: demo
                kind: strip
                output: strip.png
                offsets: [0, 120]
            """
        let manifest = try DocsManifest.parse(Array(yaml.utf8), path: folder + "/docs.yaml")
        let images = try manifest.images()
        #expect(manifest.folder == folder + "/images")
        #expect(images.map(\.name) == [
            "demo/demo-0.png", "demo/demo-200.png", "demo/demo-400.png",
            "people-light-large.png", "people-light-extraSmall.png", "people-dark-large.png", "people-dark-extraSmall.png",
            "strip.png",
        ])
        #expect(images.map(\.source) == [
            "images[0] (offset 0)", "images[0] (offset 200)", "images[0] (offset 400)",
            "images[1] (light, large)", "images[1] (light, extraSmall)", "images[1] (dark, large)", "images[1] (dark, extraSmall)",
            "images[2]",
        ])
        #expect(images[4].path == folder + "/images/people-light-extraSmall.png")
        #expect(images[4].appearance == "light" && images[4].textSize == "extraSmall" && images[4].device == nil)
        #expect(images[7].kind == .strip && images[7].offsets == [0, 120])
    }

    /// Shards are disjoint, cover every image, and differ in size by at most one.
    @Test func shardsPartitionTheImages() throws {
        let entries = (0..<7).map { #"{"scene": "demo", "output": "\#($0).png"}"# }.joined(separator: ",")
        let manifest = try DocsManifest.parse(Array(#"{"images": [\#(entries)]}"#.utf8), path: "docs.json")
        let images = try manifest.images()
        let shards = try (1...3).map { try DocsShard(parsing: "\($0)/3").select(images).map(\.name) }
        #expect(shards.map(\.count) == [3, 2, 2])
        #expect(shards.flatMap { $0 }.sorted() == images.map(\.name).sorted())
        #expect(shards[0] == ["0.png", "3.png", "6.png"])
    }

    @Test(arguments: [
        ("3/2", "the shard must be from 1 to 2, got 3"),
        ("0/2", "the shard must be from 1 to 2, got 0"),
        ("x/2", "expected K/N, two whole numbers such as 1/4 (the first of four shards), got 'x/2'"),
        ("1/0", "the number of shards must be at least 1, got 0"),
        ("-1/2", "the shard must be from 1 to 2, got -1"),
    ])
    func aBadShardIsRefused(text: String, message: String) throws {
        let error = try #require(throws: DocsShard.Problem.self) { try DocsShard(parsing: text) }
        #expect(error.description == message)
    }
}

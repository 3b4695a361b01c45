import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotViews
import Testing

/// Every built-in scene is a scene file in `Examples/` (``BuiltInScene/example``): drawn from
/// it, or, for the few kept in Swift for what a file cannot say, drawing the same pixels as
/// their code in their own viewports.
@Suite struct BuiltInFilesTests {
    /// The built-in scenes drawn by Swift code rather than from their files, each with
    /// offsets to compare beyond its start, middle and end.
    static let drawnByCode: [(name: String, extraOffsets: [Double])] = [
        ("classmates", [100.5]), ("grid", [300.5]), ("grid-horizontal", [250.25]),
    ]

    @Test(arguments: BuiltInScene.all.map(\.name).filter { name in !drawnByCode.contains { $0.name == name } })
    func isDrawnFromItsFile(name: String) throws {
        let builtIn = try #require(BuiltInScene.named(name))
        let description = try #require(builtIn.example).description()
        #expect(builtIn.viewport == description.viewport)
        let scene = builtIn.make(builtIn.viewport)
        let drawn = (scene as? FileScene)?.sceneDescription ?? (scene as? FileCollectionScene)?.sceneDescription
        #expect(drawn == description, "\(name) is not its file")
    }

    @Test(arguments: drawnByCode)
    func theExampleFileDrawsTheScenesPixels(name: String, extraOffsets: [Double]) throws {
        try BuiltInFiles.expectSamePixels(name, extraOffsets: extraOffsets)
    }

    /// `estimatedRowHeight: 0` is no estimate: the table measures every row up front, as the
    /// code scenes' tables do, so that the scrollable range is exact from the first frame.
    @Test func aZeroEstimateMeasuresEveryRowBeforeTheFirstFrame() throws {
        let yaml = "rowHeight: automatic\nestimatedRowHeight: 0\nsections: [{generate: {count: 40, detail: \"No. {i}\"}}]"
        let description = try SceneFile.parse(Array(yaml.utf8), name: "s.yaml")
        #expect(description.estimatedRowHeight == 0)
        let scene = FileScene(description)
        #expect(scene.tableView.estimatedRowHeight == 0)
        SceneRenderer.layout(scene, in: .phone)
        let range = SceneRenderer.offsetRange(of: scene)
        scene.tableView.layoutIfNeeded()
        #expect(range.upperBound == scene.tableView.contentSize.height - 844)
        let unsaid = try SceneFile.parse(Array(yaml.replacing("estimatedRowHeight: 0\n", with: "").utf8), name: "s.yaml")
        #expect(unsaid.estimatedRowHeight == nil)
        #expect(FileScene(unsaid).tableView.estimatedRowHeight == 44)
    }

    @Test func aZeroEstimateIsRefusedForMoreRowsThanCanBeMeasuredAtOnce() throws {
        let yaml = "rowHeight: automatic\nestimatedRowHeight: 0\nsections: [{generate: {count: 6000}}, {generate: {count: 4001}}]"
        let error = try #require(throws: StructuredTextError.self) { try SceneFile.parse(Array(yaml.utf8), name: "s.yaml") }
        #expect(error.description == "s.yaml: estimatedRowHeight: 0 (no estimate) measures every row before the first frame, "
            + "at most 10,000 rows; the scene has 10,001 self-sizing rows: give an estimate, the height a row is assumed to have until it is shown")
        _ = try SceneFile.parse(Array(yaml.replacing("4001", with: "4000").utf8), name: "s.yaml")
    }

    /// Issue 11: "Every built-in scene is also a file in Examples/".
    @Test func everyBuiltInSceneHasAnExampleFile() {
        #expect(BuiltInScene.all.filter { $0.example == nil }.map(\.name) == [])
    }
}

/// Compares a built-in scene's example file with its code, pixel for pixel.
enum BuiltInFiles {
    /// Expects the example file of the built-in scene `name` (its YAML) to draw the scene's
    /// pixels in the scene's own viewport at its start, halfway, at its end and at
    /// `extraOffsets`, with the same
    /// scrollable range. A difference is reported with its count and bounds, and both frames
    /// are written to `/tmp/listshot-builtin-files/` to look at.
    static func expectSamePixels(_ name: String, extraOffsets: [Double] = [], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let builtIn = try #require(BuiltInScene.named(name), sourceLocation: sourceLocation)
        let example = try #require(builtIn.example, "\(name) has no example file", sourceLocation: sourceLocation)
        let description = try SceneFile.parse(Array(example.yaml.utf8), name: "\(name).yaml")
        #expect(description.viewport == builtIn.viewport, "\(name): the file's viewport", sourceLocation: sourceLocation)
        let fromCode = builtIn.make(builtIn.viewport), fromFile = description.makeScene()
        for scene in [fromCode, fromFile] { SceneRenderer.layout(scene, in: builtIn.viewport) }
        let range = SceneRenderer.offsetRange(of: fromCode)
        let fileRange = SceneRenderer.offsetRange(of: fromFile)
        #expect(fileRange == range, "\(name): the scrollable range", sourceLocation: sourceLocation)
        // An endless wheel has no ends: its start, half a turn and a whole turn of 24 rows stand in.
        let (start, end) = range.upperBound.isFinite ? (range.lowerBound, range.upperBound) : (0, 24 * 80)
        let middle = ((start + end) / 2).rounded()
        // A scene that fits its viewport has one offset, 0.
        for offset in ([start, middle, end] + extraOffsets).reduce(into: [Double](), { if !$0.contains($1) { $0.append($1) } }) {
            // A fresh scene for each offset, as `listshot render` makes one.
            let code = try SceneRenderer.render(builtIn.make(builtIn.viewport), offset: offset, viewport: builtIn.viewport).framebuffer
            let file = try SceneRenderer.render(description.makeScene(), offset: offset, viewport: builtIn.viewport).framebuffer
            guard file != code else { continue }
            let summary = difference(file, code)
            let folder = "/tmp/listshot-builtin-files"
            _ = try? PNGEncoder.write(code, to: "\(folder)-\(name)-\(Int(offset))-code.png")
            _ = try? PNGEncoder.write(file, to: "\(folder)-\(name)-\(Int(offset))-file.png")
            Issue.record("\(name) at offset \(offset): the file draws other pixels than the code: \(summary)", sourceLocation: sourceLocation)
        }
    }

    /// How many pixels differ and the smallest rectangle holding them.
    static func difference(_ a: Framebuffer, _ b: Framebuffer) -> String {
        guard a.width == b.width, a.height == b.height else { return "\(a.width) × \(a.height) against \(b.width) × \(b.height)" }
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixels[y * a.width + x] != b.pixels[y * b.width + x] {
                count += 1
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        return "\(count) pixels differ, within x \(minX)…\(maxX), y \(minY)…\(maxY)"
    }
}

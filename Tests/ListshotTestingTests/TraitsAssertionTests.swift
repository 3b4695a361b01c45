import ListshotGeometry
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotTestSupport
import ListshotViews
import Testing

@testable import ListshotTesting

/// A plain table made in code whose data source reads semantic colours, as UIKit code does.
private final class CodeRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        cell.textLabel.textColor = .label
        cell.backgroundColor = .systemBackground
        return cell
    }
}

/// Issue 35, item 1: `assertSnapshot(…, traits:)` draws and checks one golden for each set
/// of traits, named by their short name, for a scene file's scene and for a list made in
/// code; a scene's own device is the default viewport.
@Suite struct TraitsAssertionTests {
    @Test func eachSetOfTraitsHasItsOwnGoldenNamedByItsShortName() throws {
        let result = try recordedIssues(record: .never) { _, _ in
            assertSnapshot(
                of: try #require(BuiltInScene.named("settings")).make(.phone), at: [0], named: "settings",
                traits: [TraitCollection(userInterfaceStyle: .light), TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge)])
        }
        let folder = result.snapshots + "/TraitsAssertionTests/eachSetOfTraitsHasItsOwnGoldenNamedByItsShortName"
        #expect(result.messages.map { String($0.prefix(while: { $0 != "," })) } == [
            "No golden at \(folder).settings-light.0@2x.png",
            "No golden at \(folder).settings-dark-AX3.0@2x.png",
        ])
    }

    /// The dark AX3 golden is the frame `listshot render --appearance dark --text-size AX3` draws.
    @Test func aSceneFilesTraitsDrawWhatTheFileDrawsWithThoseOverrides() throws {
        let example = try #require(SceneExample.named("settings"))
        let scene = try example.description().makeScene()
        let result = try recordedIssues { _, _ in
            assertSnapshot(
                of: scene, at: [0], named: "settings",
                traits: [TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge)])
        }
        #expect(result.messages.count == 1 && result.messages[0].hasPrefix("No golden existed"))
        let golden = try PNGDecoder.decode(
            contentsOf: result.snapshots + "/TraitsAssertionTests/aSceneFilesTraitsDrawWhatTheFileDrawsWithThoseOverrides.settings-dark-AX3.0@2x.png")
        let description = try example.description(overrides: SceneOverrides(appearance: "dark", textSize: "AX3"))
        let expected = try SceneRenderer.render(description.makeScene(), offset: 0, viewport: description.viewport).framebuffer
        #expect(golden == expected)
        let light = try SceneRenderer.render(example.description().makeScene(), offset: 0, viewport: description.viewport).framebuffer
        #expect(golden != light)
    }

    @Test func aListMadeInCodeIsDrawnInEachTraitsColoursAndGetsItsOwnTraitsBack() throws {
        let rows = CodeRows()
        let table = TableView(frame: .zero)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = rows
        let result = try recordedIssues { _, _ in
            assertSnapshot(
                of: table, at: [0], named: "rows", viewport: Viewport(width: 200, height: 120, scale: 1),
                traits: [TraitCollection(), TraitCollection(userInterfaceStyle: .dark)])
        }
        #expect(result.messages.count == 2)
        let folder = result.snapshots + "/TraitsAssertionTests/aListMadeInCodeIsDrawnInEachTraitsColoursAndGetsItsOwnTraitsBack"
        let light = try PNGDecoder.decode(contentsOf: folder + ".rows.0@1x.png")
        let dark = try PNGDecoder.decode(contentsOf: folder + ".rows-dark.0@1x.png")
        #expect(light.color(x: 150, y: 25) == Color(rgb: 0xFFFFFF))
        #expect(dark.color(x: 150, y: 25) == Color(rgb: 0x000000))
        #expect(table.traitOverrides == TraitCollection())
    }

    @Test func aSceneFilesDeviceIsTheDefaultViewport() throws {
        let description = try SceneFile.parse(Array(#"{"device": "iphone-se-3", "sections": [{"rows": [{"text": "A"}]}]}"#.utf8), name: "se.json")
        let result = try recordedIssues { _, _ in
            assertSnapshot(of: description.makeScene(), at: [0], named: "se")
        }
        #expect(result.messages.count == 1)
        let golden = try PNGDecoder.decode(contentsOf: result.snapshots + "/TraitsAssertionTests/aSceneFilesDeviceIsTheDefaultViewport.se.0@2x.png")
        #expect(golden.width == description.viewport.pixelWidth && golden.height == description.viewport.pixelHeight)
        #expect(golden.width != Viewport.phone.pixelWidth)
    }
}

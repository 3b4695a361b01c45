import Foundation
import ListshotGeometry
import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotTestSupport
import ListshotText
import ListshotTesting
import ListshotViews
import Testing

/// Issue 11: a scene file's `fonts` give the standard cells' labels and the default header and
/// footer titles their fonts, scaled by the text size; mistakes are errors with key paths.
@Suite struct SceneFontsTests {
    static let scene = TestScenes.fonts

    static func load(_ json: String, textSize: String? = nil) throws -> SceneDescription {
        try SceneFile.parse(Array(json.utf8), name: "scene.json", overrides: SceneOverrides(textSize: textSize))
    }

    @Test func theFontsReplaceTheStylesFonts() throws {
        let description = try Self.load(Self.scene)
        let scene = FileScene(description)
        _ = try SceneRenderer.render(scene, viewport: description.viewport)
        let cells = scene.tableView.visibleCells
        #expect(cells.map { $0.textLabel.font?.size } == [15, 15])
        #expect(cells.map { $0.textLabel.font?.face == (try? Font.bundled(.semibold, size: 1))?.face } == [true, true])
        #expect(cells.map { $0.detailTextLabel.font?.size } == [13, 13])
        #expect(cells[0].detailTextLabel.font?.face == (try? Font.bundled(.dejaVuSans, size: 1))?.face)
        let header = try #require(scene.tableView.headerView(forSection: 0) as? TableViewHeaderFooterView)
        let footer = try #require(scene.tableView.footerView(forSection: 0) as? TableViewHeaderFooterView)
        #expect(header.textLabel.font == (try? Font.bundled(.dejaVuSans, size: 15)))
        #expect(footer.textLabel.font == (try? Font.bundled(.regular, size: 11)))
    }

    @Test func theFontsScaleWithTheTextSize() throws {
        let description = try Self.load(Self.scene, textSize: "AX2")
        let scene = FileScene(description)
        let frame = try SceneRenderer.render(scene, viewport: description.viewport)
        // 15 × 33 / 17 = 29.1 → 29; 13 × 33 / 17 = 25.2 → 25.25; 11 × 33 / 17 = 21.35 → 21.25.
        let cell = try #require(scene.tableView.visibleCells.first)
        #expect(cell.textLabel.font?.size == 29)
        #expect(cell.detailTextLabel.font?.size == 25.25)
        #expect((scene.tableView.headerView(forSection: 0) as? TableViewHeaderFooterView)?.textLabel.font?.size == 29)
        assertSnapshot(of: frame.framebuffer, named: "fonts-ax2")
    }

    @Test func aFileWithFonts() throws {
        let description = try Self.load(Self.scene)
        let frame = try SceneRenderer.render(FileScene(description), viewport: description.viewport)
        assertSnapshot(of: frame.framebuffer, named: "fonts")
    }

    @Test(arguments: [
        (#"{"fonts": {"header": {"family": "Intr"}}, "sections": []}"#,
         #"scene.json: fonts.header.family: unknown font family "Intr"; did you mean "Inter"? (use "Inter", "DejaVu Sans", "Droid Sans Fallback")"#),
        (#"{"fonts": {"text": {"family": "Helvetica"}}, "sections": []}"#,
         #"scene.json: fonts.text.family: unknown font family "Helvetica" (use "Inter", "DejaVu Sans", "Droid Sans Fallback")"#),
        (#"{"fonts": {"text": {"size": 0}}, "sections": []}"#,
         "scene.json: fonts.text.size: expected a size in points > 0 and ≤ 1000, got 0"),
        (#"{"fonts": {"detail": {"size": 1001}}, "sections": []}"#,
         "scene.json: fonts.detail.size: expected a size in points > 0 and ≤ 1000, got 1001"),
        (#"{"fonts": {"footer": {"size": "big"}}, "sections": []}"#,
         #"scene.json: fonts.footer.size: expected a size in points > 0 and ≤ 1000, got "big""#),
        (#"{"fonts": {"footer": {"family": "DejaVu Sans", "weight": "semibold"}}, "sections": []}"#,
         #"scene.json: fonts.footer.weight: DejaVu Sans has no weight "semibold"; the bundled DejaVu Sans has "regular""#),
        (#"{"fonts": {"heder": {"size": 12}}, "sections": []}"#,
         #"scene.json: fonts.heder: unknown key; did you mean "header"? (the fonts key takes "text", "detail", "header", "footer")"#),
        (#"{"fonts": "big", "sections": []}"#,
         #"scene.json: fonts: expected an object (the fonts key), got "big""#),
        (#"{"fonts": {"text": 17}, "sections": []}"#,
         "scene.json: fonts.text: expected an object (a font), got 17"),
        (#"{"style": "insetgrouped", "sections": []}"#,
         #"scene.json: style: unknown style "insetgrouped"; did you mean "insetGrouped"? Use "plain", "grouped" or "insetGrouped""#),
    ])
    func mistakesInFontsAndStyleAreErrors(json: String, message: String) {
        do {
            _ = try Self.load(json)
            Issue.record("no error for \(json)")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func aPlainHeaderScalesFromItsOwnSizeAndAGivenHeightStays() throws {
        let json = #"""
            {"sections": [{"header": {"text": "Plain"}, "footer": {"text": "Fixed", "height": 20}, "rows": [{"text": "a"}]}]}
            """#
        let description = try Self.load(json, textSize: "AX2")
        let scene = FileScene(description)
        _ = try SceneRenderer.render(scene, viewport: description.viewport)
        let header = try #require(scene.tableView.headerView(forSection: 0) as? TableViewHeaderFooterView)
        // UIKit's headline at AX2 in the Dynamic Type table: 33 pt semibold.
        let font = try #require(header.textLabel.font)
        #expect(font.textStyle == .headline && font.size == 33 && font.face.weightClass == 600)
        #expect(scene.tableView.rectForHeader(inSection: 0).height == 3.5 + header.textLabel.font!.lineHeight + 3.5)
        #expect(scene.tableView.rectForFooter(inSection: 0).height == 20)
    }

    @Test func aFileWithoutFontsAtTheDefaultTextSizeSetsNoFont() throws {
        let description = try Self.load(#"{"sections": [{"header": {"text": "H"}, "rows": [{"text": "a"}]}]}"#)
        #expect(description.fonts.isStandard)
        let scene = FileScene(description)
        #expect(scene.tableView.sectionHeaderTitleFont == nil && scene.tableView.sectionFooterTitleFont == nil)
    }
}

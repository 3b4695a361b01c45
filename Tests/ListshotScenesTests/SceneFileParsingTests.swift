import Foundation
import ListshotGeometry
import ListshotRaster
import ListshotScenes
import ListshotStructuredText
import ListshotViews
import ListshotTestSupport
import Testing

/// Scene files that are right: every field lands in the model, defaults fill the rest.
@Suite struct SceneFileParsingTests {
    static func parse(_ json: String, name: String = "scene.json") throws(StructuredTextError) -> SceneDescription {
        try SceneFile.parse(Array(json.utf8), name: name)
    }

    /// Every key a scene file may have, each set to something other than its default.
    static let fullExample = TestScenes.fullExample

    @Test func everyFieldOfAFullExampleLandsInTheModel() throws {
        let scene = try Self.parse(Self.fullExample)
        let expected = SceneDescription(
            viewport: Viewport(width: 320, height: 480, scale: 3),
            style: .grouped,
            contentInset: EdgeInsets(top: 10, left: 1, bottom: 20.5, right: 2),
            rowHeight: .fixed(50),
            estimatedRowHeight: 48,
            backgroundColor: Color(rgb: 0xF2F2F7),
            sections: [
                .init(
                    header: .init(text: "A", height: 28),
                    rows: .listed([
                        .init(text: "Ada", detail: "Analyst", height: .fixed(60)),
                        .init(text: "Grace", height: .automatic),
                        .init(text: "Alan"),
                        .init(),
                    ]),
                    footer: .init(text: "The end of A", height: 20)),
                .init(
                    header: .init(text: "Generated"),
                    rows: .generated(.init(
                        count: 1000, textTemplate: "Row {i} of {i}", detailTemplate: "#{i}",
                        heights: [.fixed(40), .fixed(60), .fixed(33.5), .automatic]))),
                .init(rows: .generated(.init(count: 3, textTemplate: "Row {i}", heights: [.fixed(44)]))),
                .init(rows: .listed([]), footer: .init(height: 0)),
            ])
        #expect(scene == expected)
    }

    @Test func aSceneWithOnlySectionsGetsTheDefaults() throws {
        let scene = try Self.parse(#"{"sections": []}"#)
        #expect(scene == SceneDescription())
        #expect(scene.viewport == Viewport(width: 390, height: 844, scale: 2))
        #expect(scene.style == .plain && scene.contentInset == .zero && scene.rowHeight == .automatic)
        #expect(scene.estimatedRowHeight == nil && scene.backgroundColor == nil)
    }

    @Test func aPartialViewportAndInsetKeepTheOtherDefaults() throws {
        let scene = try Self.parse(#"{"viewport": {"height": 600}, "contentInset": {"bottom": 34}, "sections": []}"#)
        #expect(scene.viewport == Viewport(width: 390, height: 600, scale: 2))
        #expect(scene.contentInset == EdgeInsets(bottom: 34))
    }

    @Test func nullIsTheSameAsLeavingAKeyOut() throws {
        let scene = try Self.parse(#"{"style": null, "rowHeight": null, "sections": [{"header": null, "rows": [{"text": "a", "detail": null}]}]}"#)
        #expect(scene == SceneDescription(sections: [.init(rows: .listed([.init(text: "a")]))]))
    }

    @Test func rowHeightMayBeAutomatic() throws {
        #expect(try Self.parse(#"{"rowHeight": "automatic", "sections": []}"#).rowHeight == .automatic)
    }

    @Test func generatedRowsTakeTheHeightsInTurn() throws {
        let scene = try Self.parse(#"{"sections": [{"generate": {"count": 7, "text": "Row {i}", "detail": "d{i}", "heights": [40, 60, 33.5]}}]}"#)
        let rows = scene.sections[0].rows
        #expect(rows.count == 7)
        #expect((0..<7).map { rows.height(ofRow: $0) } == [40, 60, 33.5, 40, 60, 33.5, 40].map { .fixed($0) })
        #expect(rows.row(at: 4) == .init(text: "Row 4", detail: "d4", height: .fixed(60)))
    }

    @Test func generatedRowsWithOneHeightAllHaveIt() throws {
        let rows = try Self.parse(#"{"sections": [{"generate": {"count": 5, "height": 33.5}}]}"#).sections[0].rows
        #expect((0..<5).allSatisfy { rows.height(ofRow: $0) == .fixed(33.5) })
        #expect(rows.row(at: 3).text == "Row 3", "the text defaults to \"Row {i}\"")
    }

    @Test func generatedRowsWithoutHeightsUseTheTablesRowHeight() throws {
        let rows = try Self.parse(#"{"sections": [{"generate": {"count": 2}}]}"#).sections[0].rows
        #expect(rows.height(ofRow: 1) == nil)
    }

    @Test func aGeneratedSectionMayBeEmpty() throws {
        let rows = try Self.parse(#"{"sections": [{"generate": {"count": 0, "heights": [40]}}]}"#).sections[0].rows
        #expect(rows.count == 0)
    }

    @Test func aMillionGeneratedRowsAreNotStored() throws {
        let scene = try Self.parse(#"{"sections": [{"generate": {"count": 1000000, "heights": [40, 60, 33.5]}}]}"#)
        guard case let .generated(pattern) = scene.sections[0].rows else {
            Issue.record("expected generated rows, got \(scene.sections[0].rows)")
            return
        }
        #expect(pattern.count == 1_000_000 && pattern.heights.count == 3)
        #expect(scene.sections[0].rows.row(at: 999_999) == .init(text: "Row 999999", height: .fixed(40)))
    }

    @Test func colorsMayBeShortOrHaveAlpha() throws {
        #expect(try Self.parse(##"{"backgroundColor": "#fff", "sections": []}"##).backgroundColor == .white)
        #expect(try Self.parse(##"{"backgroundColor": "#FF000080", "sections": []}"##).backgroundColor == Color(rgb: 0xFF0000, alpha: 0x80))
    }

    @Test func loadReadsAFile() throws {
        let folder = NSTemporaryDirectory() + "listshot-scenefile-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/example.json"
        try Data(Self.fullExample.utf8).write(to: URL(fileURLWithPath: path))
        #expect(try SceneFile.load(path: path) == (try Self.parse(Self.fullExample)))
    }
}

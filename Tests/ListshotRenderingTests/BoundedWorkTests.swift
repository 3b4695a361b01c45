#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListshotLayout
import ListshotRendering
import ListshotScenes
import ListshotStructuredText
import ListshotViews
import Testing

/// Issue 7, items 2, 4, 5, 10: whatever a scene file says, one frame's work is bounded,
/// and a file is refused before it is read when it is too large or not a file at all.
@Suite struct BoundedWorkTests {
    static func scene(_ json: String, viewport: Viewport? = nil) throws -> FileScene {
        FileScene(try SceneFile.parse(Array(json.utf8), name: "scene.json"), viewport: viewport)
    }

    // MARK: Items in view

    @Test func rowsOfAMillionthOfAPointAreRefusedBeforeAnyCellIsMade() throws {
        let scene = try Self.scene(#"{"sections": [{"generate": {"count": 1000000, "height": 1e-9}}]}"#)
        #expect(throws: ViewportError.tooManyItems(count: 1_000_001, limit: 10_000, offset: 0)) {
            try SceneRenderer.render(scene, viewport: .phone)
        }
        #expect(scene.tableView.numberOfCellsCreated == 0)
        #expect(
            "\(ViewportError.tooManyItems(count: 1_000_001, limit: 10_000, offset: 0))"
                == "at offset 0 the viewport would show 1,000,001 rows, headers and footers at once; listshot draws at "
                + "most 10,000 (make the rows taller or the viewport shorter)")
    }

    @Test func aViewportMillionsOfPointsTallIsRefused() throws {
        let tall = Viewport(width: 2_000, height: 44_000_000, scale: 0.0005)
        let scene = try Self.scene(#"{"sections": [{"generate": {"count": 1000000}}]}"#, viewport: tall)
        #expect(throws: ViewportError.tooManyItems(count: 1_000_001, limit: 10_000, offset: 0)) {
            try SceneRenderer.render(scene, viewport: tall)
        }
    }

    @Test func exactlyTheLimitIsDrawn() throws {
        // 10,000 items: the section and 9,999 rows of 1/16 pt, with the viewport just covering them.
        let viewport = Viewport(width: 100, height: 9_999.0 / 16, scale: 1)
        let scene = try Self.scene(#"{"sections": [{"generate": {"count": 20000, "height": 0.0625, "text": ""}}]}"#, viewport: viewport)
        let frame = try SceneRenderer.render(scene, viewport: viewport)
        #expect(scene.tableView.indexPathsForVisibleRows.count == 9_999)
        #expect(frame.appliedOffset == 0)
    }

    /// Was quadratic (53 s for a million rows): every zero-height row was "visible" below
    /// the grouped header and inserted at the front of the subview list.
    @Test func groupedZeroHeightRowsShowNothingAndCostNothing() throws {
        let scene = try Self.scene(#"{"style": "grouped", "rowHeight": 0, "sections": [{"generate": {"count": 1000000}}]}"#)
        _ = try SceneRenderer.render(scene, viewport: .phone)
        #expect(scene.tableView.indexPathsForVisibleRows.isEmpty)
        #expect(scene.tableView.numberOfCellsCreated == 0)
    }

    // MARK: Self-sizing rows are measured only when shown

    @Test func tenMillionSelfSizingRowsMeasureOnlyWhatIsShown() throws {
        let scene = try Self.scene(#"{"rowHeight": "automatic", "sections": [{"generate": {"count": 10000000, "detail": "No. {i}"}}]}"#)
        let table = scene.tableView
        #expect(table.estimatedRowHeight == 44)
        let scroll = try SceneRenderer.scroll(scene, to: 5_000_000, viewport: .phone)
        #expect(scroll.appliedOffset == 5_000_000)
        let first = try #require(table.indexPathsForVisibleRows.first)
        #expect(first.row == 5_000_000 / 44)
        // A screen of subtitle rows, plus the one per edge that scrolling may prepare.
        #expect(table.numberOfCellsCreated <= 844 / 44 + 3)
    }

    @Test func aSceneWithoutSelfSizingRowsKeepsExactHeights() throws {
        let scene = try Self.scene(#"{"sections": [{"generate": {"count": 10, "heights": [40, 60]}}]}"#)
        #expect(scene.tableView.estimatedRowHeight == 0)
    }

    // MARK: Text length

    @Test func textIsCappedAtTenThousandCharacters() throws {
        let long = String(repeating: "é", count: 10_001)
        let error = try #require(throws: StructuredTextError.self) {
            try Self.scene(#"{"sections": [{"rows": [{"text": "ok"}, {"detail": "\#(long)"}]}]}"#)
        }
        #expect(error.description == "scene.json: sections[0].rows[1].detail: the text is 10,001 characters long; at most 10,000 are shown")
        _ = try Self.scene(#"{"sections": [{"rows": [{"text": "\#(String(long.dropLast()))"}]}]}"#)
        let template = try #require(throws: StructuredTextError.self) {
            try Self.scene(#"{"sections": [{"generate": {"count": 10, "text": "\#(long)"}}]}"#)
        }
        #expect(template.description == "scene.json: sections[0].generate.text: the text is 10,001 characters long; at most 10,000 are shown")
    }

    // MARK: The default offset

    @Test func theDefaultOffsetIsTheTopOfTheScrollableRange() throws {
        let scene = try Self.scene(#"{"contentInset": {"top": 20}, "sections": [{"generate": {"count": 30}}]}"#)
        let scroll = try SceneRenderer.scroll(scene, viewport: .phone)
        #expect(scroll.appliedOffset == -20)
        #expect(scroll.requestedOffset == nil)
        #expect(!scroll.wasClamped)
        #expect(scene.tableView.rectForRow(at: IndexPath(row: 0)).minY - scene.tableView.contentOffset.y == 20)
    }

    // MARK: Reading the file

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let folder = NSTemporaryDirectory() + "listshot-fifo-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/scene.json"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: StructuredTextError(
            file: path, kind: .unreadable(code: EINVAL),
            message: "not a regular file (it is a FIFO); a scene file is a JSON or YAML file")) {
            try SceneFile.load(path: path)
        }
    }

    @Test func aFileOverSixteenMiBIsRefusedBeforeItIsRead() throws {
        let folder = NSTemporaryDirectory() + "listshot-big-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/big.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect(truncate(path, off_t(SceneFile.maximumFileSize) + 1) == 0)  // sparse: costs no disk
        #expect(throws: StructuredTextError(
            file: path, kind: .unreadable(code: EFBIG),
            message: "the file is larger than 16 MiB, the most a scene file may be")) {
            try SceneFile.load(path: path)
        }
    }
}

/// A megabyte-long unknown key took minutes: the "did you mean" search is quadratic.
@Suite struct LongUnknownKeyTests {
    @Test func aHugeUnknownKeyIsRefusedAtOnceWithAShortMessage() throws {
        let key = String(repeating: "k", count: 1_000_000)
        let error = try #require(throws: StructuredTextError.self) {
            try SceneFile.parse(Array(#"{"\#(key)": 1, "sections": []}"#.utf8), name: "scene.json")
        }
        // The key is cut to 40 characters; the rest is the list of a scene's keys (issue 34 added five).
        #expect(error.description.count < 400)
        #expect(error.description.hasSuffix(#"unknown key (a scene takes "device", "viewport", "appearance", "textSize", "direction", "layout", "style", "contentInset", "rowHeight", "estimatedRowHeight", "backgroundColor", "separators", "fonts", "cells", "sections", "statusBar", "navigationBar", "searchBar", "tabBar", "toolbar")"#))
    }
}

import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotRendering
import ListshotScenes
import ListshotViews
import Testing

/// The table a scene file describes: its geometry, cells, headers and footers.
@Suite struct SceneFileTableTests {
    static func scene(_ json: String, viewport: Viewport? = nil) throws -> FileScene {
        FileScene(try SceneFile.parse(Array(json.utf8), name: "scene.json"), viewport: viewport)
    }

    /// Lays the table out in its frame and scrolls it to `offset`.
    static func table(_ scene: FileScene, at offset: Double = 0) -> TableView {
        let table = scene.tableView
        table.layoutIfNeeded()
        table.contentOffset = Point(x: 0, y: offset)
        return table
    }

    @Test func rowsTakeTheirOwnHeightOrTheTablesRowHeight() throws {
        let scene = try Self.scene(#"{"rowHeight": 50, "sections": [{"rows": [{"text": "a", "height": 60}, {"text": "b"}, {"height": 33.5}]}]}"#)
        let table = Self.table(scene)
        #expect(table.contentSize == Size(width: 390, height: 143.5))
        #expect(table.rectForRow(at: IndexPath(row: 0)) == Rect(x: 0, y: 0, width: 390, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 1)) == Rect(x: 0, y: 60, width: 390, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 2)) == Rect(x: 0, y: 110, width: 390, height: 33.5))
    }

    @Test func theTableTakesTheFilesViewportUnlessOneIsGiven() throws {
        let json = #"{"viewport": {"width": 320, "height": 200}, "sections": [{"generate": {"count": 30}}]}"#
        #expect(try Self.scene(json).tableView.frame == Rect(x: 0, y: 0, width: 320, height: 200))
        let table = Self.table(try Self.scene(json, viewport: Viewport(width: 100, height: 50, scale: 1)))
        #expect(table.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 1)) == Rect(x: 0, y: 44, width: 100, height: 44))
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0), IndexPath(row: 1)])
    }

    @Test func headersAndFootersTakeTheirHeightsInThePlainStyle() throws {
        let scene = try Self.scene("""
            {"sections": [
              {"header": {"text": "A", "height": 30}, "footer": {"text": "end", "height": 20},
               "rows": [{"text": "a0"}, {"text": "a1"}, {"text": "a2"}]},
              {"header": {"text": "B"}, "generate": {"count": 10, "height": 40}},
              {"generate": {"count": 2, "height": 40}}
            ]}
            """)
        let table = Self.table(scene)
        // Section 0: header 0…30, rows 30…162, footer 162…182. Section 1: header 28 (the
        // plain default for a titled header), rows 400. Section 2: no header in plain style.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 30)
        #expect(table.rectForFooter(inSection: 0) == Rect(x: 0, y: 162, width: 390, height: 20))
        #expect(table.tableLayout.rectForHeader(inSection: 1) == Rect(x: 0, y: 182, width: 390, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 210)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 610)
        #expect(table.contentSize.height == 690)
        #expect(table.indexesOfVisibleHeaders == [0, 1], "section 2 has no header in the plain style")
        #expect(scene.tableView(table, titleForHeaderInSection: 1) == "B")
        #expect(scene.tableView(table, titleForFooterInSection: 0) == "end")
        #expect(scene.tableView(table, titleForHeaderInSection: 2) == nil)
    }

    @Test func theGroupedStyleGivesItsDefaultHeights() throws {
        let scene = try Self.scene(#"{"style": "grouped", "sections": [{"header": {"text": "A"}, "rows": [{}]}, {"rows": [{}]}]}"#)
        let table = Self.table(scene)
        #expect(table.style == .grouped)
        let sections = table.tableLayout.sections
        #expect(sections.map(\.headerHeight) == [38, 18])
        #expect(table.contentSize.height == sections.reduce(0) { $0 + $1.totalHeight })
        #expect(table.backgroundColor == .groupedBackground, "the style's background stays when the file gives none")
    }

    @Test func theBackgroundColorAndInsetsAreApplied() throws {
        let scene = try Self.scene(##"{"backgroundColor": "#123456", "contentInset": {"top": 20, "bottom": 30}, "sections": [{"generate": {"count": 100}}]}"##)
        let table = Self.table(scene)
        #expect(table.backgroundColor == Color(rgb: 0x123456))
        #expect(table.contentInset == EdgeInsets(top: 20, bottom: 30))
        #expect(table.contentOffsetRange == -20...(4400 + 30 - 844))
    }

    @Test func cellsShowTheRowsTextAndDetail() throws {
        let scene = try Self.scene(#"{"sections": [{"rows": [{"text": "Ada", "detail": "Analyst"}, {"text": "Alan"}]}, {"generate": {"count": 50, "text": "Row {i}", "detail": "no. {i}"}}]}"#)
        let table = Self.table(scene)
        let ada = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(ada.cellStyle == .subtitle && ada.textLabel.text == "Ada" && ada.detailTextLabel.text == "Analyst")
        let alan = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(alan.cellStyle == .default && alan.textLabel.text == "Alan" && alan.detailTextLabel.text.isEmpty)
        let row5 = try #require(table.cellForRow(at: IndexPath(row: 5, section: 1)))
        #expect(row5.textLabel.text == "Row 5" && row5.detailTextLabel.text == "no. 5")
    }

    @Test func generatedHeightsAreUsedInTurn() throws {
        let table = Self.table(try Self.scene(#"{"sections": [{"generate": {"count": 7, "heights": [40, 60, 33.5]}}]}"#))
        #expect((0..<7).map { table.rectForRow(at: IndexPath(row: $0)).height } == [40, 60, 33.5, 40, 60, 33.5, 40])
        #expect((0..<7).map { table.rectForRow(at: IndexPath(row: $0)).minY } == [0, 40, 100, 133.5, 173.5, 233.5, 267])
        #expect(table.contentSize.height == 307)
    }

    @Test func anEmptyGeneratedSectionHasNoHeight() throws {
        let table = Self.table(try Self.scene(#"{"sections": [{"generate": {"count": 0, "height": 40}}]}"#))
        #expect(table.contentSize.height == 0)
        #expect(table.indexPathsForVisibleRows.isEmpty)
    }

    @Test func aMillionGeneratedRowsLayOutWithTheRightContentSize() throws {
        let scene = try Self.scene(#"{"sections": [{"generate": {"count": 1000000, "text": "Row {i}", "heights": [40, 60, 33.5]}}]}"#)
        let table = Self.table(scene, at: 30_000_000)
        // 333,333 whole cycles of 133.5 pt, then one more 40 pt row.
        #expect(table.contentSize.height == 333_333 * 133.5 + 40)
        let first = try #require(table.indexPathsForVisibleRows.first)
        #expect(table.rectForRow(at: first).minY <= 30_000_000 && table.rectForRow(at: first).maxY > 30_000_000)
        let cell = try #require(table.cellForRow(at: first))
        #expect(cell.textLabel.text == "Row \(first.row)")
    }

    @Test func automaticRowsAreSizedByTheirCells() throws {
        let scene = try Self.scene(#"{"rowHeight": "automatic", "sections": [{"rows": [{"text": "One line"}, {"text": "Two", "detail": "lines"}, {"text": "Fixed", "height": 30}]}]}"#)
        let table = Self.table(scene)
        #expect(table.rectForRow(at: IndexPath(row: 0)).height == TableViewCell.minimumHeight)
        #expect(table.rectForRow(at: IndexPath(row: 1)).height > TableViewCell.minimumHeight, "a subtitle cell needs two lines")
        #expect(table.rectForRow(at: IndexPath(row: 2)).height == 30)
    }

    @Test func estimatedHeightsLeaveRowsOffScreenAtTheEstimate() throws {
        let scene = try Self.scene(#"{"rowHeight": "automatic", "estimatedRowHeight": 100, "sections": [{"generate": {"count": 1000}}]}"#)
        let table = Self.table(scene)
        #expect(table.estimatedRowHeight == 100)
        #expect(table.rectForRow(at: IndexPath(row: 999)).height == 100)
        #expect(table.rectForRow(at: IndexPath(row: 0)).height == TableViewCell.minimumHeight)
    }

    @Test func aSceneFileRendersAtItsViewportSize() throws {
        let scene = try Self.scene(##"{"viewport": {"width": 200, "height": 100, "scale": 1}, "backgroundColor": "#FF0000", "sections": [{"rows": [{"text": "a"}]}]}"##)
        let frame = try SceneRenderer.render(scene, offset: 0, viewport: scene.sceneDescription.viewport)
        #expect(frame.framebuffer.width == 200 && frame.framebuffer.height == 100)
        #expect(frame.framebuffer.color(x: 190, y: 20) == .white, "the row's cell")
        #expect(frame.framebuffer.color(x: 190, y: 90) == Color(rgb: 0xFF0000), "the table's background below the last row")
    }
}

import ListshotGeometry
import ListshotRendering
import ListshotScenes
import ListshotTesting
import ListshotTestSupport
import ListshotViews
import Testing

/// Seed 001's form, driven as a user would: type, scroll away, scroll back, save.
@Suite struct ClassmatesFormTests {
    @Test func valuesSurviveScrollingAndSaveCollectsThemAll() throws {
        let scene = ClassmatesScene(viewport: .phone)
        let table = scene.tableView
        table.frame = Viewport.phone.bounds
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows.count == 16)  // 844 / 56 = 15.07: rows 0…15

        for (row, name) in [(0, "Ada"), (1, "Grace"), (5, "Linus")] {
            try #require(scene.textField(inRow: row)).insertText(name)
        }
        scene.textField(inRow: 1)?.deleteBackward()  // "Grac"

        // Scroll to the end: rows 0…3 leave (their values are saved), 16…19 come in on recycled cells.
        table.contentOffset = Point(x: 0, y: table.contentOffsetRange.upperBound)
        #expect(scene.classmateNames[0] == "Ada" && scene.classmateNames[1] == "Grac")
        for row in table.indexPathsForVisibleRows.map(\.row) {
            #expect(scene.textField(inRow: row)?.text == (row == 5 ? "Linus" : ""), "row \(row) shows no other row's text")
        }
        try #require(scene.textField(inRow: 19)).insertText("Margaret")

        // Half way back: row 1 (56…112) returns first, restored from storage; row 0 is still away.
        table.contentOffset = Point(x: 0, y: 100)
        #expect(scene.textField(inRow: 0) == nil)
        #expect(scene.textField(inRow: 1)?.text == "Grac")
        table.contentOffset = Point(x: 0, y: 0)
        #expect(scene.textField(inRow: 0)?.text == "Ada")
        #expect(scene.textField(inRow: 1)?.text == "Grac")

        var expected = Array(repeating: "Empty", count: 20)
        expected[0] = "Ada"; expected[1] = "Grac"; expected[5] = "Linus"; expected[19] = "Margaret"
        #expect(scene.save() == expected)

        // A visible row's field wins over storage: edit row 0 again without scrolling.
        scene.textField(inRow: 0)?.insertText(" L.")
        #expect(scene.save()[0] == "Ada L.")
    }

    @Test func theFormAfterTypingAndScrollingMatchesItsGolden() throws {
        let scene = ClassmatesScene(viewport: .phone)
        let table = scene.tableView
        table.frame = Viewport.phone.bounds
        table.layoutIfNeeded()
        for (row, name) in [(0, "Ada Lovelace"), (2, "Grace Hopper"), (3, "Alan Turing")] {
            try #require(scene.textField(inRow: row)).insertText(name)
        }
        table.contentOffset = Point(x: 0, y: 400)
        try #require(scene.textField(inRow: 14)).insertText("Edsger Dijkstra")
        let frame = try SceneRenderer.render(scene, offset: 120, viewport: .phone)
        #expect(scene.textField(inRow: 2)?.text == "Grace Hopper")
        #expect(scene.textField(inRow: 14)?.text == "Edsger Dijkstra")
        assertSnapshot(of: frame.framebuffer, named: "classmates-after-typing")
    }
}

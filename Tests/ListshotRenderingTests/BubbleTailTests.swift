@testable import ListshotScenes
import ListshotScenes
import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotRendering
import ListshotViews
import Testing

/// Issue 34, item 8: a chat bubble has a tail on the last bubble of a run from one sender,
/// at its sender's bottom corner, and keeps its 18 pt corners.
@Suite struct BubbleTailTests {
    static let yaml = """
        viewport: {width: 300, height: 400, scale: 2}
        rowHeight: 50
        separators: {style: none}
        cells:
          theirs:
            parts:
              - stack:
                  alignment: leading
                  margins: {top: 3, left: 12, bottom: 3, right: 72}
                  parts:
                    - stack: {backgroundColor: "#FF0000", cornerRadius: 18, tail: leading, margins: {top: 8, left: 14, bottom: 8, right: 14}, parts: [{label: "{text}"}]}
          mine:
            parts:
              - stack:
                  alignment: trailing
                  margins: {top: 3, left: 72, bottom: 3, right: 12}
                  parts:
                    - stack: {backgroundColor: "#0000FF", cornerRadius: 18, tail: trailing, margins: {top: 8, left: 14, bottom: 8, right: 14}, parts: [{label: "{text}"}]}
        sections:
          - rows:
              - {cell: theirs, text: One}
              - {cell: theirs, text: Two}
              - {cell: mine, text: Three}
              - {cell: mine, text: Four}
              - {cell: theirs, text: Five}
        """

    /// Rows 1, 3 and 4 end their runs; only their bubbles have tails, on their sender's side.
    @Test func theLastBubbleOfARunHasATail() throws {
        let description = try SceneFile.parse(Array(Self.yaml.utf8), name: "chat.yaml")
        let scene = FileScene(description)
        let frame = try SceneRenderer.render(scene, viewport: description.viewport).framebuffer
        var tails: [CellDesign.TailSide?] = []
        var inked: [Bool] = []
        for row in 0..<5 {
            let cell = try #require(scene.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
            func bubbles(_ view: View) -> [BubbleView] { view.subviews.flatMap { ($0 as? BubbleView).map { [$0] } ?? bubbles($0) } }
            let bubble = try #require(bubbles(cell).first)
            tails.append(bubble.tail)
            // Just past the bubble's side at its bottom, where only a tail draws.
            var origin = Point(x: 0, y: 0), view: View? = bubble
            while let v = view { origin = Point(x: origin.x + v.frame.minX, y: origin.y + v.frame.minY); view = v.superview }
            let box = Rect(origin: origin, size: bubble.frame.size)  // the table is at offset 0
            let x = row >= 2 && row <= 3 ? box.maxX + 2 : box.minX - 2
            let color = frame.color(x: Int(x * 2), y: Int((box.maxY - 0.75) * 2))
            inked.append(color != .white)
        }
        #expect(tails == [nil, .leading, nil, .trailing, .leading])
        #expect(inked == [false, true, false, true, true])
    }
}

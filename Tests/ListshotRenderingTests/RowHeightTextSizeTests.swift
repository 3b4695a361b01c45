import ListshotGeometry
import ListshotLayout
import ListshotViews
import ListshotRendering
import ListshotScenes
import ListshotText
import Testing

/// Issue 22, item 1: a scene file's number `rowHeight` is its rows' height at `large`,
/// scaled with the text size; a standard row's own `height` wins at every size, as UIKit's
/// explicit heights do; rows without either self-size.
@Suite struct RowHeightTextSizeTests {
    static let yaml = """
        rowHeight: 40
        sections:
          - rows:
              - {text: From the scene}
              - {text: Its own, height: 40}
          - rows: [{text: Self-sizing, height: automatic}]
        """

    static func heights(at size: String) throws -> [Double] {
        let description = try SceneFile.parse(Array(yaml.utf8), name: "s.yaml", overrides: SceneOverrides(textSize: size))
        let scene = FileScene(description)
        _ = try SceneRenderer.render(scene, viewport: description.viewport)
        let table = scene.tableView
        return [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)].map {
            table.rectForRow(at: $0).height
        }
    }

    @Test func theScenesRowHeightScalesAndARowsOwnIsKept() throws {
        let large = try Self.heights(at: "large")
        #expect(large[0] == 40 && large[1] == 40 && large[2] == 44)
        let ax5 = try Self.heights(at: "AX5")
        #expect(abs(ax5[0] - 40 * 53 / 17) < 1e-9, "the scene's 40 pt, scaled: \(ax5[0])")
        #expect(ax5[1] == 40, "a row's own height is kept")
        #expect(ax5[2] > 53 + 22, "a self-sizing row fits its 53 pt line: \(ax5[2])")
        let xS = try Self.heights(at: "xS")
        #expect(abs(xS[0] - 40 * 14 / 17) < 1e-9 && xS[1] == 40 && xS[2] == 44)
    }
}

import Foundation
import ListshotRaster
import Testing

/// Issue 8: `listshot layout` and `listshot render` take a scene of a billion generated rows
/// and answer at its start, middle and end.
@Suite struct BillionRowsCommandTests {
    static let scene = #"""
        {"sections": [
          {"generate": {"count": 600000000, "heights": [40, 60, 33.5]}},
          {"generate": {"count": 400000000, "height": 28.25}}
        ]}
        """#
    /// 200,000,000 cycles of 133.5 points, then 400,000,000 rows of 28.25.
    static let contentHeight = 200_000_000 * 133.5 + 400_000_000 * 28.25

    static func rows(_ stdout: String) throws -> [(section: Int, row: Int, y: Double)] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let rows = try #require(json["rows"] as? [[String: Any]])
        return rows.map { ($0["section"] as! Int, $0["row"] as! Int, ($0["frame"] as! [String: Double])["y"]!) }
    }

    @Test func layoutAnswersAtTheStartMiddleAndEnd() throws {
        let dir = try LayoutCommandTests.folder(with: Self.scene)
        let start = try CommandLineTool.run(["layout", "scene.json"], in: dir)
        #expect(start.status == 0, "\(start.stderr)")
        #expect(try Self.rows(start.stdout).first.map { [$0.section, $0.row] } == [0, 0])

        // Row 300,000,001 of the first section starts at 100,000,000 cycles plus 40 points.
        let middle = try CommandLineTool.run(["layout", "scene.json", "--offset", "13350000040"], in: dir)
        #expect(middle.status == 0, "\(middle.stderr)")
        let first = try #require(try Self.rows(middle.stdout).first)
        #expect(first.section == 0 && first.row == 300_000_001 && first.y == 13_350_000_040)

        let end = try CommandLineTool.run(["layout", "scene.json", "--offset", "1e12"], in: dir)
        #expect(end.status == 0, "\(end.stderr)")
        #expect(end.stderr.contains("laying out at \(Int(Self.contentHeight - 844))"))
        let last = try #require(try Self.rows(end.stdout).last)
        #expect(last.section == 1 && last.row == 399_999_999 && last.y == Self.contentHeight - 28.25)
    }

    @Test func renderDrawsTheEnd() throws {
        let dir = try LayoutCommandTests.folder(with: Self.scene)
        let result = try CommandLineTool.run(["render", "scene.json", "--offset", "1e12", "-o", "end.png"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGDecoder.decode(contentsOf: dir + "/end.png")
        #expect(image.width == 780 && image.height == 1688)
    }
}

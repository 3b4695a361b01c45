import Foundation
import ListshotRaster
import Testing

/// Scene files with a `layout` other than the table, through the command line: `--offset`
/// scrolls along the layout's axis, `listshot layout` lists `items` (no `rows`), and
/// `render` draws them.
@Suite struct LayoutFileSceneTests {
    static let horizontal = """
        {"viewport": {"width": 300, "height": 100, "scale": 1},
         "layout": {"type": "horizontal", "itemSize": {"width": 100, "height": 100}},
         "sections": [{"generate": {"count": 20, "text": "Item {i}"}}]}
        """
    static let wheel = """
        {"viewport": {"width": 300, "height": 200, "scale": 1},
         "layout": {"type": "wheel", "rowHeight": 50, "ratio": 0.5, "translation": 10, "infinite": true},
         "sections": [{"generate": {"count": 5, "text": "Row {i}"}}]}
        """
    static let grid = """
        {"viewport": {"width": 320, "height": 300, "scale": 1},
         "layout": {"type": "grid", "itemSize": {"width": 100, "height": 60}, "lineSpacing": 5, "itemSpacing": 5,
                    "sectionInset": {"left": 5, "right": 5}},
         "sections": [{"header": {"text": "First"}, "generate": {"count": 5, "text": "A{i}"}},
                      {"header": {"text": "Second"}, "rows": [{"text": "B0"}, {"text": "B1", "detail": "two"}]}]}
        """

    static func run(_ arguments: [String], scene json: String) throws -> (CommandLineTool.Output, String) {
        let dir = try LayoutCommandTests.folder(with: json)
        return (try CommandLineTool.run(arguments, in: dir), dir)
    }

    @Test func aHorizontalListScrollsOnXAndFollowsTheHalfOpenContract() throws {
        // At 150 item 1 is cut on the left; item 4 starts at 400 and the viewport ends at 450.
        let (result, _) = try Self.run(["layout", "scene.json", "--offset", "150"], scene: Self.horizontal)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try LayoutCommandTests.parse(result.stdout)
        #expect(json["contentOffset"] as? [String: Double] == ["x": 150, "y": 0])
        #expect(json["contentSize"] as? [String: Double] == ["width": 2000, "height": 100])
        #expect(json["rows"] == nil)
        let items = try #require(json["items"] as? [[String: Any]])
        #expect(items.map { $0["row"] as? Int } == [1, 2, 3, 4])
        #expect(items.map { ($0["frame"] as? [String: Double])?["x"] } == [100, 200, 300, 400])
        // At exactly 200, item 1 ends at the viewport's edge and is not shown, nor is item 5.
        let (exact, _) = try Self.run(["layout", "scene.json", "--offset", "200", "--format", "text"], scene: Self.horizontal)
        #expect(exact.stdout == """
            content 2000 × 100  offset 200, 0
            item 0.2  x 200  y 0  w 100  h 100
            item 0.3  x 300  y 0  w 100  h 100
            item 0.4  x 400  y 0  w 100  h 100

            """)
    }

    @Test func aHorizontalListIsClampedAtItsEndAlongX() throws {
        let (result, dir) = try Self.run(["render", "scene.json", "--offset", "5000", "-o", "out.png"], scene: Self.horizontal)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "listshot: offset 5000 is outside the scrollable range 0…1700; drawing at 1700\n")
        let image = try PNGDecoder.decode(contentsOf: dir + "/out.png")
        #expect(image.width == 300 && image.height == 100)
    }

    @Test func anInfiniteWheelPrintsEachItemsLapAndIndexAndItsFrameFollowsTheCircle() throws {
        let (result, _) = try Self.run(["layout", "scene.json", "--offset", "180"], scene: Self.wheel)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try LayoutCommandTests.parse(result.stdout)
        let items = try #require(json["items"] as? [[String: Any]])
        // The viewport's middle is at 280 and R = 100: the rows whose middles are within
        // 100 of it are those at 200, 250, 300 and 350 (unwrapped 4…7: rows 4, 0, 1, 2).
        #expect(items.map { $0["index"] as? Int } == [4, 5, 6, 7])
        #expect(items.map { $0["row"] as? Int } == [4, 0, 1, 2])
        #expect(items.map { $0["lap"] as? Int } == [0, 1, 1, 1])
        for item in items {
            let frame = try #require(item["frame"] as? [String: Double])
            let d = frame["y"]! + 25 - 280
            // Foundation's JSON reader may round the last digit of what listshot printed.
            #expect(abs(frame["x"]! - (10 + 0.5 * (100 * 100 - d * d).squareRoot())) < 1e-9)
            #expect(frame["width"] == 300 && frame["height"] == 50)
        }
    }

    @Test func aGridFlowsItsItemsIntoLinesUnderItsSectionHeaders() throws {
        let (result, _) = try Self.run(["layout", "scene.json", "--format", "text"], scene: Self.grid)
        #expect(result.status == 0, "\(result.stderr)")
        // 320 − 5 − 5 = 310 across holds three 100 pt items 5 pt apart, exactly.
        #expect(result.stdout == """
            content 320 × 241  offset 0, 0
            header 0  x 0    y 0    w 320  h 28
            item 0.0  x 5    y 28   w 100  h 60
            item 0.1  x 110  y 28   w 100  h 60
            item 0.2  x 215  y 28   w 100  h 60
            item 0.3  x 5    y 93   w 100  h 60
            item 0.4  x 110  y 93   w 100  h 60
            header 1  x 0    y 153  w 320  h 28
            item 1.0  x 5    y 181  w 100  h 60
            item 1.1  x 110  y 181  w 100  h 60

            """)
    }

    @Test func aBadLayoutIsRefusedWithItsKeyPathAndNoImage() throws {
        let json = #"{"layout": {"type": "wheel", "radius": 0}, "sections": [{"rows": [{}]}]}"#
        let (result, dir) = try Self.run(["render", "scene.json", "-o", "out.png"], scene: json)
        #expect(result.status != 0)
        #expect(result.stderr == "Error: scene.json: layout.radius: expected a number > 0, got 0\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out.png"))
    }
}

import Foundation
import Testing

/// Issue 22, item 7: `listshot layout --views` lists what each item's cell shows.
@Suite struct LayoutViewsCommandTests {
    /// A value1 row whose detail is too long, a picture and a checkmark. value1 puts a detail
    /// that does not fit beside its title under it (issue 34 item 1): the title is whole, the
    /// detail, as wide as the labels, ends in "…".
    static let scene = """
            {"viewport": {"width": 320, "height": 100}, "rowHeight": 44, "sections": [{"rows": [
              {"text": "Wi-Fi", "style": "value1", "detail": "Home network on the second floor", "accessory": "checkmark",
               "image": {"landscape": {"hue": 2, "width": 58, "height": 58}, "scale": 2}}
            ]}]}
            """

    /// The whole document: the views come after each item's frame (in `items` and again in
    /// `rows`), the same coordinates as the frame; a label's frame is its drawn text's box
    /// (it ends where the shortened text does), its text ends in "…" and it is truncated, and
    /// its font is the body style's (issue 34: style, size as drawn, weight); the image is the
    /// 29 pt square of a 44 pt row; the checkmark ends at the 16 pt margin.
    @Test func aValue1RowWithATruncatedDetailAnImageAndACheckmark() throws {
        let dir = try LayoutCommandTests.folder(with: Self.scene)
        let result = try CommandLineTool.run(["layout", "scene.json", "--views"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        // The item, listed in "items" and again in "rows".
        let item = """
            {
              "section": 0,
              "row": 0,
              "frame": {
                "x": 0,
                "y": 0,
                "width": 320,
                "height": 44
              },
              "views": [
                {
                  "kind": "image",
                  "frame": {
                    "x": 16,
                    "y": 7.5,
                    "width": 29,
                    "height": 29
                  }
                },
                {
                  "kind": "label",
                  "frame": {
                    "x": 61,
                    "y": 1.4261363636363633,
                    "width": 41.99289772727273,
                    "height": 20.573863636363637
                  },
                  "text": "Wi-Fi",
                  "truncated": false,
                  "font": {
                    "style": "body",
                    "size": 17,
                    "weight": "regular"
                  }
                },
                {
                  "kind": "label",
                  "frame": {
                    "x": 61,
                    "y": 22,
                    "width": 210.93039772727272,
                    "height": 20.573863636363637
                  },
                  "text": "Home network on the se…",
                  "truncated": true,
                  "font": {
                    "style": "body",
                    "size": 17,
                    "weight": "regular"
                  }
                },
                {
                  "kind": "accessory",
                  "frame": {
                    "x": 290,
                    "y": 15.5,
                    "width": 14,
                    "height": 13
                  },
                  "accessoryType": "checkmark"
                }
              ]
            }
            """
        #expect(result.stdout == """
            {
              "contentSize": {
                "width": 320,
                "height": 44
              },
              "contentOffset": {
                "x": 0,
                "y": 0
              },
              "items": [
            \(Self.indented(item, by: 4))
              ],
              "rows": [
            \(Self.indented(item, by: 4))
              ],
              "headers": [],
              "footers": []
            }

            """)
    }

    /// `text` with `count` spaces before each line.
    static func indented(_ text: String, by count: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { String(repeating: " ", count: count) + $0 }.joined(separator: "\n")
    }

    /// `--format text`: one indented line per view under its row.
    @Test func theTextFormatListsEachViewUnderItsRow() throws {
        let dir = try LayoutCommandTests.folder(with: Self.scene)
        let result = try CommandLineTool.run(["layout", "scene.json", "--views", "--format", "text"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            content 320 × 44  offset 0, 0
            row 0.0  y 0  h 44
              image x 16 y 7.5 w 29 h 29
              label x 61 y 1.4261363636363633 w 41.99289772727273 h 20.573863636363637 "Wi-Fi"
              label x 61 y 22 w 210.93039772727272 h 20.573863636363637 "Home network on the se…" truncated
              accessory x 290 y 15.5 w 14 h 13 checkmark

            """)
    }

    /// Without the flag nothing changes: no "views" key.
    @Test func withoutTheFlagItemsHaveNoViews() throws {
        let dir = try LayoutCommandTests.folder(with: Self.scene)
        let result = try CommandLineTool.run(["layout", "scene.json"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("views"))
    }

    @Test func theFlagTakesNoValue() throws {
        let result = try CommandLineTool.run(["layout", "demo", "--views=yes"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 64)
        #expect(result.stderr.contains("'--views' does not take any value"), "\(result.stderr)")
    }
}

import Foundation
import ListshotScenes
import Testing

@Suite struct LayoutCommandTests {
    /// Writes `json` as `name` into a new folder and returns the folder.
    static func folder(with json: String, named name: String = "scene.json") throws -> String {
        let dir = try CommandLineTool.temporaryFolder()
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
        return dir
    }

    static func parse(_ stdout: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
    }

    @Test func theDemoAt120ListsRows3To24() throws {
        let result = try CommandLineTool.run(["layout", "demo", "--offset", "120"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let json = try Self.parse(result.stdout)
        #expect(json["contentSize"] as? [String: Double] == ["width": 390, "height": 1000])
        #expect(json["contentOffset"] as? [String: Double] == ["x": 0, "y": 120])
        let rows = try #require(json["rows"] as? [[String: Any]])
        #expect(rows.map { $0["row"] as? Int } == (3...24).map { $0 })
        #expect(rows.allSatisfy { $0["section"] as? Int == 0 })
        let frames = rows.map { $0["frame"] as? [String: Double] }
        #expect(frames == (3...24).map { ["x": 0, "y": Double($0) * 40, "width": 390, "height": 40] })
        #expect(frames.first??["y"] == 120)
        #expect((json["headers"] as? [Any])?.isEmpty == true && (json["footers"] as? [Any])?.isEmpty == true)
    }

    @Test func theJSONHasAFixedShape() throws {
        // Keys in order, whole numbers without ".0", decimals as written, two-space indent.
        // A table lists its rows twice: as "items", as every layout does, and as "rows".
        // The plain footer sticks to the viewport's bottom: at 100 − 10, not at 93.5.
        let dir = try Self.folder(with: """
            {"viewport": {"width": 300, "height": 100}, "sections": [
              {"header": {"text": "A", "height": 20}, "rows": [{"height": 33.5}, {"height": 40}],
               "footer": {"text": "z", "height": 10}}
            ]}
            """)
        let result = try CommandLineTool.run(["layout", "scene.json"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            {
              "contentSize": {
                "width": 300,
                "height": 103.5
              },
              "contentOffset": {
                "x": 0,
                "y": 0
              },
              "items": [
                {
                  "section": 0,
                  "row": 0,
                  "frame": {
                    "x": 0,
                    "y": 20,
                    "width": 300,
                    "height": 33.5
                  }
                },
                {
                  "section": 0,
                  "row": 1,
                  "frame": {
                    "x": 0,
                    "y": 53.5,
                    "width": 300,
                    "height": 40
                  }
                }
              ],
              "rows": [
                {
                  "section": 0,
                  "row": 0,
                  "frame": {
                    "x": 0,
                    "y": 20,
                    "width": 300,
                    "height": 33.5
                  }
                },
                {
                  "section": 0,
                  "row": 1,
                  "frame": {
                    "x": 0,
                    "y": 53.5,
                    "width": 300,
                    "height": 40
                  }
                }
              ],
              "headers": [
                {
                  "section": 0,
                  "frame": {
                    "x": 0,
                    "y": 0,
                    "width": 300,
                    "height": 20
                  }
                }
              ],
              "footers": [
                {
                  "section": 0,
                  "frame": {
                    "x": 0,
                    "y": 90,
                    "width": 300,
                    "height": 10
                  }
                }
              ]
            }

            """)
    }

    @Test func theSameLayoutTwiceGivesTheSameBytes() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let a = try CommandLineTool.run(["layout", "demo", "--offset", "77.25"], in: dir)
        let b = try CommandLineTool.run(["layout", "demo", "--offset", "77.25"], in: dir)
        #expect(a.status == 0 && !a.stdout.isEmpty && a.stdout == b.stdout)
        #expect(a.stdout.contains(#""y": 77.25"#))
    }

    @Test func textFormatIsOneLinePerRow() throws {
        let result = try CommandLineTool.run(["layout", "demo", "--offset", "120", "--format", "text"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == 1 + 22)
        #expect(lines.first == "content 390 × 1000  offset 0, 120")
        #expect(lines[1] == "row 0.3   y 120  h 40")
        #expect(lines.last == "row 0.24  y 960  h 40")
    }

    @Test func textFormatListsHeadersRowsAndFootersSectionBySection() throws {
        let dir = try Self.folder(with: """
            {"style": "grouped", "sections": [
              {"header": {"text": "A"}, "rows": [{"text": "a"}], "footer": {"text": "end of A"}},
              {"generate": {"count": 2, "height": 33.5}}
            ]}
            """)
        let result = try CommandLineTool.run(["layout", "scene.json", "--format", "text"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == """
            content 390 × 223  offset 0, 0
            header 0  y 0      h 38
            row 0.0   y 38     h 44
            footer 0  y 82     h 38
            header 1  y 120    h 18
            row 1.0   y 138    h 33.5
            row 1.1   y 171.5  h 33.5
            footer 1  y 205    h 18

            """)
    }

    @Test func anOffsetOutsideTheRangeIsClampedAndSaidSo() throws {
        let result = try CommandLineTool.run(["layout", "--offset", "5000"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 0)
        #expect(result.stderr.contains("offset 5000 is outside the scrollable range 0…156; laying out at 156"))
        #expect(try Self.parse(result.stdout)["contentOffset"] as? [String: Double] == ["x": 0, "y": 156])
    }

    @Test func flagsOverrideTheFilesViewport() throws {
        let dir = try Self.folder(with: #"{"viewport": {"width": 320, "height": 100}, "sections": [{"generate": {"count": 10, "height": 40}}]}"#)
        let own = try Self.parse(try CommandLineTool.run(["layout", "scene.json"], in: dir).stdout)
        #expect((own["rows"] as? [Any])?.count == 3)
        #expect((own["contentSize"] as? [String: Double])?["width"] == 320)
        let wider = try Self.parse(try CommandLineTool.run(["layout", "scene.json", "--width", "200", "--height", "200"], in: dir).stdout)
        #expect((wider["rows"] as? [Any])?.count == 5)
        #expect((wider["contentSize"] as? [String: Double])?["width"] == 200)
    }

    @Test func everyBuiltInSceneLaysOut() throws {
        let dir = try CommandLineTool.temporaryFolder()
        #expect(!BuiltInScene.all.isEmpty)
        for scene in BuiltInScene.all {
            for format in ["json", "text"] {
                let result = try CommandLineTool.run(["layout", scene.name, "--offset", "100", "--format", format], in: dir)
                #expect(result.status == 0, "\(scene.name) --format \(format): \(result.stderr)")
                if format == "json" {
                    let json = try Self.parse(result.stdout)
                    let height = try #require((json["contentSize"] as? [String: Double])?["height"], "\(scene.name)")
                    #expect(height > 0, "\(scene.name)")
                    let items = try #require(json["items"] as? [[String: Any]], "\(scene.name)")
                    #expect(!items.isEmpty && json["headers"] is [Any] && json["footers"] is [Any], "\(scene.name)")
                    // Tables keep the "rows" key older users read; the other layouts have only "items".
                    #expect((json["rows"] != nil) == (scene.make(scene.viewport) is any TableScene), "\(scene.name)")
                } else {
                    #expect(result.stdout.hasPrefix("content "), "\(scene.name)")
                }
            }
        }
    }

    @Test func aBadSceneFileFailsNamingTheFileAndKeyPath() throws {
        let dir = try Self.folder(with: #"{"sections": [{"rows": [{"text": "a", "height": -5}]}]}"#, named: "bad.json")
        let result = try CommandLineTool.run(["layout", "bad.json"], in: dir)
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(#"bad.json: sections[0].rows[0].height: expected a number ≥ 0 or "automatic", got -5"#), "\(result.stderr)")
    }

    @Test(arguments: [
        (["--format", "yaml"], "Error: The value 'yaml' is invalid for '--format <format>'. Please provide one of 'json' and 'text'."),
        (["--offset", "nan"],
         "Error: The value 'nan' is invalid for '--offset <points>': 'nan' is not a decimal number (such as 120, -33.5 or 1e3)"),
        (["--width", "0"], "Error: --width must be greater than 0, got 0"),
        // Issue 7, item 7: render's options are named as such, not read as the scene.
        (["--scale", "2", "demo"],
         "Error: listshot layout does not take --scale: it prints frames in points and draws nothing; listshot render takes --scale"),
        (["-o", "x.png"],
         "Error: listshot layout does not take -o/--output: it prints to standard output; redirect that instead "
            + "(listshot layout demo > layout.json)"),
        (["--output", "x.png", "demo"],
         "Error: listshot layout does not take -o/--output: it prints to standard output; redirect that instead "
            + "(listshot layout demo > layout.json)"),
        (["demo", "--offset", "0", "--offset", "40", "--offset", "80"],
         "Error: listshot layout takes one --offset, got 3; run it once per offset (listshot render draws a frame at each)"),
    ])
    func badInputFailsNamingTheFlag(arguments: [String], message: String) throws {
        let result = try CommandLineTool.run(["layout"] + arguments, in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == message, "stderr was: \(result.stderr)")
    }
}

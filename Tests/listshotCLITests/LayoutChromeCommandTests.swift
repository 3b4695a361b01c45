import Foundation
import Testing

/// Issue 34: `listshot layout` reports the bars around the list under `"chrome"`, in screen
/// coordinates, with what each shows under `--views`.
@Suite struct LayoutChromeCommandTests {
    /// The default 390 × 844 viewport takes an iPhone 14's safe areas: 47 pt at the top, 34
    /// at the bottom.
    static let scene = """
        {"statusBar": true, "navigationBar": {"title": "Mail", "largeTitle": true, "trailing": {"icon": "plus"}},
         "searchBar": {}, "toolbar": {"items": ["Edit"]},
         "rowHeight": 44, "sections": [{"generate": {"count": 40}}]}
        """

    static func layout(_ arguments: [String]) throws -> String {
        let dir = try LayoutCommandTests.folder(with: Self.scene)
        let result = try CommandLineTool.run(["layout", "scene.json"] + arguments, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    static func frame(_ bar: [String: Any]) -> [Double] {
        let frame = bar["frame"] as? [String: Double] ?? [:]
        return ["x", "y", "width", "height"].map { frame[$0] ?? -1 }
    }

    @Test func theBarsWithWhatTheyShow() throws {
        let json = try LayoutCommandTests.parse(try Self.layout(["--views"]))
        let chrome = try #require(json["chrome"] as? [[String: Any]])
        #expect(chrome.map { $0["kind"] as? String } == ["statusBar", "navigationBar", "searchBar", "toolbar"])
        #expect(chrome.map(Self.frame) == [[0, 0, 390, 47], [0, 47, 390, 96], [0, 143, 390, 52], [0, 844 - 78, 390, 78]])
        let views = chrome.map { ($0["views"] as? [[String: Any]] ?? []).map { view in
            "\(view["kind"] ?? "")" + (view["text"].map { " \($0)" } ?? "") + ((view["truncated"] as? Bool) == true ? " truncated" : "")
        } }
        #expect(views == [
            ["label 9:41", "image", "image", "image"],
            ["label Mail", "image"],  // the large title; the inline title is hidden at the top
            ["image", "label Search"],
            ["label Edit"],
        ])
        // The rows start under the bars: the first at content y 0 is at offset -195.
        #expect((json["contentOffset"] as? [String: Double])?["y"] == -195)
    }

    @Test func scrolledPastTheLargeTitleInText() throws {
        let text = try Self.layout(["--views", "--offset", "0", "--format", "text"])
        let chrome = text.split(separator: "\n").drop { !$0.hasPrefix("chrome ") }
        #expect(Array(chrome) == [
            "chrome statusBar      x 0 y 0 w 390 h 47",
            "  label x 46.710085227272735 y 13.213068181818182 w 35.27982954545455 h 20.573863636363637 \"9:41\"",
            "  image x 290.4 y 18 w 17 h 11",
            "  image x 312.9 y 18 w 15.5 h 11",
            "  image x 333.9 y 17.25 w 27 h 12.5",
            "chrome navigationBar  x 0 y 47 w 390 h 44",
            "  label x 177.98188920454544 y 58.71306818181818 w 34.03622159090911 h 20.573863636363637 \"Mail\"",
            "  image x 355 y 59.5 w 19 h 19",
            "chrome searchBar      x 0 y 91 w 390 h 0",
            "chrome toolbar        x 0 y 766 w 390 h 78",
            "  label x 16 y 777.7130681818181 w 30.933238636363637 h 20.573863636363637 \"Edit\"",
        ])
    }

    @Test func framesWithoutViewsAndNoChromeWithoutBars() throws {
        let json = try LayoutCommandTests.parse(try Self.layout([]))
        let chrome = try #require(json["chrome"] as? [[String: Any]])
        #expect(chrome.allSatisfy { $0["views"] == nil })
        let dir = try LayoutCommandTests.folder(with: #"{"sections": [{"generate": {"count": 3}}]}"#)
        let plain = try CommandLineTool.run(["layout", "scene.json", "--views"], in: dir)
        #expect(try LayoutCommandTests.parse(plain.stdout)["chrome"] == nil)
    }
}

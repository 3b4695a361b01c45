import ListshotGeometry
import ListshotStructuredText
import ListshotViews

/// The bars in `listshot layout`'s report: `"chrome": [{"kind", "frame", "views"}]`, and a
/// line per bar in the text.
extension LayoutReport {
    /// `chrome`'s bars as they are drawn with `list` where it is scrolled; their views only
    /// when `views` is true.
    static func bars(of chrome: ScreenChrome, following list: ListView, views: Bool) -> [ScreenChrome.Bar] {
        chrome.follow(list)
        return chrome.bars.map { bar in
            var bar = bar
            if !views { bar.views = [] }
            return bar
        }
    }

    /// `{"kind", "frame", "views"}`, the views only when the report has them.
    static func json(_ bar: ScreenChrome.Bar) -> JSONText {
        var fields: [(String, JSONText)] = [("kind", .string(bar.kind.rawValue)), ("frame", json(bar.frame))]
        if !bar.views.isEmpty { fields.append(("views", .array(bar.views.map(json)))) }
        return .object(fields)
    }

    /// A line per bar, `chrome navigationBar  x 0 y 59 w 393 h 96`, each followed by one
    /// indented line per view it shows, as items' views are.
    static func text(_ bars: [ScreenChrome.Bar]) -> String {
        let width = bars.map(\.kind.rawValue.count).max() ?? 0
        var text = ""
        for bar in bars {
            let f = bar.frame
            text += "\nchrome " + bar.kind.rawValue + String(repeating: " ", count: width - bar.kind.rawValue.count)
                + "  x \(NumberText.plain(f.minX)) y \(NumberText.plain(f.minY)) w \(NumberText.plain(f.width)) h \(NumberText.plain(f.height))"
            for view in bar.views { text += "\n  " + Self.text(view) }
        }
        return text
    }
}

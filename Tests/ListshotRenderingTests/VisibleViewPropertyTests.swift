import ListshotGeometry
import ListshotLayout
import ListshotRendering
import ListshotScenes
import ListshotText
import ListshotStructuredText
import ListshotViews
import Testing

/// Issue 22, "Tests": every built-in scene at every text size in both appearances, read
/// through what `listshot layout --views` reports (``LayoutReport`` with `views`, the scene
/// made as the command makes a built-in scene with `--text-size` and `--appearance`: from its
/// file), at the start of its range and at the middle of its content:
///
/// - (a) no two labels of one cell overlap (their text boxes share more than 0.01 pt each way);
/// - (b) no label leaves its cell, nor the screen across the scroll direction (along it,
///   scrolling moves cells off screen; that is not leaving it);
/// - (c) every truncated label shows an ellipsis (U+2026) in its last line: at its end for
///   tail truncation, at its start or middle for head and middle truncation — text that is
///   cut without one (clipped by a view or the screen's side, or wrapped out of its lines)
///   fails;
/// - (d) in a table, every row on screen at the start at both `large` and `AX5` that shows a
///   label at `large` is taller at `AX5`;
/// - (e) (issue 34) in the scenes whose designs adapt to large text (``adaptingScenes``), no
///   label is truncated at AX1 to AX5: it wraps, as iOS's do;
/// - (f) (issue 34) every label drawn in a text style's font is at that style's size in
///   Apple's Dynamic Type table at the screen's text size;
/// - (g) (issue 34) in a scene with bars, at the start of its range no view of a row on
///   screen lies under the status, navigation or search bar: the list's content starts
///   under them.
///
/// A failure names the scene, text size, appearance, offset and row, and the views.
@Suite struct VisibleViewPropertyTests {
    /// One scene's report at one text size, appearance and offset.
    struct Screen {
        let textSize: TextSize
        let appearance: Appearance
        let offset: Double
        let report: LayoutReport
        /// The part of the content coordinates the screen shows across the scroll direction.
        let across: Rect

        var name: String { "\(textSize.shortName) \(appearance.rawValue) offset \(NumberText.plain(offset))" }
    }

    /// How far boxes may overlap or pass an edge and still count as apart or inside.
    static let tolerance = 0.01

    /// The scene `builtIn` at every text size and appearance, at its start and its middle.
    static func screens(of builtIn: BuiltInScene) throws -> [Screen] {
        let example = try #require(builtIn.example, "\(builtIn.name) has no scene file")
        var screens: [Screen] = []
        for textSize in TextSize.allCases {
            for appearance in Appearance.allCases {
                let description = try example.description(
                    overrides: SceneOverrides(appearance: appearance.rawValue, textSize: textSize.rawValue))
                let scene = description.makeScene(viewport: builtIn.viewport)
                let list = scene.listView
                let start = try SceneRenderer.scroll(scene, viewport: builtIn.viewport).appliedOffset
                let length = list.scrollAxis == .vertical ? list.listLayout.contentSize.height : list.listLayout.contentSize.width
                for offset in [start, start + length / 2] {
                    let applied = try SceneRenderer.scroll(scene, to: offset, viewport: builtIn.viewport).appliedOffset
                    if screens.last.map({ $0.textSize == textSize && $0.appearance == appearance && $0.offset == applied }) == true { continue }
                    let bounds = list.bounds, far = 1e300
                    let across = list.scrollAxis == .vertical
                        ? Rect(x: bounds.minX, y: -far, width: bounds.width, height: 2 * far)
                        : Rect(x: -far, y: bounds.minY, width: 2 * far, height: bounds.height)
                    screens.append(Screen(
                        textSize: textSize, appearance: appearance, offset: applied,
                        report: LayoutReport(list, views: true, chrome: (scene as? ChromeScene)?.chrome), across: across))
                }
            }
        }
        return screens
    }

    static func describe(_ view: VisibleView) -> String {
        let f = view.frame
        return "\(view.kind.rawValue) \"\(view.text ?? "")\" (x \(NumberText.plain(f.minX)) y \(NumberText.plain(f.minY)) "
            + "w \(NumberText.plain(f.width)) h \(NumberText.plain(f.height)))"
    }

    static func row(_ item: LayoutReport.Item) -> String {
        "row \(item.indexPath.section).\(item.indexPath.row)" + (item.lap.map { " lap \($0)" } ?? "")
    }

    /// The built-in scenes designed to adapt to every text size (issue 34): at AX1 to AX5 none
    /// of their labels is truncated.
    static let adaptingScenes: Set = ["contacts", "contacts-rtl", "animals", "animal-detail", "wheel", "wheel-right", "chat", "classmates"]

    /// The problems of (a), (b), (c), (e) and (f) on one screen, one message each.
    static func problems(on screen: Screen, scene: String = "") -> [(property: String, message: String)] {
        var problems: [(property: String, message: String)] = []
        let mustWrap = adaptingScenes.contains(scene) && screen.textSize.isAccessibilityCategory
        for item in screen.report.items {
            let labels = (item.views ?? []).filter { $0.kind == .label }
            for a in labels {
                if mustWrap, a.isTruncated {
                    problems.append(("e: a label truncated at an accessibility size", "\(row(item)): \(describe(a)) is truncated"))
                }
                if let font = a.font, let style = font.textStyle, font.size != style.pointSize(for: screen.textSize) {
                    problems.append(("f: a style's font at another size", "\(row(item)): \(describe(a)) is \(style) at \(font.size) pt, "
                        + "not \(style.pointSize(for: screen.textSize))"))
                }
            }
            for (i, a) in labels.enumerated() {
                for b in labels[(i + 1)...] {
                    guard let shared = a.frame.intersection(b.frame), shared.width > tolerance, shared.height > tolerance else { continue }
                    problems.append(("a: labels overlap", "\(row(item)): \(describe(a)) overlaps \(describe(b))"))
                }
                if a.frame.leaves(item.frame) {
                    problems.append(("b: a label leaves its cell", "\(row(item)): \(describe(a)) leaves the cell \(item.frame)"))
                } else if a.frame.leaves(screen.across) {
                    problems.append(("b: a label leaves the screen", "\(row(item)): \(describe(a)) leaves the screen \(screen.across.minX)…\(screen.across.maxX) across"))
                }
                if a.isTruncated, a.text?.split(separator: "\n", omittingEmptySubsequences: false).last?.contains("\u{2026}") != true {
                    problems.append(("c: truncated without an ellipsis", "\(row(item)): \(describe(a)) is truncated without an ellipsis"))
                }
            }
        }
        return problems
    }

    /// The problems of (g) on the screen at the start of the range: a row's view under a top bar.
    static func chromeProblems(on screen: Screen) -> [(property: String, message: String)] {
        let top: [ScreenChrome.Kind] = [.statusBar, .navigationBar, .searchBar]
        guard let bars = screen.report.chrome?.filter({ top.contains($0.kind) }), let bottom = bars.map(\.frame.maxY).max() else { return [] }
        var problems: [(property: String, message: String)] = []
        let offset = screen.report.contentOffset
        for item in screen.report.items {
            for view in item.views ?? [] {
                // On screen: content coordinates less the offset.
                let onScreen = view.frame.offsetBy(dx: -offset.x, dy: -offset.y)
                guard onScreen.maxY > 0, onScreen.minY < bottom - tolerance else { continue }
                problems.append(("g: a row's content under the bars at the start",
                    "\(row(item)): \(describe(view)) is at y \(NumberText.plain(onScreen.minY)) on screen, under the bars that end at \(NumberText.plain(bottom))"))
            }
        }
        return problems
    }

    /// One issue per property broken on a screen: how many times, and the first.
    static func record(_ problems: [(property: String, message: String)], scene: String, screen: Screen) {
        var seen: [String: (count: Int, first: String)] = [:]
        var order: [String] = []
        for problem in problems {
            if seen[problem.property] == nil { order.append(problem.property) }
            seen[problem.property, default: (0, problem.message)].count += 1
        }
        for property in order {
            let (count, first) = seen[property]!
            Issue.record(Comment(rawValue: "\(scene) \(screen.name): \(property), \(count)×; first: \(first)"))
        }
    }

    @Test(arguments: BuiltInScene.all.map(\.name))
    func labelsFitTheirCellsAtEveryTextSizeInBothAppearances(scene name: String) throws {
        let builtIn = try #require(BuiltInScene.named(name))
        let screens = try Self.screens(of: builtIn)
        for screen in screens { Self.record(Self.problems(on: screen, scene: name), scene: name, screen: screen) }
        // (g): at the start of the range, each text size and appearance's first screen.
        var starts: Set<String> = []
        for screen in screens where starts.insert("\(screen.textSize) \(screen.appearance)").inserted {
            Self.record(Self.chromeProblems(on: screen), scene: name, screen: screen)
        }

        // (d): rows grow from large to AX5, at the start.
        for appearance in Appearance.allCases {
            let starts = screens.filter { $0.appearance == appearance }
            guard let large = starts.first(where: { $0.textSize == .large }),
                let ax5 = starts.first(where: { $0.textSize == .accessibilityExtraExtraExtraLarge }),
                let largeRows = large.report.rows, let ax5Rows = ax5.report.rows
            else { continue }
            let grown = Dictionary(ax5Rows.map { ($0.indexPath, $0) }, uniquingKeysWith: { a, _ in a })
            var problems: [(property: String, message: String)] = []
            for row in largeRows {
                guard let label = row.views?.first(where: { $0.kind == .label }), let bigger = grown[row.indexPath],
                    !(bigger.frame.height > row.frame.height)
                else { continue }
                problems.append(("d: a row does not grow", "\(Self.row(row)) is \(NumberText.plain(bigger.frame.height)) pt at AX5 and "
                    + "\(NumberText.plain(row.frame.height)) pt at L, where it shows \(Self.describe(label))"))
            }
            Self.record(problems, scene: name, screen: ax5)
        }
    }
}

extension Rect {
    /// True when part of the rectangle lies outside `other` by more than the tests' tolerance.
    fileprivate func leaves(_ other: Rect) -> Bool {
        let t = VisibleViewPropertyTests.tolerance
        return minX < other.minX - t || minY < other.minY - t || maxX > other.maxX + t || maxY > other.maxY + t
    }
}

import ArgumentParser
import ListshotScenes

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print where a scene's visible rows, headers and footers are at a scroll offset.",
        discussion: """
            Lays the scene out as `listshot render` would, without drawing, and prints the \
            table's content size, its offset, and the frame of every row, header and footer \
            on screen, in content coordinates (a plain table's sticky headers and footers \
            are where they are drawn). An offset outside the scrollable range is clamped, \
            with a note on standard error.

            --format json (the default) prints
              {"contentSize": {"width", "height"}, "contentOffset": {"x", "y"},
               "rows": [{"section", "row", "frame": {"x", "y", "width", "height"}}],
               "headers": [{"section", "frame"}], "footers": [{"section", "frame"}]}
            with the keys in this order, rows and sections in index order, whole numbers \
            without a decimal point and two-space indentation. --format text prints one \
            line for the content size and offset, then one per header, row and footer, \
            section by section.

            --views adds to each item (and row) what its cell shows, in the order drawn:
              "views": [{"kind": "label", "frame", "text", "truncated", "font"},
                        {"kind": "image", "frame"},
                        {"kind": "accessory", "frame", "accessoryType"}]
            in the same coordinates as the item's frame (also "switch", "icon" and \
            "badge", with their state, symbol or count as text). A label's frame is the \
            box of the text drawn (which may pass the cell's edges), its text what is \
            drawn, "…" included, and "truncated" is true when text was left out or is cut \
            by a clip or the screen's side. Its "font" is {"style", "size", "weight"}: the \
            Dynamic Type text style when the text is drawn at that style's size (else \
            null), the size in points as drawn at the text size, and "regular" or \
            "semibold". Hidden views, empty text and zero sizes are left out. With \
            --format text each view is an indented line under its item.

            A scene with bars (statusBar, navigationBar, searchBar, tabBar, toolbar) adds
              "chrome": [{"kind": "statusBar", "frame", "views"}]
            one entry per bar, top to bottom, in screen coordinates (not the content's), \
            collapsed for the offset; each bar's views (texts and icons) only with --views.

            Exit status: 0 on success; 1 when the scene file cannot be read or is not a \
            scene; 64 for a bad flag or value.

            Examples:
              listshot layout demo --offset 120
              listshot layout scenes/people.json --offset 300 --format text
              listshot layout cells --text-size AX5 --format text    rows grow with the text
              listshot layout wifi.json --views                      what cells show
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, text
    }

    @OptionGroup var scene: SceneOptions

    @Option(help: "What to print: json or text.")
    var format: Format = .json

    @Flag(help: "Also list each item's labels, images and accessory: frame, text, and whether the text was truncated.")
    var views = false

    // `render`'s options, declared only to say why `layout` takes none of them: without
    // them a stray `--scale 2` would leave "2" to be read as the scene.
    @Option(parsing: .unconditional, help: .hidden) var scale: String?
    @Option(name: [.customShort("o"), .long], help: .hidden) var output: String?

    func validate() throws {
        if scale != nil {
            throw ValidationError("listshot layout does not take --scale: it prints frames in points and draws nothing; "
                + "listshot render takes --scale")
        }
        if scene.offsets.count > 1 {
            throw ValidationError("listshot layout takes one --offset, got \(scene.offsets.count); "
                + "run it once per offset (listshot render draws a frame at each)")
        }
        if output != nil {
            throw ValidationError("listshot layout does not take -o/--output: it prints to standard output; "
                + "redirect that instead (listshot layout demo > layout.json)")
        }
        try scene.validateValues()
    }

    func run() throws {
        try requireBundledFonts()  // self-sizing rows measure their text
        let loaded = try scene.load()
        _ = try scene.scroll(loaded, doing: "laying out")
        let report = LayoutReport(loaded.scene.listView, views: views, chrome: (loaded.scene as? any ChromeScene)?.chrome)
        print(format == .json ? report.json : report.text)
    }
}

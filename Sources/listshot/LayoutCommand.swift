import ArgumentParser
import ListshotScenes
import ListshotViews

struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print where a scene's visible rows, headers and footers are at a scroll offset.",
        discussion: """
            Lays the scene out as `listshot render` would, without drawing, and prints the \
            table's content size, its offset, and the frame of every row, header and footer \
            on screen, in content coordinates (a plain table's sticky header is where it is \
            drawn). An offset outside the scrollable range is clamped, with a note on \
            standard error.

            --format json (the default) prints
              {"contentSize": {"width", "height"}, "contentOffset": {"x", "y"},
               "rows": [{"section", "row", "frame": {"x", "y", "width", "height"}}],
               "headers": [{"section", "frame"}], "footers": [{"section", "frame"}]}
            with the keys in this order, rows and sections in index order, whole numbers \
            without a decimal point and two-space indentation. --format text prints one \
            line for the content size and offset, then one per header, row and footer, \
            section by section.

            Examples:
              listshot layout demo --offset 120
              listshot layout scenes/people.json --offset 300 --format text
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, text
    }

    @OptionGroup var scene: SceneOptions

    @Option(help: "What to print: json or text.")
    var format: Format = .json

    // `render`'s options, declared only to say why `layout` takes none of them: without
    // them a stray `--scale 2` would leave "2" to be read as the scene.
    @Option(parsing: .unconditional, help: .hidden) var scale: String?
    @Option(name: [.customShort("o"), .long], help: .hidden) var output: String?

    func validate() throws {
        if scale != nil {
            throw ValidationError("listshot layout does not take --scale: it prints frames in points and draws nothing; "
                + "listshot render takes --scale")
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
        let report = LayoutReport(loaded.scene.tableView)
        print(format == .json ? report.json : report.text)
    }
}

/// What a table shows at its current offset: the frames of its visible rows, headers and
/// footers, in content coordinates.
struct LayoutReport {
    let contentSize: Size
    let contentOffset: Point
    let rows: [(indexPath: IndexPath, frame: Rect)]
    let headers: [(section: Int, frame: Rect)]
    let footers: [(section: Int, frame: Rect)]

    init(_ table: TableView) {
        contentSize = table.contentSize
        contentOffset = table.contentOffset
        rows = table.indexPathsForVisibleRows.map { ($0, table.rectForRow(at: $0)) }
        headers = table.indexesOfVisibleHeaders.map { ($0, table.rectForHeader(inSection: $0)) }
        footers = table.indexesOfVisibleFooters.map { ($0, table.rectForFooter(inSection: $0)) }
    }

    // MARK: JSON

    var json: String {
        JSONText.object([
            ("contentSize", .object([("width", .number(contentSize.width)), ("height", .number(contentSize.height))])),
            ("contentOffset", .object([("x", .number(contentOffset.x)), ("y", .number(contentOffset.y))])),
            ("rows", .array(rows.map { row in
                .object([
                    ("section", .number(Double(row.indexPath.section))), ("row", .number(Double(row.indexPath.row))),
                    ("frame", Self.json(row.frame)),
                ])
            })),
            ("headers", .array(headers.map { .object([("section", .number(Double($0.section))), ("frame", Self.json($0.frame))]) })),
            ("footers", .array(footers.map { .object([("section", .number(Double($0.section))), ("frame", Self.json($0.frame))]) })),
        ]).pretty()
    }

    private static func json(_ rect: Rect) -> JSONText {
        .object([
            ("x", .number(rect.minX)), ("y", .number(rect.minY)),
            ("width", .number(rect.width)), ("height", .number(rect.height)),
        ])
    }

    // MARK: Text

    /// `content 390 × 1000  offset 0, 120`, then a line such as `row 0.3  y 120  h 40` for
    /// each header, row and footer, section by section, in columns.
    var text: String {
        var lines: [(String, Rect)] = []
        let sections = Set(rows.map(\.indexPath.section) + headers.map(\.section) + footers.map(\.section)).sorted()
        for section in sections {
            for header in headers where header.section == section { lines.append(("header \(section)", header.frame)) }
            for row in rows where row.indexPath.section == section {
                lines.append(("row \(section).\(row.indexPath.row)", row.frame))
            }
            for footer in footers where footer.section == section { lines.append(("footer \(section)", footer.frame)) }
        }
        let labelWidth = lines.map(\.0.count).max() ?? 0
        let yWidth = lines.map { format($0.1.minY).count }.max() ?? 0
        var text = "content \(format(contentSize.width)) × \(format(contentSize.height))  "
            + "offset \(format(contentOffset.x)), \(format(contentOffset.y))"
        for (label, frame) in lines {
            let y = format(frame.minY)
            text += "\n" + label.padding(to: labelWidth) + "  y " + y.padding(to: yWidth) + "  h " + format(frame.height)
        }
        return text
    }
}

/// A JSON value whose object keys keep their order, printed two-space indented with
/// `"key": value`, as `jq` prints.
indirect enum JSONText {
    case number(Double)
    case array([JSONText])
    case object([(String, JSONText)])

    func pretty(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case let .number(value):
            return format(value)  // finite: whole numbers without ".0", others shortest round-trip
        case let .array(elements):
            if elements.isEmpty { return "[]" }
            return "[\n" + elements.map { inner + $0.pretty(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case let .object(fields):
            if fields.isEmpty { return "{}" }
            return "{\n" + fields.map { inner + "\"\($0)\": " + $1.pretty(indent: inner) }.joined(separator: ",\n") + "\n\(indent)}"
        }
    }
}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

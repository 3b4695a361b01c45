import ListshotGeometry
import ListshotLayout
import ListshotStructuredText
import ListshotText
import ListshotViews

/// What a list shows at its current offset, as `listshot layout` prints it: the content
/// size, the offset, and the frame of every element in view, in content coordinates.
///
/// `items` lists every cell in the layout's order (for a wrapping layout with its `lap`
/// and the unwrapped `index`); a table also gets `rows`, `headers` and `footers`, the
/// keys `listshot layout` printed before there were other layouts. With `views`
/// (`listshot layout --views`) each item also lists what its cell shows: its labels,
/// images and accessory (`TableViewCell/visibleViews(clippedTo:)`), in the same
/// coordinates as its frame.
public struct LayoutReport: Sendable {
    /// One cell in view.
    public struct Item: Sendable, Equatable {
        public var indexPath: IndexPath
        public var frame: Rect
        /// For a layout that wraps: how many times it went round its data before this copy.
        public var lap: Int?
        /// For a layout that wraps: the item's place counting every lap (lap × count + row).
        public var unwrappedIndex: Int?
        /// What the item's cell shows, when the report was asked for it; `nil` otherwise.
        public var views: [VisibleView]?
        /// The cell's own `View.accessibilityIdentifier`, naming the whole item, when the
        /// report was asked for views; `nil` otherwise or when the cell has none.
        public var accessibilityIdentifier: String?
    }

    public let contentSize: Size
    public let contentOffset: Point
    /// The list's frame on the screen: where content at ``contentOffset`` is drawn.
    public let listFrame: Rect
    public internal(set) var items: [Item]
    /// The table's rows (the same as ``items``), or `nil` for another layout.
    public internal(set) var rows: [Item]?
    public let headers: [(section: Int, frame: Rect)]
    public let footers: [(section: Int, frame: Rect)]
    /// The bars around the list (status bar, navigation bar, search bar, tab bar or
    /// toolbar), in screen coordinates, or `nil` when the scene has none. Their `ScreenChrome.Bar.views`
    /// are listed only when the report was asked for views.
    public internal(set) var chrome: [ScreenChrome.Bar]?

    /// The report for `list` as it is laid out now.
    ///
    /// - Parameters:
    ///   - list: a table or a collection view, scrolled where it should be reported.
    ///   - views: also list what each item's cell shows (``Item/views``), and each bar's.
    ///   - chrome: the scene's bars (``ChromeScene/chrome``), collapsed here for `list`'s offset.
    public init(_ list: ListView, views: Bool = false, chrome: ScreenChrome? = nil) {
        let layout = list.listLayout
        contentSize = layout.contentSize
        contentOffset = list.contentOffset
        listFrame = list.frame
        let elements = list.layoutAttributesForVisibleElements
        let wrapping = layout as? any WrappingLayout
        let clip = views ? Self.visibleRect(of: list) : nil
        items = elements.filter { $0.element.kind == .cell }.map { attributes in
            let cell = clip == nil ? nil : Self.cell(for: attributes.element, in: list)
            return Item(
                indexPath: IndexPath(attributes.element.indexPath), frame: attributes.frame,
                lap: wrapping == nil ? nil : attributes.element.lap,
                unwrappedIndex: wrapping?.unwrappedIndex(of: attributes.element),
                views: clip.map { cell?.visibleViews(clippedTo: $0) ?? [] }, accessibilityIdentifier: cell?.accessibilityIdentifier)
        }
        rows = list is TableView ? items : nil
        headers = elements.filter { $0.element.kind == .header }.map { ($0.element.indexPath.section, $0.frame) }
        footers = elements.filter { $0.element.kind == .footer }.map { ($0.element.indexPath.section, $0.frame) }
        self.chrome = chrome.map { Self.bars(of: $0, following: list, views: views) }
    }

    /// The cell `list` shows for `element`, if it is on screen.
    private static func cell(for element: LayoutElement, in list: ListView) -> TableViewCell? {
        switch list {
        case let table as TableView: table.cellForRow(at: IndexPath(element.indexPath))
        case let collection as CollectionView: collection.cell(for: element)
        default: nil
        }
    }

    /// The part of `list`'s content coordinates that can ever show across its scroll
    /// direction: its bounds that way, unbounded along the scroll (text scrolled off screen
    /// is not cut, text past the screen's side is).
    private static func visibleRect(of list: ListView) -> Rect {
        let bounds = list.bounds, far = Double.greatestFiniteMagnitude / 4
        return switch list.scrollAxis {
        case .vertical: Rect(x: bounds.minX, y: -far, width: bounds.width, height: 2 * far)
        case .horizontal: Rect(x: -far, y: bounds.minY, width: 2 * far, height: bounds.height)
        }
    }

    // MARK: JSON

    /// The report as JSON, keys in a fixed order, two-space indented: the same on every run.
    public var json: String {
        var fields: [(String, JSONText)] = [
            ("contentSize", .object([("width", .number(contentSize.width)), ("height", .number(contentSize.height))])),
            ("contentOffset", .object([("x", .number(contentOffset.x)), ("y", .number(contentOffset.y))])),
            ("items", .array(items.map(Self.json))),
        ]
        if let rows { fields.append(("rows", .array(rows.map(Self.json)))) }
        fields.append(("headers", .array(headers.map { .object([("section", .number(Double($0.section))), ("frame", Self.json($0.frame))]) })))
        fields.append(("footers", .array(footers.map { .object([("section", .number(Double($0.section))), ("frame", Self.json($0.frame))]) })))
        if let chrome { fields.append(("chrome", .array(chrome.map(Self.json)))) }
        return JSONText.object(fields).pretty()
    }

    private static func json(_ item: Item) -> JSONText {
        var fields: [(String, JSONText)] = [
            ("section", .number(Double(item.indexPath.section))), ("row", .number(Double(item.indexPath.row))),
        ]
        if let lap = item.lap { fields.append(("lap", .number(Double(lap)))) }
        if let index = item.unwrappedIndex { fields.append(("index", .number(Double(index)))) }
        fields.append(("frame", json(item.frame)))
        if let identifier = item.accessibilityIdentifier { fields.append(("accessibilityIdentifier", .string(identifier))) }
        if let views = item.views { fields.append(("views", .array(views.map(json)))) }
        return .object(fields)
    }

    /// `{"kind", "frame", "text", "truncated", "font"}` for a label, `{"kind", "frame"}` for
    /// an image, `{"kind", "frame", "accessoryType"}` for the accessory; each ending in
    /// `"accessibilityIdentifier"` when the view has one.
    static func json(_ view: VisibleView) -> JSONText {
        var fields: [(String, JSONText)] = [("kind", .string(view.kind.rawValue)), ("frame", json(view.frame))]
        if let text = view.text { fields += [("text", .string(text)), ("truncated", .bool(view.isTruncated))] }
        if let font = view.font { fields.append(("font", json(font))) }
        if let accessory = view.accessoryType { fields.append(("accessoryType", .string(accessory.rawValue))) }
        if let identifier = view.accessibilityIdentifier { fields.append(("accessibilityIdentifier", .string(identifier))) }
        return .object(fields)
    }

    /// `{"style": "body", "size": 17, "weight": "regular"}`: the Dynamic Type style (`null`
    /// for a font given by size), the size in points as drawn, and the weight
    /// (``weightName(_:)``).
    private static func json(_ font: VisibleView.FontInfo) -> JSONText {
        .object([
            ("style", font.textStyle.map { .string($0.rawValue) } ?? .null), ("size", .number(font.size)),
            ("weight", .string(weightName(font.weightClass))),
        ])
    }

    /// The name of an OS/2 weight class: "regular" up to 500, "semibold" to 600, "bold" above.
    static func weightName(_ weightClass: Int) -> String {
        weightClass <= 500 ? "regular" : weightClass <= 600 ? "semibold" : "bold"
    }

    static func json(_ rect: Rect) -> JSONText {
        .object([
            ("x", .number(rect.minX)), ("y", .number(rect.minY)),
            ("width", .number(rect.width)), ("height", .number(rect.height)),
        ])
    }

    // MARK: Text

    /// `content 390 × 1000  offset 0, 120`, then a line such as `row 0.3  y 120  h 40` for
    /// each header, row and footer, section by section; another layout's items are lines
    /// such as `item 0.3  x 300  y 0  w 100  h 100` (with `lap 2 index 13` when it wraps).
    /// With ``Item/views``, each item's line is followed by one indented line per view, such
    /// as `  label x 16 y 131.5 w 98 h 20.5 "Wi-Fi"`, ending `truncated` when it was, or
    /// `  accessory x 352 y 128 w 14 h 14 checkmark`. An item's or a view's accessibility
    /// identifier ends its line: `id "timestamp"`.
    public var text: String {
        var lines: [(label: String, columns: [String], views: [String], identifier: String?)] = []  // items keep the layout's order within a section
        let isTable = rows != nil
        let sections = Set(items.map(\.indexPath.section) + headers.map(\.section) + footers.map(\.section)).sorted()
        func columns(_ frame: Rect) -> [String] {
            isTable ? ["y " + NumberText.plain(frame.minY), "h " + NumberText.plain(frame.height)]
                : ["x " + NumberText.plain(frame.minX), "y " + NumberText.plain(frame.minY), "w " + NumberText.plain(frame.width), "h " + NumberText.plain(frame.height)]
        }
        for section in sections {
            for header in headers where header.section == section { lines.append(("header \(section)", columns(header.frame), [], nil)) }
            for item in items where item.indexPath.section == section {
                let label = (isTable ? "row " : "item ") + "\(section).\(item.indexPath.row)" + (item.lap.map { " lap \($0)" } ?? "")
                    + (item.unwrappedIndex.map { " index \($0)" } ?? "")
                lines.append((label, columns(item.frame), (item.views ?? []).map(Self.text), item.accessibilityIdentifier))
            }
            for footer in footers where footer.section == section { lines.append(("footer \(section)", columns(footer.frame), [], nil)) }
        }
        let labelWidth = lines.map(\.label.count).max() ?? 0
        let columnCount = lines.map(\.columns.count).max() ?? 0
        let widths = (0..<columnCount).map { c in lines.map { $0.columns[c].count }.max() ?? 0 }
        var text = "content \(NumberText.plain(contentSize.width)) × \(NumberText.plain(contentSize.height))  "
            + "offset \(NumberText.plain(contentOffset.x)), \(NumberText.plain(contentOffset.y))"
        for line in lines {
            var row = line.label.padding(to: labelWidth)
            for (c, column) in line.columns.enumerated() {
                row += "  " + (c == line.columns.count - 1 ? column : column.padding(to: widths[c]))
            }
            if let identifier = line.identifier { row += "  " + Self.identifierText(identifier) }
            text += "\n" + row
            for view in line.views { text += "\n  " + view }
        }
        if let chrome { text += Self.text(chrome) }
        return text
    }

    /// `label x 16 y 131.5 w 98 h 20.5 "Wi-Fi" truncated`: a view's line, without its indent.
    static func text(_ view: VisibleView) -> String {
        let frame = view.frame
        var line = "\(view.kind.rawValue) x \(NumberText.plain(frame.minX)) y \(NumberText.plain(frame.minY)) "
            + "w \(NumberText.plain(frame.width)) h \(NumberText.plain(frame.height))"
        if let text = view.text { line += " " + JSONPath.quoted(text, limit: .max) + (view.isTruncated ? " truncated" : "") }
        if let accessory = view.accessoryType { line += " " + accessory.rawValue }
        if let identifier = view.accessibilityIdentifier { line += " " + identifierText(identifier) }
        return line
    }

    /// `id "timestamp"`: an accessibility identifier in the text.
    static func identifierText(_ identifier: String) -> String {
        "id " + JSONPath.quoted(identifier, limit: .max)
    }

}

extension String {
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

import ListshotText
import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotViews

/// A table described by a scene file (see `SceneFile`): its viewport, its style and its
/// sections, exactly as the file gives them, with the file's defaults filled in.
///
/// A description holds no per-row storage for generated sections, so a million generated
/// rows cost the same as one.
public struct SceneDescription: Sendable, Equatable {
    /// The screen the scene is drawn on; ``Viewport/phone`` unless the file says otherwise.
    public var viewport: Viewport
    /// The device preset the viewport came from (``DevicePreset/name``), or `nil` for none.
    public var device: String?
    /// Light or dark: which of UIKit's system colours the table is drawn with.
    public var appearance: Appearance = .light
    /// The Dynamic Type size the cells' text is drawn at.
    public var textSize: TextSize = .large
    /// Which way the table runs (a file's `"direction"`): right to left mirrors every cell,
    /// header and footer as a UIKit table in Arabic or Hebrew does (see `TableViewCell`).
    public var direction: UserInterfaceLayoutDirection = .leftToRight
    /// The lines between rows.
    public var separators = Separators()
    /// The fonts of the standard cells and of the default headers and footers, in place of
    /// their styles' (a file's `fonts`); scaled by ``textSize``.
    public var fonts = SceneFonts.standard
    /// The status bar, navigation bar, search bar and tab bar or toolbar drawn around the
    /// table (a file's `statusBar`, `navigationBar`, `searchBar`, `tabBar`, `toolbar`); empty,
    /// the default, draws the list alone.
    public var chrome = SceneChrome()

    /// The image files the rows show, each once, sorted: inputs of the scene besides its file
    /// (pictures listshot draws itself have none).
    public var imagePaths: [String] {
        var paths = Set<String>()
        for section in sections {
            switch section.rows {
            case let .listed(rows): for row in rows { if let path = row.image?.path { paths.insert(path) } }
            case let .generated(pattern): if let path = pattern.look.image?.path { paths.insert(path) }
            }
        }
        for design in cells.values { paths.formUnion(design.imagePaths) }
        return paths.sorted()
    }

    /// The lines between rows: UIKit's `separatorStyle`, `separatorColor` and `separatorInset`.
    public struct Separators: Sendable, Equatable {
        /// Whether rows are separated by hairlines.
        public var style: TableView.SeparatorStyle = .singleLine
        /// Their colour; `nil` for the appearance's.
        public var color: Color?
        /// How far they stay from the left and right edges; `nil` for UIKit's (16 pt on the left).
        public var inset: EdgeInsets?

        public init(style: TableView.SeparatorStyle = .singleLine, color: Color? = nil, inset: EdgeInsets? = nil) {
            self.style = style
            self.color = color
            self.inset = inset
        }
    }
    /// How the rows are laid out: a table (the default), a horizontal list, a wheel or a grid.
    public var layout: SceneLayout = .table
    /// The table's style.
    public var style: TableStyle
    /// Extra space around the content that the table can scroll over (UIKit's `contentInset`).
    public var contentInset: EdgeInsets
    /// The height of rows that do not give their own.
    public var rowHeight: RowHeight
    /// The height the table assumes for a self-sizing row before measuring it; `nil` when
    /// the file gives none (``FileScene`` then picks one for self-sizing rows), 0 when it says
    /// 0: no estimate, every row is measured before the first frame, as in a UIKit table
    /// whose `estimatedRowHeight` is 0.
    public var estimatedRowHeight: Double?
    /// The table's background; `nil` leaves the style's default.
    public var backgroundColor: Color?
    /// The sections, in order.
    public var sections: [Section]
    /// The custom cells rows may use instead of a standard style, by name (the file's `cells`).
    public var cells: [String: CellDesign] = [:]

    /// A description with the scene file's defaults: a phone viewport, the plain style,
    /// no inset, self-sizing rows (UIKit's default since iOS 11: each row as tall as its
    /// content, at least 44 points, estimated at 44 until measured).
    ///
    /// - Parameters:
    ///   - viewport: the screen the scene is drawn on.
    ///   - style: the table's style.
    ///   - contentInset: extra scrollable space around the content.
    ///   - rowHeight: the height of rows that give none.
    ///   - estimatedRowHeight: the height assumed for self-sizing rows before they are measured.
    ///   - backgroundColor: the table's background, or `nil` for the style's default.
    ///   - sections: the sections, in order.
    public init(
        viewport: Viewport = .phone, style: TableStyle = .plain, contentInset: EdgeInsets = .zero,
        rowHeight: RowHeight = .automatic, estimatedRowHeight: Double? = nil,
        backgroundColor: Color? = nil, sections: [Section] = []
    ) {
        self.viewport = viewport
        self.style = style
        self.contentInset = contentInset
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.backgroundColor = backgroundColor
        self.sections = sections
    }

    /// UIKit's standard row height: the estimate of self-sizing rows when a file gives none,
    /// and a wheel's row height when neither the wheel nor the file gives one.
    public static let defaultRowHeight = 44.0

    /// How tall a row is.
    public enum RowHeight: Sendable, Equatable {
        /// This many points.
        case fixed(Double)
        /// As tall as its content (UIKit's `automaticDimension`).
        case automatic
    }

    /// A section's header or footer.
    public struct HeaderFooter: Sendable, Equatable {
        /// The title; `nil` for none.
        public var text: String?
        /// The height in points; `nil` leaves it to the table (its style's default).
        public var height: Double?

        public init(text: String? = nil, height: Double? = nil) {
            self.text = text
            self.height = height
        }
    }

    /// One row written out in the file.
    public struct Row: Sendable, Equatable {
        /// The main text.
        public var text: String
        /// A second line under the text, or `nil`.
        public var detail: String?
        /// The row's own height; `nil` uses the table's ``SceneDescription/rowHeight``.
        public var height: RowHeight?
        /// The cell style; `nil` picks `.subtitle` for a row with a detail, else `.default`.
        public var style: TableViewCell.CellStyle?
        /// The picture before the text, if any.
        public var image: SceneImage?
        /// The accessory at the cell's trailing edge.
        public var accessory: CellAccessory = .none
        /// The cell's background; `nil` for the appearance's.
        public var backgroundColor: Color?
        /// The colour of the cell's text; `nil` for the appearance's (the style's).
        public var textColor: Color?
        /// Whether the cell is drawn selected (UIKit's `systemGray4` background).
        public var isSelected = false
        /// The custom cell (a name in ``SceneDescription/cells``) that shows the row in
        /// place of a standard cell; `nil` for a standard cell.
        public var cell: String?
        /// A switch in the accessory's place (`accessory: switch`), on or off; `nil` for none.
        public var switchIsOn: Bool?
        /// A Settings-style icon in the image's place; `nil` for none.
        public var icon: RowIcon?
        /// A count in a red capsule before the accessory (`badge: 3`); `nil` for none.
        public var badge: String?
        /// The cell's `View/accessibilityIdentifier`, naming the whole row to masks and
        /// tolerances; `nil` for none.
        public var accessibilityIdentifier: String?

        public init(text: String = "", detail: String? = nil, height: RowHeight? = nil) {
            self.text = text
            self.detail = detail
            self.height = height
        }
    }

    /// Rows made from a pattern, computed one index at a time, never stored.
    public struct GeneratedRows: Sendable, Equatable {
        /// How many rows.
        public var count: Int
        /// The text of every row; `{i}` stands for the row's index in its section, `{n}` for
        /// the index plus one, `{i:6}` for the index in six digits, `{s}` for the section's
        /// index, `{name}` for row *i*'s item of the list `name` (``lists``).
        public var textTemplate: String {
            didSet { text = SceneTemplate(textTemplate) }
        }
        /// The detail of every row, with placeholders as in ``textTemplate``; `nil` for none.
        public var detailTemplate: String? {
            didSet { detail = detailTemplate.map(SceneTemplate.init) }
        }
        /// The heights given to rows in turn (row `i` gets `heights[i % heights.count]`);
        /// empty to use the table's ``SceneDescription/rowHeight``.
        public var heights: [RowHeight]
        /// What every generated row has besides its text, detail and height: its style,
        /// accessory, colours, selection and custom cell (``Row``'s other properties).
        public var look = Row()
        /// Lists whose items the templates take: `{name}` in `text`, `detail` or a custom
        /// cell's parts is row *i*'s item of `lists["name"]` (``TemplateList/item(at:)``).
        public var lists: [String: TemplateList] = [:]

        /// The templates, split once (``SceneTemplate``).
        private var text: SceneTemplate
        private var detail: SceneTemplate?

        /// The placeholder replaced by a row's index.
        public static let indexPlaceholder = "{i}"

        /// - Parameters:
        ///   - count: how many rows.
        ///   - textTemplate: the text of every row, `{i}` standing for its index.
        ///   - detailTemplate: the detail of every row, or `nil`.
        ///   - heights: heights used in turn; empty for the table's row height.
        public init(count: Int, textTemplate: String = "Row {i}", detailTemplate: String? = nil, heights: [RowHeight] = []) {
            precondition(count >= 0, "a section cannot have \(count) rows")
            self.count = count
            self.textTemplate = textTemplate
            self.detailTemplate = detailTemplate
            self.heights = heights
            text = SceneTemplate(textTemplate)
            detail = detailTemplate.map(SceneTemplate.init)
        }

        /// Row `index` of section 0, computed now.
        public func row(at index: Int) -> Row {
            row(at: index, section: 0)
        }

        /// Row `index` of section `section` (for `{s}`), computed now.
        public func row(at index: Int, section: Int) -> Row {
            var row = look
            let context = TemplateContext(index: index, section: section, lists: lists)
            row.text = text.fill(context)
            row.detail = detail?.fill(context)
            row.height = height(ofRow: index)
            return row
        }

        /// The height of row `index`, or `nil` for the table's row height.
        public func height(ofRow index: Int) -> RowHeight? {
            heights.isEmpty ? nil : heights[index % heights.count]
        }
    }

    /// A list of text that generated rows take items from: row *i* takes
    /// `items[(i / every) % items.count]`, so with `every: 8` each item stands for eight rows
    /// in a row.
    public struct TemplateList: Sendable, Equatable {
        /// The items, at least one.
        public var items: [String]
        /// How many rows in a row take the same item; at least 1.
        public var every: Int

        public init(items: [String], every: Int = 1) {
            precondition(!items.isEmpty && every >= 1, "a list needs an item and a step of at least 1")
            self.items = items
            self.every = every
        }

        /// Row `index`'s item.
        public func item(at index: Int) -> String {
            items[(index / every) % items.count]
        }
    }

    /// A section's rows: written out one by one, or generated from a pattern.
    public enum Rows: Sendable, Equatable {
        case listed([Row])
        case generated(GeneratedRows)

        /// The number of rows.
        public var count: Int {
            switch self {
            case let .listed(rows): return rows.count
            case let .generated(generator): return generator.count
            }
        }

        /// Row `index` (for generated rows, computed now).
        public func row(at index: Int) -> Row {
            row(at: index, section: 0)
        }

        /// Row `index` of section `section` (for generated rows, computed now, `{s}` standing for `section`).
        public func row(at index: Int, section: Int) -> Row {
            switch self {
            case let .listed(rows): return rows[index]
            case let .generated(generator): return generator.row(at: index, section: section)
            }
        }

        /// The height of row `index`, or `nil` for the table's row height; never builds the row.
        public func height(ofRow index: Int) -> RowHeight? {
            switch self {
            case let .listed(rows): return rows[index].height
            case let .generated(generator): return generator.height(ofRow: index)
            }
        }
    }

    /// A section: an optional header, rows, an optional footer.
    public struct Section: Sendable, Equatable {
        public var header: HeaderFooter?
        public var rows: Rows
        public var footer: HeaderFooter?

        public init(header: HeaderFooter? = nil, rows: Rows, footer: HeaderFooter? = nil) {
            self.header = header
            self.rows = rows
            self.footer = footer
        }
    }
}

import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotText
import ListshotViews

/// The `contacts` benchmark scene: 10,000 rows of 60 pt, each a round coloured avatar with
/// white initials, a name and a phone number, drawn exactly as `../shared/peers/scene.py`
/// specifies, so that listshot's frames can be compared with Skia's and Pillow's.
///
/// Within row *i* (points, the row's top-left corner at the origin):
/// - the avatar: a circle centred on (36, 30), radius 20, in ``palette``[i % 6];
/// - its initials: Inter SemiBold 17, white, centred on x = 36, baseline y = 36;
/// - the title "First Last i": Inter Regular 17, black, x = 68, baseline y = 27;
/// - the subtitle "+1 555 %06d": Inter Regular 13, #8E8E93, x = 68, baseline y = 47;
/// - the table's separator: #C6C6C8 from x = 68 to the right edge, one device pixel at the
///   row's bottom (y = 59.5 … 60 at scale 2).
///
/// Every row has the table's `TableView/rowHeight` and there is no delegate, so the
/// layout stores no per-row heights.
public final class ContactsScene: TableScene, TableViewDataSource {
    public static let rowCount = 10_000
    public static let rowHeight = 60.0
    /// Where the title, subtitle and separator start, in points from the row's left edge.
    public static let textX = 68.0
    static let cellIdentifier = "Contact"

    /// The avatars' colours, used in turn (scene.py's `PALETTE`).
    public static let palette: [Color] = [
        Color(rgb: 0xFF3B30), Color(rgb: 0xFF9500), Color(rgb: 0x34C759),
        Color(rgb: 0x007AFF), Color(rgb: 0x5856D6), Color(rgb: 0xAF52DE),
    ]
    /// Row *i*'s first name is `firstNames[i % 8]`.
    public static let firstNames = ["Ada", "Grace", "Linus", "Barbara", "Ken", "Margaret", "Dennis", "Frances"]
    /// Row *i*'s last name is `lastNames[(i / 8) % 8]`.
    public static let lastNames = ["Lovelace", "Hopper", "Torvalds", "Liskov", "Thompson", "Hamilton", "Ritchie", "Allen"]

    /// What one row shows.
    public struct Contact: Hashable, Sendable {
        /// "First Last i".
        public let title: String
        /// "+1 555 " and the row's index in six digits.
        public let subtitle: String
        /// The first letters of the first and last names.
        public let initials: String
        /// The avatar's colour.
        public let color: Color
    }

    /// Row `index`'s contact (scene.py's `row(i)`).
    public static func contact(at index: Int) -> Contact {
        precondition(index >= 0, "a row index is never negative")
        let first = firstNames[index % firstNames.count]
        let last = lastNames[(index / firstNames.count) % lastNames.count]
        let digits = String(index)
        let number = String(repeating: "0", count: max(0, 6 - digits.count)) + digits
        return Contact(
            title: "\(first) \(last) \(index)", subtitle: "+1 555 \(number)",
            initials: String(first.prefix(1)) + String(last.prefix(1)), color: palette[index % palette.count])
    }

    public let tableView: TableView

    public init(viewport: Viewport) {
        tableView = TableView(frame: viewport.bounds)
        tableView.backgroundColor = .white
        tableView.rowHeight = Self.rowHeight
        tableView.separatorInset = EdgeInsets(left: Self.textX)
        tableView.separatorColor = Color(rgb: 0xC6C6C8)
        tableView.register(ContactCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.dataSource = self
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? ContactCell)?.contact = Self.contact(at: indexPath.row)
        return cell
    }
}

/// A row of ``ContactsScene``: an avatar, a title and a subtitle, each placed by its
/// baseline rather than by a label's line box, as the peers place them.
public final class ContactCell: TableViewCell {
    static let titleFont = try? Font.bundled(.regular, size: 17)
    static let subtitleFont = try? Font.bundled(.regular, size: 13)
    static let initialsFont = try? Font.bundled(.semibold, size: 17)

    /// The contact shown, or `nil` for a cell waiting in the reuse pool.
    public var contact: ContactsScene.Contact? {
        didSet {
            guard contact != oldValue else { return }
            avatar.color = contact?.color
            avatar.initials.text = contact?.initials ?? ""
            title.text = contact?.title ?? ""
            subtitle.text = contact?.subtitle ?? ""
        }
    }

    /// The 40 pt circle, at (16, 10) in the cell.
    let avatar = AvatarView(initialsFont: ContactCell.initialsFont)
    /// The name, baseline 27 pt below the row's top.
    let title = BaselineTextView(font: ContactCell.titleFont, color: .black, baseline: 27)
    /// The phone number, baseline 47 pt below the row's top.
    let subtitle = BaselineTextView(font: ContactCell.subtitleFont, color: Color(rgb: 0x8E8E93), baseline: 47)

    public required init(style: CellStyle = .default, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        // The rows show the table's white: an opaque white cell would fill every row's
        // pixels a second time for the same result.
        backgroundColor = nil
        contentView.addSubview(avatar)
        contentView.addSubview(title)
        contentView.addSubview(subtitle)
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        contact = nil
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        avatar.frame = Rect(x: 16, y: 10, width: 40, height: 40)
        let textWidth = max(0, frame.width - ContactsScene.textX)
        title.frame = Rect(x: ContactsScene.textX, y: 0, width: textWidth, height: frame.height)
        subtitle.frame = Rect(x: ContactsScene.textX, y: 0, width: textWidth, height: frame.height)
    }
}

/// A filled circle inscribed in the view's bounds with text centred on it horizontally.
final class AvatarView: View {
    var color: Color?
    /// The initials, their baseline `initialsBaseline` below the view's top (26 pt: 36 pt below a contact row's top).
    let initials: BaselineTextView

    init(initialsFont: Font?, initialsBaseline: Double = 26) {
        initials = BaselineTextView(font: initialsFont, color: .white, baseline: initialsBaseline, alignment: .centre)
        super.init()
        addSubview(initials)
    }

    override func layoutSubviews() {
        initials.frame = Rect(origin: .zero, size: frame.size)
    }

    override func draw(in canvas: inout Canvas) {
        guard let color else { return }
        canvas.fillEllipse(in: Rect(origin: .zero, size: frame.size), color: color)
    }
}

/// One line of text with its baseline `baseline` points below the view's top, starting at
/// the view's left edge, centred on its middle, or ending at its right edge, by its shaped
/// (kerned) advance width. The text is shaped once, when it is set. A line wider than the
/// view ends with "…" inside it, as a one-line label truncates its tail (``TextLayout``'s
/// rule: the start of the text, in its own direction), never drawn past the view's edges;
/// where the view runs past the screen in a vertical list (a wheel's row,
/// ``truncatesAtScreenEdges``), the line ends with "…" at the screen's edge instead of being
/// cut mid-glyph.
final class BaselineTextView: View {
    /// Where the line sits across the view.
    enum Alignment { case left, centre, right }

    let font: Font?
    /// The text's colour; a custom cell of a scene file sets it per row.
    var color: Color
    /// Points below the view's top; a custom cell of a scene file places it at layout.
    var baseline: Double
    /// Where the line sits; a custom cell of a scene file swaps left and right when it is mirrored.
    var alignment: Alignment
    /// True to end the line with "…" at the screen's left or right edge when the view runs
    /// past it: set in lists that scroll vertically, whose rows stand past the screen only
    /// when their layout puts them there (a wheel's); a horizontal list's items scroll past
    /// the edges and are cut by them, as UIKit's are.
    var truncatesAtScreenEdges = false
    /// The text shaped whole; ``draw(in:)`` draws it, or its start and "…" where it does not fit.
    private(set) var line: ShapedLine?
    /// The line cut to a width, with that width and its text, made the first time the line
    /// is drawn too narrow.
    private var truncated: (width: Double, text: String, line: ShapedLine)?

    var text = "" {
        didSet {
            guard text != oldValue else { return }
            line = text.isEmpty ? nil : font.map { Shaper.shape(text, font: $0) }
            truncated = nil
        }
    }

    init(font: Font?, color: Color, baseline: Double, alignment: Alignment = .left) {
        self.font = font
        self.color = color
        self.baseline = baseline
        self.alignment = alignment
        super.init()
    }

    /// True when the text is wider than the view and is drawn truncated.
    var isTruncated: Bool {
        guard let line else { return false }
        return line.width > frame.width + Self.tolerance
    }

    /// A millionth of a point: widths that differ by less are the same width.
    private static let tolerance = 1e-6

    /// What the view shows at its width: ``text``, or its start and "…" when it is truncated.
    var displayedText: String { drawnLine(within: 0...max(0, frame.width))?.text ?? "" }

    /// The line as drawn in `room` (points across the view), with its text: whole when it
    /// fits, else truncated with "…" to the room's width.
    func drawnLine(within room: ClosedRange<Double>) -> (text: String, line: ShapedLine)? {
        guard let line else { return nil }
        let width = room.upperBound - room.lowerBound
        guard let font, line.width > width + Self.tolerance else { return (text, line) }
        if let truncated, truncated.width == width { return (truncated.text, truncated.line) }
        let layout = TextLayout(text: text, font: font, width: width, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        guard let cut = layout.lines.first else { return nil }
        truncated = (width, cut.text, cut.shaped)
        return (cut.text, cut.shaped)
    }

    /// The part of the view's width that is on screen: the frame, cut by the canvas's clip
    /// where the view runs past it (a wheel's row pushed past the screen's edge), so that a
    /// line is truncated at the edge rather than cut mid-glyph.
    private func visibleRoom(on canvas: Canvas) -> ClosedRange<Double> {
        let origin = canvas.pixelPoint(for: .zero), clip = canvas.clipBounds
        let low = max(0, (Double(clip.x) - origin.x) / canvas.scale)
        let high = min(frame.width, (Double(clip.x + clip.width) - origin.x) / canvas.scale)
        return high > low ? low...high : 0...max(0, frame.width)
    }

    /// What the view draws when `visible` (points across the view) is on screen: the text
    /// shown, its shaped line, and where the line starts. The room is the whole frame when
    /// the line, as placed in it, is on screen (or ``truncatesAtScreenEdges`` is off); else
    /// the part of the frame on screen.
    func drawnLine(visible: ClosedRange<Double>?) -> (text: String, line: ShapedLine, x: Double)? {
        guard let whole = line else { return nil }
        var room = 0...max(0, frame.width)
        if truncatesAtScreenEdges, let visible, visible != room {
            let start: Double = switch alignment {
            case .left: 0
            case .centre: (frame.width - whole.width) / 2
            case .right: frame.width - whole.width
            }
            if start < visible.lowerBound - Self.tolerance || start + whole.width > visible.upperBound + Self.tolerance { room = visible }
        }
        guard let (text, line) = drawnLine(within: room) else { return nil }
        let x: Double = switch alignment {
        case .left: room.lowerBound
        case .centre: room.lowerBound + (room.upperBound - room.lowerBound - line.width) / 2
        case .right: room.upperBound - line.width
        }
        return (text, line, x)
    }

    override func draw(in canvas: inout Canvas) {
        guard let (_, line, x) = drawnLine(visible: visibleRoom(on: canvas)) else { return }
        canvas.draw(line, at: Point(x: x, y: baseline), color: color)
    }
}

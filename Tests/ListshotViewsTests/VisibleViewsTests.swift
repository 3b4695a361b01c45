import ListshotGeometry
import ListshotRaster
import ListshotText
import ListshotViews
import Testing

/// Issue 22, item 7: what a cell reports it shows (`listshot layout --views`) is what it draws.
@Suite struct VisibleViewsTests {
    /// A cell `width` × 44 at (0, 100) in a root view, laid out in `direction`.
    static func cell(width: Double = 200, direction: SemanticContentAttribute = .forceLeftToRight) -> (TableViewCell, View) {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: 300))
        root.semanticContentAttribute = direction
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 100, width: width, height: 44)
        root.addSubview(cell)
        root.layoutIfNeeded()
        return (cell, root)
    }

    static let everywhere = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)

    /// The smallest rectangle, in points, holding every pixel the cell drew (on clear, at scale 4).
    static func inkBounds(of cell: TableViewCell) throws -> Rect? {
        let scale = 4.0
        let image = try cell.renderImage(scale: scale)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).a > 0 {
                minX = min(minX, x); maxX = max(maxX, x + 1); minY = min(minY, y); maxY = max(maxY, y + 1)
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: Double(minX) / scale, y: Double(minY) / scale, width: Double(maxX - minX) / scale, height: Double(maxY - minY) / scale)
    }

    /// The accessory's reported frame holds what it draws and is no bigger than that (give or
    /// take a stroke's round cap and anti-aliasing): a scaled accessory must keep them together.
    @Test(arguments: CellAccessory.allCases.filter { $0 != .none }, [SemanticContentAttribute.forceLeftToRight, .forceRightToLeft])
    func theAccessoryFrameIsWhereItIsDrawn(accessory: CellAccessory, direction: SemanticContentAttribute) throws {
        let (cell, root) = Self.cell(direction: direction)
        defer { withExtendedLifetime(root) {} }
        cell.backgroundColor = nil
        cell.accessoryType = accessory
        let frame = try #require(cell.accessoryFrame)
        let ink = try #require(try Self.inkBounds(of: cell))
        let tolerance = 0.75
        #expect(abs(ink.minX - frame.minX) <= tolerance && abs(ink.maxX - frame.maxX) <= tolerance, "\(accessory) \(direction): drawn \(ink), frame \(frame)")
        #expect(abs(ink.minY - frame.minY) <= tolerance && abs(ink.maxY - frame.maxY) <= tolerance, "\(accessory) \(direction): drawn \(ink), frame \(frame)")
        let reported = cell.visibleViews(clippedTo: Self.everywhere)
        #expect(reported == [VisibleView(kind: .accessory, frame: frame.offsetBy(dx: 0, dy: 100), accessoryType: accessory)])
    }

    @Test func noAccessoryHasNoFrame() {
        let (cell, root) = Self.cell()
        defer { withExtendedLifetime(root) {} }
        #expect(cell.accessoryFrame == nil)
        #expect(cell.visibleViews(clippedTo: Self.everywhere).isEmpty)
    }

    /// A label reports the lines it draws: those its height holds, the last ending in "…".
    @Test func aLabelReportsTheLinesItDraws() throws {
        let font = try #require(Label.defaultFont)
        let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 2 * font.lineHeight + 1))
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog"
        let content = try #require(label.visibleContent)
        let drawn = try #require(label.drawnTextLayout)
        #expect(drawn.layout.lines.count == 2 && drawn.layout.isTruncated)
        #expect(content.text == drawn.layout.lines.map(\.text).joined(separator: "\n"))
        #expect(content.text?.hasSuffix("…") == true && content.isTruncated)
        #expect(content.frame.minY == 0.5 && content.frame.height == 2 * font.lineHeight)
        #expect(content.frame.width == drawn.layout.lines.map(\.width).max())

        label.text = "Fox"
        let short = try #require(label.visibleContent)
        #expect(short == VisibleView(kind: .label, frame: Rect(x: 0, y: (label.frame.height - font.lineHeight) / 2, width: font.width(of: "Fox"), height: font.lineHeight), text: "Fox", font: font, textColor: .black))
        label.text = ""
        #expect(label.visibleContent == nil)
    }

    /// A text's colour is the one it is drawn in: its own alpha times its view's and its
    /// ancestors', as drawing multiplies them (an accessibility audit blends it from there).
    @Test func aTextsColourCarriesTheOpacityOfItsViewAndAncestors() throws {
        let (cell, root) = Self.cell()
        defer { withExtendedLifetime(root) {} }
        cell.textLabel.text = "Title"
        cell.textLabel.textColor = Color(rgb: 0x336699)
        let box = View(frame: Rect(x: 150, y: 0, width: 100, height: 44))
        box.alpha = 0.5
        let faded = Label(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        faded.text = "Faded"
        faded.textColor = Color(rgb: 0x000000, alpha: 200)
        faded.alpha = 0.5
        box.addSubview(faded)
        cell.contentView.addSubview(box)
        root.layoutIfNeeded()
        let views = cell.visibleViews(clippedTo: Self.everywhere)
        #expect(views.map(\.textColor) == [Color(rgb: 0x336699), Color(rgb: 0x000000, alpha: 50)])
    }

    /// Text cut by a view that clips, or by the screen's side, is truncated though it has no
    /// "…"; hidden, empty and zero-sized views are left out; frames are in the cell's
    /// superview's coordinates.
    @Test func clipsTruncateAndHiddenViewsAreLeftOut() throws {
        let (cell, root) = Self.cell()
        defer { withExtendedLifetime(root) {} }
        cell.textLabel.text = "Title"
        let box = View(frame: Rect(x: 150, y: 0, width: 30, height: 44))
        box.clipsToBounds = true
        let cut = Label(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        cut.text = "Clipped"
        box.addSubview(cut)
        let hidden = Label(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        hidden.text = "Hidden"
        hidden.isHidden = true
        let empty = Label(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        let image = ImageView(frame: Rect(x: 10, y: 2, width: 40, height: 20), image: try Framebuffer(width: 10, height: 10, color: .black))
        image.contentMode = .scaleAspectFit
        let noImage = ImageView(frame: Rect(x: 10, y: 2, width: 40, height: 20))
        for view in [box, hidden, empty, image, noImage] { cell.contentView.addSubview(view) }
        root.layoutIfNeeded()

        let views = cell.visibleViews(clippedTo: Self.everywhere)
        #expect(views.map(\.kind) == [.label, .label, .image])
        #expect(views.map(\.text) == ["Title", "Clipped", nil])
        #expect(views.map(\.isTruncated) == [false, true, false])
        #expect(views[0].frame.minX == 16 && views[0].frame.midY == 122)  // the cell is at y 100
        #expect(views[1].frame.minX == 150)
        #expect(views[2].frame == Rect(x: 20, y: 102, width: 20, height: 20))  // 10 × 10 fitted into 40 × 20

        // The screen's side at x = 40 cuts the title, which starts at 16.
        let screen = cell.visibleViews(clippedTo: Rect(x: 0, y: -1e6, width: 40, height: 2e6))
        #expect(screen.map(\.isTruncated) == [true, true, false])
    }

    /// A text field reports its text, or its placeholder while empty; a text too wide for
    /// the room inside its padding ends in "…" there, as a UITextField not being edited
    /// shows it, and is reported truncated.
    @Test func aTextFieldReportsWhatItShows() throws {
        let font = try #require(Label.defaultFont)
        let field = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 34))
        field.placeholder = "Name"
        let placeholder = try #require(field.visibleContent)
        #expect(placeholder == VisibleView(kind: .label, frame: Rect(x: 8, y: (34 - font.lineHeight) / 2, width: font.width(of: "Name"), height: font.lineHeight), text: "Name", font: font, textColor: field.placeholderColor))
        field.text = "Bartholomew Ignatius"
        let long = try #require(field.visibleContent)
        #expect(long.text == "Bartholo…" && long.isTruncated, "\(long)")
        #expect(long.frame.minX == 8 && long.frame.maxX <= 100 - 8 + 1e-9, "drawn inside the padding: \(long.frame)")
    }
}

extension VisibleViewsTests {
    /// A label left no width (as a value1 title beside a long detail) draws none of its text:
    /// it is listed, empty and truncated, not left out as if it had no text; the unused
    /// detail label of the default style (0 × 0) is left out.
    @Test func aLabelSqueezedToNothingIsListedAsTruncated() throws {
        let (cell, root) = Self.cell()
        defer { withExtendedLifetime(root) {} }
        cell.textLabel.text = "Title"
        cell.detailTextLabel.text = "Not shown by the default style"
        let squeezed = Label(frame: Rect(x: 120, y: 0, width: 0, height: 44))
        squeezed.text = "Wi-Fi"
        cell.contentView.addSubview(squeezed)
        root.layoutIfNeeded()

        let views = cell.visibleViews(clippedTo: Self.everywhere)
        #expect(views.map(\.text) == ["Title", ""])
        #expect(views.map(\.isTruncated) == [false, true])
        #expect(views.last.map { $0.frame.width == 0 && $0.frame.height > 0 && $0.frame.minX == 120 } == true, "\(views)")
    }
}

import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotTestSupport
import ListshotText
import ListshotViews
import Testing

/// What one row of a ``RowsOfEveryStyle`` table shows: everything a data source sets on a
/// standard cell, so that a fresh cell and a recycled one configured for it must look alike.
struct CellContent {
    var style: TableViewCell.CellStyle
    var text: String
    var detail: String
    var titleFont: Font?
    var detailFont: Font?
    var titleLines: Int
    var detailLines: Int
    var image: Framebuffer?
    var imageScale: Double
    var accessory: CellAccessory

    /// The identifier a cell of `style` is registered and dequeued with.
    static func identifier(_ style: TableViewCell.CellStyle) -> String { style.rawValue }

    /// Sets everything the row shows on `cell`, as a data source's `cellForRowAt` does.
    func configure(_ cell: TableViewCell) {
        cell.textLabel.text = text
        cell.textLabel.font = titleFont
        cell.textLabel.numberOfLines = titleLines
        cell.detailTextLabel.text = detail
        cell.detailTextLabel.font = detailFont
        cell.detailTextLabel.numberOfLines = detailLines
        cell.imageView.image = image
        cell.imageView.imageScale = imageScale
        cell.accessoryType = accessory
    }

    /// A cell that has never shown another row, configured for this one and laid out at `frame`.
    func freshCell(at frame: Rect) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: Self.identifier(style))
        configure(cell)
        cell.frame = frame
        cell.layoutIfNeeded()
        return cell
    }
}

/// Rows of any standard style, each with its own height, dequeued by style.
final class RowsOfEveryStyle: TableViewDataSource, TableViewDelegate {
    var rows: [CellContent]
    var heights: [Double]

    init(rows: [CellContent], heights: [Double]) {
        self.rows = rows
        self.heights = heights
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: CellContent.identifier(row.style), for: indexPath)
        row.configure(cell)
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { heights[indexPath.row] }

    /// A table of `width` × `height` points showing the rows, laid out at offset 0.
    func makeTable(width: Double = 390, height: Double) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: width, height: height))
        for style in TableViewCell.CellStyle.allCases {
            table.register(TableViewCell.self, style: style, forCellReuseIdentifier: CellContent.identifier(style))
        }
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
        return table
    }
}

/// Issue 8, item 9: a recycled cell must be laid out for the row it shows now, exactly as a
/// cell made for that row is, whatever rows it showed before.
@Suite struct RecycledCellLayoutTests {
    /// Every view under `view` (itself included), depth first, as "path: frame hidden"
    /// lines; the path names each view by its index among its superview's subviews.
    static func subviewFrames(of view: View, path: String = "cell") -> [String] {
        var lines = ["\(path): \(view.frame)\(view.isHidden ? " hidden" : "")"]
        for (index, subview) in view.subviews.enumerated() {
            lines += subviewFrames(of: subview, path: "\(path).\(index)")
        }
        return lines
    }

    /// The frames that matter to the issue, by name.
    static func namedFrames(of cell: TableViewCell) -> [String: Rect] {
        [
            "contentView": cell.contentView.frame, "textLabel": cell.textLabel.frame,
            "detailTextLabel": cell.detailTextLabel.frame, "imageView": cell.imageView.frame,
        ]
    }

    // MARK: The reported case

    /// The details of the report: about 9 pt and 201 pt wide in Inter Regular 17.
    static let shortDetail = "x"
    static let longDetail = "Saturday, 14 March 2023"

    /// Where a value1 cell 390 pt wide, without image or accessory, puts a one-line detail:
    /// right-aligned at the 16 pt margin, as wide as its text, as tall as the row.
    static func value1DetailFrame(_ detail: String, rowHeight: Double) -> Rect {
        let label = Label()
        label.text = detail
        let width = label.sizeThatFits(Size(width: 390 - 2 * TableViewCell.layoutMargin, height: rowHeight)).width
        return Rect(x: 390 - TableViewCell.layoutMargin - width, y: 0, width: width, height: rowHeight)
    }

    @Test func aValue1CellRecycledForALongerDetailWidensItsDetailLabel() throws {
        // Fixed-height value1 rows whose details alternate between 1 and 23 characters.
        let rows = (0..<40).map { row in
            CellContent(
                style: .value1, text: "Row \(row)", detail: row.isMultiple(of: 2) ? Self.shortDetail : Self.longDetail,
                titleFont: nil, detailFont: nil, titleLines: 1, detailLines: 1, image: nil, imageScale: 1, accessory: .none)
        }
        let source = RowsOfEveryStyle(rows: rows, heights: Array(repeating: 44, count: rows.count))
        let table = source.makeTable(height: 200)  // rows 0…4 on screen
        let shortCell = try #require(table.cellForRow(at: IndexPath(row: 0)))
        let shortFrame = shortCell.detailTextLabel.frame

        table.contentOffset = Point(x: 0, y: 44)  // row 0 leaves, row 5 comes in on its cell
        let recycled = try #require(table.cellForRow(at: IndexPath(row: 5)))
        #expect(recycled === shortCell, "the test needs row 0's cell to be reused for row 5")
        #expect(recycled.detailTextLabel.text == Self.longDetail)

        let fresh = rows[5].freshCell(at: recycled.frame)
        // The numbers of the report: a detail label 9 pt wide for the short detail, 201 pt
        // for the long one, which a recycled cell kept at 9 pt.
        let shortExpected = Self.value1DetailFrame(Self.shortDetail, rowHeight: 44)
        let longExpected = Self.value1DetailFrame(Self.longDetail, rowHeight: 44)
        #expect(shortExpected.width.rounded() == 9 && longExpected.width.rounded() == 201)
        #expect(shortFrame == shortExpected)
        #expect(fresh.detailTextLabel.frame == longExpected)
        #expect(recycled.detailTextLabel.frame == longExpected)
        #expect(recycled.detailTextLabel.frame == fresh.detailTextLabel.frame)
        #expect(recycled.textLabel.frame == fresh.textLabel.frame)
        #expect(Self.subviewFrames(of: recycled) == Self.subviewFrames(of: fresh))
    }

    // MARK: Any row, any history

    static let words = [
        "a", "to", "Mon", "label", "detail", "recycled", "On", "Wi-Fi", "Bluetooth", "notifications",
        "accessibility", "12:45", "café", "supercalifragilistic", "x",
    ]

    static func randomText(maxWords: Int, using rng: inout SplitMix64) -> String {
        let count = Int.random(in: 0...maxWords, using: &rng)
        return (0..<count).map { _ in words.randomElement(using: &rng)! }.joined(separator: " ")
    }

    static func randomRow(images: [Framebuffer], fonts: [Font?], using rng: inout SplitMix64) -> CellContent {
        CellContent(
            style: TableViewCell.CellStyle.allCases.randomElement(using: &rng)!,
            text: randomText(maxWords: Int.random(in: 0...1, using: &rng) == 0 ? 2 : 12, using: &rng),
            detail: randomText(maxWords: Int.random(in: 0...1, using: &rng) == 0 ? 2 : 16, using: &rng),
            titleFont: fonts.randomElement(using: &rng)!, detailFont: fonts.randomElement(using: &rng)!,
            titleLines: [0, 1, 1, 2].randomElement(using: &rng)!, detailLines: [0, 1, 1, 2].randomElement(using: &rng)!,
            image: Bool.random(using: &rng) ? images.randomElement(using: &rng)! : nil,
            imageScale: [1, 2, 3].randomElement(using: &rng)!,
            accessory: Bool.random(using: &rng) ? .none : CellAccessory.allCases.randomElement(using: &rng)!)
    }

    /// Random rows scrolled at random, some of them changed in place while on screen: at
    /// every step each visible cell's views have the frames of a fresh cell configured for
    /// the same row and laid out at the same frame.
    @Test(arguments: [(UInt64(1), false), (2, false), (3, true), (4, true)])
    func everyVisibleCellIsLaidOutAsAFreshCellForItsRow(seed: UInt64, variedHeights: Bool) throws {
        var rng = SplitMix64(seed: seed)
        let images = try [Framebuffer(width: 58, height: 58), Framebuffer(width: 90, height: 30), Framebuffer(width: 12, height: 40)]
        let fonts: [Font?] = [nil, try? Font.bundled(.regular, size: 12), try? Font.bundled(.semibold, size: 20)]
        let rows = (0..<120).map { _ in Self.randomRow(images: images, fonts: fonts, using: &rng) }
        // Equal heights make most recycled cells keep their size, which is when the bug showed.
        let heights = rows.map { _ in variedHeights ? [44, 44, 60, 88].randomElement(using: &rng)! : 50.0 }
        let source = RowsOfEveryStyle(rows: rows, heights: heights)
        let table = source.makeTable(width: [320, 390].randomElement(using: &rng)!, height: 500)
        let range = table.contentOffsetRange

        var checkedRecycledCells = 0
        for step in 0..<200 {
            if Int.random(in: 0..<3, using: &rng) == 0, let indexPath = table.indexPathsForVisibleRows.randomElement(using: &rng) {
                // Change a row on screen, all of it or one property, and update its cell in
                // place, without a reload.
                var row = source.rows[indexPath.row]
                var other = Self.randomRow(images: images, fonts: fonts, using: &rng)
                other.style = row.style
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: row.text = other.text
                case 1: row.detail = other.detail
                case 2: row.titleFont = other.titleFont
                case 3: row.detailFont = other.detailFont
                case 4: row.titleLines = other.titleLines
                case 5: row.detailLines = other.detailLines
                case 6: row.image = other.image
                case 7: row.imageScale = other.imageScale
                case 8: row.accessory = other.accessory
                default: row = other
                }
                source.rows[indexPath.row] = row
                if let cell = table.cellForRow(at: indexPath) { row.configure(cell) }
            } else {
                let offset = Bool.random(using: &rng)
                    ? table.contentOffset.y + Double(Int.random(in: -150...150, using: &rng))
                    : Double(Int.random(in: Int(range.lowerBound)...Int(range.upperBound), using: &rng))
                table.contentOffset = Point(x: 0, y: min(max(offset, range.lowerBound), range.upperBound))
            }
            for indexPath in table.indexPathsForVisibleRows {
                let cell = try #require(table.cellForRow(at: indexPath))
                let row = source.rows[indexPath.row]
                let fresh = row.freshCell(at: cell.frame)
                #expect(cell.accessoryType == fresh.accessoryType)
                #expect(
                    Self.namedFrames(of: cell) == Self.namedFrames(of: fresh),
                    "seed \(seed), step \(step), row \(indexPath.row): \(row.style) \"\(row.text)\" / \"\(row.detail)\"")
                #expect(Self.subviewFrames(of: cell) == Self.subviewFrames(of: fresh), "seed \(seed), step \(step), row \(indexPath.row)")
                checkedRecycledCells += 1
            }
        }
        #expect(table.numberOfCellsCreated < checkedRecycledCells / 10, "most cells checked were recycled ones")
    }

    // MARK: The rule, view by view

    /// A view that counts how often it lays out its subviews.
    final class CountingView: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    @Test func aContentChangeLaysOutTheSuperviewOnceAndTheSameValueDoesNot() throws {
        let container = CountingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let label = Label(), image = ImageView(), field = TextField()
        for view in [label, image, field] as [View] { container.addSubview(view) }
        container.layoutIfNeeded()
        #expect(container.layouts == 1)

        func layoutsAfter(_ change: () -> Void) -> Int {
            let before = container.layouts
            change()
            container.layoutIfNeeded()
            return container.layouts - before
        }
        let font = try Font.bundled(.semibold, size: 20)
        let picture = try Framebuffer(width: 40, height: 20)
        #expect(layoutsAfter { label.text = "Hello" } == 1)
        #expect(layoutsAfter { label.text = "Hello" } == 0, "the same text again changes nothing")
        #expect(layoutsAfter { label.font = font } == 1)
        #expect(layoutsAfter { label.font = font } == 0)
        #expect(layoutsAfter { label.numberOfLines = 0 } == 1)
        #expect(layoutsAfter { label.lineBreakMode = .byWordWrapping } == 1)
        #expect(layoutsAfter { label.lineSpacing = 4 } == 1)
        #expect(layoutsAfter { label.textColor = .blue } == 0, "a colour changes no size")
        #expect(layoutsAfter { image.image = picture } == 1)
        #expect(layoutsAfter { image.image = picture } == 0)
        #expect(layoutsAfter { image.imageScale = 2 } == 1)
        #expect(layoutsAfter { image.contentMode = .center } == 0)
        #expect(layoutsAfter { image.image = nil } == 1)
        #expect(layoutsAfter { field.font = font } == 1)
        #expect(layoutsAfter { field.text = "typed" } == 0, "a field's size does not depend on its text")
    }

    @Test func aLabelInANestedStackReflowsEveryStackAbove() {
        let short = Label(), other = Label()
        short.text = "Hi"
        other.text = "Right"
        let inner = StackView(arrangedSubviews: [short], axis: .horizontal)
        let outer = StackView(arrangedSubviews: [inner, other], axis: .horizontal, spacing: 8)
        outer.frame = Rect(x: 0, y: 0, width: 390, height: 44)
        outer.layoutIfNeeded()
        short.text = "A much longer greeting"
        outer.layoutIfNeeded()
        let width = short.sizeThatFits(Size(width: .infinity, height: 44)).width
        #expect(short.frame.width == width)
        #expect(inner.frame.width == width)
        #expect(other.frame.minX == width + 8)
    }

    @Test func aVisibleCellChangedInPlaceIsLaidOutAgain() throws {
        let row = CellContent(
            style: .value1, text: "Wi-Fi", detail: Self.shortDetail, titleFont: nil, detailFont: nil,
            titleLines: 1, detailLines: 1, image: nil, imageScale: 1, accessory: .none)
        let cell = row.freshCell(at: Rect(x: 0, y: 0, width: 390, height: 44))
        var changed = row
        changed.detail = Self.longDetail
        changed.accessory = .disclosureIndicator
        changed.image = try Framebuffer(width: 58, height: 58)
        changed.configure(cell)
        cell.layoutIfNeeded()
        #expect(Self.subviewFrames(of: cell) == Self.subviewFrames(of: changed.freshCell(at: cell.frame)))
        // Only the accessory changes: the labels make room for it.
        changed.accessory = .none
        changed.configure(cell)
        cell.layoutIfNeeded()
        #expect(Self.subviewFrames(of: cell) == Self.subviewFrames(of: changed.freshCell(at: cell.frame)))
    }
}

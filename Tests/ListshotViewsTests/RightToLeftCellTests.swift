import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotText
import ListshotViews
import Testing

/// Issue 12, item 4: a right-to-left table mirrors its cells as UIKit's does.
@Suite struct RightToLeftCellTests {
    /// A 200 pt wide cell of `style` with an accessory, laid out in a view of `attribute`.
    static func cell(
        _ style: TableViewCell.CellStyle, accessory: CellAccessory = .disclosureIndicator, image: Bool = true,
        attribute: SemanticContentAttribute = .forceRightToLeft
    ) -> (TableViewCell, View) {
        let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        parent.semanticContentAttribute = attribute
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.frame = Rect(x: 0, y: 0, width: 200, height: 44)
        cell.textLabel.text = "Title"
        cell.detailTextLabel.text = "Detail"
        cell.accessoryType = accessory
        cell.imageView.image = image ? RowsWithImages.image : nil
        cell.imageView.imageScale = 2
        parent.addSubview(cell)
        parent.layoutIfNeeded()
        return (cell, parent)
    }

    @Test func theDirectionIsInheritedAndForced() {
        let root = View(), middle = View(), leaf = View()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.semanticContentAttribute = .forceRightToLeft
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        middle.semanticContentAttribute = .forceLeftToRight
        #expect(leaf.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// Every frame of the mirrored cell is the left-to-right frame reflected in the cell's width.
    @Test(arguments: TableViewCell.CellStyle.allCases)
    func framesAreMirrored(style: TableViewCell.CellStyle) {
        let (ltr, ltrParent) = Self.cell(style, image: style != .value2, attribute: .forceLeftToRight)
        let (rtl, rtlParent) = Self.cell(style, image: style != .value2)
        defer { withExtendedLifetime((ltrParent, rtlParent)) {} }
        for (a, b) in [(ltr.imageView, rtl.imageView), (ltr.textLabel, rtl.textLabel), (ltr.detailTextLabel, rtl.detailTextLabel)] as [(View, View)] {
            let mirrored = a.frame == .zero ? Rect.zero : Rect(x: 200 - a.frame.maxX, y: a.frame.minY, width: a.frame.width, height: a.frame.height)
            #expect(b.frame == mirrored, "\(style): \(b.frame) is not the mirror of \(a.frame)")
        }
    }

    @Test func theImageIsOnTheRightAndTheTextBeforeIt() {
        let (cell, parent) = Self.cell(.default)
        defer { withExtendedLifetime(parent) {} }
        // 16 pt margin and the 29 pt image at the right: 155…184; text ends 16 pt before it.
        #expect(cell.imageView.frame == Rect(x: 155, y: 7.5, width: 29, height: 29))
        #expect(cell.textLabel.frame.maxX == 200 - 61)
        // The chevron (8 pt) and 10 pt before the labels: the text starts at 16 + 8 + 10.
        #expect(cell.textLabel.frame.minX == 34)
        #expect(cell.textLabel.resolvedTextAlignment == .right)
    }

    @Test func value1PutsTheDetailAtTheLeftAlignedLeft() {
        let (cell, parent) = Self.cell(.value1, accessory: .checkmark, image: false)
        defer { withExtendedLifetime(parent) {} }
        #expect(cell.detailTextLabel.frame.minX == 16 + CellAccessory.checkmark.width + 10)
        #expect(cell.detailTextLabel.textAlignment == .left)
        #expect(cell.textLabel.frame.maxX == 200 - 16)
        #expect(cell.textLabel.resolvedTextAlignment == .right)
    }

    @Test func value2KeepsItsColumnOnTheRight() {
        let (cell, parent) = Self.cell(.value2, accessory: .none, image: false)
        defer { withExtendedLifetime(parent) {} }
        #expect(cell.textLabel.frame == Rect(x: 200 - 16 - 67, y: 0, width: 67, height: 44))
        #expect(cell.textLabel.textAlignment == .left)
        #expect(cell.detailTextLabel.frame.maxX == 200 - 16 - 67 - 6)
    }

    /// A cell that moves from a left-to-right view to a right-to-left one lays out again and
    /// gives its labels the other trailing alignment, and back.
    @Test func aCellFollowsItsSuperviewsDirection() {
        let (cell, parent) = Self.cell(.value1, image: false, attribute: .unspecified)
        #expect(cell.detailTextLabel.frame.maxX == 200 - 16 - 18)
        #expect(cell.detailTextLabel.textAlignment == .right)
        parent.semanticContentAttribute = .forceRightToLeft
        parent.layoutIfNeeded()
        #expect(cell.detailTextLabel.frame.minX == 16 + 18)
        #expect(cell.detailTextLabel.textAlignment == .left)
        parent.semanticContentAttribute = .unspecified
        parent.layoutIfNeeded()
        #expect(cell.detailTextLabel.frame.maxX == 200 - 16 - 18)
        #expect(cell.detailTextLabel.textAlignment == .right)
    }

    /// Drawn: the chevron points left at the left margin; the separator runs from the right
    /// inset to 61 pt from the right edge (past the image).
    @Test func theChevronPointsLeftAndTheSeparatorIsInsetFromTheRight() throws {
        let source = RowsWithImages(count: 2)
        source.imageRows = { _ in true }
        let table = TableView(frame: Rect(x: 0, y: 0, width: 200, height: 88))
        table.semanticContentAttribute = .forceRightToLeft
        table.rowHeight = 44
        table.separatorInset = EdgeInsets(left: 16, right: 4)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.layoutIfNeeded()
        for cell in table.visibleCells { cell.accessoryType = .disclosureIndicator }
        let image = try table.renderImage(scale: 2, background: .white)
        let y = 88 - 1
        let white = (0..<8).filter { image.color(x: $0, y: y) != .white } + (278..<400).filter { image.color(x: $0, y: y) != .white }
        let grey = (8..<278).filter { image.color(x: $0, y: y) != .separator }
        #expect(white.isEmpty && grey.isEmpty, "not white at \(white), not grey at \(grey)")
        // The chevron's tip (x 17 pt) is at its left, its arms (x 23 pt) above and below it.
        func ink(_ x: Double, _ y: Double) -> Bool { image.color(x: Int(x * 2), y: Int(y * 2)) != .white }
        #expect(ink(17.5, 22) && !ink(17.5, 16.5) && ink(22.5, 16.5) && ink(22.5, 27.5))
        #expect(!(360..<400).contains { x in (0..<88).contains { image.color(x: x, y: $0) == CellAccessory.chevronColor } })
    }

    @Test func aHorizontalStackRunsFromTheRight() {
        final class Sized: View {
            let size: Size
            init(_ size: Size) { self.size = size; super.init() }
            override func sizeThatFits(_ size: Size) -> Size { self.size }
        }
        let first = Sized(Size(width: 30, height: 10)), second = Sized(Size(width: 50, height: 10))
        let stack = StackView(arrangedSubviews: [first, second], axis: .horizontal, spacing: 4,
                              layoutMargins: EdgeInsets(top: 0, left: 10, bottom: 0, right: 2))
        stack.frame = Rect(x: 0, y: 0, width: 200, height: 10)
        stack.semanticContentAttribute = .forceRightToLeft
        stack.layoutIfNeeded()
        // The left margin is the leading one: 10 pt from the right edge.
        #expect(first.frame == Rect(x: 160, y: 0, width: 30, height: 10))
        #expect(second.frame == Rect(x: 106, y: 0, width: 50, height: 10))
        let column = StackView(arrangedSubviews: [Sized(Size(width: 30, height: 10))], axis: .vertical, alignment: .leading)
        column.frame = Rect(x: 0, y: 0, width: 200, height: 10)
        column.semanticContentAttribute = .forceRightToLeft
        column.layoutIfNeeded()
        #expect(column.arrangedSubviews[0].frame == Rect(x: 170, y: 0, width: 30, height: 10))
    }

    @Test func naturalAlignmentFollowsTheDirection() {
        let parent = View(), label = Label()
        parent.addSubview(label)
        #expect(label.resolvedTextAlignment == .left)
        parent.semanticContentAttribute = .forceRightToLeft
        #expect(label.resolvedTextAlignment == .right)
        label.textAlignment = .left
        #expect(label.resolvedTextAlignment == .left)
        #expect(TextAlignment.natural.resolved(rightToLeft: true) == .right)
        #expect(TextAlignment.center.resolved(rightToLeft: true) == .center)
    }

    @Test func headerTitlesAlignRight() {
        let header = TableViewHeaderFooterView(title: "Section", kind: .header, style: .grouped)
        header.frame = Rect(x: 0, y: 0, width: 200, height: 38)
        header.semanticContentAttribute = .forceRightToLeft
        header.layoutIfNeeded()
        #expect(header.textLabel.frame.minX == 16 && header.textLabel.frame.maxX == 184)
        #expect(header.textLabel.resolvedTextAlignment == .right)
        let line = header.textLabel.textLayout(width: 168, numberOfLines: 0)?.lines.first
        #expect(line.map { abs($0.x + $0.width - 168) < 1e-9 } == true)
    }

    /// A text field's text (the dark pixels: the border is light grey) sits at the right in a
    /// right-to-left view, at the left otherwise.
    @Test func aTextFieldPutsItsTextAtTheRight() throws {
        func inkColumns(_ attribute: SemanticContentAttribute) throws -> ClosedRange<Int>? {
            let parent = View(frame: Rect(x: 0, y: 0, width: 200, height: 44))
            parent.semanticContentAttribute = attribute
            let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 44))
            field.text = "Name"
            parent.addSubview(field)
            let image = try parent.renderImage(scale: 1, background: .white)
            let columns = (0..<200).filter { x in (0..<44).contains { image.color(x: x, y: $0).red < 128 } }
            return columns.first.map { $0...columns[columns.count - 1] }
        }
        let ltr = try #require(try inkColumns(.unspecified)), rtl = try #require(try inkColumns(.forceRightToLeft))
        #expect(ltr.lowerBound < 20 && ltr.upperBound < 100, "\(ltr)")
        #expect(rtl.lowerBound > 100 && rtl.upperBound >= 180, "\(rtl)")
    }
}

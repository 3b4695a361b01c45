import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotText
import ListshotViews
import Testing

/// Issue 22, items 1 to 3 and 6: standard cells at every text size. Rows grow with their
/// labels, value1 and value2 stack at the accessibility sizes, titles wrap there rather than
/// truncate, value1 stacks where its labels do not fit side by side (issue 34), accessories
/// grow as SF Symbols do up to AX1's size, and a regular-width table keeps 20 pt margins.
@Suite struct StandardCellTextSizeTests {
    static let large = ContentSizeTraits.standard
    static let ax1 = ContentSizeTraits(scale: 28.0 / 17, isAccessibilityCategory: true)
    static let ax5 = ContentSizeTraits(scale: 53.0 / 17, isAccessibilityCategory: true)
    static let xxxl = ContentSizeTraits(scale: 23.0 / 17, isAccessibilityCategory: false)

    /// A cell of `style` with fonts at `traits`' size (as a scene sets them), laid out at
    /// its self-sized height, or at `height`.
    static func cell(
        _ style: TableViewCell.CellStyle, _ text: String, _ detail: String = "", accessory: CellAccessory = .none,
        traits: ContentSizeTraits = large, width: Double = 390, height: Double? = nil
    ) throws -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel.text = text
        cell.detailTextLabel.text = detail
        cell.accessoryType = accessory
        cell.contentSizeTraits = traits
        let (title, secondary): (Double, Double) = switch style {
        case .default, .value1: (17, 17)
        case .subtitle: (17, 12)
        case .value2: (12, 15)
        }
        cell.textLabel.font = try Font.bundled(style == .value2 ? .semibold : .regular, size: title * traits.scale)
        cell.detailTextLabel.font = try Font.bundled(.regular, size: secondary * traits.scale)
        let measured = cell.sizeThatFits(Size(width: width, height: .infinity)).height
        cell.frame = Rect(x: 0, y: 0, width: width, height: height ?? measured)
        cell.layoutIfNeeded()
        return cell
    }

    @Test(arguments: [TableViewCell.CellStyle.value1, .value2])
    func valueStylesStackTheirDetailUnderTheTitleAtAccessibilitySizes(_ style: TableViewCell.CellStyle) throws {
        let side = try Self.cell(style, "Wi-Fi", "Home", accessory: .disclosureIndicator)
        #expect(side.detailTextLabel.frame.minY == side.textLabel.frame.minY, "side by side at Large")
        for traits in [Self.ax1, Self.ax5] {
            let cell = try Self.cell(style, "Wi-Fi", "Home", accessory: .disclosureIndicator, traits: traits)
            let title = cell.textLabel.frame, detail = cell.detailTextLabel.frame
            #expect(detail.minY >= title.maxY, "\(style) at \(traits.scale): title \(title), detail \(detail)")
            #expect(detail.minX == title.minX && detail.width == title.width)
            #expect(cell.textLabel.resolvedTextAlignment == .left && cell.detailTextLabel.resolvedTextAlignment == .left)
            #expect(title.minY >= TableViewCell.verticalMargin - 1e-9 && detail.maxY <= cell.frame.height - TableViewCell.verticalMargin + 1e-9, "\(title), \(detail) in \(cell.frame)")
        }
        let back = try Self.cell(style, "Wi-Fi", "Home", traits: Self.ax5)
        back.contentSizeTraits = Self.large
        back.layoutIfNeeded()
        let trailing = style == .value1 ? back.detailTextLabel : back.textLabel
        #expect(trailing.textAlignment == .right, "side by side again, the trailing label aligns right")
    }

    /// Issue 34, item 1: where UIKit's value cell would truncate, it stacks instead, at every size.
    @Test func value1StacksItsDetailUnderATitleItDoesNotFitBeside() throws {
        let title = "Personal Hotspot Sharing", detail = "Connected to three devices nearby"
        let cell = try Self.cell(.value1, title, detail, accessory: .disclosureIndicator)
        let titleFrame = cell.textLabel.frame, detailFrame = cell.detailTextLabel.frame
        #expect(detailFrame.minY >= titleFrame.maxY, "under the title: \(titleFrame), \(detailFrame)")
        #expect(detailFrame.minX == 16 && titleFrame.minX == 16 && detailFrame.width == 390 - 32 - 8 - 10)
        #expect(cell.detailTextLabel.resolvedTextAlignment == .left)
        #expect(cell.detailTextLabel.visibleContent?.isTruncated == false && cell.detailTextLabel.visibleContent?.text == detail)
        #expect(cell.frame.height == titleFrame.height + detailFrame.height + 22)
    }

    @Test func value1WithATitleWiderThanTheRowStacksAndTruncatesTheTitleOnly() throws {
        let cell = try Self.cell(.value1, String(repeating: "Wide title ", count: 6), "Detail")
        #expect(cell.textLabel.frame.width == 390 - 32 && cell.detailTextLabel.frame.width == 390 - 32)
        #expect(cell.detailTextLabel.frame.minY >= cell.textLabel.frame.maxY)
        #expect(cell.textLabel.visibleContent?.isTruncated == true && cell.detailTextLabel.visibleContent?.text == "Detail")
    }

    @Test func titlesWrapAtAccessibilitySizesAndRowsGrow() throws {
        let text = "Detail disclosure button"
        let large = try Self.cell(.default, text, accessory: .detailDisclosureButton)
        #expect(large.textLabel.numberOfLines == 1 && large.frame.height == 44)
        let ax5 = try Self.cell(.default, text, accessory: .detailDisclosureButton, traits: Self.ax5)
        #expect(ax5.textLabel.numberOfLines == 0)
        let line = try #require(ax5.textLabel.resolvedFont).lineHeight
        #expect(ax5.textLabel.frame.height >= 2 * line, "wrapped, not truncated: \(ax5.textLabel.frame)")
        #expect(ax5.frame.height == ax5.textLabel.sizeThatFits(Size(width: ax5.textLabel.frame.width, height: .infinity)).height + 22)
        ax5.contentSizeTraits = Self.xxxl
        #expect(ax5.textLabel.numberOfLines == 1, "one line again below the accessibility sizes")
        let chosen = TableViewCell(style: .default, reuseIdentifier: nil)
        chosen.textLabel.numberOfLines = 3
        chosen.contentSizeTraits = Self.ax5
        chosen.contentSizeTraits = Self.large
        #expect(chosen.textLabel.numberOfLines == 3, "a number of lines the caller chose stays")
    }

    @Test func rowsAtAX5AreTallerThanAtLargeForEveryStyle() throws {
        for style in TableViewCell.CellStyle.allCases {
            let large = try Self.cell(style, "Title", "Detail").frame.height
            let ax5 = try Self.cell(style, "Title", "Detail", traits: Self.ax5).frame.height
            #expect(large >= 44 && ax5 > large, "\(style): \(large) at Large, \(ax5) at AX5")
        }
    }

    /// A row given a fixed height too short for its labels: they share it without
    /// overlapping or leaving the row, and the title keeps a line.
    @Test func stackedLabelsInAShortRowNeitherOverlapNorLeaveIt() throws {
        for style in [TableViewCell.CellStyle.subtitle, .value1, .value2] {
            let cell = try Self.cell(style, "A title long enough to wrap", "And a detail as long", traits: Self.ax5, height: 60)
            let title = cell.textLabel.frame, detail = cell.detailTextLabel.frame
            #expect(title.maxY <= detail.minY || detail == .zero || detail.height == 0, "\(style): \(title) over \(detail)")
            #expect(title.minY >= 0 && title.maxY <= 60 && detail.maxY <= 60, "\(style): \(title), \(detail)")
            #expect(title.height >= min(60, try #require(cell.textLabel.resolvedFont).lineHeight))
        }
    }

    /// They grow up to their size at AX1 and no further (issue 34, item 2).
    @Test func accessoriesGrowWithTheText() throws {
        for accessory in CellAccessory.allCases where accessory != .none {
            let large = try Self.cell(.default, "Row", accessory: accessory)
            let ax5 = try Self.cell(.default, "Row", accessory: accessory, traits: Self.ax5)
            #expect(large.accessoryFrame?.width == accessory.width)
            #expect(abs((ax5.accessoryFrame?.width ?? 0) - accessory.width * 28 / 17) < 1e-9)
            #expect(abs((ax5.accessoryFrame?.maxX ?? 0) - (390 - 16)) < 1e-9)
            // Drawn: the ink right of the labels spans the accessory's frame at each size.
            for cell in [large, ax5] {
                let ink = try Self.inkColumns(of: cell, from: cell.textLabel.frame.maxX)
                // Round caps reach past the shapes by up to half a stroke (1 pt at Large).
                let frame = try #require(cell.accessoryFrame), cap = cell.accessoryScale
                #expect(
                    Double(ink.lowerBound) >= frame.minX - cap && Double(ink.upperBound) <= frame.maxX + cap
                        && Double(ink.count) > frame.width - 3,
                    "\(accessory) at \(cell.contentSizeTraits.scale): ink \(ink), frame \(frame)")
            }
        }
    }

    /// The columns (in points, at scale 1) right of `minX` where the cell drew anything
    /// but its white background.
    static func inkColumns(of cell: TableViewCell, from minX: Double) throws -> ClosedRange<Int> {
        let image = try cell.renderImage(scale: 1, background: .white)
        let columns = (Int(minX.rounded(.up))..<Int(image.width)).filter { x in
            (0..<Int(image.height)).contains { image.color(x: x, y: $0) != .white }
        }
        return try #require(columns.first)...(try #require(columns.last))
    }

    @Test func aRegularWidthTableKeeps20PointMargins() throws {
        for (width, margin) in [(390.0, 16.0), (820, 20)] {
            let table = TableView(frame: Rect(x: 0, y: 0, width: width, height: 200))
            table.rowHeight = 44
            table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
            let source = TitledRows(count: 4)
            table.dataSource = source
            table.layoutIfNeeded()
            for cell in table.visibleCells {
                cell.accessoryType = .checkmark
                cell.layoutIfNeeded()
                #expect(cell.textLabel.frame.minX == margin, "at \(width) pt")
                #expect(cell.separator?.inset.left == margin, "at \(width) pt")
                #expect(cell.accessoryFrame?.maxX == width - margin, "at \(width) pt")
            }
            let header = try #require(table.headerView(forSection: 0) as? TableViewHeaderFooterView)
            #expect(header.textLabel.frame.minX == margin && header.textLabel.frame.maxX == width - margin, "at \(width) pt")
        }
    }
}

/// Rows of plain text under a titled header.
private final class TitledRows: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section" }
}

import ListshotGeometry
import ListshotLayout
import ListshotRaster
import ListshotText
import ListshotViews
import Testing

/// A view that counts what `traitCollectionDidChange(_:)` told it.
private final class TraitWatcher: View {
    var changes: [(previous: TraitCollection?, now: TraitCollection)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection, traitCollection))
    }
}

/// Rows configured as a UIKit data source configures them: semantic colours and a
/// preferred font read in `cellForRowAt`.
private final class SemanticRows: TableViewDataSource {
    var colorsSeen: [Color] = []
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        cell.detailTextLabel.text = "Detail"
        cell.backgroundColor = .secondarySystemGroupedBackground
        cell.textLabel.textColor = .label
        cell.detailTextLabel.font = try? Font.preferredFont(forTextStyle: .footnote)
        colorsSeen.append(.label)
        return cell
    }
}

/// Issue 35, item 1: UIKit's trait model. Traits set on a view reach its subtree and are
/// told to each view whose traits change; while a list makes its cells its traits are
/// current, so the semantic colours and preferred fonts a data source reads are theirs.
@Suite struct TraitCollectionTests {
    @Test func aViewTakesItsOverridesOverItsSuperviewsAndStandardAtTheRoot() {
        let root = View(), child = View(), grandchild = View()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(grandchild.traitCollection == .standard)
        root.traitOverrides = TraitCollection(userInterfaceStyle: .dark)
        child.traitOverrides = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge, layoutDirection: .rightToLeft)
        #expect(grandchild.traitCollection == TraitCollection(
            userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge, layoutDirection: .rightToLeft))
        #expect(root.traitCollection == TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .large, layoutDirection: .leftToRight))
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(root.effectiveUserInterfaceLayoutDirection == .leftToRight)
        grandchild.semanticContentAttribute = .forceLeftToRight
        #expect(grandchild.effectiveUserInterfaceLayoutDirection == .leftToRight, "a forced direction wins over the traits'")
    }

    @Test func eachViewWhoseTraitsChangeIsToldOnceWithItsPreviousTraits() {
        let root = View(), watcher = TraitWatcher()
        root.addSubview(watcher)
        #expect(watcher.changes.isEmpty, "standard traits under a standard root: nothing changed")
        root.traitOverrides = TraitCollection(userInterfaceStyle: .dark)
        #expect(watcher.changes.count == 1)
        #expect(watcher.changes.last?.previous == nil && watcher.changes.last?.now.userInterfaceStyle == .dark)
        root.traitOverrides = TraitCollection(userInterfaceStyle: .dark)
        #expect(watcher.changes.count == 1, "the same traits again tell nobody")
        watcher.traitOverrides = TraitCollection(userInterfaceStyle: .dark)
        #expect(watcher.changes.count == 1, "an override equal to the inherited value changes nothing")
        let light = View()
        light.addSubview(watcher)
        #expect(watcher.changes.count == 1, "its own override keeps it dark under a light view")
        watcher.traitOverrides = TraitCollection()
        #expect(watcher.changes.count == 2 && watcher.changes.last?.previous?.userInterfaceStyle == .dark)
        #expect(watcher.changes.last?.now == .standard)
        // Moved under a dark view: told, as UIKit tells a view moved into another window.
        root.addSubview(watcher)
        #expect(watcher.changes.count == 3 && watcher.changes.last?.now.userInterfaceStyle == .dark)
    }

    @Test func semanticColoursAndPreferredFontsResolveAgainstTheCurrentTraits() throws {
        #expect(Color.label == Color(rgb: 0x000000) && Color.systemBackground == Color(rgb: 0xFFFFFF))
        let dark = TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge)
        let (label, background, secondary, body, footnote) = try dark.performAsCurrent { () throws(FontError) in
            (Color.label, Color.secondarySystemGroupedBackground, Color.secondaryLabel,
             try Font.preferredFont(forTextStyle: .body).size, try Font.preferredFont(forTextStyle: .footnote).size)
        }
        #expect(label == Color(rgb: 0xFFFFFF) && background == Color(rgb: 0x1C1C1E))
        #expect(secondary == Color(rgb: 0x8D8D93), "EBEBF5 at 60 % over black")
        #expect(body == 40 && footnote == 33)
        #expect(try Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraSmall)).size == 14)
        #expect(Color.label == Color(rgb: 0x000000), "the traits are current only inside")
    }

    @Test func aDarkTablesDataSourceGetsDarkColoursAndItsTextSize() throws {
        let rows = SemanticRows()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 400), style: .insetGrouped)
        table.register(TableViewCell.self, style: .subtitle, forCellReuseIdentifier: "Row")
        table.dataSource = rows
        table.traitOverrides = TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityMedium)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0)))
        #expect(cell.backgroundColor == Color(rgb: 0x1C1C1E))
        #expect(cell.textLabel.textColor == Color(rgb: 0xFFFFFF))
        #expect(cell.detailTextLabel.font?.size == TextStyle.footnote.pointSize(for: .accessibilityMedium))
        #expect(cell.textLabel.resolvedFont?.size == 28, "a label without a font takes the body at AX1")
        #expect(cell.contentSizeTraits.isAccessibilityCategory)
        #expect(table.backgroundColor == Color(rgb: 0x000000), "the grouped background in dark")
        let image = try table.renderImage(scale: 1)
        let inCell = cell.frame.minY + 2
        #expect(image.color(x: 30, y: Int(inCell)) == Color(rgb: 0x1C1C1E))
        #expect(image.color(x: 5, y: Int(inCell)) == Color(rgb: 0x000000))
        // Scrolled by its offset, not by a layout pass: the rows that come on screen too.
        table.contentOffset = Point(x: 0, y: 1_500)
        let later = try #require(table.indexPathsForVisibleRows.last.flatMap { table.cellForRow(at: $0) })
        #expect(later.backgroundColor == Color(rgb: 0x1C1C1E) && later.textLabel.textColor == Color(rgb: 0xFFFFFF))
        #expect(rows.colorsSeen.allSatisfy { $0 == Color(rgb: 0xFFFFFF) } && rows.colorsSeen.count > 5)
    }

    @Test func aTableWhoseTraitsChangeMakesItsCellsAgainUnderThem() throws {
        let rows = SemanticRows()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 400))
        table.register(TableViewCell.self, style: .subtitle, forCellReuseIdentifier: "Row")
        table.dataSource = rows
        table.layoutIfNeeded()
        let made = table.numberOfCellsCreated
        #expect(table.cellForRow(at: IndexPath(row: 0))?.textLabel.textColor == Color(rgb: 0x000000))
        table.traitOverrides = TraitCollection(userInterfaceStyle: .dark)
        table.layoutIfNeeded()
        #expect(table.numberOfCellsCreated == 2 * made, "the light cells are not handed out again")
        #expect(table.cellForRow(at: IndexPath(row: 0))?.textLabel.textColor == Color(rgb: 0xFFFFFF))
        #expect(table.backgroundColor == Color(rgb: 0x000000) && table.separatorColor == ColorRole.separator.color(in: .dark))
        table.traitOverrides = TraitCollection()
        table.layoutIfNeeded()
        #expect(table.backgroundColor == nil && table.separatorColor == Color(rgb: 0xC6C6C8), "back to light's defaults")
        #expect(table.cellForRow(at: IndexPath(row: 0))?.textLabel.textColor == Color(rgb: 0x000000))
    }

    /// A grouped table of standard cells whose data source sets only text: its cards are
    /// UIKit's dark grouped cells, and its header titles are measured in the new size.
    @Test func aGroupedTablesDefaultCellsAndHeadersFollowItsTraits() throws {
        final class Titles: TableViewDataSource {
            func numberOfSections(in tableView: TableView) -> Int { 2 }
            func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section" }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
                cell.textLabel.text = "Row"
                return cell
            }
        }
        let titles = Titles()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = titles
        table.layoutIfNeeded()
        let lightHeader = table.rectForHeader(inSection: 1)
        #expect(table.cellForRow(at: IndexPath(row: 0))?.backgroundColor == Color(rgb: 0xFFFFFF))
        table.traitOverrides = TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0))?.backgroundColor == Color(rgb: 0x1C1C1E))
        let darkHeader = table.rectForHeader(inSection: 1)
        #expect(darkHeader.height > lightHeader.height + 20, "the footnote title at AX3 (33 pt, not 13): \(lightHeader) → \(darkHeader)")
    }

    @Test func aStandardCellFollowsTheTextSizeUnlessItsFontWasSetByHand() throws {
        let root = View()
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        let custom = try Font.bundled(.semibold, size: 12)
        let handSet = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        handSet.detailTextLabel.font = custom
        root.addSubview(cell)
        root.addSubview(handSet)
        #expect(cell.detailTextLabel.font?.size == 12)
        root.traitOverrides = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(cell.detailTextLabel.font?.size == TextStyle.caption1.pointSize(for: .accessibilityExtraExtraExtraLarge))
        #expect(cell.textLabel.resolvedFont?.size == 53)
        #expect(handSet.detailTextLabel.font == custom)
        let label = Label()
        label.font = try Font.preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        let fixed = Label()
        fixed.font = try Font.preferredFont(forTextStyle: .headline)
        root.addSubview(label)
        root.addSubview(fixed)
        #expect(label.font?.size == TextStyle.headline.pointSize(for: .accessibilityExtraExtraExtraLarge))
        #expect(fixed.font?.size == 17, "adjustsFontForContentSizeCategory is off by default, as in UIKit")
    }

    @Test func theShortNameListsTheGivenTraits() {
        #expect(TraitCollection().shortName == "")
        #expect(TraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityExtraLarge).shortName == "dark-AX3")
        #expect(TraitCollection(userInterfaceStyle: .light).shortName == "light")
        #expect(TraitCollection(preferredContentSizeCategory: .extraLarge, layoutDirection: .rightToLeft).shortName == "XL-rtl")
    }
}

import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import ListshotText
import ListshotViews
import Testing

/// `count` sections of `rows` 44 pt rows, each titled "Header i" and "Footer i"; with
/// `identifier`, the delegate shows registered header and footer views dequeued under it
/// instead of the default title views. Records every header and footer display event.
final class ManySections: TableViewDataSource, TableViewDelegate {
    let count: Int
    let rows: Int
    let identifier: String?
    var events: [String] = []

    init(count: Int, rows: Int, identifier: String? = nil) {
        (self.count, self.rows, self.identifier) = (count, rows, identifier)
    }

    func numberOfSections(in tableView: TableView) -> Int { count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 44 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Header \(section)" }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { "Footer \(section)" }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { registeredView("Custom header \(section)", tableView) }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { registeredView("Custom footer \(section)", tableView) }
    private func registeredView(_ title: String, _ tableView: TableView) -> View? {
        guard let identifier, let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) else { return nil }
        view.textLabel.text = title
        return view
    }

    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) { events.append("+h\(section)") }
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) { events.append("-h\(section)") }
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) { events.append("+f\(section)") }
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) { events.append("-f\(section)") }
}

/// A registered header-footer view that counts how often it is recycled.
final class CountingHeaderFooterView: TableViewHeaderFooterView {
    nonisolated(unsafe) static var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        #expect(textLabel.text == "", "super.prepareForReuse clears the title")
        CountingHeaderFooterView.reuses += 1
    }
}

/// Issue 8, item 2: header and footer views are recycled like cells.
@Suite(.serialized) struct HeaderFooterReuseTests {
    static func table(_ source: ManySections, style: TableStyle = .plain, height: Double = 844) -> TableView {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: height), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.register(CountingHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Custom")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    /// The header and footer events between two layouts: footers, then headers, each
    /// leaving before entering, in section order.
    static func expectedEvents(from old: (headers: [Int], footers: [Int]), to new: (headers: [Int], footers: [Int])) -> [String] {
        old.footers.filter { !new.footers.contains($0) }.map { "-f\($0)" }
            + new.footers.filter { !old.footers.contains($0) }.map { "+f\($0)" }
            + old.headers.filter { !new.headers.contains($0) }.map { "-h\($0)" }
            + new.headers.filter { !old.headers.contains($0) }.map { "+h\($0)" }
    }

    /// Scrolls down through 1,000 sections in random steps and back up in jumps, checking at
    /// every offset what each visible header and footer view shows and which events fired.
    /// Returns the most headers and footers on screen at once.
    static func scrollThrough(_ table: TableView, _ source: ManySections, seed: UInt64, titles: (String, Int) -> String) -> Int {
        var rng = SplitMix64(seed: seed)
        var previous = (headers: table.indexesOfVisibleHeaders, footers: table.indexesOfVisibleFooters)
        var mostOnScreen = previous.headers.count + previous.footers.count
        var offset = 0.0
        let end = table.contentOffsetRange.upperBound
        var offsets: [Double] = []
        while offset < end {
            offset = min(end, offset + Double(Int.random(in: 1...160, using: &rng)) / 2)
            offsets.append(offset)
        }
        while offset > 0 {
            offset = max(0, offset - Double(Int.random(in: 1...3_000, using: &rng)))
            offsets.append(offset)
        }
        for offset in offsets {
            source.events.removeAll()
            table.contentOffset = Point(x: 0, y: offset)
            let now = (headers: table.indexesOfVisibleHeaders, footers: table.indexesOfVisibleFooters)
            mostOnScreen = max(mostOnScreen, now.headers.count + now.footers.count)
            let expected = expectedEvents(from: previous, to: now)
            #expect(source.events == expected, "offset \(offset)")
            for section in now.headers {
                let view = table.headerView(forSection: section) as? TableViewHeaderFooterView
                #expect(view?.textLabel.text == titles("Header", section), "offset \(offset)")
                #expect(view?.kind == .header && view?.frame == table.rectForHeader(inSection: section))
            }
            for section in now.footers {
                let view = table.footerView(forSection: section) as? TableViewHeaderFooterView
                #expect(view?.textLabel.text == titles("Footer", section), "offset \(offset)")
                #expect(view?.kind == .footer && view?.frame == table.rectForFooter(inSection: section))
            }
            previous = now
            if source.events != expected { break }
        }
        return mostOnScreen
    }

    @Test(arguments: [TableStyle.plain, .grouped])
    func scrollingThroughAThousandSectionsRecyclesTheDefaultTitleViews(style: TableStyle) {
        let source = ManySections(count: 1_000, rows: 2)
        let table = Self.table(source, style: style)
        let mostOnScreen = Self.scrollThrough(table, source, seed: 8) { kind, section in
            kind == "Header" && style == .grouped ? "HEADER \(section)" : "\(kind) \(section)"
        }
        // One view for each header and footer on screen, and one more at each edge.
        #expect(table.numberOfHeaderFooterViewsCreated <= mostOnScreen + 2)
        #expect(table.numberOfHeaderFooterViewsCreated >= mostOnScreen)
        #expect(mostOnScreen >= 10)
    }

    @Test func scrollingThroughAThousandSectionsRecyclesRegisteredViews() {
        CountingHeaderFooterView.reuses = 0
        let source = ManySections(count: 1_000, rows: 3, identifier: "Custom")
        let table = Self.table(source)
        let mostOnScreen = Self.scrollThrough(table, source, seed: 88) { kind, section in "Custom \(kind.lowercased()) \(section)" }
        #expect(table.numberOfHeaderFooterViewsCreated <= mostOnScreen + 2)
        #expect(CountingHeaderFooterView.reuses > 1_000)
        // The views from the delegate keep its heights' rule: 28 pt in the plain style.
        #expect(table.tableLayout.sections.allSatisfy { $0.headerHeight == 28 && $0.footerHeight == 28 })
    }

    /// A recycled view takes the look of what it shows now: a header's view reused for a
    /// footer gets the footer's font, colour and background.
    @Test func aRecycledViewIsRestyledForItsKind() throws {
        let source = ManySections(count: 50, rows: 1)
        let table = Self.table(source, height: 300)
        let headline = try Font.preferredFont(forTextStyle: .headline), footnote = try Font.preferredFont(forTextStyle: .footnote)
        for offset in stride(from: 0.0, through: 2_000, by: 37) {
            table.contentOffset = Point(x: 0, y: offset)
            for section in table.indexesOfVisibleHeaders {
                let view = try #require(table.headerView(forSection: section) as? TableViewHeaderFooterView)
                #expect(view.textLabel.font == headline && view.textLabel.textColor == .black)
            }
            for section in table.indexesOfVisibleFooters {
                let view = try #require(table.footerView(forSection: section) as? TableViewHeaderFooterView)
                #expect(view.textLabel.font == footnote && view.textLabel.textColor == .secondaryLabel)
                #expect(view.backgroundColor == .plainHeaderBackground)
            }
        }
        #expect(table.numberOfHeaderFooterViewsCreated < 20)
    }

    /// Issue 8, item 1, on a table: the footer view sits on the visible area's bottom edge,
    /// above the bottom inset, and covers the row under it.
    @Test func aPlainFooterViewSticksToTheBottom() throws {
        let source = ManySections(count: 3, rows: 30)
        let table = Self.table(source, height: 844)
        table.contentInset = EdgeInsets(bottom: 34)
        table.contentOffset = Point(x: 0, y: 200)
        let footer = try #require(table.footerView(forSection: 0))
        #expect(footer.frame == Rect(x: 0, y: 200 + 844 - 34 - 28, width: 390, height: 28))
        #expect(table.rectForFooter(inSection: 0) == footer.frame)
        #expect(table.tap(at: Point(x: 100, y: 844 - 34 - 10)) == nil)
        #expect(table.tap(at: Point(x: 100, y: 844 - 34 - 30)) != nil)
        // Grouped, it stays at the end of its section.
        let groupedSource = ManySections(count: 3, rows: 30)
        let grouped = Self.table(groupedSource, style: .grouped)
        grouped.contentOffset = Point(x: 0, y: 200)
        #expect(grouped.indexesOfVisibleHeaders.isEmpty && grouped.indexesOfVisibleFooters.isEmpty)
        grouped.contentOffset = Point(x: 0, y: 1_000)
        #expect(grouped.indexesOfVisibleFooters == [0])
        #expect(grouped.footerView(forSection: 0)?.frame == grouped.tableLayout.rectForFooter(inSection: 0))
    }

    @Test func dequeuingAnUnregisteredIdentifierGivesNil() {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Nothing") == nil)
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Plain")
        let view = table.dequeueReusableHeaderFooterView(withIdentifier: "Plain")
        #expect(view?.reuseIdentifier == "Plain")
        #expect(table.numberOfHeaderFooterViewsCreated == 1)
    }

    @Test func reloadDataRecyclesTheViewsOnScreen() {
        let source = ManySections(count: 20, rows: 2, identifier: "Custom")
        let table = Self.table(source, height: 400)
        let created = table.numberOfHeaderFooterViewsCreated
        let onScreen = table.indexesOfVisibleHeaders.count + table.indexesOfVisibleFooters.count
        source.events.removeAll()
        table.reloadData()
        #expect(table.numberOfHeaderFooterViewsCreated == created, "the reload reuses the views it took off screen")
        #expect(table.indexesOfVisibleHeaders.count + table.indexesOfVisibleFooters.count == onScreen)
        #expect(source.events.filter { $0.hasPrefix("-") }.count == onScreen)
        #expect(source.events.filter { $0.hasPrefix("+") }.count == onScreen)
    }
}

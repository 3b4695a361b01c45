import ListshotGeometry
import ListshotLayout
import ListshotTestSupport
import ListshotViews
import Testing

/// A table described by plain numbers, with a brute-force oracle for what it shows.
struct RandomSectionedTable {
    var sections: [(header: Double, rows: [Double], footer: Double)]
    var style: TableStyle
    var inset: EdgeInsets
    var viewportHeight: Double

    static func random(_ rng: inout SplitMix64) -> RandomSectionedTable {
        func height(_ rng: inout SplitMix64) -> Double {
            Int.random(in: 0..<8, using: &rng) == 0 ? 0 : Double(Int.random(in: 1...480, using: &rng)) / 4
        }
        let sections = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
            (header: Bool.random(using: &rng) ? Double(Int.random(in: 0...40, using: &rng)) : 0,
             rows: (0..<Int.random(in: 0...30, using: &rng)).map { _ in height(&rng) },
             footer: Int.random(in: 0..<3, using: &rng) == 0 ? Double(Int.random(in: 1...30, using: &rng)) : 0)
        }
        let inset = Bool.random(using: &rng)
            ? EdgeInsets(top: Double(Int.random(in: 0...64, using: &rng)), bottom: Double(Int.random(in: 0...40, using: &rng)))
            : .zero
        return RandomSectionedTable(
            sections: sections, style: Bool.random(using: &rng) ? .plain : .grouped, inset: inset,
            viewportHeight: Double(Int.random(in: 50...900, using: &rng)))
    }

    /// Every row's frame and every section's extent, computed the slow way.
    var rowFrames: [(IndexPath, Double, Double)] {
        var result: [(IndexPath, Double, Double)] = []
        var top = 0.0
        for (s, section) in sections.enumerated() {
            var y = top + section.header
            for (r, h) in section.rows.enumerated() {
                result.append((IndexPath(row: r, section: s), y, y + h))
                y += h
            }
            top = y + section.footer
        }
        return result
    }

    var sectionExtents: [(top: Double, bottom: Double)] {
        var result: [(Double, Double)] = []
        var top = 0.0
        for section in sections {
            let bottom = top + section.header + section.rows.reduce(0, +) + section.footer
            result.append((top, bottom))
            top = bottom
        }
        return result
    }

    func visibleRows(at offset: Double) -> [IndexPath] {
        rowFrames.filter { $0.2 > $0.1 && $0.1 < offset + viewportHeight && $0.2 > offset }.map(\.0)  // empty frames never show
    }

    /// The header frames the issue specifies: sticky in plain style, scrolling in grouped;
    /// pushed up by the section's footer (issue 8).
    func visibleHeaders(at offset: Double) -> [(Int, Double)] {
        var result: [(Int, Double)] = []
        for (s, extent) in sectionExtents.enumerated() {
            let h = sections[s].header
            guard h > 0 else { continue }
            let y = style == .plain ? min(max(extent.top, offset + inset.top), extent.bottom - sections[s].footer - h) : extent.top
            if y < offset + viewportHeight && y + h > offset { result.append((s, y)) }
        }
        return result
    }
}

/// Feeds a ``RandomSectionedTable`` to a real TableView and records its callbacks.
final class OracleSource: TableViewDataSource, TableViewDelegate {
    let table: RandomSectionedTable
    var events: [String] = []
    init(_ table: RandomSectionedTable) { self.table = table }

    func numberOfSections(in tableView: TableView) -> Int { table.sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { table.sections[section].rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        table.sections[indexPath.section].rows[indexPath.row]
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { table.sections[section].header }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { table.sections[section].footer }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        events.append("+\(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        events.append("-\(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        events.append("+h\(section)")
    }
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        events.append("-h\(section)")
    }
}

@Suite struct TableViewOracleTests {
    /// The callbacks between two layouts are the set differences, rows then headers,
    /// leaving before entering, each in index order.
    static func expectedEvents(from old: ([IndexPath], [Int]), to new: ([IndexPath], [Int])) -> [String] {
        let gone = old.0.filter { !new.0.contains($0) }.map { "-\($0.section).\($0.row)" }
        let came = new.0.filter { !old.0.contains($0) }.map { "+\($0.section).\($0.row)" }
        let headersGone = old.1.filter { !new.1.contains($0) }.map { "-h\($0)" }
        let headersCame = new.1.filter { !old.1.contains($0) }.map { "+h\($0)" }
        return gone + came + headersGone + headersCame
    }

    @Test(arguments: 0..<6)
    func rowsHeadersAndCallbacksMatchTheOracle(seedBlock: Int) {
        var rng = SplitMix64(seed: 0xC0FFEE &+ UInt64(seedBlock))
        for _ in 0..<60 {
            let random = RandomSectionedTable.random(&rng)
            let source = OracleSource(random)
            let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: random.viewportHeight), style: random.style)
            table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
            table.contentInset = random.inset
            table.dataSource = source
            table.delegate = source
            table.contentOffset = Point(x: 0, y: -random.inset.top)
            var previous = (random.visibleRows(at: -random.inset.top), random.visibleHeaders(at: -random.inset.top).map(\.0))
            #expect(table.indexPathsForVisibleRows == previous.0)
            let range = table.contentOffsetRange
            #expect(range.lowerBound == -random.inset.top)
            let content = random.sectionExtents.last?.bottom ?? 0
            #expect(range.upperBound == max(-random.inset.top, content + random.inset.bottom - random.viewportHeight))
            for _ in 0..<25 {
                source.events.removeAll()
                let offset = Double(Int.random(in: Int(range.lowerBound * 2)...Int(range.upperBound * 2) + 1, using: &rng)) / 2
                table.contentOffset = Point(x: 0, y: offset)
                let rows = random.visibleRows(at: offset)
                let headers = random.visibleHeaders(at: offset)
                #expect(table.indexPathsForVisibleRows == rows, "offset \(offset)")
                #expect(table.indexesOfVisibleHeaders == headers.map(\.0), "offset \(offset)")
                for (section, y) in headers {
                    #expect(table.headerView(forSection: section)?.frame.minY == y)
                    #expect(table.rectForHeader(inSection: section).minY == y)
                }
                for indexPath in rows {
                    #expect(table.cellForRow(at: indexPath)?.frame == table.rectForRow(at: indexPath))
                }
                let expected = Self.expectedEvents(from: previous, to: (rows, headers.map(\.0)))
                #expect(source.events == expected, "offset \(offset)")
                previous = (rows, headers.map(\.0))
                if source.events != expected { return }
            }
        }
    }
}

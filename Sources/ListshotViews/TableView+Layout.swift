import ListshotGeometry
import ListshotLayout

extension TableView {
    /// Which row keeps its place on screen while estimated heights are corrected.
    enum Anchor {
        /// None: a reload, or a jump to an offset where no row stays.
        case none
        /// The first row that was on screen before this layout and still is.
        case previouslyDisplayed
        /// This row's top at this distance below the viewport's top (`scrollToRow`).
        case row(IndexPath, screenY: Double)
    }

    // MARK: Geometry

    /// The layout of every row, built from the data source and delegate on first use.
    public var tableLayout: TableLayout {
        applyPendingReload()
        if let cachedLayout { return cachedLayout }
        let layout = makeLayout()
        cachedLayout = layout
        return layout
    }

    /// The frame of a row in content coordinates.
    public func rectForRow(at indexPath: IndexPath) -> Rect { tableLayout.rectForRow(at: LayoutIndexPath(indexPath)) }

    /// Where a section's header is drawn now, in content coordinates (in the plain style it
    /// sticks to the top while its section is on screen; see
    /// `TableLayout/rectForHeader(inSection:in:)`).
    public func rectForHeader(inSection section: Int) -> Rect {
        tableLayout.rectForHeader(inSection: section, in: layoutViewport)
    }

    /// Where a section's footer is drawn now, in content coordinates (in the plain style it
    /// sticks to the bottom while its section is on screen; see
    /// `TableLayout/rectForFooter(inSection:in:)`).
    public func rectForFooter(inSection section: Int) -> Rect {
        tableLayout.rectForFooter(inSection: section, in: layoutViewport)
    }

    /// The row under `point` (in content coordinates), or `nil`; in the inset grouped style
    /// a point in the margin beside the rows is under none.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        let layout = tableLayout, inset = layout.horizontalInset
        guard point.x >= inset, point.x < frame.width - inset else { return nil }
        return layout.indexPathForRow(atY: point.y).map(IndexPath.init)
    }

    /// The header height used when the delegate gives none (see ``sectionHeaderHeight``).
    ///
    /// With ``automaticDimension`` (the default) a titled header is as tall as a
    /// ``TableViewHeaderFooterView`` showing the title needs at the table's width: its wrapped
    /// text plus margins, at least 28 pt in the plain style and 38 pt in the grouped one, so a
    /// one-line title keeps those heights (see ``TableViewHeaderFooterView/Metrics``). A header
    /// view from the delegate takes 28 or 38 pt; a section with neither has none in the plain
    /// style and 18 pt of space in the grouped ones, the first section
    /// ``groupedTopSpacing`` (35 pt).
    public func defaultHeight(ofHeaderInSection section: Int) -> Double {
        if sectionHeaderHeight != Self.automaticDimension { return sectionHeaderHeight }
        if let view = delegate?.tableView(self, viewForHeaderInSection: section) {
            recycleIfUnused(view)
            return style.isGrouped ? 38 : 28
        }
        guard let title = dataSource?.tableView(self, titleForHeaderInSection: section) else {
            return style.isGrouped ? (section == 0 ? Self.groupedTopSpacing : 18) : 0
        }
        return heightOfTitle(title, kind: .header)
    }

    /// The space a grouped or inset grouped table leaves above its first section when that
    /// section has no header: 35 pt, UIKit's from iOS 7 on: the "about 35 points of top
    /// padding" of a grouped table that apps remove with a `tableHeaderView` of height
    /// `leastNormalMagnitude` (the figure as developers report it, e.g. kouhan.cn's article
    /// 00015815 on `UITableViewStyleGrouped`'s top padding; the issue maxsokolov/TableKit#84
    /// on removing it; Apple documents no figure). A later section has 18 pt of
    /// header under the previous one's 18 pt footer, 36 in all, so the first section starts
    /// as far down as the gaps between sections, as in UIKit (three20's pull request 650:
    /// "all following headers are preceded by a default footer from the section above").
    /// A first section with a title starts at its header's top, as the others do: the
    /// title's own 16 pt above it is the space.
    public static let groupedTopSpacing = 35.0

    /// The footer height used when the delegate gives none (see ``sectionFooterHeight``).
    ///
    /// With ``automaticDimension`` (the default) a titled footer is as tall as a
    /// ``TableViewHeaderFooterView`` showing the title needs at the table's width: its wrapped
    /// text plus margins, at least 28 pt in the plain style and 38 pt in the grouped one, so a
    /// one-line title keeps those heights (see ``TableViewHeaderFooterView/Metrics``). A footer
    /// view from the delegate takes 28 or 38 pt; a section with neither has none in the plain
    /// style and 18 pt of space in the grouped one.
    public func defaultHeight(ofFooterInSection section: Int) -> Double {
        if sectionFooterHeight != Self.automaticDimension { return sectionFooterHeight }
        if let view = delegate?.tableView(self, viewForFooterInSection: section) {
            recycleIfUnused(view)
            return style.isGrouped ? 38 : 28
        }
        guard let title = dataSource?.tableView(self, titleForFooterInSection: section) else { return style.isGrouped ? 18 : 0 }
        return heightOfTitle(title, kind: .footer)
    }

    private func makeLayout() -> TableLayout {
        guard let dataSource else { return TableLayout(width: frame.width, sections: []) }
        let sectionCount = dataSource.numberOfSections(in: self)
        precondition(sectionCount >= 0, "numberOfSections returned \(sectionCount)")
        var sections: [SectionMetrics] = []
        sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let count = dataSource.tableView(self, numberOfRowsInSection: section)
            precondition(count >= 0, "numberOfRowsInSection(\(section)) returned \(count)")
            let rows: RowOffsets
            if estimateInUse > 0 {
                rows = RowOffsets(count: count, estimatedHeight: estimateInUse)
            } else if delegate == nil && rowHeight >= 0 {
                rows = RowOffsets(count: count, height: rowHeight)
            } else if let cycle = repeatingHeights(inSection: section) {
                rows = RowOffsets(count: count, repeating: cycle)
            } else {
                rows = RowOffsets(heights: askHeights(count: count, section: section))
            }
            let header = delegate?.tableView(self, heightForHeaderInSection: section) ?? defaultHeight(ofHeaderInSection: section)
            let footer = delegate?.tableView(self, heightForFooterInSection: section) ?? defaultHeight(ofFooterInSection: section)
            sections.append(SectionMetrics(headerHeight: max(0, header), rows: rows, footerHeight: max(0, footer)))
        }
        return TableLayout(width: frame.width, sections: sections, style: style)
    }

    /// The delegate's repeating heights for `section`, when it gives a cycle the table can
    /// use: not empty, and without ``automaticDimension`` (those rows are measured one by one).
    private func repeatingHeights(inSection section: Int) -> [Double]? {
        guard let cycle = delegate?.tableView(self, repeatingHeightsForRowsInSection: section),
              !cycle.isEmpty, !cycle.contains(Self.automaticDimension) else { return nil }
        for height in cycle {
            precondition(height >= 0 && height.isFinite, "repeatingHeightsForRowsInSection(\(section)) returned \(height)")
        }
        return cycle
    }

    /// Every row's height in `section`, asked up front. The delegate is loaded once, not
    /// once a row: a million rows cost a million calls, not a million weak loads too.
    private func askHeights(count: Int, section: Int) -> [Double] {
        var heights: [Double] = []
        heights.reserveCapacity(count)
        let delegate = self.delegate
        for row in 0..<count {
            let indexPath = IndexPath(row: row, section: section)
            let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            heights.append(height == Self.automaticDimension ? measureRow(at: indexPath) : height)
        }
        return heights
    }

    /// The height of a row: the delegate's, else ``rowHeight``; a cell measures itself when
    /// that is ``automaticDimension``.
    ///
    /// A cell made only to be measured goes to the reuse pool, unless `keepingCell`: then it
    /// waits in `preparedCells` for the row to be displayed, so the row is not asked twice.
    func measureRow(at indexPath: IndexPath, keepingCell: Bool = false) -> Double {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard height == Self.automaticDimension else {
            precondition(height >= 0 && height.isFinite, "heightForRowAt(\(indexPath)) returned \(height)")
            return height
        }
        if let cell = displayed[indexPath] { return selfSizedHeight(of: cell) }
        guard let dataSource else { return 0 }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        let measured = selfSizedHeight(of: cell)
        if keepingCell { preparedCells[indexPath] = cell } else { pool.enqueue(cell) }
        return measured
    }

    /// The cell's height at the width rows have: the table's, less the inset grouped
    /// style's margins.
    private func selfSizedHeight(of cell: TableViewCell) -> Double {
        let width = max(0, frame.width - 2 * style.horizontalInset(forWidth: frame.width))
        cell.frame = Rect(x: 0, y: 0, width: width, height: cell.frame.height)
        cell.horizontalLayoutMargin = TableStyle.layoutMargin(forWidth: frame.width)
        let height = cell.sizeThatFits(Size(width: width, height: .infinity)).height
        return height.isFinite ? max(0, height) : 0
    }

    // MARK: The layout pass

    /// Measures rows that came on screen (with estimates), then recycles rows that left
    /// the viewport and shows rows that entered it, and places headers and footers.
    /// With the table's traits current, so that a data source's cells take their colours
    /// and fonts from them.
    func layoutCells(anchor: Anchor) {
        traitCollection.performAsCurrent { layoutCellsWithCurrentTraits(anchor: anchor) }
    }

    private func layoutCellsWithCurrentTraits(anchor: Anchor) {
        applyPendingReload()
        guard frame.height > 0, dataSource != nil else { return }
        if estimatedRowHeight > 0 { measureVisibleRows(keeping: anchor) }
        let layout = tableLayout
        // One question to the layout contract: every row, header and footer in view.
        let elements = layout.layoutAttributesForElements(in: layoutViewport)
        rows.update(
            to: elements.filter { $0.element.kind == .cell }, keyedBy: { IndexPath($0.element.indexPath) },
            end: { endDisplaying($1, forRowAt: $0) },
            move: { row, cell in
                cell.frame = row.frame
                cell.isSelected = IndexPath(row.element.indexPath) == selectedIndexPath
            },
            make: { makeCell(at: IndexPath($0.element.indexPath), frame: $0.frame) },
            show: { row, cell in
                delegate?.tableView(self, willDisplay: cell, forRowAt: IndexPath(row.element.indexPath))
                insertSubview(cell, at: 0)  // rows below headers and footers
            })
        updateSeparators(layout)
        updateSectionCorners(layout)
        layoutSupplementaryViews(.footer, elements.filter { $0.element.kind == .footer })
        layoutSupplementaryViews(.header, elements.filter { $0.element.kind == .header })
        // Headers draw above rows and footers, later sections above earlier ones.
        for header in elements where header.element.kind == .header {
            if let view = displayedHeaders[header.element.indexPath.section] { addSubview(view) }
        }
        // Cells measured for rows that the corrected offset left off screen.
        for indexPath in preparedCells.keys.sorted() { pool.enqueue(preparedCells.removeValue(forKey: indexPath)!) }
        pool.trim(onScreen: displayed.count)
        headerFooterPool.trim()
    }

    /// Replaces estimates with measured heights for the rows on screen, moving the offset
    /// so that the anchor row stays where it was on screen.
    private func measureVisibleRows(keeping anchor: Anchor) {
        let pinned: TableLayout.Anchor?
        switch anchor {
        case .none: pinned = nil
        case let .row(indexPath, screenY): pinned = TableLayout.Anchor(indexPath: LayoutIndexPath(indexPath), screenY: screenY)
        case .previouslyDisplayed: pinned = tableLayout.anchor(amongRowsOnScreen: displayed.keys.lazy.map(LayoutIndexPath.init), in: layoutViewport)
        }
        // Each round measures what is on screen; moving the offset can bring more rows in.
        // The cached layout is changed in place, never through a second copy: a copy would
        // make every measured row copy the whole tree of measured rows.
        for _ in 0..<32 {
            let unmeasured = tableLayout.unmeasuredRows(intersecting: contentOffset.y, contentOffset.y + frame.height)
            if unmeasured.isEmpty { break }
            for indexPath in unmeasured {
                let height = measureRow(at: IndexPath(indexPath), keepingCell: true)  // may read the layout
                cachedLayout!.setHeight(height, forRowAt: indexPath)
            }
            if let pinned { boundsOrigin.y = tableLayout.offset(keeping: pinned) }
        }
    }

    /// The cell for a row coming on screen, laid out at `frame`: the one measured for it,
    /// else the data source's.
    private func makeCell(at indexPath: IndexPath, frame: Rect) -> TableViewCell? {
        guard let cell = preparedCells.removeValue(forKey: indexPath) ?? dataSource?.tableView(self, cellForRowAt: indexPath)
        else { return nil }
        cell.frame = frame
        cell.horizontalLayoutMargin = TableStyle.layoutMargin(forWidth: self.frame.width)
        cell.isSelected = indexPath == selectedIndexPath
        cell.layoutIfNeeded()
        return cell
    }

    /// Takes a row's cell off screen, reports it and recycles it.
    func endDisplaying(_ cell: TableViewCell, forRowAt indexPath: IndexPath) {
        cell.removeFromSuperview()
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        pool.enqueue(cell)
    }
}

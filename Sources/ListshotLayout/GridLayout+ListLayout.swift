import ListshotGeometry

/// The grid keeps the layout contract: items are cells, section headers and footers are
/// supplementary elements, and nothing moves with the viewport (no sticky headers), so
/// frames depend on the viewport only through which of them are in view.
extension GridLayout: ListLayout {
    public var scrollAxis: ScrollAxis { scrollDirection }

    public func offsetRange(in viewport: LayoutViewport) -> ClosedRange<Double> {
        boundedOffsetRange(in: viewport)
    }

    /// Finds the sections along the scroll axis by binary search, in each the lines by
    /// binary search, in each line the items across by binary search (once per section for
    /// a uniform one), then keeps the frames that intersect the viewport.
    public func layoutAttributesForElements(in viewport: LayoutViewport) -> [LayoutAttributes] {
        let window = transposedIfHorizontal(viewport.rect)
        guard !window.isEmpty else { return [] }
        var cells: [LayoutAttributes] = []
        var headers: [LayoutAttributes] = []
        var footers: [LayoutAttributes] = []
        for section in sections(intersecting: window.minY, window.maxY) {
            if let header = canonicalHeader(inSection: section), header.intersects(window) {
                headers.append(LayoutAttributes(element: .header(section), frame: transposedIfHorizontal(header)))
            }
            let sectionLines = lines[section]
            if !sectionLines.itemsAreEmpty {
                let base = itemsOrigin(ofSection: section)
                for line in sectionLines.lines(intersecting: window.minY, window.maxY, base: base) {
                    for item in sectionLines.items(inLine: line, intersecting: window.minX, window.maxX, base: base) {
                        let frame = sectionLines.frame(ofItem: item, base: base)
                        if frame.intersects(window) {
                            cells.append(LayoutAttributes(
                                element: .cell(LayoutIndexPath(row: item, section: section)), frame: transposedIfHorizontal(frame)))
                        }
                    }
                }
            }
            if let footer = canonicalFooter(inSection: section), footer.intersects(window) {
                footers.append(LayoutAttributes(element: .footer(section), frame: transposedIfHorizontal(footer)))
            }
        }
        return cells + headers + footers
    }

    /// The frame of a cell, header or footer of lap 0; `nil` for an index outside the data
    /// and for a header or footer of no length.
    public func layoutAttributes(for element: LayoutElement, in viewport: LayoutViewport) -> LayoutAttributes? {
        let indexPath = element.indexPath
        guard element.lap == 0, sections.indices.contains(indexPath.section) else { return nil }
        let frame: Rect?
        switch element.kind {
        case .cell:
            guard indexPath.row >= 0, indexPath.row < sections[indexPath.section].count else { return nil }
            frame = rectForItem(at: indexPath)
        case .header:
            frame = rectForHeader(inSection: indexPath.section)
        case .footer:
            frame = rectForFooter(inSection: indexPath.section)
        }
        return frame.map { LayoutAttributes(element: element, frame: $0) }
    }

    /// The item whose frame contains `point`, wherever the viewport is: items never overlap
    /// one another nor a header or footer, so at most one does.
    public func cell(at point: Point, in viewport: LayoutViewport) -> LayoutElement? {
        let p = transposedIfHorizontal(point)
        guard let section = sections(intersecting: p.y, p.y.nextUp).last else { return nil }
        let sectionLines = lines[section]
        let base = itemsOrigin(ofSection: section)
        for line in sectionLines.lines(intersecting: p.y, p.y.nextUp, base: base) {
            for item in sectionLines.items(inLine: line, intersecting: p.x, p.x.nextUp, base: base)
            where sectionLines.frame(ofItem: item, base: base).contains(p) {
                return .cell(LayoutIndexPath(row: item, section: section))
            }
        }
        return nil
    }

    /// Two per section the viewport meets along the scroll axis (its header and footer),
    /// plus the items of the lines it meets that lie in its span across: for a uniform
    /// section exactly those columns, for one of mixed sizes the whole lines. O(s · log n)
    /// for s sections in view.
    public func numberOfElements(in viewport: LayoutViewport) -> Int {
        let window = transposedIfHorizontal(viewport.rect)
        guard !window.isEmpty else { return 0 }
        var total = 0
        for section in sections(intersecting: window.minY, window.maxY) {
            let base = itemsOrigin(ofSection: section)
            let inView = lines[section].lines(intersecting: window.minY, window.maxY, base: base)
            total += 2 + lines[section].numberOfItems(inLines: inView, across: window.minX, window.maxX, base: base)
        }
        return total
    }
}

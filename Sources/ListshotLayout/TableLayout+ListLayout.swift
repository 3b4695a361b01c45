import ListshotGeometry

/// The vertical table keeps the layout contract: rows are cells, section headers and
/// footers are supplementary elements, and a plain table's headers and footers stick to the
/// edges of the visible area (see ``TableLayout/rectForHeader(inSection:in:)``).
extension TableLayout: ListLayout {
    public var scrollAxis: ScrollAxis { .vertical }

    public func offsetRange(in viewport: LayoutViewport) -> ClosedRange<Double> {
        offsetRange(viewportHeight: viewport.size.height, insets: viewport.contentInset)
    }

    public func layoutAttributesForElements(in viewport: LayoutViewport) -> [LayoutAttributes] {
        let top = viewport.origin.y, bottom = top + viewport.size.height
        // Every frame spans [minX, minX + width) across: the x half of the half-open test,
        // the same for all (the whole width but in the inset grouped style).
        let span = elementSpan
        guard span.width > 0, viewport.size.width > 0, viewport.origin.x < span.minX + span.width,
              viewport.origin.x + viewport.size.width > span.minX else { return [] }
        var result = indexPathsForRows(intersecting: top, bottom).map {
            LayoutAttributes(element: .cell($0), frame: rectForRow(at: $0))
        }
        for section in sectionsWithVisibleHeaders(in: viewport) {
            result.append(LayoutAttributes(element: .header(section), frame: rectForHeader(inSection: section, in: viewport)))
        }
        for section in sectionsWithVisibleFooters(in: viewport) {
            result.append(LayoutAttributes(element: .footer(section), frame: rectForFooter(inSection: section, in: viewport)))
        }
        return result
    }

    public func layoutAttributes(for element: LayoutElement, in viewport: LayoutViewport) -> LayoutAttributes? {
        let section = element.indexPath.section
        guard element.lap == 0, sections.indices.contains(section) else { return nil }
        switch element.kind {
        case .cell:
            guard sections[section].rows.count > element.indexPath.row, element.indexPath.row >= 0 else { return nil }
            return LayoutAttributes(element: element, frame: rectForRow(at: element.indexPath))
        case .header:
            return LayoutAttributes(element: element, frame: rectForHeader(inSection: section, in: viewport))
        case .footer:
            return LayoutAttributes(element: element, frame: rectForFooter(inSection: section, in: viewport))
        }
    }

    public func cell(at point: Point, in viewport: LayoutViewport) -> LayoutElement? {
        let span = elementSpan
        guard point.x >= span.minX, point.x < span.minX + span.width else { return nil }
        // A header or footer drawn over the point covers the rows under it.
        let covered = layoutAttributesForElements(in: viewport).contains { $0.element.kind != .cell && $0.frame.contains(point) }
        if covered { return nil }
        return indexPathForRow(atY: point.y).map { .cell($0) }
    }

    public func numberOfElements(in viewport: LayoutViewport) -> Int {
        numberOfItems(intersecting: viewport.origin.y, viewport.origin.y + viewport.size.height)
    }
}

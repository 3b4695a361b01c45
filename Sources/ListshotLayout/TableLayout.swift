import ListshotGeometry

/// The geometry of a vertically scrolling table: where every row, header and footer
/// sits in content coordinates, and which of them a viewport shows.
///
/// ## The visibility contract
/// A viewport at offset `y` with height `h` shows the half-open window `[y, y + h)`.
/// Row *i* is visible iff its frame `[top, top + height)` intersects that window:
/// `height > 0`, `top < y + h` and `top + height > y`. A row that only touches an edge
/// of the window is not visible, and a row of height 0 never is: an empty frame
/// intersects nothing, wherever it lies. Visible rows are in table order; they are
/// contiguous but for the zero-height rows between them.
///
/// Coordinates are `Double`. Heights on a 1/64-point grid (FreeType's 26.6 metrics,
/// whole and half points) add up exactly, so frames and visibility are exact; other
/// heights are exact to rounding of their sums.
public struct TableLayout: Sendable, Equatable {
    /// The largest content height, row height and offset in points at which frames are
    /// exact: 10^13 points. Below it a `Double` resolves 1/512 point, so heights on the
    /// 1/64-point grid add up without rounding and `offset + viewportHeight` is never
    /// rounded back to `offset` for a viewport of a point or more. Scene files refuse
    /// heights beyond it; the engine itself does not check.
    public static let maximumExtent = 1e13

    /// The table's width; rows, headers and footers span it less ``horizontalInset`` on each side.
    public let width: Double
    /// Whether headers and footers stick to the visible area's edges (plain) or scroll with
    /// their rows (grouped).
    public var style: TableStyle
    /// The sections, in order.
    public private(set) var sections: [SectionMetrics]
    /// `sectionTops[s]` is where section `s` (its header) starts; one extra entry at the end.
    private var sectionTops: [Double]

    /// A layout of `sections` stacked from y = 0, each row `width` wide, in `style`.
    public init(width: Double, sections: [SectionMetrics], style: TableStyle = .plain) {
        self.width = width
        self.style = style
        self.sections = sections
        var tops = [0.0]
        tops.reserveCapacity(sections.count + 1)
        for section in sections { tops.append(tops[tops.count - 1] + section.totalHeight) }
        self.sectionTops = tops
    }

    /// A single section of `rows`, without header or footer.
    public init(width: Double, rows: RowOffsets) {
        self.init(width: width, sections: [SectionMetrics(rows: rows)])
    }

    /// Records a row's measured height; everything below it moves by the difference.
    public mutating func setHeight(_ height: Double, forRowAt indexPath: LayoutIndexPath) {
        sections[indexPath.section].rows.setHeight(height, ofRow: indexPath.row)
        for s in indexPath.section..<sections.count {
            sectionTops[s + 1] = sectionTops[s] + sections[s].totalHeight
        }
    }

    /// How far rows, headers and footers stay from each side: the style's
    /// ``TableStyle/horizontalInset(forWidth:)``, 0 but in the inset grouped style.
    public var horizontalInset: Double { style.horizontalInset(forWidth: width) }

    /// The span `[minX, maxX)` every row, header and footer has across the table.
    var elementSpan: (minX: Double, width: Double) {
        let inset = horizontalInset
        return (inset, width - 2 * inset)
    }

    /// The size of everything the table scrolls over.
    public var contentSize: Size { Size(width: width, height: sectionTops[sectionTops.count - 1]) }

    /// The number of rows in every section together.
    public var numberOfRows: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// Where section `section` starts (the top of its header).
    public func top(ofSection section: Int) -> Double { sectionTops[section] }

    /// The frame of a row, in content coordinates.
    public func rectForRow(at indexPath: LayoutIndexPath) -> Rect {
        let section = sections[indexPath.section]
        let y = sectionTops[indexPath.section] + section.headerHeight + section.rows.offset(ofRow: indexPath.row)
        let span = elementSpan
        return Rect(x: span.minX, y: y, width: span.width, height: section.rows.height(ofRow: indexPath.row))
    }

    /// The frame of a section's header where it sits when it does not float.
    public func rectForHeader(inSection section: Int) -> Rect {
        let span = elementSpan
        return Rect(x: span.minX, y: sectionTops[section], width: span.width, height: sections[section].headerHeight)
    }

    /// The frame of a section's footer where it sits when it does not float: at the end of
    /// its section.
    public func rectForFooter(inSection section: Int) -> Rect {
        let height = sections[section].footerHeight
        let span = elementSpan
        return Rect(x: span.minX, y: sectionTops[section + 1] - height, width: span.width, height: height)
    }

    /// The sections whose extent intersects the window `[low, high)`.
    public func sections(intersecting low: Double, _ high: Double) -> Range<Int> {
        guard low < high else { return 0..<0 }
        let first = sections.indices.partitionPoint { sectionTops[$0 + 1] > low }
        let end = sections.indices.partitionPoint { sectionTops[$0] >= high }
        return first < end ? first..<end : first..<first
    }

    /// The index paths of the rows that intersect the window `[low, high)`, in table order.
    /// Zero-height rows are never included (an empty frame intersects nothing).
    public func indexPathsForRows(intersecting low: Double, _ high: Double) -> [LayoutIndexPath] {
        var result: [LayoutIndexPath] = []
        for s in sections(intersecting: low, high) {
            let rows = sections[s].rows
            for row in rows.rows(intersecting: low, high, base: sectionTops[s] + sections[s].headerHeight)
            where rows.height(ofRow: row) > 0 {
                result.append(LayoutIndexPath(row: row, section: s))
            }
        }
        return result
    }

    /// How many rows and sections a layout pass over the window `[low, high)` looks at:
    /// the rows that span it (``RowOffsets/rows(intersecting:_:base:)``, zero-height rows
    /// inside included) plus the sections it meets, for their headers and footers.
    ///
    /// It costs O(s · log n) for s sections in the window, without visiting a row, so a
    /// caller can refuse a window that would put millions of items on screen before any
    /// cell is made.
    public func numberOfItems(intersecting low: Double, _ high: Double) -> Int {
        let range = sections(intersecting: low, high)
        var total = range.count
        for s in range {
            total += sections[s].rows.rows(intersecting: low, high, base: sectionTops[s] + sections[s].headerHeight).count
        }
        return total
    }

    /// The row under `y` (content coordinates), or `nil` for a header, a footer or empty space.
    public func indexPathForRow(atY y: Double) -> LayoutIndexPath? {
        guard let s = sections(intersecting: y, y.nextUp).last else { return nil }
        let rowsTop = sectionTops[s] + sections[s].headerHeight
        let rows = sections[s].rows.rows(intersecting: y, y.nextUp, base: rowsTop)
        return rows.first(where: { sections[s].rows.height(ofRow: $0) > 0 }).map { LayoutIndexPath(row: $0, section: s) }
    }

    /// The offsets a viewport of height `viewportHeight` may scroll over:
    /// `[-insets.top, contentHeight + insets.bottom - viewportHeight]`, with the upper
    /// bound raised to the lower one when the content is shorter than the viewport.
    public func offsetRange(viewportHeight: Double, insets: EdgeInsets = .zero) -> ClosedRange<Double> {
        let low = -insets.top
        let high = contentSize.height + insets.bottom - viewportHeight
        return low...max(low, high)
    }
}

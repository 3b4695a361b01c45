import ListshotGeometry

/// One section's items flowed into lines, worked out as if the grid scrolled vertically:
/// `x` runs across a line and `y` along the scroll axis. ``GridLayout`` swaps the two for a
/// horizontal grid, and says what the rules are; this type is where they are computed.
///
/// Queries take `base`, the point where the section inset's leading corner is (x: the
/// inset's start across, y: the first line's start), and add it before comparing, so that
/// every test uses exactly the frame ``frame(ofItem:base:)`` returns.
struct GridLines: Sendable, Equatable {
    private enum Storage: Sendable, Equatable {
        /// Every item `size`; `columns` per line. `leftover` is what a full line leaves over
        /// (for one column: what is left beside the item, floored at 0).
        case uniform(count: Int, size: Size, columns: Int, leftover: Double)
        case mixed(MixedLines)
    }

    /// Where each item and line of a section of mixed sizes is, worked out once.
    private struct MixedLines: Sendable, Equatable {
        var sizes: [Size]
        /// Each item's x from the inset's start, leftover share included.
        var itemX: [Double] = []
        /// `firstItem[k]` is line k's first item; one extra entry: the item count.
        var firstItem: [Int] = [0]
        /// Each line's y from the first line's start.
        var lineY: [Double] = []
        /// Each line's thickness: its tallest item.
        var thickness: [Double] = []
    }

    private let storage: Storage
    /// The least space between two items of a line.
    let interitemSpacing: Double
    /// Between one line's end and the next line's start.
    let lineSpacing: Double
    /// The number of lines.
    let count: Int
    /// From the first line's start to the last line's end; 0 without items.
    let length: Double

    /// Flows `section` into lines `available` points across.
    /// - Parameters:
    ///   - section: The items.
    ///   - transposed: True for a horizontal grid: each item's width and height swap, so that
    ///     `width` is always the item's breadth across a line.
    ///   - available: The space across a line between the section insets (may be negative).
    ///   - interitemSpacing: The least space between two items of a line.
    ///   - lineSpacing: The space between two lines.
    init(section: GridSection, transposed: Bool, available: Double, interitemSpacing: Double, lineSpacing: Double) {
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        switch section.items {
        case let .uniform(itemCount, size):
            let size = transposed ? Size(width: size.height, height: size.width) : size
            let columns = Self.columns(breadth: size.width, spacing: interitemSpacing, available: available, count: itemCount)
            let leftover = columns == 1
                ? max(0, available - size.width)
                : available - (Double(columns) * size.width + Double(columns - 1) * interitemSpacing)
            storage = .uniform(count: itemCount, size: size, columns: columns, leftover: leftover)
            count = itemCount / columns + (itemCount % columns == 0 ? 0 : 1)  // no overflow near Int.max
            length = count == 0 ? 0 : Double(count - 1) * (size.height + lineSpacing) + size.height
        case let .sizes(sizes):
            let sizes = transposed ? sizes.map { Size(width: $0.height, height: $0.width) } : sizes
            let lines = Self.flow(sizes, available: available, spacing: interitemSpacing, lineSpacing: lineSpacing)
            storage = .mixed(lines)
            count = lines.lineY.count
            length = count == 0 ? 0 : lines.lineY[count - 1] + lines.thickness[count - 1]
        }
    }

    /// How many items of breadth `breadth` fit in a line: the most for which
    /// `n × breadth + (n − 1) × spacing ≤ available`, and at least one.
    static func columns(breadth: Double, spacing: Double, available: Double, count: Int) -> Int {
        guard breadth <= available else { return 1 }
        let pitch = breadth + spacing
        // Items of no breadth with no spacing all fit in one line, however many there are.
        guard pitch > 0 else { return max(count, 1) }
        let more = ((available - breadth) / pitch).rounded(.down)
        return 1 + Int(min(more, 1e15))
    }

    /// `value` rounded down to the 1/64-point grid, so that offsets the layout invents keep
    /// frames of grid-sized items on the grid, where every sum is exact.
    static func floor64(_ value: Double) -> Double { (value * 64).rounded(.down) / 64 }

    /// The greedy line breaking and the placing of mixed sizes (the rules of ``GridLayout``).
    private static func flow(_ sizes: [Size], available: Double, spacing: Double, lineSpacing: Double) -> MixedLines {
        var lines = MixedLines(sizes: sizes)
        lines.itemX.reserveCapacity(sizes.count)
        var y = 0.0
        var first = 0
        while first < sizes.count {
            var end = first + 1
            var used = sizes[first].width
            var thickness = sizes[first].height
            while end < sizes.count, used + spacing + sizes[end].width <= available {
                used += spacing + sizes[end].width
                thickness = max(thickness, sizes[end].height)
                end += 1
            }
            let leftover = available - used
            let n = end - first
            var x = 0.0
            for j in 0..<n {
                let share: Double
                if end == sizes.count {
                    share = 0  // the section's last line is packed at the start
                } else if n == 1 {
                    share = floor64(max(0, leftover) / 2)
                } else {
                    share = floor64(leftover * Double(j) / Double(n - 1))
                }
                lines.itemX.append(x + share)
                x += sizes[first + j].width + spacing
            }
            lines.lineY.append(y)
            lines.thickness.append(thickness)
            lines.firstItem.append(end)
            y += thickness + lineSpacing
            first = end
        }
        return lines
    }

    /// Where line `line` starts, from the first line's start.
    func lineY(_ line: Int) -> Double {
        switch storage {
        case let .uniform(_, size, _, _): return Double(line) * (size.height + lineSpacing)
        case let .mixed(lines): return lines.lineY[line]
        }
    }

    /// How thick line `line` is along the scroll axis: its tallest item.
    func thickness(ofLine line: Int) -> Double {
        switch storage {
        case let .uniform(_, size, _, _): return size.height
        case let .mixed(lines): return lines.thickness[line]
        }
    }

    /// The items of line `line`, in order.
    func items(inLine line: Int) -> Range<Int> {
        switch storage {
        case let .uniform(count, _, columns, _): return line * columns..<min(count, (line + 1) * columns)
        case let .mixed(lines): return lines.firstItem[line]..<lines.firstItem[line + 1]
        }
    }

    /// The line that holds item `item`.
    func line(ofItem item: Int) -> Int {
        switch storage {
        case let .uniform(_, _, columns, _): return item / columns
        case let .mixed(lines): return (0..<count).partitionPoint { lines.firstItem[$0 + 1] > item }
        }
    }

    /// The frame of item `item` with the section inset's leading corner at `base`.
    func frame(ofItem item: Int, base: Point) -> Rect {
        switch storage {
        case let .uniform(_, size, columns, leftover):
            let x = base.x + Self.columnX(item % columns, breadth: size.width, columns: columns, leftover: leftover, spacing: interitemSpacing)
            return Rect(x: x, y: base.y + lineY(item / columns), width: size.width, height: size.height)
        case let .mixed(lines):
            let line = line(ofItem: item)
            let size = lines.sizes[item]
            let y = (base.y + lines.lineY[line]) + Self.floor64((lines.thickness[line] - size.height) / 2)
            return Rect(x: base.x + lines.itemX[item], y: y, width: size.width, height: size.height)
        }
    }

    /// Where column `column` of a uniform section starts, from the inset's start: a full
    /// line's items justified, or a lone column centred.
    private static func columnX(_ column: Int, breadth: Double, columns: Int, leftover: Double, spacing: Double) -> Double {
        if columns == 1 { return floor64(leftover / 2) }
        return Double(column) * (breadth + spacing) + floor64(leftover * Double(column) / Double(columns - 1))
    }

    /// The lines whose extent along the scroll axis, `[base.y + lineY, … + thickness)`,
    /// intersects `[low, high)`: from the first that ends after `low` to the last that starts
    /// before `high`. Lines of no thickness strictly inside are included; their items are
    /// empty and intersect nothing.
    func lines(intersecting low: Double, _ high: Double, base: Point) -> Range<Int> {
        guard low < high, count > 0 else { return 0..<0 }
        let first = (0..<count).partitionPoint { (base.y + lineY($0)) + thickness(ofLine: $0) > low }
        let end = (first..<count).partitionPoint { base.y + lineY($0) >= high }
        return first..<end
    }

    /// The items of line `line` whose extent across, `[x, x + width)`, intersects
    /// `[low, high)`, found by binary search: items of a line never overlap and run in order.
    func items(inLine line: Int, intersecting low: Double, _ high: Double, base: Point) -> Range<Int> {
        let items = items(inLine: line)
        if case let .uniform(_, _, columns, _) = storage {
            let inView = self.columns(intersecting: low, high, base: base)
            let start = line * columns
            return min(items.upperBound, start + inView.lowerBound)..<min(items.upperBound, start + inView.upperBound)
        }
        guard low < high else { return items.lowerBound..<items.lowerBound }
        let first = (items).partitionPoint { frame(ofItem: $0, base: base).maxX > low }
        let end = (first..<items.upperBound).partitionPoint { frame(ofItem: $0, base: base).minX >= high }
        return first..<end
    }

    /// The columns of a uniform section whose extent across intersects `[low, high)`; the
    /// same in every line, so a query finds them once.
    private func columns(intersecting low: Double, _ high: Double, base: Point) -> Range<Int> {
        guard case let .uniform(_, size, columns, leftover) = storage, low < high else { return 0..<0 }
        func x(_ column: Int) -> Double {
            base.x + Self.columnX(column, breadth: size.width, columns: columns, leftover: leftover, spacing: interitemSpacing)
        }
        let first = (0..<columns).partitionPoint { x($0) + size.width > low }
        let end = (first..<columns).partitionPoint { x($0) >= high }
        return first..<end
    }

    /// True when no item can ever be visible: a uniform section of empty items.
    var itemsAreEmpty: Bool {
        if case let .uniform(_, size, _, _) = storage { return !(size.width > 0 && size.height > 0) }
        return false
    }

    /// An upper bound on the items a query over `lines` and the window `[low, high)` across
    /// looks at, found without visiting them: O(log n).
    func numberOfItems(inLines lines: Range<Int>, across low: Double, _ high: Double, base: Point) -> Int {
        guard !lines.isEmpty, !itemsAreEmpty else { return 0 }
        switch storage {
        case .uniform:
            // Every line but the section's last is full, so all but one count the same.
            let perFullLine = columns(intersecting: low, high, base: base).count
            guard lines.contains(count - 1) else { return lines.count * perFullLine }
            return (lines.count - 1) * perFullLine + items(inLine: count - 1, intersecting: low, high, base: base).count
        case let .mixed(mixed):
            return mixed.firstItem[lines.upperBound] - mixed.firstItem[lines.lowerBound]
        }
    }
}

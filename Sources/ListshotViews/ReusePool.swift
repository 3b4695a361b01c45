/// Cells that have scrolled off screen, kept by reuse identifier until they are dequeued.
struct ReusePool {
    private var cells: [String: [TableViewCell]] = [:]

    /// Keeps `cell` for reuse under its identifier.
    mutating func enqueue(_ cell: TableViewCell) {
        cells[cell.reuseIdentifier ?? "", default: []].append(cell)
    }

    /// Takes a kept cell for `identifier`, the one enqueued last, or `nil`.
    mutating func dequeue(identifier: String) -> TableViewCell? {
        cells[identifier]?.popLast()
    }

    /// Discards every kept cell.
    mutating func drain() { cells.removeAll() }

    /// How many cells are kept for `identifier`.
    func count(for identifier: String) -> Int { cells[identifier]?.count ?? 0 }

    /// How many cells are kept in all.
    var count: Int { cells.values.reduce(0) { $0 + $1.count } }
}

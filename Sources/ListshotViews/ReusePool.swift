/// Cells that have scrolled off screen, kept by reuse identifier until they are dequeued.
///
/// Each identifier keeps at most its limit of cells once a layout pass is over; during a
/// pass the pool may hold more, so that a jump that replaces every visible row reuses
/// every cell.
struct ReusePool {
    private var cells: [String: [TableViewCell]] = [:]
    private var limits: [String: Int] = [:]
    var defaultLimit: Int

    init(defaultLimit: Int) { self.defaultLimit = defaultLimit }

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

    /// Sets how many cells `identifier` keeps after a layout pass.
    mutating func setLimit(_ limit: Int, for identifier: String) { limits[identifier] = max(0, limit) }

    func limit(for identifier: String) -> Int { limits[identifier] ?? defaultLimit }

    /// Discards the cells over each identifier's limit, the oldest first.
    mutating func trim() {
        for (identifier, kept) in cells where kept.count > limit(for: identifier) {
            cells[identifier] = Array(kept.suffix(limit(for: identifier)))
        }
    }

    /// How many cells are kept for `identifier`.
    func count(for identifier: String) -> Int { cells[identifier]?.count ?? 0 }
}

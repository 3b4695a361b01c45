/// A view a list hands out again once it has scrolled off screen: a cell, or a header or
/// footer view.
protocol Reusable: AnyObject {
    /// The identifier the view is kept under; `nil` keeps it under "".
    var reuseIdentifier: String? { get }
    /// Resets the view before it is handed out again.
    func prepareForReuse()
}

extension TableViewCell: Reusable {}
extension TableViewHeaderFooterView: Reusable {}

/// Views that have scrolled off screen, kept by reuse identifier until they are dequeued.
///
/// Each identifier keeps at most its limit of views once a layout pass is over; during a
/// pass the pool may hold more, so that a jump that replaces every visible row reuses
/// every cell.
struct ReusePool<Item: Reusable> {
    private var items: [String: [Item]] = [:]
    private var limits: [String: Int] = [:]
    var defaultLimit: Int

    init(defaultLimit: Int) { self.defaultLimit = defaultLimit }

    /// Keeps `item` for reuse under its identifier.
    mutating func enqueue(_ item: Item) {
        items[item.reuseIdentifier ?? "", default: []].append(item)
    }

    /// Takes a kept view for `identifier`, the one enqueued last, or `nil`.
    mutating func dequeue(identifier: String) -> Item? {
        items[identifier]?.popLast()
    }

    /// Whether `item` is waiting in the pool.
    func contains(_ item: Item) -> Bool {
        items[item.reuseIdentifier ?? ""]?.contains { $0 === item } ?? false
    }

    /// Discards every kept view.
    mutating func drain() {
        items.removeAll()
        mostOnScreen = 0
    }

    /// The most views on screen at once since the pool was last drained.
    private var mostOnScreen = 0

    /// Ends a layout pass with `onScreen` views showing: an identifier without a limit of its
    /// own keeps as many views as the busiest screen so far would need on top of those
    /// showing (at least ``defaultLimit``), so that scrolling back to it makes no new
    /// views; the rest are discarded, the oldest first.
    mutating func trim(onScreen: Int) {
        mostOnScreen = max(mostOnScreen, onScreen)
        let keep = max(defaultLimit, mostOnScreen - onScreen)
        for (identifier, kept) in items {
            let limit = limits[identifier] ?? keep
            if kept.count > limit { items[identifier] = Array(kept.suffix(limit)) }
        }
    }

    /// Sets how many views `identifier` keeps after a layout pass.
    mutating func setLimit(_ limit: Int, for identifier: String) { limits[identifier] = max(0, limit) }

    func limit(for identifier: String) -> Int { limits[identifier] ?? defaultLimit }

    /// Discards the views over each identifier's limit, the oldest first.
    mutating func trim() {
        for (identifier, kept) in items where kept.count > limit(for: identifier) {
            items[identifier] = Array(kept.suffix(limit(for: identifier)))
        }
    }

    /// How many views are kept for `identifier`.
    func count(for identifier: String) -> Int { items[identifier]?.count ?? 0 }
}

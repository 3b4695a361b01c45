/// What a list view makes for each reuse identifier, and how many it has made: the one
/// "dequeue or create" behind every `dequeue…` of ``TableView`` and ``CollectionView``,
/// for cells, header and footer views and supplementary views alike.
struct ReuseRegistry<Item: Reusable> {
    private var makers: [String: (String) -> Item] = [:]
    /// How many views have been made (recycled views are not counted again).
    private(set) var numberCreated = 0

    /// Makes views for `identifier` with `make` (given the identifier) from now on.
    mutating func register(_ identifier: String, make: @escaping (String) -> Item) {
        makers[identifier] = make
    }

    /// A view recycled from `pool` for `identifier` (after its `prepareForReuse()`), else a
    /// new one made as registered; `nil` when the pool has none and nothing is registered.
    mutating func dequeue(_ identifier: String, from pool: inout ReusePool<Item>) -> Item? {
        if let item = pool.dequeue(identifier: identifier) {
            item.prepareForReuse()
            return item
        }
        guard let make = makers[identifier] else { return nil }
        numberCreated += 1
        return make(identifier)
    }

    /// As ``dequeue(_:from:)``, for views that must be registered.
    ///
    /// - Precondition: something is registered for `identifier` (or the pool has a view for
    ///   it); `registerCall` names the method to call, for the message.
    mutating func dequeue(_ identifier: String, from pool: inout ReusePool<Item>, registerCall: String) -> Item {
        guard let item = dequeue(identifier, from: &pool) else {
            preconditionFailure("no class is registered for reuse identifier \"\(identifier)\"; call \(registerCall) first")
        }
        return item
    }
}

extension ReuseRegistry where Item == TableViewCell {
    /// Makes `cellClass` in `style` for `identifier` from now on.
    mutating func register(_ cellClass: TableViewCell.Type, style: TableViewCell.CellStyle, for identifier: String) {
        register(identifier) {
            let cell = cellClass.init(style: style, reuseIdentifier: $0)
            cell.accessoryTypeWhenMade = cell.accessoryType
            return cell
        }
    }
}

extension ReuseRegistry where Item == TableViewHeaderFooterView {
    /// Makes `viewClass` for `identifier` from now on.
    mutating func register(_ viewClass: TableViewHeaderFooterView.Type, for identifier: String) {
        register(identifier) { viewClass.init(reuseIdentifier: $0) }
    }
}

/// The cell classes a list view makes for each reuse identifier, and how many it has made:
/// what ``TableView`` and ``CollectionView`` share behind `register` and `dequeue`.
struct CellRegistry {
    private var classes: [String: (TableViewCell.Type, TableViewCell.CellStyle)] = [:]
    /// How many cells have been made (recycled cells are not counted again).
    private(set) var numberOfCellsCreated = 0

    /// Makes `cellClass` (in `style`) for `identifier` from now on.
    mutating func register(_ cellClass: TableViewCell.Type, style: TableViewCell.CellStyle, for identifier: String) {
        classes[identifier] = (cellClass, style)
    }

    /// A cell recycled from `pool` for `identifier` (after its `prepareForReuse()`), else a
    /// new one of the registered class.
    ///
    /// - Precondition: a class is registered for `identifier`; `registerCall` names the
    ///   method to call, for the message.
    mutating func dequeue(_ identifier: String, from pool: inout ReusePool<TableViewCell>, registerCall: String) -> TableViewCell {
        if let cell = pool.dequeue(identifier: identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let (cellClass, style) = classes[identifier] else {
            preconditionFailure("no cell class is registered for reuse identifier \"\(identifier)\"; call \(registerCall) first")
        }
        numberOfCellsCreated += 1
        return cellClass.init(style: style, reuseIdentifier: identifier)
    }
}

import ListshotGeometry

/// The items of one section of a ``GridLayout``: how many there are and how big each is.
///
/// Two storages, as in ``RowOffsets``: one size for every item, which takes no memory per
/// item (a billion items cost nothing), or a size per item. A list whose sizes are all the
/// same is stored as one size, and is laid out as one: ``GridLayout`` puts the items of a
/// uniform section in columns, whichever initializer described them.
public struct GridSection: Sendable, Equatable {
    enum Items: Sendable, Equatable {
        case uniform(count: Int, size: Size)
        case sizes([Size])
    }

    let items: Items

    /// `count` items, each `itemSize` (UIKit's `itemSize`).
    /// - Parameters:
    ///   - count: How many items; must not be negative.
    ///   - itemSize: Every item's width and height; finite and not negative. An item with a
    ///     zero width or height has an empty frame and is never visible.
    public init(count: Int, itemSize: Size) {
        precondition(count >= 0, "a grid section cannot have \(count) items")
        Self.check(itemSize)
        items = .uniform(count: count, size: itemSize)
    }

    /// One item per element of `itemSizes`, in order (UIKit's
    /// `collectionView(_:layout:sizeForItemAt:)`). When every size is the same the section is
    /// stored, and laid out, as ``init(count:itemSize:)``.
    /// - Parameter itemSizes: Each item's width and height; finite and not negative.
    public init(itemSizes: [Size]) {
        itemSizes.forEach(Self.check)
        if let first = itemSizes.first, itemSizes.allSatisfy({ $0 == first }) {
            items = .uniform(count: itemSizes.count, size: first)
        } else {
            items = .sizes(itemSizes)
        }
    }

    private static func check(_ size: Size) {
        precondition(size.width >= 0 && size.width.isFinite && size.height >= 0 && size.height.isFinite,
                     "an item size must be finite and not negative, got \(size)")
    }

    /// The number of items.
    public var count: Int {
        switch items {
        case let .uniform(count, _): return count
        case let .sizes(sizes): return sizes.count
        }
    }

    /// True when every item has the same size, so lines are columns (see ``GridLayout``).
    public var isUniform: Bool {
        if case .uniform = items { return true }
        return false
    }

    /// The size of item `item`, which must be in `0..<count`.
    public func size(ofItem item: Int) -> Size {
        precondition(item >= 0 && item < count, "item \(item) is outside 0..<\(count)")
        switch items {
        case let .uniform(_, size): return size
        case let .sizes(sizes): return sizes[item]
        }
    }
}

/// The rows of a section whose height was set after the section was made (measured
/// self-sizing rows, or rows changed by ``RowOffsets/setHeight(_:ofRow:)``), with how much
/// taller or shorter each is than the height it had: its *delta*.
///
/// ## The structure: a sparse segment tree over row indices
/// A node stands for a range of rows `[lo, hi)` of `0..<count`, halved at
/// `mid = lo + (hi − lo) / 2`, and holds the sum of the deltas in its range; nodes exist only
/// on the paths down to measured rows. Setting a row walks one path, creating what is
/// missing, and adds up each node's children on the way back; the sum of the deltas before
/// a row walks one path too. Both cost O(log n) for n rows, whatever the order rows are
/// measured in (the sorted array this replaces took O(m) to insert one of m rows).
///
/// Why this one:
/// - A Fenwick tree (binary indexed tree) has a slot for every row: 8 GB for a billion rows,
///   where only a screenful or two is ever measured.
/// - A balanced search tree (treap, AVL) is O(log m) in the measured rows, but its shape,
///   and so the order its sums are added in, depends on the order rows came in; floating-point
///   sums would then depend on how the table was scrolled.
/// - Here the tree's shape depends only on *which* rows are measured, and every sum is
///   recomputed from its children rather than adjusted, so the offsets are a function of the
///   measured heights alone: the same whatever order they were measured in, and exact
///   whenever the heights are on a binary grid (1/64 point) as text metrics are.
///
/// Memory: at most ⌈log₂ n⌉ + 1 nodes of 16 bytes a measured row (31 for a billion rows);
/// rows measured side by side, as a screenful is, share their paths and cost about two.
struct MeasuredRows: Sendable {
    private struct Node: Sendable {
        /// The sum of the deltas of the measured rows in the node's range.
        var sum = 0.0
        /// Indices into `nodes`; 0 for none (node 0 is the root, never a child).
        var left: Int32 = 0
        var right: Int32 = 0
    }

    /// The rows the tree covers: `0..<count`.
    let count: Int
    /// The root first; empty until a row is measured.
    private var nodes: [Node] = []
    /// Every measured row's height, the only copy of what the tree sums besides the deltas.
    private var heights: [Int: Double] = [:]

    /// No row measured yet, out of `count`.
    init(count: Int) {
        precondition(count >= 0, "a section cannot have \(count) rows")
        self.count = count
    }

    /// The sum of every measured row's delta.
    var totalDelta: Double { nodes.first?.sum ?? 0 }

    /// The height set for `row`, or `nil` when it has none.
    func height(ofRow row: Int) -> Double? { heights[row] }

    /// Sets `row`'s height, which is `delta` more than the row's height before any was set.
    mutating func set(_ height: Double, forRow row: Int, delta: Double) {
        precondition(row >= 0 && row < count, "row \(row) is outside 0..<\(count)")
        heights[row] = height
        if nodes.isEmpty { nodes.append(Node()) }
        set(delta, forRow: row, node: 0, lo: 0, hi: count)
    }

    private mutating func set(_ delta: Double, forRow row: Int, node: Int, lo: Int, hi: Int) {
        if hi - lo == 1 {
            nodes[node].sum = delta
            return
        }
        let mid = lo + (hi - lo) / 2
        if row < mid {
            let child = child(of: node, left: true)
            set(delta, forRow: row, node: child, lo: lo, hi: mid)
        } else {
            let child = child(of: node, left: false)
            set(delta, forRow: row, node: child, lo: mid, hi: hi)
        }
        nodes[node].sum = sum(nodes[node].left) + sum(nodes[node].right)
    }

    /// The left or right child of `node`, created empty if it does not exist.
    private mutating func child(of node: Int, left: Bool) -> Int {
        let existing = left ? nodes[node].left : nodes[node].right
        if existing != 0 { return Int(existing) }
        precondition(nodes.count < Int(Int32.max), "too many measured rows")
        let index = Int32(nodes.count)
        nodes.append(Node())
        if left { nodes[node].left = index } else { nodes[node].right = index }
        return Int(index)
    }

    private func sum(_ node: Int32) -> Double { node == 0 ? 0 : nodes[Int(node)].sum }

    /// The summed deltas of the measured rows before `row` (`row` may be `count`).
    ///
    /// The sum is grouped as the tree's own sums are, so once every measured row is before
    /// `row` it is exactly ``totalDelta``.
    func delta(before row: Int) -> Double {
        nodes.isEmpty ? 0 : delta(before: row, node: 0, lo: 0, hi: count)
    }

    private func delta(before row: Int, node: Int, lo: Int, hi: Int) -> Double {
        if row >= hi { return nodes[node].sum }
        if row <= lo { return 0 }
        let mid = lo + (hi - lo) / 2
        let left = nodes[node].left, right = nodes[node].right
        if row <= mid { return left == 0 ? 0 : delta(before: row, node: Int(left), lo: lo, hi: mid) }
        return sum(left) + (right == 0 ? 0 : delta(before: row, node: Int(right), lo: mid, hi: hi))
    }
}

extension MeasuredRows: Equatable {
    /// Equal when the same rows of the same count have the same heights: the deltas are
    /// the section's to compare, and the nodes' order is only the order rows came in.
    static func == (a: MeasuredRows, b: MeasuredRows) -> Bool {
        a.count == b.count && a.heights == b.heights
    }
}

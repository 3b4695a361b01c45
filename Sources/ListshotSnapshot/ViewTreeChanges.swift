import ListshotStructuredText

/// What changed between a golden's view tree and the frame's, a line a change, as a failed
/// check says it before its pixel counts:
///
///     row 0.2 label: "Alan Turing" → "Alan Kay"
///     row 0.3 moved 2 pt down
///     row 0.4 label now truncated
///     rows 0.5–0.8 moved 20 pt down
///     row 0.9 removed
///
/// Rows (or items, or bars) are matched by index path (or kind); views within one by kind,
/// accessibility identifier and order (the second label with the second label), so that a changed text reads as a change of
/// that label, not as a label removed and another added. A view with an accessibility
/// identifier is named by it (`row 0.2 label timestamp`); when a row has several views of a
/// kind, the others by their place (`label 2`). A view's frame is compared relative to its row,
/// so that a row that moves does not move each of its views too; consecutive rows moved alike
/// are one line. Empty when the trees are equal: the pixels changed without the views, a
/// change of drawing (or of the engine).
public struct ViewTreeChanges: Sendable, Codable, Equatable {
    /// The changes, at most ``limit``.
    public var lines: [String]
    /// How many more changes there were than ``lines`` lists.
    public var omitted: Int

    /// The most lines listed; the rest are counted in ``omitted``.
    public static let limit = 8

    /// Whether nothing in the tree changed.
    public var isEmpty: Bool { lines.isEmpty }

    /// ``lines``, then `and 3 more changes` when some were left out.
    public var listed: [String] {
        lines + (omitted > 0 ? ["and \(omitted) more change\(omitted == 1 ? "" : "s")"] : [])
    }

    /// `lines`, the first `limit` of them listed and the rest counted.
    public init(lines: [String], limit: Int = ViewTreeChanges.limit) {
        self.lines = Array(lines.prefix(limit))
        omitted = max(0, lines.count - limit)
    }

    /// The changes from the tree in `expected` to the one in `actual` (layout reports as JSON);
    /// `nil` when either is no such report.
    public init?(expected: [UInt8], actual: [UInt8], limit: Int = ViewTreeChanges.limit) {
        guard let old = ViewTree(json: expected), let new = ViewTree(json: actual) else { return nil }
        self.init(lines: Self.changes(from: old, to: new), limit: limit)
    }

    /// Every change, in the new tree's order, removed rows last.
    static func changes(from old: ViewTree, to new: ViewTree) -> [String] {
        var lines: [String] = []
        if let before = old.contentSize, let after = new.contentSize {
            if differs(before.width, after.width) { lines.append("content width \(pt(before.width)) → \(pt(after.width)) pt") }
            if differs(before.height, after.height) { lines.append("content height \(pt(before.height)) → \(pt(after.height)) pt") }
        }
        let oldOwners = Dictionary(old.owners.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newNames = Set(new.owners.map(\.name))
        // A run of consecutive rows that only moved, alike: one line.
        var run: (first: String, last: String, move: String)?
        func endRun() {
            guard let current = run else { return }
            lines.append(current.first == current.last
                ? "\(current.first) \(current.move)" : "rows \(number(current.first))–\(number(current.last)) \(current.move)")
            run = nil
        }
        for owner in new.owners {
            guard let before = oldOwners[owner.name] else {
                endRun()
                lines.append("\(owner.name) added")
                continue
            }
            let frame = frameChange(before.frame, owner.frame)
            let views = viewChanges(before, owner)
            var identifier: [String] = []
            if before.identifier != owner.identifier {
                identifier = ["\(owner.name) identifier: \(quoted(before.identifier)) → \(quoted(owner.identifier))"]
            }
            if let move = frame, views.isEmpty, identifier.isEmpty, owner.isItem, owner.name.hasPrefix("row ") {
                if let current = run, current.move == move, follows(current.last, owner.name) {
                    run?.last = owner.name
                } else {
                    endRun()
                    run = (owner.name, owner.name, move)
                }
                continue
            }
            endRun()
            if let frame { lines.append("\(owner.name) \(frame)") }
            lines += identifier + views
        }
        endRun()
        for owner in old.owners where !newNames.contains(owner.name) { lines.append("\(owner.name) removed") }
        return lines
    }

    /// What changed in the views of a row: pairs of a kind in order, then those added and removed.
    private static func viewChanges(_ old: ViewTree.Owner, _ new: ViewTree.Owner) -> [String] {
        var lines: [String] = []
        // Views of a kind with the same identifier (or none) are paired in order.
        struct Group: Equatable {
            var kind: String, identifier: String?
        }
        var groups: [Group] = []
        for view in old.views + new.views where !groups.contains(Group(kind: view.kind, identifier: view.identifier)) {
            groups.append(Group(kind: view.kind, identifier: view.identifier))
        }
        for group in groups {
            let kind = group.kind
            let before = old.views.filter { Group(kind: $0.kind, identifier: $0.identifier) == group }
            let after = new.views.filter { Group(kind: $0.kind, identifier: $0.identifier) == group }
            let several = max(before.count, after.count) > 1
            func name(_ view: ViewTree.Node, _ index: Int) -> String {
                "\(new.name) \(kind)" + (group.identifier.map { " " + $0 } ?? "") + (several ? " \(index + 1)" : "")
            }
            for index in 0..<max(before.count, after.count) {
                guard index < before.count else {
                    lines.append(name(after[index], index) + (after[index].text.map { " " + quoted($0) } ?? "") + " added")
                    continue
                }
                guard index < after.count else {
                    lines.append(name(before[index], index) + (before[index].text.map { " " + quoted($0) } ?? "") + " removed")
                    continue
                }
                let (a, b) = (before[index], after[index]), called = name(b, index)
                if a.text != b.text {
                    lines.append("\(called): \(quoted(a.text)) → \(quoted(b.text))")
                } else {
                    // A new text moves and resizes its box: said by the text, not again here.
                    let relativeA = relative(a.frame, to: old.frame), relativeB = relative(b.frame, to: new.frame)
                    if let change = frameChange(relativeA, relativeB) { lines.append("\(called) \(change)") }
                }
                if a.isTruncated != b.isTruncated { lines.append("\(called) \(b.isTruncated ? "now truncated" : "no longer truncated")") }
                if a.accessoryType != b.accessoryType {
                    lines.append("\(called): \(a.accessoryType ?? "none") → \(b.accessoryType ?? "none")")
                }
                if a.font != b.font, let before = a.font, let after = b.font { lines.append("\(called) font \(before) → \(after)") }
            }
        }
        return lines
    }

    /// `moved 2 pt down`, `moved 3 pt left and 1 pt up`, `height 44 → 60 pt`, joined by ", ";
    /// `nil` when the frames are the same.
    private static func frameChange(_ a: ViewTree.Box, _ b: ViewTree.Box) -> String? {
        var moves: [String] = [], parts: [String] = []
        if differs(a.x, b.x) { moves.append("\(pt(abs(b.x - a.x))) pt \(b.x > a.x ? "right" : "left")") }
        if differs(a.y, b.y) { moves.append("\(pt(abs(b.y - a.y))) pt \(b.y > a.y ? "down" : "up")") }
        if !moves.isEmpty { parts.append("moved " + moves.joined(separator: " and ")) }
        if differs(a.width, b.width) { parts.append("width \(pt(a.width)) → \(pt(b.width)) pt") }
        if differs(a.height, b.height) { parts.append("height \(pt(a.height)) → \(pt(b.height)) pt") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private static func relative(_ box: ViewTree.Box, to owner: ViewTree.Box) -> ViewTree.Box {
        ViewTree.Box(x: box.x - owner.x, y: box.y - owner.y, width: box.width, height: box.height)
    }

    /// Whether two lengths differ by more than a hundredth of a point (less is rounding).
    private static func differs(_ a: Double, _ b: Double) -> Bool { abs(a - b) >= 0.005 }

    /// A length rounded to hundredths: `2`, `20.5`, `0.33`.
    private static func pt(_ value: Double) -> String { NumberText.plain((value * 100).rounded() / 100) }

    private static func quoted(_ text: String?) -> String { text.map { JSONPath.quoted($0, limit: 60) } ?? "none" }

    /// `0.3` from `row 0.3`.
    private static func number(_ name: String) -> String { String(name.dropFirst(4)) }

    /// Whether row `next` comes right after row `previous` in the same section.
    private static func follows(_ previous: String, _ next: String) -> Bool {
        let a = number(previous).split(separator: "."), b = number(next).split(separator: ".")
        guard a.count == 2, b.count == 2, a[0] == b[0], let r = Int(a[1]), let s = Int(b[1]) else { return false }
        return s == r + 1
    }
}

extension ViewTreeChanges {
    /// What a mismatch's message says between `does not match` and the pixel counts: `: ` with
    /// no tree, the changed lines with one, or that only the pixels changed.
    static func prefix(_ changes: ViewTreeChanges?) -> String {
        guard let changes else { return ": " }
        if changes.isEmpty { return ": the view tree is the same, so only the drawing changed (an engine or drawing change); " }
        return ". What changed in the view tree:\n" + changes.listed.map { "    " + $0 + "\n" }.joined() + "  and in the pixels: "
    }
}

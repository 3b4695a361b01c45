extension AccessibilityAudit {
    /// Each pair of labels whose frames on screen share more than ``overlapTolerance`` points
    /// across and down: text drawn over text, in one row, across rows (a label that outgrew
    /// its cell) or between a bar and another bar. Reported once, on the first of the pair in
    /// the report's order.
    func overlapFindings(_ screen: AuditedScreen) -> [AccessibilityFinding] {
        let labels = screen.entries.filter { $0.view.view.kind == .label && $0.shown.width > 0 && $0.shown.height > 0 }
        var findings: [AccessibilityFinding] = []
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] {
                guard let shared = a.shown.intersection(b.shown),
                    shared.width > Self.overlapTolerance, shared.height > Self.overlapTolerance
                else { continue }
                findings.append(AccessibilityFinding(view: a.view, problem: .overlap(other: b.view, intersection: shared), isTable: screen.isTable))
            }
        }
        return findings
    }
}

extension AccessibilityAudit {
    /// At an accessibility text size (AX1 to AX5), the labels and badges whose text was cut
    /// short: what someone who needs large text cannot read (WCAG 1.4.4, Resize Text). At the
    /// other sizes a single line ending in "…" is often the design, and is not reported.
    func truncationFindings(_ screen: AuditedScreen) -> [AccessibilityFinding] {
        guard textSize.isAccessibilityCategory else { return [] }
        return screen.entries.compactMap { entry in
            let view = entry.view.view
            guard view.kind == .label || view.kind == .badge, view.isTruncated else { return nil }
            return AccessibilityFinding(view: entry.view, problem: .truncated(textSize: textSize), isTable: screen.isTable)
        }
    }
}

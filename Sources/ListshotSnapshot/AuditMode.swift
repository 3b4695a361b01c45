/// What a snapshot assertion does with the accessibility audit of each frame it checks:
/// `assertSnapshot(…, audit: .fail)`, or `audit: fail` in `listshot-snapshots.yaml`.
///
/// The audit (ListshotRendering's `AccessibilityAudit`: text contrast, touch targets, text
/// cut short at the accessibility sizes, labels drawn over each other) reads the frame's view
/// tree and pixels, the same frame the golden is compared with; it needs no golden of its own.
public enum AuditMode: String, Sendable, CaseIterable {
    /// No audit (the default).
    case off
    /// Audit, and report the findings as a warning: the assertion still passes.
    case warn
    /// Audit, and fail the assertion with the findings.
    case fail
}

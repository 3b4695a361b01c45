/// What an ``AccessibilityAudit`` of one frame found, and how many views it looked at.
public struct AccessibilityReport: Sendable, Hashable, CustomStringConvertible {
    /// The findings, by rule (contrast, touch targets, truncation, overlaps), each rule's in
    /// the order the frame's views are listed (`LayoutReport.screenViews`).
    public let findings: [AccessibilityFinding]
    /// How many views the audit looked at: those the frame shows, the status bar's left out.
    public let auditedViewCount: Int

    public init(findings: [AccessibilityFinding], auditedViewCount: Int) {
        self.findings = findings
        self.auditedViewCount = auditedViewCount
    }

    /// One line per finding, then the count: `2 findings in 31 views`; with no finding, the
    /// one line `no findings in 31 views`.
    public var description: String {
        (findings.map(\.description) + [summary]).joined(separator: "\n")
    }

    /// `2 findings in 31 views`, `1 finding in 1 view`, `no findings in 31 views`.
    public var summary: String {
        let views = "\(auditedViewCount) view" + (auditedViewCount == 1 ? "" : "s")
        switch findings.count {
        case 0: return "no findings in \(views)"
        case 1: return "1 finding in \(views)"
        case let count: return "\(count) findings in \(views)"
        }
    }
}

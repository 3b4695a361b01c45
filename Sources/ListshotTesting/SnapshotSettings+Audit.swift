import ListshotRendering
import ListshotScenes
import ListshotSnapshot
import ListshotStructuredText

extension SnapshotSettings {
    /// Audits the frame just drawn and compared (``audit``), with `scene` as it drew it;
    /// reports the findings as a failure or a warning. Returns false only when the audit
    /// fails the assertion.
    func audit(_ scene: any Scene, frame: RenderedFrame, viewport: Viewport, golden: GoldenName) -> Bool {
        guard audit != .off else { return true }
        let report = AccessibilityAudit(textSize: AccessibilityAudit.textSize(of: scene)).audit(scene, frame: frame, viewport: viewport)
        guard !report.findings.isEmpty else { return true }
        let message = Self.auditMessage(report, name: golden.name, offset: golden.offset, mode: audit)
        if audit == .fail {
            FailureReporter.fail(message, at: site)
            return false
        }
        FailureReporter.warn(message, at: site)
        return true
    }

    /// `The accessibility audit of contacts at offset 600 found 2 problems in 31 views (audit: fail):`
    /// then a finding a line.
    static func auditMessage(_ report: AccessibilityReport, name: String, offset: Double?, mode: AuditMode) -> String {
        let at = offset.map { " at offset \(NumberText.plain($0))" } ?? ""
        let count = report.findings.count == 1 ? "1 problem" : "\(report.findings.count) problems"
        let views = "\(report.auditedViewCount) view" + (report.auditedViewCount == 1 ? "" : "s")
        return "The accessibility audit of \(name)\(at) found \(count) in \(views) (audit: \(mode.rawValue)):\n"
            + report.findings.map(\.description).joined(separator: "\n")
    }
}

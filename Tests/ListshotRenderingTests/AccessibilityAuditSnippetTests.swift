import ListshotRendering
import ListshotScenes
import ListshotTestSupport
import Testing

/// The command line article's Swift snippet of `AccessibilityAudit`, as written there (its
/// lines are this file's; the test checks so), run.
@Suite struct AccessibilityAuditSnippetTests {
    @Test func theCommandLineArticlesSnippetAuditsTheSettingsScreen() throws {
        var printed: [String] = []
        func print(_ finding: AccessibilityFinding) { printed.append(finding.description) }

        let settings = BuiltInScene.named("settings")!
        let scene = settings.make(settings.viewport)
        let frame = try SceneRenderer.render(scene, viewport: settings.viewport)   // at the start of its range
        let report = AccessibilityAudit(textSize: AccessibilityAudit.textSize(of: scene)).audit(scene, frame: frame, viewport: settings.viewport)
        for finding in report.findings where finding.rule == .touchTarget {
            print(finding)   // row 1.0 switch "off" x 307 y 352.5 w 51 h 31: touch target 51 × 31 pt < 44 × 44 pt (WCAG 2.5.5)
        }

        #expect(printed == [#"row 1.0 switch "off" x 307 y 352.5 w 51 h 31: touch target 51 × 31 pt < 44 × 44 pt (WCAG 2.5.5)"#])
        let snippets = try SwiftSnippets(page: "Sources/listshot/listshot.docc/CommandLine.md")
        #expect(snippets.blocks.count == 1)
        #expect(snippets.linesMissing(from: try SwiftSnippets.sources(["AccessibilityAuditSnippetTests.swift"], besides: #filePath)) == [])
    }
}

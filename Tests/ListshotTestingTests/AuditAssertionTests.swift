import ListshotFiles
import ListshotScenes
import ListshotSnapshot
import ListshotTestSupport
import Testing

@testable import ListshotTesting

/// `assertSnapshot(…, audit:)`: the frames compared are audited; `.fail` fails the assertion
/// with the findings, `.warn` records a warning and passes, `.off` (the default) audits
/// nothing; `listshot-snapshots.yaml`'s `audit` applies where the assertion gives none.
@Suite struct AuditAssertionTests {
    /// A row whose grey text has 4.47:1 on white, under WCAG's 4.5:1.
    static func greyScene() throws -> any Scene {
        let description = try SceneFile.parse(Array("""
            viewport: {width: 200, height: 100, scale: 1}
            rowHeight: 44
            cells:
              c:
                parts:
                  - {label: "Alan Turing", color: "#777777", font: {size: 17}, frame: {left: 16, top: 10, width: 160, height: 24}}
            sections:
              - rows: [{cell: c}]
            """.utf8), name: "grey.yaml")
        return description.makeScene(viewport: description.viewport)
    }

    static let finding = #"row 0.0 label "Alan Turing" x 16 y 11.71 w 90.05 h 20.57: contrast 4.47:1 < 4.5:1, #777777 on #FFFFFF (WCAG 1.4.3)"#

    /// The issues `body` recorded that are the audit's, not the goldens' (the first check of
    /// a golden records it and fails).
    static func auditIssues(_ body: () throws -> Void) throws -> [String] {
        try recordedIssues { _, _ in try body() }.messages.filter { $0.hasPrefix("The accessibility audit") }
    }

    @Test func failFailsTheAssertionWithTheFindingsOfEachFrame() throws {
        let scene = try Self.greyScene()
        var passed = true
        let messages = try Self.auditIssues {
            passed = assertSnapshot(of: scene, at: [0], named: "grey", viewport: Viewport(width: 200, height: 100, scale: 1), audit: .fail)
        }
        #expect(!passed)
        #expect(messages == ["The accessibility audit of grey at offset 0 found 1 problem in 1 view (audit: fail):\n" + Self.finding])
    }

    @Test func warnRecordsAWarningAndTheAssertionPasses() throws {
        let scene = try Self.greyScene(), viewport = Viewport(width: 200, height: 100, scale: 1)
        let warnings = Lock<[String]>([])
        var results: [Bool] = []
        _ = try recordedIssues { _, _ in
            FailureReporter.$recordWarning.withValue({ message, _ in warnings.withLock { $0.append(message) } }) {
                // The first records the golden (and fails for it); the next two match it.
                for _ in 0..<3 { results.append(assertSnapshot(of: scene, at: [0], named: "grey", viewport: viewport, audit: .warn)) }
            }
        }
        #expect(results == [false, true, true], "the golden matches, and a warning does not fail")
        #expect(warnings.withLock { $0 } == Array(
            repeating: "The accessibility audit of grey at offset 0 found 1 problem in 1 view (audit: warn):\n" + Self.finding, count: 3))
    }

    @Test func offAuditsNothingAndIsTheDefault() throws {
        let scene = try Self.greyScene(), viewport = Viewport(width: 200, height: 100, scale: 1)
        let messages = try Self.auditIssues {
            for audit in [nil, AuditMode.off] { assertSnapshot(of: scene, at: [0], named: "grey", viewport: viewport, audit: audit) }
        }
        #expect(messages == [])
    }

    @Test func theDefaultsFileSetsItAndTheArgumentWins() throws {
        let defaults = try SnapshotDefaults.parse(Array("audit: warn\ntargets:\n  ListshotTestingTests: {audit: fail}\n".utf8), path: "f.yaml")
        let site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column, function: #function)
        func audit(_ argument: AuditMode?, defaults: SnapshotDefaults) throws -> AuditMode {
            try #require(SnapshotSettings(
                record: .never, snapshotDirectory: nil, tolerance: nil, audit: argument, site: site, environment: [:], defaults: defaults)).audit
        }
        #expect(try audit(nil, defaults: defaults) == .fail, "the target's section over the top level")
        #expect(try audit(.off, defaults: defaults) == .off)
        #expect(try audit(nil, defaults: SnapshotDefaults(package: SnapshotConfiguration(audit: .warn), targets: [:])) == .warn)
        #expect(try audit(nil, defaults: SnapshotDefaults(package: SnapshotConfiguration(), targets: [:])) == .off)
    }
}

import Foundation
import Testing

/// `listshot audit`: its lines, its count and its exit status (0 none, 1 findings, 2 an
/// error, 64 a bad flag).
@Suite struct AuditCommandTests {
    @Test func aSceneWithoutFindingsSaysSoAndExits0() throws {
        let result = try CommandLineTool.run(["audit", "demo"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "no findings in 21 views\n")
        #expect(result.stderr.isEmpty)
    }

    /// The settings screen: iOS's secondary label grey on white (3.26:1), the search field's
    /// placeholder, the tab bar's 10 pt titles, and the 31 pt tall switch; the status bar's
    /// clock and the rows' chevrons are not findings.
    @Test func findingsAreALineEachThenTheCountAndExit1() throws {
        let result = try CommandLineTool.run(["audit", "settings"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == """
            row 1.1 label "HomeNetwork-5G" x 194.49 y 401.71 w 145.51 h 20.57: contrast 3.26:1 < 4.5:1, #8E8E93 on #FFFFFF (WCAG 1.4.3)
            row 1.2 label "On" x 317.11 y 445.71 w 22.89 h 20.57: contrast 3.26:1 < 4.5:1, #8E8E93 on #FFFFFF (WCAG 1.4.3)
            row 1.4 label "Off" x 314.79 y 533.71 w 25.21 h 20.57: contrast 3.26:1 < 4.5:1, #8E8E93 on #FFFFFF (WCAG 1.4.3)
            searchBar label "Search" x 45 y 158.71 w 55.9 h 20.57: contrast 2.55:1 < 4.5:1, #8E8E93 on #E3E3E9 (WCAG 1.4.3)
            tabBar label "Home" x 51.06 y 793 w 27.88 h 12.1: contrast 3.09:1 < 4.5:1, #8E8E93 on #F9F9F9 (WCAG 1.4.3)
            tabBar label "Library" x 178.49 y 793 w 33.03 h 12.1: contrast 3.09:1 < 4.5:1, #8E8E93 on #F9F9F9 (WCAG 1.4.3)
            tabBar label "Settings" x 305.49 y 793 w 39.02 h 12.1: contrast 3.81:1 < 4.5:1, #007AFF on #F9F9F9 (WCAG 1.4.3)
            row 1.0 switch "off" x 307 y 352.5 w 51 h 31: touch target 51 × 31 pt < 44 × 44 pt (WCAG 2.5.5)
            8 findings in 40 views

            """)
        #expect(result.stderr.isEmpty)
    }

    @Test func theFlagsOfTheSceneApplyAndRulesCanBeLeftOut() throws {
        let dir = try CommandLineTool.temporaryFolder()
        let dark = try CommandLineTool.run(["audit", "settings", "--appearance", "dark", "--rules", "contrast,truncation,overlap"], in: dir)
        #expect(dark.status == 0, "\(dark.stderr)")
        #expect(dark.stdout == "no findings in 40 views\n")
        let large = try CommandLineTool.run(["audit", "typography", "--text-size", "AX5", "--rules", "truncation"], in: dir)
        #expect(large.status == 1)
        #expect(large.stdout.split(separator: "\n").first == #"row 0.1 label "Sizes 12 · 17…" x 16 y 158.15 w 340.59 h 64.14: truncated at AX5 (WCAG 1.4.4)"#)
    }

    @Test func aSceneThatCannotBeReadExits2() throws {
        let result = try CommandLineTool.run(["audit", "./missing.yaml"], in: try CommandLineTool.temporaryFolder())
        #expect(result.status == 2)
        #expect(result.stderr == "Error: ./missing.yaml: cannot read file: No such file or directory\n")
        #expect(result.stdout.isEmpty)
    }

    @Test(arguments: [
        (["audit", "demo", "--rules", "contrast,size"],
         "Error: The value 'contrast,size' is invalid for '--rules <rules>': --rules: unknown rule 'size'; the rules are contrast, touch-target, truncation, overlap"),
        (["audit", "demo", "--scale", "2"], "Error: listshot audit does not take --scale: it audits the scene at its own scale (--device sets one)"),
        (["audit", "demo", "--offset", "0", "--offset", "40"], "Error: listshot audit takes one --offset, got 2; run it once per offset"),
        (["audit", "demo", "-o", "a.txt"],
         "Error: listshot audit does not take -o/--output: it prints its findings to standard output; redirect that instead"),
        (["audit", "demo", "--text-size", "huge"],
         #"Error: unknown text size "huge" (use "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge")"#),
        (["audit", "nosuch"],
         "Error: unknown scene 'nosuch'; the built-in scenes are: demo, animals, animal-detail, classmates, cells, typography, sections, contacts, carousel, wheel, wheel-right, grid, grid-horizontal, contacts-rtl, chat, settings; a scene file is named by its path, which contains a '/' or ends in .json, .yaml or .yml"),
    ])
    func aBadFlagExits64NamingIt(arguments: [String], message: String) throws {
        try CommandLineTool.expectRefused(arguments, message: message)
    }
}

import ArgumentParser
import ListshotRendering
import ListshotScenes

struct AuditCommand: ErrorStatusCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Check a scene's frame for accessibility problems: contrast, touch targets, truncation, overlaps.",
        discussion: """
            Draws the scene at the offset as `listshot render` would and audits what the \
            frame shows, from the view tree behind its pixels (`listshot layout --views`):

              contrast      text below WCAG 2.x's 4.5:1 against the pixels under it
                            (3:1 for large text: 18 pt, or 14 pt bold)
              touch-target  a switch or a detail (i) accessory under 44 × 44 pt
                            (a chevron or a checkmark is no control: the row is)
              truncation    text cut short ("…") at AX1 to AX5
              overlap       two labels sharing more than 1 pt both ways

            Only what the frame shows is audited: rows scrolled off screen or under the \
            bars, and the status bar (the system's), are left out. The text's colour is \
            the one its view draws with, blended when translucent; the background is the \
            colour most pixels in the text's frame have. Placeholder text is audited.

            Prints one line per finding: the view (its row or bar, kind, text and frame in \
            screen points), what was measured and the rule, e.g.
              tabBar label "Home" x 51.06 y 793 w 27.88 h 12.1: contrast 3.09:1 < 4.5:1, \
            #8E8E93 on #F9F9F9 (WCAG 1.4.3)
            then a count: "2 findings in 31 views", or "no findings in 31 views".

            Exit status: 0 when there is no finding; 1 when there is one or more; 2 when \
            the scene file cannot be read or is not a scene; 64 for a bad flag or value.

            Examples:
              listshot audit settings
              listshot audit contacts --text-size AX5 --appearance dark
              listshot audit people.yaml --offset 600 --rules contrast,overlap
            """
    )

    @OptionGroup var scene: SceneOptions

    @Option(help: ArgumentHelp(
        "The rules to check, separated by commas: contrast, touch-target, truncation, overlap.",
        discussion: "Default: every rule.", valueName: "rules"), transform: Self.parseRules)
    var rules: Set<AccessibilityAudit.Rule> = Set(AccessibilityAudit.Rule.allCases)

    // `render`'s options, declared only to say why `audit` takes none of them.
    @Option(parsing: .unconditional, help: .hidden) var scale: String?
    @Option(name: [.customShort("o"), .long], help: .hidden) var output: String?

    /// The status for a failure: 1 means only "there are findings". A bad flag or value
    /// (an unknown scene's name) stays 64.
    static let errorStatus: Int32 = 2

    /// A rule's name on the command line.
    static func flagName(_ rule: AccessibilityAudit.Rule) -> String {
        rule == .touchTarget ? "touch-target" : rule.rawValue
    }

    static func parseRules(_ text: String) throws -> Set<AccessibilityAudit.Rule> {
        var rules: Set<AccessibilityAudit.Rule> = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let rule = AccessibilityAudit.Rule.allCases.first(where: { flagName($0) == name }) else {
                let names = AccessibilityAudit.Rule.allCases.map(flagName).joined(separator: ", ")
                throw ValidationError("--rules: unknown rule '\(name)'; the rules are \(names)")
            }
            rules.insert(rule)
        }
        return rules
    }

    func validate() throws {
        if scale != nil {
            throw ValidationError("listshot audit does not take --scale: it audits the scene at its own scale (--device sets one)")
        }
        if scene.offsets.count > 1 {
            throw ValidationError("listshot audit takes one --offset, got \(scene.offsets.count); run it once per offset")
        }
        if output != nil {
            throw ValidationError("listshot audit does not take -o/--output: it prints its findings to standard output; redirect that instead")
        }
        try scene.validateValues()
    }

    func run() throws {
        try requireBundledFonts()  // self-sizing rows measure their text
        let loaded = try scene.load()
        let scroll = try scene.scroll(loaded, doing: "auditing")
        let frame: RenderedFrame
        do {
            frame = try SceneRenderer.render(loaded.scene, offset: scroll.appliedOffset, in: ValidatedViewport(loaded.viewport))
        } catch {
            throw CommandError(error, subject: loaded.subject)
        }
        let audit = AccessibilityAudit(textSize: AccessibilityAudit.textSize(of: loaded.scene), rules: rules)
        let report = audit.audit(loaded.scene, frame: frame, viewport: loaded.viewport)
        print(report)
        if !report.findings.isEmpty { throw ExitCode(1) }
    }
}

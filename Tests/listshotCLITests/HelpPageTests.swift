import Testing

/// Every subcommand's `--help` reads like a man page: what it does, examples, and for the
/// commands a script checks, what the exit status means.
@Suite struct HelpPageTests {
    @Test(arguments: [
        (["render"], true), (["layout"], true), (["audit"], true), (["scenes"], true), (["schema"], false), (["bench"], false),
        (["compare"], true), (["docs"], true), (["snapshots"], false), (["snapshots", "orphans"], true), (["snapshots", "accept"], true),
    ])
    func everySubcommandsHelpHasExamples(command: [String], hasExitStatus: Bool) throws {
        let help = try CommandLineTool.run(command + ["--help"], in: "/")
        #expect(help.status == 0)
        #expect(help.stdout.contains("OVERVIEW: "), "\(command)")
        #expect(help.stdout.contains("\nExamples:\n") || help.stdout.contains("\nRun it from the package's folder:\n"), "\(command)")
        #expect(help.stdout.contains("\nExit status: ") == hasExitStatus, "\(command)")
        #expect(help.stdout.contains("USAGE: listshot \(command.joined(separator: " "))"), "\(command)")
    }
}

import ArgumentParser
import Foundation
import ListshotFiles
import ListshotSnapshot

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Print the last test run's snapshot checks for CI: JUnit XML, GitHub annotations or a Markdown summary.",
        discussion: """
            Reads the checks ListshotTesting logged in the artifacts folder's failures/ \
            folder during the last `swift test` (passed and failed, every process of the \
            run) and prints them in a format a CI system reads:

              junit     JUnit XML: a testcase per golden checked, a failure with the \
            summary and the paths of the golden and the images
              github    GitHub Actions workflow commands: an ::error annotation on the \
            check's file and line a failure, then a ::notice with the counts
              markdown  a Markdown summary for $GITHUB_STEP_SUMMARY: the counts and a \
            table of the failures

            Image paths are relative to the package's folder. The artifacts folder is \
            --artifacts, else LISTSHOT_ARTIFACTS, else artifactsDirectory in \
            listshot-snapshots.yaml, else .build/listshot/artifacts. -o writes a file \
            (whole or not at all) instead of standard output.

            Exit status: 0 when the report was written, whatever the checks' outcome (the \
            test step fails the job); 1 when no run is logged or a log cannot be read, or \
            the output cannot be written; 64 for a bad flag.

            Examples, in a CI job after swift test:
              listshot snapshots report --format junit -o snapshots.xml
              listshot snapshots report --format github
              listshot snapshots report --format markdown >> "$GITHUB_STEP_SUMMARY"
            """
    )

    /// The report's formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case junit, github, markdown
    }

    @Option(help: ArgumentHelp("junit, github or markdown.", valueName: "format"))
    var format: Format

    @Option(help: ArgumentHelp("The package's folder.", valueName: "folder"))
    var package = "."

    @Option(help: ArgumentHelp(
        "The artifacts folder the tests wrote to, relative to the package's (default: LISTSHOT_ARTIFACTS, else listshot-snapshots.yaml's artifactsDirectory, else .build/listshot/artifacts).",
        valueName: "folder"))
    var artifacts: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of standard output.", valueName: "file"))
    var output: String?

    func validate() throws {
        if output == "" { throw ValidationError("-o needs a file name; leave it out to print the report") }
    }

    func run() throws {
        let root = package.hasSuffix("/") && package.count > 1 ? String(package.dropLast()) : package
        let results: SnapshotResults
        do {
            let defaults = try SnapshotDefaults.load(packageRoot: root)
            let folder = PackageRoot.artifactsFolder(
                in: root, configured: artifacts, environment: ProcessInfo.processInfo.environment, defaults: defaults)
            results = try SnapshotResults.lastRun(in: folder, naming: PackageRoot.relative(folder, to: root))
        } catch {
            FileHandleStandardError.write("Error: \(error)\n")
            throw ExitCode(1)
        }
        let text = switch format {
        case .junit: results.junitXML()
        case .github: results.githubCommands()
        case .markdown: results.markdownSummary()
        }
        do {
            if let output {
                try AtomicFile.write(Array(text.utf8), to: output)
            } else {
                try AtomicFile.writeToStandardOutput(Array(text.utf8))
            }
        } catch {
            FileHandleStandardError.write("Error: \(error)\n")
            throw ExitCode(1)
        }
    }
}

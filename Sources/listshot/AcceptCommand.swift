import ArgumentParser
import Foundation
import ListshotSnapshot

struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Make the last test run's actual images the goldens, without running the tests again.",
        discussion: """
            A failed snapshot check of ListshotTesting leaves the image it drew in the \
            artifacts folder (.build/listshot/artifacts of the package, or \
            LISTSHOT_ARTIFACTS) and logs the failure in its failures/ folder. After looking \
            at them (the report, index.html in the artifacts folder), this command writes \
            each failure's actual image to its golden, with the provenance a recording \
            writes, and prints one line a golden: "updated PATH", or "added PATH" for a \
            golden that was missing (record mode never). A failure whose golden was \
            recorded, or could not be read, has nothing to accept.

            --filter chooses some failures, as swift test --filter chooses tests: a \
            failure is chosen when the text is part of its test's name \
            ("FeedTests/FeedTests.swift scrolling()") or of its golden's path \
            ("Snapshots/FeedTests/scrolling.feed.600@2x.png"). Give it more than once for \
            several.

            Exit status: 0 when goldens were written, 1 when none was: no artifacts folder, \
            no run logged, no failure to accept, a filter that matches none (the failures \
            that could be accepted are listed), or goldens that already hold their images.

            Run it from the package's folder:
              swift test; listshot snapshots accept
              listshot snapshots accept --filter scrolling.feed.600
            """
    )

    @Option(help: ArgumentHelp("The package's folder.", valueName: "folder"))
    var package = "."

    @Option(help: ArgumentHelp(
        "The artifacts folder the tests wrote to, relative to the package's (default: LISTSHOT_ARTIFACTS, else .build/listshot/artifacts).",
        valueName: "folder"))
    var artifacts: String?

    @Option(help: ArgumentHelp(
        "Accept only failures whose test's name or golden's path contains this text; repeatable.", valueName: "text"))
    var filter: [String] = []

    func validate() throws {
        if filter.contains("") { throw ValidationError("--filter needs a text: part of a test's name or of a golden's path") }
    }

    func run() throws {
        let root = package.hasSuffix("/") && package.count > 1 ? String(package.dropLast()) : package
        let folder = PackageRoot.artifactsFolder(in: root, configured: artifacts, environment: ProcessInfo.processInfo.environment)
        var count = 0
        do {
            try SnapshotAcceptance.accept(artifactsDirectory: folder, packageRoot: root, filters: filter) { change in
                print(change)
                count += 1
            }
        } catch {
            if count > 0 { FileHandleStandardError.write("listshot: \(count) golden\(count == 1 ? "" : "s") written before the error\n") }
            FileHandleStandardError.write("Error: \(error)\n")
            throw ExitCode(1)
        }
        FileHandleStandardError.write(
            "listshot: \(count) golden\(count == 1 ? "" : "s") written from the last test run's actual images; "
                + "look at them (git diff), commit them and run the tests again\n")
    }
}

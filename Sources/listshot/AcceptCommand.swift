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

            The failure log is not trusted: a golden is written only inside the snapshot \
            folder (after following links; never an absolute path outside it, a path with \
            "..", a file that is not .png, or one that is a FIFO or a device), and an \
            actual image is read only inside the artifacts folder. When a chosen failure \
            names anything else, each such failure is listed (its log, its place there, its \
            test and the path) and no golden is changed. The snapshot folder is --snapshots, \
            else LISTSHOT_SNAPSHOTS, else snapshotDirectory in the package's \
            listshot-snapshots.yaml (and each target's there), else Snapshots; the artifacts \
            folder is --artifacts, else LISTSHOT_ARTIFACTS, else artifactsDirectory in \
            listshot-snapshots.yaml, else .build/listshot/artifacts. Logs are read only as \
            regular files of at most 64 MiB.

            Exit status: 0 when goldens were written, 1 when none was: no artifacts folder, \
            no run logged, no failure to accept, a filter that matches none (the failures \
            that could be accepted are listed), a failure that names a file accept does not \
            write, or goldens that already hold their images.

            Run it from the package's folder:
              swift test; listshot snapshots accept
              listshot snapshots accept --filter scrolling.feed.600
            """
    )

    @Option(help: ArgumentHelp("The package's folder.", valueName: "folder"))
    var package = "."

    @Option(help: ArgumentHelp(
        "The artifacts folder the tests wrote to, relative to the package's (default: LISTSHOT_ARTIFACTS, else listshot-snapshots.yaml's artifactsDirectory, else .build/listshot/artifacts).",
        valueName: "folder"))
    var artifacts: String?

    @Option(help: ArgumentHelp(
        "A folder goldens may be written in, relative to the package's; repeatable (default: LISTSHOT_SNAPSHOTS, else listshot-snapshots.yaml's snapshotDirectory and its targets', else Snapshots).",
        valueName: "folder"))
    var snapshots: [String] = []

    @Option(help: ArgumentHelp(
        "Accept only failures whose test's name or golden's path contains this text; repeatable.", valueName: "text"))
    var filter: [String] = []

    func validate() throws {
        if filter.contains("") { throw ValidationError("--filter needs a text: part of a test's name or of a golden's path") }
        if snapshots.contains("") { throw ValidationError("--snapshots needs a folder: where the package's goldens are") }
    }

    func run() throws {
        let root = package.hasSuffix("/") && package.count > 1 ? String(package.dropLast()) : package
        let environment = ProcessInfo.processInfo.environment
        let defaults: SnapshotDefaults?
        do {
            defaults = try SnapshotDefaults.load(packageRoot: root)
        } catch {
            FileHandleStandardError.write("Error: \(error)\n")
            throw ExitCode(1)
        }
        let folder = PackageRoot.artifactsFolder(in: root, configured: artifacts, environment: environment, defaults: defaults)
        let folders = SnapshotAcceptance.snapshotFolders(packageRoot: root, configured: snapshots, environment: environment, defaults: defaults)
        var count = 0
        do {
            try SnapshotAcceptance.accept(artifactsDirectory: folder, packageRoot: root, snapshotFolders: folders, filters: filter) { change in
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

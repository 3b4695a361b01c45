import ArgumentParser
import Glibc
import ListshotSnapshot

struct OrphansCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orphans",
        abstract: "List the goldens that no snapshot assertion used in the last full test run.",
        discussion: """
            Every assertion of ListshotTesting records the golden it used in \
            .build/listshot/runs/ of its package, one file a test process. This command \
            reads the newest run's files and prints, one a line, the PNG files under the \
            snapshot folder that none of them used, relative to that folder. A run of only \
            some tests (swift test --filter or --skip) cannot tell an unused golden from one \
            whose test was skipped, so after one this command refuses to judge.

            Exit status: 0 when there are no orphans, 1 when it printed some, 2 when it \
            cannot judge (no run recorded, a filtered run, no snapshot folder).

            Run it from the package's folder:
              swift test && listshot snapshots orphans
            """
    )

    @Option(help: ArgumentHelp("The package's folder.", valueName: "folder"))
    var package = "."

    @Option(help: ArgumentHelp("The goldens' folder, relative to the package's.", valueName: "folder"))
    var snapshots = "Snapshots"

    func run() throws {
        let root = package.hasSuffix("/") && package.count > 1 ? String(package.dropLast()) : package
        let folder = snapshots.hasPrefix("/") ? snapshots : root + "/" + snapshots
        let orphans: [String]
        do {
            orphans = try SnapshotRunRecord.orphans(
                snapshotDirectory: absolute(folder), runsDirectory: absolute(root + "/.build/listshot/runs"))
        } catch {
            FileHandleStandardError.write("Error: \(error)\n")
            throw ExitCode(2)
        }
        for orphan in orphans { print(orphan) }
        FileHandleStandardError.write(orphans.isEmpty
            ? "listshot: every golden in \(folder) was used by the last full test run\n"
            : "listshot: \(orphans.count) golden\(orphans.count == 1 ? "" : "s") in \(folder) not used by the last full test run\n")
        if !orphans.isEmpty { throw ExitCode(1) }
    }

    /// `path` from the root, without `.` and `..` steps.
    private func absolute(_ path: String) -> String {
        var full = path
        if !path.hasPrefix("/") {
            guard let cwd = getcwd(nil, 0) else { return path }
            defer { free(cwd) }
            full = String(cString: cwd) + "/" + path
        }
        var parts: [Substring] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}

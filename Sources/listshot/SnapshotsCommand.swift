import ArgumentParser
import Glibc
import ListshotSnapshot

struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Look after a package's golden images.",
        discussion: """
            The goldens are the PNGs that ListshotTesting's assertSnapshot compares \
            against, under Snapshots/ of the package. To compare two PNGs by hand, use \
            `listshot compare`.

            Examples:
              swift test && listshot snapshots orphans     goldens no test used
              listshot snapshots accept                    the last run's actual images as goldens
              listshot snapshots report --format junit     the last run's checks for CI
            """,
        subcommands: [AcceptCommand.self, OrphansCommand.self, ReportCommand.self]
    )
}

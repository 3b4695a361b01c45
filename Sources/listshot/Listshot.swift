import ArgumentParser

@main
struct Listshot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listshot",
        abstract: "Render the cells a table view shows at a scroll offset to PNG files.",
        discussion: """
            listshot lays out a table view the way UIKit does (data source, delegate, reuse \
            pool, cells recycled as they scroll) and draws the visible cells with its own \
            software rasterizer and the bundled Inter fonts. The same input always gives \
            the same pixels.

            Examples:
              listshot render --offset 120            the demo scene, scrolled 120 points
              listshot render demo --offset 156 -o last.png
              listshot render scenes/people.json --offset 300
              listshot render contacts --offsets 0:6000:600 --out-dir frames
              listshot layout demo --offset 120       the visible rows' frames, as JSON
              listshot audit settings --text-size AX3 contrast, touch targets, truncation, overlaps
              listshot render people.yaml --device iphone-15 --appearance dark
              listshot scenes                         list the built-in scenes
              listshot scenes demo --print            the demo scene as a YAML scene file
              listshot schema                         the scene files' JSON Schema
              listshot bench                          time the contacts job's 60 frames
              listshot compare golden.png new.png     0 when the pixels match, 1 when not
              listshot docs docs/images.yaml          every image a docs manifest lists, if changed
              listshot preview people.yaml            a local page that redraws as the file is saved
            """,
        subcommands: [
            RenderCommand.self, LayoutCommand.self, AuditCommand.self, ScenesCommand.self, BenchCommand.self, CompareCommand.self,
            SnapshotsCommand.self, SchemaCommand.self, DocsCommand.self, PreviewCommand.self,
        ]
    )

    /// ArgumentParser's `main`, except that many `--offset` flags are read in linear time
    /// (``OffsetFlags``), and a failure is worded and given its exit status in one place,
    /// ``CommandFailure`` (a bad flag of `listshot compare` exits 2, not 64: compare's 1
    /// means "the images differ", so every error must be told apart from it). Large buffers
    /// are mapped on their own (``Memory/mapLargeBuffers()``), so memory stays flat.
    static func main() async {
        Memory.mapLargeBuffers()
        let arguments = Array(CommandLine.arguments.dropFirst())
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(OffsetFlags.folded(arguments))
        } catch {
            CommandFailure.exit(parsing: error, arguments: arguments)
        }
        do {
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            CommandFailure.exit(with: error, in: type(of: command))
        }
    }
}

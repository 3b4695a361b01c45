import ArgumentParser
import ListshotScenes
import ListshotStructuredText

struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenes",
        abstract: "List the built-in scenes, one a line: its name, then what it shows; or print one as a scene file.",
        discussion: """
            With a NAME and --print, prints that scene as a scene file to start from, in \
            YAML (with comments) or JSON (made from the YAML). Example files: \
            \(SceneExample.all.map(\.name).joined(separator: ", ")); each one named after a \
            built-in scene is that scene (or draws its pixels), and is what `render \
            NAME --appearance` or `--text-size` and a docs matrix draw.

            Exit status: 0 on success; 64 for an unknown name or format.

            Examples:
              listshot scenes
              listshot scenes demo --print > demo.yaml
              listshot scenes people --print --format json > people.json
            """
    )

    @Argument(help: "A scene to print with --print.")
    var name: String?

    @Flag(help: "Print the scene NAME as a scene file.")
    var print = false

    @Option(help: "The format --print writes: yaml or json.")
    var format: StructuredText.Format = .yaml

    func validate() throws {
        switch (name, print) {
        case (nil, true): throw ValidationError("--print needs a scene's name: listshot scenes NAME --print")
        case (_?, false): throw ValidationError("give --print to print a scene as a file; `listshot scenes` lists them")
        case let (name?, true) where SceneExample.named(name) == nil:
            throw ValidationError("\(UnknownName(what: "scene", name: name, known: SceneExample.all.map(\.name)))")
        default: break
        }
    }

    func run() {
        if let name, let example = SceneExample.named(name) {
            Swift.print(example.text(in: format), terminator: "")
            return
        }
        let width = BuiltInScene.all.map(\.name.count).max() ?? 0
        for scene in BuiltInScene.all {
            Swift.print(scene.name + String(repeating: " ", count: width - scene.name.count + 2) + scene.summary)
        }
    }
}

extension StructuredText.Format: ExpressibleByArgument {}

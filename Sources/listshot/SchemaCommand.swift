import ArgumentParser
import ListshotScenes

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of scene files (draft 2020-12), for editors.",
        discussion: """
            The schema describes every key of a scene file, JSON or YAML. Editors that \
            validate with JSON Schema (VS Code with the YAML extension, JetBrains IDEs) \
            complete keys and flag mistakes as you type. listshot's own checks are stricter \
            (for example the rows of all sections together), so a file the schema accepts \
            may still be refused, with a message naming the key.

            Examples:
              listshot schema > scene.schema.json
              # In a YAML scene file, for the YAML language server:
              # yaml-language-server: $schema=scene.schema.json
            """
    )

    func run() {
        print(SceneSchema.text, terminator: "")
    }
}

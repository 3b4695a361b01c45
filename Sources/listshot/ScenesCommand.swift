import ArgumentParser
import ListshotScenes

struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenes",
        abstract: "List the built-in scenes, one a line: its name, then what it shows."
    )

    func run() {
        let width = BuiltInScene.all.map(\.name.count).max() ?? 0
        for scene in BuiltInScene.all {
            print(scene.name + String(repeating: " ", count: width - scene.name.count + 2) + scene.summary)
        }
    }
}

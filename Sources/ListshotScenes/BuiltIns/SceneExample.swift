import ListshotStructuredText

/// A scene file that ships with listshot, `Examples/NAME.yaml` beside this file, printed in
/// either format: `listshot scenes NAME --print` prints one to start from.
public struct SceneExample: Sendable {
    /// The name: a built-in scene's name when the file is that scene (or, for `classmates`,
    /// draws its pixels).
    public let name: String
    /// The scene in YAML, with comments: the file, and the only definition of the scene.
    public let yaml: String
    /// The same scene in JSON, made from ``yaml`` when asked for (`json(convertingYAML:)`).
    public var json: String { Self.json(convertingYAML: yaml) }

    /// The file in `format`.
    public func text(in format: StructuredText.Format) -> String {
        switch format {
        case .json: return json
        case .yaml: return yaml
        }
    }

    /// Every example: the built-in scenes' in ``BuiltInScene/all``'s order, then the others.
    public static let all: [SceneExample] = [
        SceneExample(name: "demo", yaml: PackageResources.demo_yaml),
        SceneExample(name: "animals", yaml: PackageResources.animals_yaml),
        SceneExample(name: "animal-detail", yaml: PackageResources.animal_detail_yaml),
        SceneExample(name: "classmates", yaml: PackageResources.classmates_yaml),
        SceneExample(name: "cells", yaml: PackageResources.cells_yaml),
        SceneExample(name: "typography", yaml: PackageResources.typography_yaml),
        SceneExample(name: "sections", yaml: PackageResources.sections_yaml),
        SceneExample(name: "contacts", yaml: PackageResources.contacts_yaml),
        SceneExample(name: "carousel", yaml: PackageResources.carousel_yaml),
        SceneExample(name: "wheel", yaml: PackageResources.wheel_yaml),
        SceneExample(name: "wheel-right", yaml: PackageResources.wheel_right_yaml),
        SceneExample(name: "grid", yaml: PackageResources.grid_yaml),
        SceneExample(name: "grid-horizontal", yaml: PackageResources.grid_horizontal_yaml),
        SceneExample(name: "contacts-rtl", yaml: PackageResources.contacts_rtl_yaml),
        SceneExample(name: "chat", yaml: PackageResources.chat_yaml),
        SceneExample(name: "settings", yaml: PackageResources.settings_yaml),
        SceneExample(name: "people", yaml: PackageResources.people_yaml),
    ]

    /// The example called `name`, or `nil`.
    public static func named(_ name: String) -> SceneExample? { all.first { $0.name == name } }

    private init(name: String, yaml: [UInt8]) {
        self.name = name
        self.yaml = String(decoding: yaml, as: UTF8.self)
    }
}

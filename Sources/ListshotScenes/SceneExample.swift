/// A scene file that ships with listshot, in `Examples/` beside this file, in both formats:
/// `listshot scenes NAME --print` prints one to start from.
public struct SceneExample: Sendable {
    /// The name: a built-in scene's name when the file draws the same pixels as that scene.
    public let name: String
    /// The file in JSON.
    public let json: String
    /// The same scene in YAML, with comments.
    public let yaml: String

    /// The file in `format`.
    public func text(in format: StructuredText.Format) -> String {
        switch format {
        case .json: return json
        case .yaml: return yaml
        }
    }

    /// Every example: the built-in scenes' in ``BuiltInScene/all``'s order, then the others.
    public static let all: [SceneExample] = [
        SceneExample(name: "demo", json: PackageResources.demo_json, yaml: PackageResources.demo_yaml),
        SceneExample(name: "animals", json: PackageResources.animals_json, yaml: PackageResources.animals_yaml),
        SceneExample(name: "animal-detail", json: PackageResources.animal_detail_json, yaml: PackageResources.animal_detail_yaml),
        SceneExample(name: "classmates", json: PackageResources.classmates_json, yaml: PackageResources.classmates_yaml),
        SceneExample(name: "cells", json: PackageResources.cells_json, yaml: PackageResources.cells_yaml),
        SceneExample(name: "typography", json: PackageResources.typography_json, yaml: PackageResources.typography_yaml),
        SceneExample(name: "sections", json: PackageResources.sections_json, yaml: PackageResources.sections_yaml),
        SceneExample(name: "contacts", json: PackageResources.contacts_json, yaml: PackageResources.contacts_yaml),
        SceneExample(name: "carousel", json: PackageResources.carousel_json, yaml: PackageResources.carousel_yaml),
        SceneExample(name: "wheel", json: PackageResources.wheel_json, yaml: PackageResources.wheel_yaml),
        SceneExample(name: "wheel-right", json: PackageResources.wheel_right_json, yaml: PackageResources.wheel_right_yaml),
        SceneExample(name: "grid", json: PackageResources.grid_json, yaml: PackageResources.grid_yaml),
        SceneExample(name: "grid-horizontal", json: PackageResources.grid_horizontal_json, yaml: PackageResources.grid_horizontal_yaml),
        SceneExample(name: "contacts-rtl", json: PackageResources.contacts_rtl_json, yaml: PackageResources.contacts_rtl_yaml),
        SceneExample(name: "chat", json: PackageResources.chat_json, yaml: PackageResources.chat_yaml),
        SceneExample(name: "people", json: PackageResources.people_json, yaml: PackageResources.people_yaml),
    ]

    /// The example called `name`, or `nil`.
    public static func named(_ name: String) -> SceneExample? { all.first { $0.name == name } }

    private init(name: String, json: [UInt8], yaml: [UInt8]) {
        self.name = name
        self.json = String(decoding: json, as: UTF8.self)
        self.yaml = String(decoding: yaml, as: UTF8.self)
    }
}

import Foundation
import ListshotRaster
@testable import ListshotScenes
@testable import ListshotScenes
import ListshotStructuredText
import ListshotTestSupport
import Testing

/// The example scene files in `Sources/ListshotScenes/BuiltIns/Examples/` and the JSON Schema.
@Suite struct SceneExampleTests {
    static let examples = RepositoryPaths.root + "/Sources/ListshotScenes/BuiltIns/Examples"

    static func parse(_ text: String, _ name: String) throws -> SceneDescription {
        try SceneFile.parse(Array(text.utf8), name: name)
    }

    @Test func theCompiledInFilesAreTheFilesInTheFolder() throws {
        for example in SceneExample.all {
            #expect(try readFile(Self.examples + "/\(example.name).yaml") == Array(example.yaml.utf8), "\(example.name)")
        }
        #expect(try readFile(RepositoryPaths.sceneSchema) == Array(SceneSchema.text.utf8))
        let files = listFolder(Self.examples).sorted()
        #expect(files == SceneExample.all.map { "\($0.name).yaml" }.sorted())
    }

    /// An example's JSON is made from its YAML (keys in their order, aliases and merge keys
    /// expanded, comments dropped), and reads as the same scene.
    @Test func eachExampleSaysTheSameInJSONAndYAML() throws {
        for example in SceneExample.all {
            #expect(try Self.parse(example.yaml, "\(example.name).yaml") == Self.parse(example.json, "\(example.name).json"))
        }
    }

    /// The JSON keeps the YAML's keys in their order, a merge key's in its place (the
    /// mapping's own keys win), and prints as `jq` does.
    @Test func theJSONIsTheYAMLInItsOrder() {
        let yaml = """
            # a comment
            b: &base {x: 1, y: [true, null, "two"]}
            a:
              <<: *base
              x: 2
              z: 0.5
            """
        #expect(SceneExample.json(convertingYAML: yaml) == """
            {
              "b": {
                "x": 1,
                "y": [
                  true,
                  null,
                  "two"
                ]
              },
              "a": {
                "y": [
                  true,
                  null,
                  "two"
                ],
                "x": 2,
                "z": 0.5
              }
            }

            """)
        #expect(SceneExample.named("demo")?.text(in: .json).hasPrefix("{\n  \"backgroundColor\": \"#000000\",\n  \"separators\": {\n") == true)
    }

    // Every example named after a built-in scene is that scene: BuiltInFilesTests.

    /// The scenes the tests write inline, which the schema must accept too.
    static let testScenes: [(name: String, text: String)] = [
        ("full.json", TestScenes.fullExample),
        ("full.yaml", TestScenes.fullExampleInYAML),
        ("people.json", TestScenes.appearancePeople.replacing("STYLE", with: "grouped")),
        ("look.json", TestScenes.lookPeople.replacing("STYLE", with: "plain")),
        ("wheel.json", #"{"layout": {"type": "wheel", "rowHeight": 80, "ratio": 0.3, "translation": 12, "side": "left", "infinite": true}, "#
            + #""sections": [{"generate": {"count": 24, "text": "Row {i}"}}]}"#),
        ("grid.json", #"{"layout": {"type": "grid", "itemSize": {"width": 100, "height": 80}, "direction": "horizontal"}, "#
            + ##""separators": {"color": "#FF0000", "inset": {"left": 0}}, "sections": [{"generate": {"count": 24}}]}"##),
        ("pictures.yaml", ##"sections: [{rows: [{image: {landscape: {hue: 2, width: 40, height: 30}, scale: 2}}, "##
            + ##"{image: {avatar: {initials: LS, diameter: 58, color: "#FF3B30"}}}]}]"##),
        ("designs.yaml", TestScenes.everyPartKind),
        ("waterfall.json", TestScenes.waterfall),
        ("chrome.json", TestScenes.settingsChrome),
        ("toolbar.json", #"{"navigationBar": {"title": "Inbox", "leading": {"icon": "chevron.backward", "title": "Mailboxes"}, "#
            + #""trailing": [{"icon": "ellipsis"}, {"title": "Done", "style": "done"}]}, "searchBar": {}, "#
            + #""toolbar": {"items": ["Edit", {"icon": "plus"}]}, "sections": []}"#),
    ]

    @Test(.enabled(if: JSONSchemaValidator.isAvailable, "needs python3 with the jsonschema module (pip install jsonschema)"))
    func everyExampleAndTestSceneMatchesTheSchemaAndMistakesDoNot() throws {
        var documents: [(String, JSONValue)] = []
        for example in SceneExample.all {
            documents.append(("\(example.name).json", try StructuredText.parse(Array(example.json.utf8), path: "\(example.name).json")))
            documents.append(("\(example.name).yaml", try StructuredText.parse(Array(example.yaml.utf8), path: "\(example.name).yaml")))
        }
        for (name, text) in Self.testScenes {
            _ = try Self.parse(text, name)  // listshot accepts it too
            documents.append((name, try StructuredText.parse(Array(text.utf8), path: name)))
        }
        let report = try JSONSchemaValidator.validate(documents, schema: RepositoryPaths.sceneSchema)
        #expect(report.isEmpty, "\(report)")

        let mistakes: [(String, JSONValue)] = [
            ("unknown-key.json", .object(["sections": .array([]), "rowheight": .number(40)])),
            ("no-sections.json", .object([:])),
            ("bad-device.json", .object(["device": .string("iphone15"), "sections": .array([])])),
            ("rows-and-generate.json", .object(["sections": .array([.object(["rows": .array([]), "generate": .object(["count": .number(1)])])])])),
            ("bad-colour.json", .object(["backgroundColor": .string("blue"), "sections": .array([])])),
            ("unknown-part.json", .object([
                "cells": .object(["c": .object(["parts": .array([.object(["lable": .string("Hi")])])])]), "sections": .array([]),
            ])),
        ]
        let refused = try JSONSchemaValidator.validate(mistakes, schema: RepositoryPaths.sceneSchema)
        #expect(Set(refused.keys) == Set(mistakes.map(\.0)))
    }
}

/// Validates documents against a JSON Schema with Python's `jsonschema` (the reference
/// implementation; listshot has no Swift one).
enum JSONSchemaValidator {
    static let isAvailable: Bool = (try? runTool("/usr/bin/env", ["python3", "-c", "import jsonschema"]).status) == 0

    /// The documents the schema refuses, each with the validator's first message.
    static func validate(_ documents: [(String, JSONValue)], schema: String) throws -> [String: String] {
        let folder = makeTemporaryFolder()
        defer { removeTree(folder) }
        for (name, value) in documents {
            let data = try JSONSerialization.data(withJSONObject: foundation(value), options: [.fragmentsAllowed])
            writePlain(Array(data), to: folder + "/" + name + ".instance.json")
        }
        let script = """
            import json, sys, glob, os, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sorted(glob.glob(os.path.join(sys.argv[2], "*.instance.json"))):
                errors = list(validator.iter_errors(json.load(open(path))))
                if errors:
                    print(os.path.basename(path)[:-len(".instance.json")] + "\\t" + errors[0].message.replace("\\n", " "))
            """
        let (status, output) = try runTool("/usr/bin/env", ["python3", "-c", script, schema, folder])
        guard status == 0 else { throw ValidatorFailure(output: output) }
        var refused: [String: String] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            refused[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return refused
    }

    struct ValidatorFailure: Error { var output: String }

    private static func foundation(_ value: JSONValue) -> Any {
        switch value {
        case .null: return NSNull()
        case let .bool(bool): return bool
        case let .number(number): return number
        case let .string(text): return text
        case let .array(values): return values.map(foundation)
        case let .object(fields): return fields.mapValues(foundation)
        }
    }
}

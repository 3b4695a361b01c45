import Foundation
import ListshotTestSupport
import Testing

/// The scene fuzzers' dictionaries (`Tests/Fuzz/dictionaries/scene-*.dict`) name every key
/// and every fixed name the scene-file schema knows, so that a new key or layout (issue 23's
/// `waterfall`) is fuzzed as soon as the schema says it exists.
@Suite struct FuzzDictionaryTests {

    /// Every property name, `enum` string and `const` string in the schema.
    static func schemaWords() throws -> (keys: Set<String>, names: Set<String>) {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.sceneSchema))
        var keys = Set<String>(), names = Set<String>()
        func visit(_ node: Any) {
            if let object = node as? [String: Any] {
                if let properties = object["properties"] as? [String: Any] { keys.formUnion(properties.keys) }
                if let values = object["enum"] as? [Any] { names.formUnion(values.compactMap { $0 as? String }) }
                if let value = object["const"] as? String { names.insert(value) }
                object.values.forEach(visit)
            } else if let array = node as? [Any] {
                array.forEach(visit)
            }
        }
        visit(try JSONSerialization.jsonObject(with: data))
        return (keys, names)
    }

    /// The quoted entries of a libFuzzer dictionary, unescaped (`\"` and `\x0A` kept as written
    /// but for the quotes, which is all the scene words use).
    static func entries(_ dictionary: String) throws -> Set<String> {
        let text = try String(contentsOfFile: RepositoryPaths.root + "/Tests/Fuzz/dictionaries/\(dictionary)", encoding: .utf8)
        return Set(text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("\""), line.hasSuffix("\""), line.count >= 2 else { return nil }
            return String(line.dropFirst().dropLast()).replacing("\\\"", with: "\"")
        })
    }

    @Test func theYAMLDictionaryNamesEveryKeyAndNameOfTheSchema() throws {
        let (keys, names) = try Self.schemaWords()
        let entries = try Self.entries("scene-yaml.dict")
        #expect(keys.filter { !entries.contains("\($0): ") }.sorted() == [], "keys missing from scene-yaml.dict")
        #expect(names.filter { !entries.contains($0) }.sorted() == [], "names missing from scene-yaml.dict")
    }

    @Test func theJSONDictionaryNamesEveryKeyAndNameOfTheSchema() throws {
        let (keys, names) = try Self.schemaWords()
        let entries = try Self.entries("scene-json.dict")
        #expect(keys.filter { !entries.contains("\"\($0)\":") }.sorted() == [], "keys missing from scene-json.dict")
        #expect(names.filter { !entries.contains("\"\($0)\"") }.sorted() == [], "names missing from scene-json.dict")
    }
}

import ListshotStructuredText
import ListshotTestSupport
import Testing

/// Issue 11: the schema takes a scene file's `fonts` and the inset grouped style, and refuses
/// mistakes in them.
@Suite struct SceneFontsSchemaTests {
    @Test(.enabled(if: JSONSchemaValidator.isAvailable, "needs python3 with the jsonschema module (pip install jsonschema)"))
    func theSchemaTakesFontsAndInsetGroupedAndRefusesMistakes() throws {
        let good = [("fonts.json", TestScenes.fonts), ("settings.json", TestScenes.insetGroupedSettings)]
        let documents = try good.map { ($0.0, try StructuredText.parse(Array($0.1.utf8), path: $0.0)) }
        #expect(try JSONSchemaValidator.validate(documents, schema: RepositoryPaths.sceneSchema).isEmpty)
        let mistakes: [(String, JSONValue)] = [
            ("bad-style.json", .object(["style": .string("inset"), "sections": .array([])])),
            ("bad-fonts-key.json", .object(["fonts": .object(["heder": .object([:])]), "sections": .array([])])),
            ("bad-font-key.json", .object(["fonts": .object(["text": .object(["colour": .string("red")])]), "sections": .array([])])),
            ("bad-size.json", .object(["fonts": .object(["text": .object(["size": .number(0)])]), "sections": .array([])])),
            ("bad-weight.json", .object(["fonts": .object(["text": .object(["weight": .string("bold")])]), "sections": .array([])])),
        ]
        let refused = try JSONSchemaValidator.validate(mistakes, schema: RepositoryPaths.sceneSchema)
        #expect(Set(refused.keys) == Set(mistakes.map(\.0)))
    }
}

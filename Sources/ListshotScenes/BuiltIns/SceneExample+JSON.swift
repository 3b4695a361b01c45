import ListshotStructuredText

extension SceneExample {
    /// A YAML example as JSON: the values listshot reads from it (``YAMLReader``: aliases
    /// and merge keys expanded, comments dropped), its keys in the order they are written,
    /// printed two-space indented as `jq` prints. The examples ship in YAML only, so each
    /// scene is written once; a test checks that the JSON reads as the same scene.
    ///
    /// The text is an example compiled into listshot, read by every test run: one that does
    /// not parse is a broken build, not bad input.
    static func json(convertingYAML yaml: String) -> String {
        do {
            guard let json = try YAMLReader.orderedJSON(convertingYAML: yaml) else { preconditionFailure("an empty example") }
            return json
        } catch {
            preconditionFailure("an example that is not YAML: \(error)")
        }
    }
}

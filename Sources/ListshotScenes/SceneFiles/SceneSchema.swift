/// The JSON Schema (draft 2020-12) of scene files, for editors: `listshot schema` prints it,
/// and `scene.schema.json` beside this file is the same text. A file the schema accepts may
/// still be refused by listshot's checks, which are stricter (the rows of all sections
/// together, the total height); one it refuses is always refused.
public enum SceneSchema {
    /// The schema's text, UTF-8 JSON ending in a newline.
    public static var text: String { String(decoding: PackageResources.scene_schema_json, as: UTF8.self) }
}

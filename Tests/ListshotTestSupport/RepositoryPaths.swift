/// Folders of the repository, found from this file's place in it.
public enum RepositoryPaths {
    /// The repository root: two folders above `Tests/<target>/`.
    public static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// The golden images.
    public static let snapshots = root + "/Snapshots"

    /// The scene files' JSON Schema, as the ListshotScenes module embeds it.
    public static let sceneSchema = root + "/Sources/ListshotScenes/SceneFiles/scene.schema.json"
}

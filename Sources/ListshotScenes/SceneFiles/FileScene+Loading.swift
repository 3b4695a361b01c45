import ListshotStructuredText

extension FileScene {
    /// Loads the scene file at `path` and builds its table.
    ///
    /// - Parameters:
    ///   - path: the scene file; errors name it as written here.
    ///   - viewport: the screen to lay it out on; `nil` uses the file's own.
    /// - Throws: `StructuredTextError` naming the file and the key path of a bad value.
    public convenience init(contentsOf path: String, viewport: Viewport? = nil) throws(StructuredTextError) {
        self.init(try SceneFile.load(path: path), viewport: viewport)
    }
}

import ListshotViews

extension SceneDescription {
    /// The scene this description shows: a ``FileScene`` (a table) or, for another
    /// `layout`, a ``FileCollectionScene``.
    ///
    /// - Parameter viewport: the screen to lay it out on; `nil` uses the description's own.
    public func makeScene(viewport: Viewport? = nil) -> any Scene {
        switch layout {
        case .table: return FileScene(self, viewport: viewport)
        case .horizontal, .wheel, .grid, .waterfall, .registered: return FileCollectionScene(self, viewport: viewport)
        }
    }
}

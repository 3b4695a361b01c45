import ListshotStructuredText

extension SceneExample {
    /// The scene the example describes (read from its YAML, which errors call `NAME.yaml`),
    /// with `overrides` in place of its appearance, text size and device: how a built-in
    /// scene is drawn dark or at another text size.
    ///
    /// - Throws: `StructuredTextError` when an override names no known appearance, text size or device.
    public func description(overrides: SceneOverrides = .none) throws(StructuredTextError) -> SceneDescription {
        try SceneFile.parse(Array(yaml.utf8), name: "\(name).yaml", overrides: overrides)
    }
}
